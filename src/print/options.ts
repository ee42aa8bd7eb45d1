import { InputError } from '../util/input-error.js';
import { SIZE_SYNTAX, sizeToMm } from '../model/size.js';
import { PT_PER_IN, mmToPt } from './units.js';
import { DUPLEX_MODES, type DuplexMode, type Offset } from './duplex.js';
import { NAMED_PAPERS, PAPER_ALIASES, type Paper } from './paper.js';

/**
 * Every option a kit part reads, parsed and checked in one place before any part draws, so that each
 * flag means the same, in the same units and with the same errors, whichever part reads it.
 */
export const FORMATS = ['pdf', 'svg', 'png'] as const;
export type Format = (typeof FORMATS)[number];
export type TileMode = 'auto' | 'off' | 'full';
export type CardLayout = 'sheet' | 'pod';

export interface CounterSize {
  /** As the user wrote it, for messages and the manifest: "5/8in", "16mm". */
  label: string;
  pt: number;
}

export interface CardSize {
  /** "poker", "bridge", "mini", or "WxH" for a size given in mm. */
  name: string;
  widthMm: number;
  heightMm: number;
}

export interface KitOptions {
  paper: Paper;
  lang: string;
  formats: Format[];
  /** Undefined when not given: counters then print at ⅝", and a map sizes its cells from its printed size. */
  counterSize?: CounterSize;
  cardSize: CardSize;
  cardLayout: CardLayout;
  /** Card backs: a pale tint of the deck's colour that spares the ink (light, the default), or the colour edge to edge
   * (dark). */
  cardBacks: CardBacks;
  /** Undefined when not given: each part has its own default. */
  duplex?: DuplexMode;
  backOffset: Offset;
  bleedMm?: number;
  gutterMm?: number;
  tile: TileMode;
  template?: string;
  /** Print a map whose spaces are too small for the pieces that stand in them, with a warning instead of refusing. */
  allowMisfit?: boolean;
}

export type CardBacks = 'dark' | 'light';

export function parseCardBacks(value: string | undefined): CardBacks {
  const v = (value ?? 'light').trim().toLowerCase();
  if (v === 'dark' || v === 'light') return v;
  throw new InputError(`--card-backs must be dark or light, not "${value}"`);
}

/** The flags as commander hands them over: strings where given. */
export type KitFlags = Partial<Record<string, unknown>>;

/** The sizes wargames print counters at, in inches: ½", ⅝" (the common default), ¾", 1". */
const INCH_SIZES: Record<string, number> = { '1/2': 0.5, '5/8': 0.625, '3/4': 0.75, '1': 1 };
export const DEFAULT_COUNTER_SIZE = '5/8';
export const CARD_SIZES: Record<string, CardSize> = {
  poker: { name: 'poker', widthMm: 63, heightMm: 88 },
  bridge: { name: 'bridge', widthMm: 57, heightMm: 89 },
  mini: { name: 'mini', widthMm: 44, heightMm: 63 },
};
/** Lengths in mm, with the most that makes sense for each: beyond it the value is a typo. */
const LENGTHS = { bleed: 10, gutter: 20 } as const;
const MAX_BACK_OFFSET_MM = 20;
const MIN_COUNTER_MM = 8;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Reads --counter-size in the size syntax of the game's files (src/model/size.ts): "0.7in", "18mm", "5/8"; a
 * plain 1/2, 5/8, 3/4 or 1 is inches, as wargamers name counter sizes.
 */
export function parseCounterSize(value: string | undefined): CounterSize {
  const v = (value ?? DEFAULT_COUNTER_SIZE).trim().toLowerCase();
  const bare = v.replace(/(in|")$/, '');
  if (INCH_SIZES[bare] !== undefined) return { label: `${bare}in`, pt: INCH_SIZES[bare] * PT_PER_IN };
  const mm = sizeToMm(v);
  if (mm === undefined) throw new InputError(`--counter-size "${value}" is not a counter size; give ${SIZE_SYNTAX}`);
  if (mm < MIN_COUNTER_MM)
    throw new InputError(`--counter-size ${value}: counters smaller than ${MIN_COUNTER_MM} mm cannot be cut or read`);
  return { label: v.replace(/\s+/g, ''), pt: mmToPt(mm) };
}

/** Reads --card-size: a named size or "WxH" in mm ("70x120", "70 x 120mm"). Poker when absent. */
export function parseCardSize(value: string | undefined): CardSize {
  if (value === undefined || value === '') return CARD_SIZES.poker;
  const named = CARD_SIZES[value.trim().toLowerCase()];
  if (named) return named;
  const m = value.trim().match(/^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:mm)?$/i);
  if (!m) {
    throw new InputError(
      `--card-size "${value}" is not a card size; use poker, bridge, mini or WxH in mm such as 63x88`,
    );
  }
  const [w, h] = [Number(m[1]), Number(m[2])];
  if (w < 20 || h < 20 || w > 200 || h > 280) {
    throw new InputError(
      `--card-size ${value}: cards from 20 to 200 mm wide and 20 to 280 mm tall can be printed; ` +
        `this one is ${w} × ${h} mm`,
    );
  }
  return { name: `${w}x${h}`, widthMm: w, heightMm: h };
}

/** Reads a length in mm ("3", "3mm", "3 MM"); undefined when absent. */
export function parseLengthMm(name: keyof typeof LENGTHS, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const m = value.match(/^(\d+(?:\.\d+)?)\s*(?:mm)?$/i);
  if (!m) throw new InputError(`--${name} "${value}": give a length in mm, e.g. --${name} 3`);
  const mm = Number(m[1]);
  if (mm > LENGTHS[name]) throw new InputError(`--${name} ${value}: at most ${LENGTHS[name]} mm makes sense here`);
  return mm;
}

export function parseDuplex(value: string | undefined): DuplexMode | undefined {
  if (value === undefined) return undefined;
  if ((DUPLEX_MODES as readonly string[]).includes(value)) return value as DuplexMode;
  throw new InputError(`--duplex "${value}": choose long, short, fold or none`);
}

/** Reads --back-offset "X,Y" in mm (e.g. "0.5,-1") into pt. */
export function parseBackOffset(value: string | undefined): Offset {
  if (value === undefined) return { x: 0, y: 0 };
  const m = value.match(/^(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)$/);
  if (!m) throw new InputError(`--back-offset "${value}": write X,Y in mm, e.g. 0.5,-1`);
  const [x, y] = [Number(m[1]), Number(m[2])];
  const worst = Math.max(Math.abs(x), Math.abs(y));
  if (worst > MAX_BACK_OFFSET_MM) {
    throw new InputError(
      `--back-offset ${value}: a printer is off by a few mm at most; ${worst} mm is more than ${MAX_BACK_OFFSET_MM}`,
    );
  }
  return { x: mmToPt(x), y: mmToPt(y) };
}

/**
 * --tile: auto (the default) tiles a map larger than the paper; off insists on one sheet; full prints one page the
 * map's size.
 */
export function parseTileMode(value: string | undefined): TileMode {
  if (value === undefined) return 'auto';
  if (value === 'auto' || value === 'off' || value === 'full') return value;
  throw new InputError(`--tile must be auto, off or full, not "${value}"`);
}

export function parseCardLayout(value: string | undefined): CardLayout {
  if (value === undefined) return 'sheet';
  if (value === 'sheet' || value === 'pod') return value;
  throw new InputError(
    `--card-layout "${value}": choose sheet (cards on Letter or A4 with crop marks) ` +
      'or pod (one page per card for a print-on-demand service)',
  );
}

const PAPER_MM = { min: 50, max: 1500 } as const;

/**
 * Reads --paper: letter, a4, a3, tabloid (or ledger), legal, or a size of its own "WxH" with a unit
 * ("300x420mm", "11x17in"; mm when none). The id it returns names the kit's files: "a3", "300x420mm".
 */
export function parsePaper(value: string | undefined): Paper {
  const v = (value ?? 'letter').trim().toLowerCase();
  if (NAMED_PAPERS[v]) return v;
  if (PAPER_ALIASES[v]) return PAPER_ALIASES[v];
  const m = v.match(/^(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(mm|cm|in)?$/);
  if (!m)
    throw new InputError(
      `--paper "${value}": choose ${Object.keys(NAMED_PAPERS).join(', ')}, ledger, or a size WxH such as ` +
        '300x420mm or 11x17in',
    );
  const unit = m[3] === 'in' ? 25.4 : m[3] === 'cm' ? 10 : 1;
  const [w, h] = [Number(m[1]) * unit, Number(m[2]) * unit].map((x) => Math.round(x * 10) / 10);
  if (Math.min(w, h) < PAPER_MM.min || Math.max(w, h) > PAPER_MM.max)
    throw new InputError(
      `--paper ${value}: paper from ${PAPER_MM.min} to ${PAPER_MM.max} mm a side can be printed; ` +
        `this is ${w} × ${h} mm`,
    );
  return `${w}x${h}mm`;
}

export function parseFormats(value: string | undefined): Format[] {
  const items = (value ?? 'pdf,svg')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const i of items) {
    if (!(FORMATS as readonly string[]).includes(i)) {
      throw new InputError(`unknown format "${i}"; choose from ${FORMATS.join(', ')}`);
    }
  }
  if (!items.length) throw new InputError(`--format names no format; choose from ${FORMATS.join(', ')}`);
  return [...new Set(items)] as Format[];
}

/** Every kit option from the command's flags (camelCase, as commander names them). */
export function readKitOptions(flags: KitFlags): KitOptions {
  return {
    paper: parsePaper(str(flags.paper)),
    lang: str(flags.lang) ?? 'en',
    formats: parseFormats(str(flags.format)),
    counterSize: str(flags.counterSize) === undefined ? undefined : parseCounterSize(str(flags.counterSize)),
    cardSize: parseCardSize(str(flags.cardSize)),
    cardLayout: parseCardLayout(str(flags.cardLayout)),
    cardBacks: parseCardBacks(str(flags.cardBacks)),
    duplex: parseDuplex(str(flags.duplex)),
    backOffset: parseBackOffset(str(flags.backOffset)),
    bleedMm: parseLengthMm('bleed', str(flags.bleed)),
    gutterMm: parseLengthMm('gutter', str(flags.gutter)),
    tile: parseTileMode(str(flags.tile)),
    template: str(flags.template),
    allowMisfit: flags.allowMisfit === true,
  };
}
