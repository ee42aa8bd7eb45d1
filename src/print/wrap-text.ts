import type { FontFace, TextMeasure } from './text-measure.js';

/**
 * Breaks text into lines no wider than maxWidth, at spaces (and after hyphens and slashes);
 * a word longer than a line is cut between letters rather than left to overflow the box.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  size: number,
  measure: TextMeasure,
  face: FontFace = 'regular',
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n/)) {
    const words = paragraph.split(/(?<=[\s\-/])|(?=\s)/).filter((w) => w.length);
    let line = '';
    const push = () => {
      if (line.trim()) lines.push(line.trim());
      line = '';
    };
    for (const word of words) {
      const candidate = line + word;
      if (measure.width(candidate.trimEnd(), size, face) <= maxWidth) {
        line = candidate;
        continue;
      }
      push();
      let rest = word.trimStart();
      while (measure.width(rest.trimEnd(), size, face) > maxWidth && rest.length > 1) {
        let n = rest.length - 1;
        while (n > 1 && measure.width(rest.slice(0, n), size, face) > maxWidth) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
    push();
  }
  return lines.length ? lines : [''];
}
