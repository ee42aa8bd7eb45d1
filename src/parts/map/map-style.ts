/** Colours and weights shared by every kind of map, so the three kinds read as one family of sheets. */
export const INK = '#1d1d1b';
export const GRID_INK = '#3b3b38';
export const LABEL_INK = '#4a4a46';
export const PAPER_TINT = '#fbf8ef';
export const FRONT_LINE = '#c0282d';
export const SIDE_FALLBACK = ['#3d6fb6', '#9b3b30', '#4f7f3a', '#7a5a9a'];

/** Red, green and blue of a "#rrggbb" colour, 0..255. */
export function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: readonly number[]): string => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');

/** A colour mixed towards black (amount 0..1): pattern ink drawn over a terrain fill of the same hue. */
export function darken(hex: string, amount: number): string {
  return toHex(channels(hex).map((v) => Math.round(v * (1 - amount))));
}

/** A colour mixed towards white. */
export function lighten(hex: string, amount: number): string {
  return toHex(channels(hex).map((v) => Math.round(v + (255 - v) * amount)));
}

/** Relative luminance, to choose dark or light text on a fill. */
export function isDark(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b < 120;
}
