import type { CrtOutcome } from '../crt/resolve-crt.js';
import type { JournalRoll } from '../journal/journal-format.js';
import { probabilityBarLines } from './probability-bars.js';
import { msg, type Message } from '../messages.js';
import type { Line } from './procedure.js';

export interface ReportParts {
  title: Line;
  warnings?: readonly (Line | undefined)[];
  /** What is known before any die: totals, column, shifts, modifiers. */
  before: readonly Line[];
  /** The chances, with what they are chances of; none where nothing is left to chance. */
  chances?: { of: Line; outcomes: readonly CrtOutcome[]; rolled?: string };
  /** The dice and what they did; absent in a preview. */
  after?: readonly Line[];
  rolls?: readonly JournalRoll[];
  /** A preview: nothing rolled, nothing written. */
  preview?: boolean;
}

/**
 * A procedure's answer for a person, always in the order of play: what is known, the chance of each result
 * before the roll, then the roll and what it did, and which dice were the player's and which the machine's.
 */
export function reportLines(p: ReportParts): Line[] {
  const indent = (xs: readonly Line[]) =>
    xs.map((x) => (typeof x !== 'string' ? msg('line.indent', { line: x }) : x ? `  ${x}` : ''));
  const title =
    typeof p.title === 'string'
      ? `${p.title}${p.preview ? ' (preview: no die rolled, nothing written)' : ''}`
      : p.preview
        ? msg('line.withPreview', { line: p.title, preview: msg('procedure.preview') })
        : p.title;
  const lines: Line[] = [title, ...(p.warnings ?? []).filter((w): w is Line => !!w), ...indent(p.before)];
  if (p.chances?.outcomes.length)
    lines.push(
      '',
      ...indent([
        msg(p.preview ? 'report.chancesOf' : 'report.chancesOfBefore', { of: p.chances.of }),
        ...probabilityBarLines(p.chances.outcomes, p.preview ? undefined : p.chances.rolled),
      ]),
    );
  if (p.after?.length) lines.push('', ...indent(p.after));
  if (p.rolls?.length) lines.push(...indent([diceMessage(p.rolls)]));
  return lines;
}

/** The dice of a procedure and who rolled them: "Dice: 1d6 = 4 (machine); 2d6: 3 5 = 8 (by hand)". */
export function diceMessage(rolls: readonly JournalRoll[]): Message {
  return msg('report.dice', { rolls: diceList(rolls) });
}

/** The dice in one list, each with who rolled it: "1d6 = 4 (machine); 2d6: 3 5 = 8 (by hand)". */
export function diceList(rolls: readonly JournalRoll[]): Message {
  const one = (r: JournalRoll) =>
    msg('report.diceRoll', {
      spec: r.spec,
      faces: r.faces.length > 1 ? `: ${r.faces.join(' ')}` : '',
      total: r.total,
      by: msg(r.entered ? 'dice.hand' : 'dice.machine'),
    });
  const all = rolls.map(one);
  return all.slice(1).reduce((a, b) => msg('report.list', { a, b }), all[0]);
}

/** Steps after the first `known` ones: what the dice added to a procedure's report. */
export const stepsAfter = <T>(steps: readonly T[], known: readonly unknown[]): T[] => steps.slice(known.length);

/** The chance of the other outcome, as a fraction of the same dice: "1/6" → "5/6". */
export function complement(fraction: string): string {
  const [a, b] = fraction.split('/').map(Number);
  return `${b - a}/${b}`;
}
