// How a chart's figures are set on paper. The data keeps the plain ASCII the referee reads ("1-4", "<-5"); the
// sheet prints them as a typesetter would: an en dash in a range, a true minus before a figure.

/** A die roll as a row label: "1-4" → "1–4", "-2" → "−2", "-4 or less" → "−4 or less"; "16+" stays. */
export function rollFigure(roll: string | number): string {
  return String(roll)
    .replace(/(\d)\s*-\s*(\d)/g, '$1–$2')
    .replace(/(^|[\s(])-(?=\d)/g, '$1−');
}

/**
 * A differential column heading: "-4" → "−4"; an open end "<-5" → "≤ −5" and "+5 >" → "≥ +5", since the first
 * and last columns take every total beyond them as well (they are read "−5 or less", "+5 or more").
 */
export function differentialFigure(label: string): string {
  const minus = (n: string) => n.replace(/^-/, '−');
  const below = label.match(/^\s*<=?\s*([+-]?\d+)\s*$/);
  if (below) return `≤ ${minus(below[1])}`;
  const above = label.match(/^\s*([+-]?\d+)\s*>=?\s*$/);
  if (above) return `≥ ${above[1]}`;
  return /^\s*-\d+\s*$/.test(label) ? minus(label.trim()) : label;
}

export { rangeFigure } from '../util/range-figure.js';
