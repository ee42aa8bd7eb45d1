// The report's fixed frames in the page's language. The rules modules print English lines for the CLI and the
// journal, and their output must stay byte for byte what it is; so the page reads each English line against the
// frames below and, where the catalogue has the frame's key ("report.KEY"), writes it in the language's words
// with the same values. A frame the catalogue lacks, or a line no frame matches, stays as printed: the
// Russian page's browser test fails on any such English line it meets, so a changed frame does not go unseen.

import type { Line } from '../../../assist/table/procedure.js';
import { render, type RuleWords } from '../../../assist/messages.js';

/** An English frame: its key, and a pattern whose groups are the values ({1}, {2}… in the template). */
type Frame = readonly [key: string, pattern: RegExp];

const FRAMES: readonly Frame[] = [
  // The mistakes a player makes on those screens, as the rules name them.
  ['needJournal', /^(.+) is kept in the game's journal: give --journal FILE$/],
  ['noneKept', /^(.+): this needs the game's journal, and none is kept here$/],
  ['requiredOption', /^required option '(--[\w-]+) .*' not specified$/],
  ['unitAtHex', /^(--units|--exit) takes UNIT@HEX items, e.g. (\S+); not "(.+)"$/],
];

export interface ReportWords {
  /** The page's words: "report.KEY" frames among them. */
  words: Readonly<Record<string, string>>;
  /** Whole texts by their English (chart cells, place names), from the game's locale. */
  texts: Readonly<Record<string, string>>;
  /**
   * Cell labels of the map's primary numbering by the label this language's map prints ("I9" → "0909"), so a
   * report names the hex the player sees on the Russian map; none where the language has no numbering of its own.
   */
  cells?: Readonly<Record<string, string>>;
  /** The game's ids other than units' (zones, reserve boxes) by id, as the set-up check names them. */
  ids?: Readonly<Record<string, string>>;
  /** The rules engine's messages in this language ("rules" in the word catalogue), for keyed lines. */
  rules?: RuleWords;
}

/** A text the locale holds capitalised ("East of the front line"), met in the middle of a line in lower case. */
function lowerText(text: string, rw: ReportWords): string | undefined {
  const first = text.charAt(0);
  if (first === first.toUpperCase()) return undefined;
  const found = rw.texts[first.toUpperCase() + text.slice(1)];
  return found && found.charAt(0).toLowerCase() + found.slice(1);
}

/** Cell labels the rules print ("I9", "H8") in the numbering of the page's language. */
function renumber(text: string, rw: ReportWords): string {
  const cells = rw.cells;
  if (!cells) return text;
  return text.replace(/(?<![\p{L}\p{N}-])[A-Z]{1,2}\d{1,3}(?![\p{L}\p{N}])/gu, (label) => cells[label] ?? label);
}

function fill(template: string, values: readonly string[]): string {
  return template.replace(/\{(\d+)\}/g, (m, i: string) => values[Number(i) - 1] ?? m);
}

/** One piece of a line in the page's language: a whole known text, a frame with its values, else itself. */
function phrase(text: string, rw: ReportWords, depth: number): string {
  const whole = rw.texts[text] ?? rw.words[`report.word.${text}`] ?? rw.ids?.[text] ?? lowerText(text, rw);
  if (whole !== undefined) return whole;
  if (depth > 4) return text;
  for (const [key, pattern] of FRAMES) {
    const template = rw.words[`report.${key}`];
    const m = template === undefined ? null : pattern.exec(text);
    if (m)
      return fill(
        template!,
        m.slice(1).map((v) => (v ? phrase(v, rw, depth + 1) : '')),
      );
  }
  // Lists of "a; b" or "attacker: x" parts each read on their own.
  if (text.includes('; '))
    return text
      .split('; ')
      .map((x) => phrase(x, rw, depth + 1))
      .join('; ');
  // "Game: what": each side of the first colon read on its own.
  const at = text.indexOf(': ');
  if (at > 0) return `${phrase(text.slice(0, at), rw, depth + 1)}: ${phrase(text.slice(at + 2), rw, depth + 1)}`;
  return text;
}

/** A name from the game's data (a terrain, a chart's text, a zone) in the page's language, else as it is. */
const nameIn = (v: string, rw: ReportWords): string =>
  rw.texts[v] ?? rw.words[`report.word.${v}`] ?? rw.ids?.[v] ?? lowerText(v, rw) ?? v;

/** A keyed line in the page's language: its template from the catalogue's rules words, nothing read back. */
export function keyedLine(line: Line, rw: ReportWords): string {
  if (typeof line === 'string') return reportLine(line, rw);
  return renumber(
    render(line, rw.rules, (v) => nameIn(v, rw)),
    rw,
  );
}

/** A report line in the page's language; its indent and any marker before it kept. */
export function reportLine(line: string, rw: ReportWords): string {
  const m = /^([\s▶]*)(.*)$/.exec(line)!;
  if (!m[2]) return line;
  const bars = /^(.+?)(\s+[█·]+\s+[\d.]+% \(\d+\/\d+\)\s+)(.+)$/.exec(m[2]);
  if (bars) return renumber(`${m[1]}${phrase(bars[1], rw, 0)}${bars[2]}${phrase(bars[3], rw, 0)}`, rw);
  return renumber(`${m[1]}${phrase(m[2], rw, 0)}`, rw);
}

/** A chance's meaning, a question or an error in the page's language. */
export const reportText = (text: string, rw: ReportWords): string => renumber(phrase(text, rw, 0), rw);
