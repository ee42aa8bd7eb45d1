import type { FontFace, TextMeasure } from './text-measure.js';
import { wrapText } from './wrap-text.js';

/**
 * The largest size, from `size` down to `minSize`, at which text wraps into at most maxLines lines that
 * fit maxHeight. At the least size it returns whatever wrapping results, so a long text still prints.
 */
export function fitText(
  text: string,
  box: { width: number; maxHeight: number; maxLines?: number; lineHeight: number },
  size: number,
  minSize: number,
  measure: TextMeasure,
  face: FontFace = 'regular',
): { size: number; lines: string[] } {
  const step = Math.max(0.25, size / 40);
  for (let s = size; s >= minSize - 1e-9; s -= step) {
    const lines = wrapText(text, box.width, s, measure, face);
    if (lines.length <= (box.maxLines ?? Infinity) && lines.length * s * box.lineHeight <= box.maxHeight + 1e-6) return { size: s, lines };
  }
  return { size: minSize, lines: wrapText(text, box.width, minSize, measure, face) };
}
