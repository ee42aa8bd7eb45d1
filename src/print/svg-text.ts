import { escapeXml } from './escape.js';
import { FONT_FAMILY } from './fonts.js';
import type { FontFace } from './text-measure.js';

export interface TextStyle {
  size: number;
  /** The face the text was measured in, so it is drawn in the same one. */
  face?: FontFace;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  /** More attributes as written, e.g. a class or data-* for a test to find the text by. */
  attrs?: string;
}

const FAMILY: Record<FontFace, [string, boolean]> = {
  regular: [FONT_FAMILY, false],
  bold: [FONT_FAMILY, true],
  condensed: [`${FONT_FAMILY} Condensed`, false],
  condensedBold: [`${FONT_FAMILY} Condensed`, true],
  // Map lettering only; an SVG sheet that asks for it gets the upright face.
  condensedOblique: [`${FONT_FAMILY} Condensed`, false],
};

/**
 * A type size without the float noise of a scaled or shrunk size (6.068000000000001), as precise as the PDF sets
 * it.
 */
const size = (n: number) => Math.round(n * 1000) / 1000;

/** One line of text with its baseline at y; the text is escaped here, at the edge. */
export function svgText(x: number, y: number, text: string, st: TextStyle): string {
  const [family, bold] = FAMILY[st.face ?? 'regular'];
  const anchor = st.anchor && st.anchor !== 'start' ? ` text-anchor="${st.anchor}"` : '';
  const attrs = st.attrs ? ` ${st.attrs}` : '';
  const weight = bold ? ' font-weight="bold"' : '';
  return (
    `<text x="${x.toFixed(2)}" y="${y.toFixed(2)}" font-family="${family}" font-size="${size(st.size)}"${weight}` +
    `${anchor} fill="${st.fill ?? '#000000'}"${attrs}>${escapeXml(text)}</text>`
  );
}

/** Lines of text from a top edge: each line's baseline sits 0.8 of the size below its top. */
export function svgLines(x: number, top: number, lines: string[], st: TextStyle, lead = 1.22): string {
  return lines.map((l, i) => svgText(x, top + i * st.size * lead + st.size * 0.8, l, st)).join('');
}

export const linesHeight = (n: number, size: number, lead = 1.22) => n * size * lead;

export const rect = (x: number, y: number, w: number, h: number, attrs: string) =>
  `<rect x="${x.toFixed(2)}" y="${y.toFixed(2)}" width="${w.toFixed(2)}" height="${h.toFixed(2)}" ${attrs}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, attrs: string) =>
  `<line x1="${x1.toFixed(2)}" y1="${y1.toFixed(2)}" x2="${x2.toFixed(2)}" y2="${y2.toFixed(2)}" ${attrs}/>`;
