import { FONT_FILES } from './fonts.js';
import { loadTrueType } from './pdf/truetype.js';

export type FontFace = keyof typeof FONT_FILES;

/** Widths of text in pt as the PDF and the PNG will set it: both use the same DejaVu files. */
export interface TextMeasure {
  width(text: string, size: number, face?: FontFace): number;
}

let cached: TextMeasure | undefined;

/**
 * SVG cannot wrap text, so lines are broken before drawing. Widths come from the advance widths of the
 * very DejaVu files the PDF embeds, summed glyph by glyph (no kerning): the numbers the PDF writer
 * advances by, without loading pdfkit to lay out every string measured.
 */
export function glyphMeasure(): TextMeasure {
  if (cached) return cached;
  // One table of widths per face, indexed by UTF-16 code unit and filled on first use (NaN: not read yet). A
  // string-keyed map cost more than the rest of an aid sheet's layout: every wrap measures its lines again.
  const tables = new Map<FontFace, { font: ReturnType<typeof loadTrueType>; bmp: Float64Array }>();
  const tableOf = (face: FontFace) => {
    let t = tables.get(face);
    if (!t) tables.set(face, (t = { font: loadTrueType(FONT_FILES[face]), bmp: new Float64Array(0x10000).fill(NaN) }));
    return t;
  };
  const advance = (font: ReturnType<typeof loadTrueType>, codePoint: number) =>
    font.advanceOf(font.glyphOf(codePoint)) / font.unitsPerEm;
  cached = {
    width(text, size, face = 'regular') {
      const { font, bmp } = tableOf(face);
      let w = 0;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
          // A character outside the BMP: a surrogate pair, measured as the one code point it is.
          const cp = text.codePointAt(i)!;
          if (cp > 0xffff) {
            w += advance(font, cp);
            i++;
            continue;
          }
        }
        let u = bmp[c]!;
        if (Number.isNaN(u)) bmp[c] = u = advance(font, c);
        w += u;
      }
      return w * size;
    },
  };
  return cached;
}

/** The same measure, for callers written against an asynchronous loader. */
export async function loadTextMeasure(): Promise<TextMeasure> {
  return glyphMeasure();
}
