import { InputError } from '../../util/input-error.js';

export interface CardSize {
  /** "poker", "bridge", "mini", or "WxH" for a size given in mm. */
  name: string;
  widthMm: number;
  heightMm: number;
}

export const CARD_SIZES: Record<string, CardSize> = {
  poker: { name: 'poker', widthMm: 63, heightMm: 88 },
  bridge: { name: 'bridge', widthMm: 57, heightMm: 89 },
  mini: { name: 'mini', widthMm: 44, heightMm: 63 },
};

/** Reads --card-size: a named size or "WxH" in mm ("70x120", "70 x 120mm"). Poker when absent. */
export function parseCardSize(value: string | undefined): CardSize {
  if (value === undefined || value === '') return CARD_SIZES.poker;
  const named = CARD_SIZES[value.trim().toLowerCase()];
  if (named) return named;
  const m = value.trim().match(/^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?$/i);
  if (!m) throw new InputError(`--card-size "${value}" is not a card size; use poker, bridge, mini or WxH in mm such as 63x88`);
  const [w, h] = [Number(m[1]), Number(m[2])];
  if (w < 20 || h < 20 || w > 200 || h > 280)
    throw new InputError(`--card-size ${value}: cards from 20 to 200 mm wide and 20 to 280 mm tall can be printed; this one is ${w} × ${h} mm`);
  return { name: `${w}x${h}`, widthMm: w, heightMm: h };
}
