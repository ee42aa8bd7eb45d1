import type { FontFace, TextMeasure } from './text-measure.js';

/**
 * A line's width is summed word by word, not measured whole; callers often size a box to a text's own
 * measured width, and the sum may differ from it in the last bit: such a text must still fit its box.
 */
const EPSILON = 1e-6;

/**
 * Cuts a word wider than a line between letters, measuring each letter once: re-measuring ever shorter
 * prefixes made a 4,000-letter word take 39 s to lay out, and 10,000 letters hang a build.
 */
function cutWord(word: string, maxWidth: number, size: number, measure: TextMeasure, face: FontFace): string[] {
  const pieces: string[] = [];
  let piece = '';
  let width = 0;
  for (const ch of word) {
    const w = measure.width(ch, size, face);
    if (piece && width + w > maxWidth + EPSILON) {
      pieces.push(piece);
      piece = '';
      width = 0;
    }
    piece += ch;
    width += w;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Lines already broken, by measure, then by face, size, width and text: a sheet that tries sizes and widths until
 * its cells fit breaks the same texts again and again (Death of a Division's roster asked 7,924 times for 2,592
 * different breaks). Bounded, so a huge game cannot grow it without end.
 */
const broken = new WeakMap<TextMeasure, Map<string, readonly string[]>>();
const MOST_KEPT = 50_000;

/**
 * Breaks text into lines no wider than maxWidth, at spaces but not no-break ones (and after hyphens and slashes);
 * a word longer than a line is cut between letters rather than left to overflow the box. Each word is measured
 * once and the line's width kept as a running sum, so the work grows with the text's length, not its square.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  size: number,
  measure: TextMeasure,
  face: FontFace = 'regular',
): string[] {
  let known = broken.get(measure);
  if (!known) broken.set(measure, (known = new Map()));
  const key = `${face}|${size}|${maxWidth}|${text}`;
  let lines = known.get(key);
  if (!lines) {
    lines = breakLines(text, maxWidth, size, measure, face);
    if (known.size < MOST_KEPT) known.set(key, lines);
  }
  // A copy: callers may change the list they are given.
  return [...lines];
}

function breakLines(text: string, maxWidth: number, size: number, measure: TextMeasure, face: FontFace): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    // A no-break space joins its neighbours: "· 1" never starts a line alone.
    const words = paragraph.split(/(?<=[^\S\u00a0]|[-/])|(?=[^\S\u00a0])/).filter((w) => w.length);
    let line = '';
    let lineWidth = 0;
    const push = () => {
      if (line.trim()) lines.push(line.trim());
      line = '';
      lineWidth = 0;
    };
    for (const word of words) {
      // Spaces never start a line: they stay at the end of this one, where the final trim drops them.
      if (!word.trim()) {
        line += word;
        lineWidth += measure.width(word, size, face);
        continue;
      }
      const trailing = word.length - word.trimEnd().length;
      const body = measure.width(word.trimEnd(), size, face);
      if (lineWidth + body <= maxWidth + EPSILON) {
        line += word;
        lineWidth += body + (trailing ? measure.width(word.slice(word.length - trailing), size, face) : 0);
        continue;
      }
      push();
      const rest = word.trimStart();
      const restWidth = measure.width(rest.trimEnd(), size, face);
      if (restWidth <= maxWidth + EPSILON || rest.length <= 1) {
        line = rest;
        lineWidth = measure.width(rest, size, face);
        continue;
      }
      const pieces = cutWord(rest.trimEnd(), maxWidth, size, measure, face);
      lines.push(...pieces.slice(0, -1));
      line = (pieces.at(-1) ?? '') + rest.slice(rest.trimEnd().length);
      lineWidth = measure.width(line, size, face);
    }
    push();
  }
  return lines.length ? lines : [''];
}
