import type { FontFace, TextMeasure } from '../../print/text-measure.js';

/**
 * Breaks a place name into lines no wider than `width`, at spaces and after hyphens, en dashes and
 * slashes ("Krewinkel–Afst–Weckerath"), never inside a word; a single word wider than the line stays whole.
 */
export function wrapName(name: string, width: number, size: number, measure: TextMeasure, face: FontFace): string[] {
  const tokens = name.split(/(?<=[\s\-–—/])/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens) {
    const next = line + tok;
    if (line && measure.width(next.trimEnd(), size, face) > width) {
      lines.push(line.trim());
      line = tok;
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}
