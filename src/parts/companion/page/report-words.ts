// The page's words for what the rules report. Every sentence of the rules reaches the page as a keyed message
// (src/assist/messages.ts), rendered here from the language's templates; nothing English is read back. A text
// that arrives whole (a chart's cell, a place, an id, or an older journal's English result) is looked up whole in
// the game's locale and the page's words, and shown as it is when neither has it.

import type { Line } from '../../../assist/table/procedure.js';
import { nameIn } from '../../../assist/report-names.js';
import { render, type CommandWords, type FlagWords, type RuleWords } from '../../../assist/messages.js';
import { renumberCells } from '../../../util/renumber.js';

export interface ReportWords {
  /** The page's words: "report.word.X" a whole text of a report among them. */
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

/** Cell labels the rules print ("I9", "H8") in the numbering of the page's language, as the CLI and the sheets do. */
const renumber = (text: string, rw: ReportWords): string => renumberCells(text, rw.cells);

/**
 * A keyed line in the page's language: its template from the catalogue's rules words, nothing read back. `flag`
 * words a command option the template names (`{--turn}`) as the screen's field, and `command` a command it names
 * as the screen's title; left out, as the CLI writes them.
 */
export function keyedLine(line: Line, rw: ReportWords, flag?: FlagWords, command?: CommandWords): string {
  if (typeof line === 'string') return reportLine(line, rw);
  return renumber(
    render(line, rw.rules, (v) => nameIn(v, rw), flag, command),
    rw,
  );
}

/** A line that arrived as text, in the page's language: looked up whole, its indent and any marker kept. */
export function reportLine(line: string, rw: ReportWords): string {
  const m = /^([\s▶]*)(.*)$/.exec(line)!;
  return m[2] ? renumber(`${m[1]}${nameIn(m[2], rw)}`, rw) : line;
}

/** A chance's code or meaning, a question or an error that arrived as text, in the page's language. */
export const reportText = (text: string, rw: ReportWords): string => renumber(nameIn(text, rw), rw);
