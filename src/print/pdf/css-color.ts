/** An sRGB colour, channels 0..1, as PDF's rg/RG operators take it. */
export type Rgb = [number, number, number];

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  olive: '#808000',
  lime: '#00ff00',
  aqua: '#00ffff',
  teal: '#008080',
  navy: '#000080',
  fuchsia: '#ff00ff',
  purple: '#800080',
  orange: '#ffa500',
  brown: '#a52a2a',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  dimgray: '#696969',
  dimgrey: '#696969',
  darkgreen: '#006400',
  darkred: '#8b0000',
  darkblue: '#00008b',
  khaki: '#f0e68c',
};

/**
 * Reads a CSS colour as SVG presentation attributes write it. Returns 'none' for none/transparent and
 * undefined for what it cannot read (the caller then falls back to the general converter).
 */
export function parseColor(text: string): Rgb | 'none' | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'none' || t === 'transparent') return 'none';
  const hex = (NAMED[t] ?? t).match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex) {
    const h = hex[1].length === 3 ? hex[1].replace(/./g, (c) => c + c) : hex[1];
    return [parseInt(h.slice(0, 2), 16) / 255, parseInt(h.slice(2, 4), 16) / 255, parseInt(h.slice(4, 6), 16) / 255];
  }
  const rgb = t.match(/^rgb\(\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*,\s*([\d.]+%?)\s*\)$/);
  if (rgb)
    return [rgb[1], rgb[2], rgb[3]].map((v) =>
      Math.min(1, v.endsWith('%') ? parseFloat(v) / 100 : parseFloat(v) / 255),
    ) as Rgb;
  return undefined;
}
