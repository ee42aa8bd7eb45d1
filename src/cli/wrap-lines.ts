import { processIo, type Io } from './io.js';

/**
 * The width a report's line is wrapped to, in characters: a terminal's 80 columns would break the probability bars'
 * rows (about 70 wide before their words), 100 keeps those whole and still reads on a laptop's half screen.
 */
export const REPORT_WIDTH = 100;

/**
 * The width to wrap a report to: a terminal's, at most REPORT_WIDTH; none when the output goes to a file, a pipe or a
 * test, where one line a fact keeps `grep` and the transcripts whole.
 */
export function terminalWidth(io: Io): number | undefined {
  if (io !== processIo || !process.stdout.isTTY) return undefined;
  return Math.max(40, Math.min(REPORT_WIDTH, process.stdout.columns || REPORT_WIDTH));
}

/** Further indent of a wrapped line's continuation, past its first line's own indent. */
const HANG = 4;

/**
 * A report's lines wrapped between words to `width`: a long line (a victory point's text with the units it counts,
 * a unit's reserve note) continues on lines indented under it, so a reader's eye keeps to the report's columns.
 * A word longer than the room (a path) is left whole. Counts characters, not bytes: Russian wraps where English does.
 */
export function wrapLines(lines: readonly string[], width = REPORT_WIDTH): string[] {
  return lines.flatMap((line) => line.split('\n')).flatMap((line) => wrapLine(line, width));
}

function wrapLine(line: string, width: number): string[] {
  if ([...line].length <= width) return [line];
  const lead = /^ */.exec(line)![0];
  const words = line.slice(lead.length).split(' ');
  const out: string[] = [];
  let indent = lead;
  let cur = '';
  for (const w of words) {
    const next = cur ? `${cur} ${w}` : w;
    if (cur && [...indent].length + [...next].length > width) {
      out.push(indent + cur);
      indent = lead + ' '.repeat(HANG);
      cur = w;
    } else cur = next;
  }
  if (cur) out.push(indent + cur);
  return out;
}
