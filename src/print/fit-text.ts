import type { FontFace, TextMeasure } from './text-measure.js';
import { wrapText } from './wrap-text.js';

export interface FitBox {
  width: number;
  maxHeight?: number;
  maxLines?: number;
  /** Line spacing as a multiple of the size. */
  lineHeight: number;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** False when even the least size overflows the box: the caller must say so, not print it cut. */
  fits: boolean;
}

/** Enumerating every way to break a text is cheap for a title or a designation, and only for those. */
const MAX_WORDS_TO_ENUMERATE = 10;
const MAX_LINES_TO_ENUMERATE = 3;
/** Breaking a text into more lines must buy at least this much size, or one line reads better. */
const BREAK_GAIN = 1.12;

/** Ways to break words at spaces into at most `maxLines` lines, one line first. */
function breakings(words: string[], maxLines: number): string[][] {
  if (maxLines <= 1 || words.length <= 1) return [[words.join(' ')]];
  const out: string[][] = [[words.join(' ')]];
  for (let i = 1; i < words.length; i++)
    for (const rest of breakings(words.slice(i), maxLines - 1)) out.push([words.slice(0, i).join(' '), ...rest]);
  return out;
}

/**
 * The largest size, at most `maxSize`, at which a text fits its box: wide enough for its widest line and,
 * with `maxHeight`, tall enough for all its lines. A short text tries every way of breaking it into up to
 * `maxLines` lines and keeps one line unless breaking prints clearly larger; a long one breaks where its
 * words wrap, at the largest size that fits. Below `minSize` it is set at `minSize` and wrapped, so a long text
 * still prints.
 */
export function fitText(
  text: string,
  box: FitBox,
  maxSize: number,
  minSize: number,
  measure: TextMeasure,
  face: FontFace = 'regular',
): FittedText {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const atLeastSize = (): FittedText => {
    const lines = wrapText(text, box.width, minSize, measure, face);
    const tall = box.maxHeight !== undefined && lines.length * minSize * box.lineHeight > box.maxHeight + 1e-6;
    return { size: minSize, lines, fits: !tall && lines.length <= (box.maxLines ?? Infinity) };
  };
  if (!words.length) return { size: maxSize, lines: [], fits: true };
  const maxLines = Math.max(1, box.maxLines ?? Infinity);
  let options: string[][];
  const enumerate = words.length <= MAX_WORDS_TO_ENUMERATE && maxLines <= MAX_LINES_TO_ENUMERATE;
  if (enumerate) options = breakings(words, maxLines);
  else {
    // The breakings greedy wrapping gives at sizes from the largest down: one per line count, in practice.
    const seen = new Set<string>();
    options = [];
    for (let s = maxSize, step = Math.max(0.25, maxSize / 40); s >= minSize - 1e-9; s -= step) {
      const lines = wrapText(text, box.width, s, measure, face);
      const key = lines.join('\n');
      if (lines.length <= maxLines && !seen.has(key)) options.push(lines), seen.add(key);
    }
  }
  const candidates = options.map((lines) => {
    const widest = Math.max(...lines.map((l) => measure.width(l, 1, face)));
    let size = Math.min(maxSize, box.width / widest);
    if (box.maxHeight !== undefined) size = Math.min(size, box.maxHeight / (lines.length * box.lineHeight));
    return { lines, size, widest };
  });
  if (!candidates.length) return atLeastSize();
  const largest = Math.max(...candidates.map((c) => c.size));
  // No room at all (a box of no height): the least size, wrapped, and the caller decides whether that will do.
  if (!(largest > 0)) return atLeastSize();
  const best =
    enumerate && candidates[0].size * BREAK_GAIN >= largest
      ? candidates[0]
      : candidates
          .filter((c) => c.size >= largest * 0.98)
          .sort((a, b) => (enumerate ? a.lines.length - b.lines.length || a.widest - b.widest : b.size - a.size))[0];
  const size = Math.floor(best.size * 100) / 100;
  if (size < minSize) return atLeastSize();
  return { size, lines: best.lines, fits: true };
}
