import type { DiceSpec } from '../../model/dice-spec.js';
import { enteredRoll } from '../dice/entered-roll.js';
import type { JournalRoll } from '../journal/journal-format.js';
import { rollInWords } from '../journal/journal-entries.js';
import { KeyedRefusal, KeyedUsage, msg, type Message } from '../messages.js';
import { parseInteger } from './session.js';

/** Comma lists that may be given more than once: --x a,b --x c. */
export const list = (v: string, prev: string[] = []): string[] => [
  ...prev,
  ...v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
];

/** Die faces typed by hand, "5,4,4": whole numbers that a die of `sides` can show. */
export function handFaces(value: string | undefined, flag: string, sides = 6): number[] | undefined {
  if (value === undefined) return undefined;
  return value.split(',').map((x) => {
    const t = x.trim();
    if (!/^[+-]?\d+$/.test(t)) throw new KeyedUsage(msg('refused.facesShape', { flag, value }));
    const n = Number(t);
    if (n < 1 || n > sides) throw new KeyedRefusal(msg('refused.faceRange', { flag, sides, n }));
    return n;
  });
}

/**
 * "ref=2,other=1" → { ref: 2, other: 1 }: hits or losses a player tells the command, each at most `max`
 * (the caller's game says how much any unit can take), so a slip of the keyboard is named at once.
 */
export function refCounts(
  items: readonly string[],
  flag: string,
  max: number,
  why?: string | Message,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) {
    const m = item.match(/^([^=\s]+)=(\d+)$/);
    if (!m) throw new KeyedUsage(msg('refused.countsShape', { flag, item }));
    out[m[1]] = parseInteger(m[2], `${flag} ${m[1]}=N`, 0, max, why);
  }
  return out;
}

/**
 * A total typed by hand. Its bounds are the dice's own, checked by enteredRoll as an input mistake that
 * names the dice ("2d6 rolls 2 to 12"); only what is not a whole number at all is a usage mistake.
 */
function handTotal(dice: DiceSpec, value: string, flag: string): number {
  if (!/^[+-]?\d+$/.test(value.trim()))
    throw new KeyedUsage(msg('refused.totalShape', { flag, spec: `${dice.count}d${dice.sides}`, value }));
  return enteredRoll(dice, Number(value), flag).total;
}

/** Totals typed by hand, "7,9": each one the dice can roll. */
export function handTotals(dice: DiceSpec, value: string | undefined, flag: string): number[] {
  return value === undefined ? [] : value.split(',').map((x) => handTotal(dice, x, flag));
}

/** One total typed by hand, or undefined. */
export function handTotalOf(dice: DiceSpec, value: string | undefined, flag: string): number | undefined {
  return value === undefined ? undefined : handTotal(dice, value, flag);
}

/** One line saying which dice were rolled by hand and which by the machine: "Dice: 2d6 = 8 (by hand); …". */
export function diceLine(rolls: readonly JournalRoll[]): string[] {
  return rolls.length ? [`Dice: ${rolls.map((r) => rollInWords(r)).join('; ')}`] : [];
}
