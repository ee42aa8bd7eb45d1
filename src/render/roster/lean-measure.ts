import { FONT_FILES } from '../fonts.js';
import { loadTrueType } from '../../layout/lean-pdf/truetype.js';
import type { TextMeasure } from '../text-width.js';

let cached: TextMeasure | undefined;

/**
 * Text widths from the DejaVu files the PDF embeds, read directly: the same numbers the PDF writer
 * advances by, without loading pdfkit just to measure.
 */
export function leanTextMeasure(): TextMeasure {
  if (cached) return cached;
  const memo = new Map<string, number>();
  cached = {
    width(text, size, face = 'regular') {
      const key = `${face}\u0000${text}`;
      let em = memo.get(key);
      if (em === undefined) {
        const font = loadTrueType(FONT_FILES[face]);
        let units = 0;
        for (const ch of text) units += font.advanceOf(font.glyphOf(ch.codePointAt(0)!));
        em = units / font.unitsPerEm;
        memo.set(key, em);
      }
      return em * size;
    },
  };
  return cached;
}
