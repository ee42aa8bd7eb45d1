import type { FontFace, TextMeasure } from '../../print/text-measure.js';

/**
 * Breaks a place name into lines no wider than `width`, at spaces and after hyphens, en dashes and
 * slashes ("Krewinkel–Afst–Weckerath"), never inside a word; a single word wider than the line stays whole.
 * A bracketed part that fits one line is kept whole on it: "Schnee Eifel (West" over "Wall)" read as two names
 * (issue 24), where "Schnee Eifel" over "(West Wall)" reads as one.
 */
export function wrapName(name: string, width: number, size: number, measure: TextMeasure, face: FontFace): string[] {
  const split = name.split(/(?<=[\s\-–—/])/).filter(Boolean);
  const tokens: string[] = [];
  for (let i = 0; i < split.length; i++) {
    const close = split[i]!.startsWith('(') ? split.findIndex((t, k) => k >= i && t.includes(')')) : -1;
    const whole = close > i ? split.slice(i, close + 1).join('') : undefined;
    if (whole && measure.width(whole.trimEnd(), size, face) <= width) {
      tokens.push(whole);
      i = close;
    } else tokens.push(split[i]!);
  }
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
