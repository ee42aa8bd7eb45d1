import type { CrtOutcome } from '../crt/resolve-crt.js';
import type { JournalRoll } from '../journal/journal-format.js';
import { probabilityBars } from './probability-bars.js';
import { diceLine } from './hand-dice.js';

export interface ReportParts {
  title: string;
  warnings?: readonly (string | undefined)[];
  /** What is known before any die: totals, column, shifts, modifiers. */
  before: readonly string[];
  /** The chances, with what they are chances of; none where nothing is left to chance. */
  chances?: { of: string; outcomes: readonly CrtOutcome[]; rolled?: string };
  /** The dice and what they did; absent in a preview. */
  after?: readonly string[];
  rolls?: readonly JournalRoll[];
  /** A preview: nothing rolled, nothing written. */
  preview?: boolean;
}

/**
 * A procedure's answer for a person, always in the order of play: what is known, the chance of each result
 * before the roll, then the roll and what it did, and which dice were the player's and which the machine's.
 */
export function reportLines(p: ReportParts): string[] {
  const indent = (xs: readonly string[]) => xs.map((x) => (x ? `  ${x}` : ''));
  const lines = [
    `${p.title}${p.preview ? ' (preview: no die rolled, nothing written)' : ''}`,
    ...(p.warnings ?? []).filter((w): w is string => !!w),
    ...indent(p.before),
  ];
  if (p.chances?.outcomes.length)
    lines.push(
      '',
      `  Chances ${p.chances.of}${p.preview ? '' : ' before the roll'}:`,
      ...indent(probabilityBars(p.chances.outcomes, p.preview ? undefined : p.chances.rolled)),
    );
  if (p.after?.length) lines.push('', ...indent(p.after));
  if (p.rolls?.length) lines.push(...indent(diceLine(p.rolls)));
  return lines;
}

/** Steps after the first `known` ones: what the dice added to a procedure's report. */
export const stepsAfter = (steps: readonly string[], known: readonly string[]): string[] => steps.slice(known.length);

/** The chance of the other outcome, as a fraction of the same dice: "1/6" → "5/6". */
export function complement(fraction: string): string {
  const [a, b] = fraction.split('/').map(Number);
  return `${b - a}/${b}`;
}
