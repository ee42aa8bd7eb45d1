import { FONT_FILES } from '../fonts.js';
import type { FontFace, TextMeasure } from '../text-width.js';
import { loadTrueType } from '../../layout/lean-pdf/truetype.js';

let cached: TextMeasure | undefined;

/**
 * Text widths from the DejaVu files' advance widths, summed glyph by glyph (no kerning). It reads the
 * same fonts the PDF embeds, without pdfkit's shaping, which costs a layout per string measured: the
 * map wraps hundreds of names and notes, and a cold build must stay quick.
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
