import { textWidthEm } from './face-text-width.js';

export interface FittedText {
  lines: string[];
  size: number;
}

/** Ways to break a text at spaces into at most `maxLines` lines, in order. */
function breakings(words: string[], maxLines: number): string[][] {
  if (maxLines <= 1 || words.length <= 1) return [[words.join(' ')]];
  const out: string[][] = [[words.join(' ')]];
  for (let i = 1; i < words.length; i++)
    for (const rest of breakings(words.slice(i), maxLines - 1)) out.push([words.slice(0, i).join(' '), ...rest]);
  return out;
}

/**
 * The largest font size (at most `maxSize`) at which a text fits `width`, breaking it at spaces into up to
 * `maxLines` lines when that lets it print larger; line height is 1.05 × size and must fit `maxHeight`.
 */
export function fitText(text: string, o: { width: number; maxSize: number; maxLines: number; maxHeight?: number; family: string; bold: boolean }): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { lines: [], size: o.maxSize };
  const candidates = breakings(words, o.maxLines).map((lines) => {
    const widest = Math.max(...lines.map((l) => textWidthEm(l, o.family, o.bold)));
    let size = Math.min(o.maxSize, o.width / widest);
    if (o.maxHeight) size = Math.min(size, o.maxHeight / (lines.length * 1.05));
    return { lines, size, widest };
  });
  const largest = Math.max(...candidates.map((c) => c.size));
  // One line unless breaking prints clearly larger; then the fewest, most even lines among the largest.
  const best =
    candidates[0].size * 1.12 >= largest
      ? candidates[0]
      : candidates.filter((c) => c.size >= largest * 0.98).sort((a, b) => a.lines.length - b.lines.length || a.widest - b.widest)[0];
  return { lines: best.lines, size: Math.floor(best.size * 100) / 100 };
}
