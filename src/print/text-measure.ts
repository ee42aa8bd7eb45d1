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
  const fonts = new Map<FontFace, ReturnType<typeof loadTrueType>>();
  const memo = new Map<string, number>();
  const unit = (face: FontFace, ch: string) => {
    const key = face + ch;
    let w = memo.get(key);
    if (w === undefined) {
      let f = fonts.get(face);
      if (!f) fonts.set(face, (f = loadTrueType(FONT_FILES[face])));
      w = f.advanceOf(f.glyphOf(ch.codePointAt(0)!)) / f.unitsPerEm;
      memo.set(key, w);
    }
    return w;
  };
  cached = {
    width(text, size, face = 'regular') {
      let w = 0;
      for (const ch of text) w += unit(face, ch);
      return w * size;
    },
  };
  return cached;
}

/** The same measure, for callers written against an asynchronous loader. */
export async function loadTextMeasure(): Promise<TextMeasure> {
  return glyphMeasure();
}
