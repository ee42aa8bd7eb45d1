import type { DiceSpec } from '../../../model/dice-spec.js';
import type { RandomSource } from '../../../assist/dice/random-source.js';
import { rollDice } from '../../../assist/dice/roll-dice.js';
import { enteredRoll } from '../../../assist/dice/entered-roll.js';
import type { JournalRoll } from '../../../assist/journal/journal.js';
import { InputError, UsageError } from '../../io.js';
import { parseInteger } from '../../assist-support.js';

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
    if (!/^[+-]?\d+$/.test(t))
      throw new UsageError(`${flag} takes die faces separated by commas, e.g. 5,4,4; not "${value}"`);
    const n = Number(t);
    if (n < 1 || n > sides) throw new InputError(`${flag}: a d${sides} shows 1 to ${sides}; ${n} cannot be rolled`);
    return n;
  });
}

/**
 * "ref=2,other=1" → { ref: 2, other: 1 }: hits or losses a player tells the command, each at most `max`
 * (the caller's game says how much any unit can take), so a slip of the keyboard is named at once.
 */
export function refCounts(items: readonly string[], flag: string, max: number, why?: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const item of items) {
    const m = item.match(/^([^=\s]+)=(\d+)$/);
    if (!m) throw new UsageError(`${flag} takes UNIT=N items, e.g. us-27aib-mg#1=1; not "${item}"`);
    out[m[1]] = parseInteger(m[2], `${flag} ${m[1]}=N`, 0, max, why);
  }
  return out;
}

/**
 * Dice handed out one at a time: the faces a player entered, or the session's generator when none
 * were. Entered faces must be exactly enough: too few or too many is an input mistake.
 */
export function diceFeed(
  flag: string,
  faces: number[] | undefined,
  source: RandomSource,
  sides = 6,
): { next(): number; used: number[]; finish(): void; entered: boolean } {
  const used: number[] = [];
  return {
    entered: faces !== undefined,
    next() {
      if (faces) {
        if (used.length >= faces.length)
          throw new InputError(`${flag} gave ${faces.length} ${faces.length === 1 ? 'die' : 'dice'}; more are needed`);
        used.push(faces[used.length]);
      } else used.push(source.int(1, sides));
      return used[used.length - 1];
    },
    used,
    finish() {
      if (faces && used.length < faces.length)
        throw new InputError(
          `${flag} gave ${faces.length} dice; only ${used.length} ${used.length === 1 ? 'was' : 'were'} rolled`,
        );
    },
  };
}

/** A fixed number of dice: exactly that many entered faces, or that many rolled. */
export function diceFor(
  count: number,
  flag: string,
  faces: number[] | undefined,
  source: RandomSource,
  sides = 6,
): number[] {
  if (faces) {
    if (faces.length !== count)
      throw new InputError(`${count} ${count === 1 ? 'die is' : 'dice are'} rolled here; ${flag} gave ${faces.length}`);
    return faces;
  }
  return Array.from({ length: count }, () => source.int(1, sides));
}

function oneRoll(dice: DiceSpec, hand: number | undefined, source: RandomSource): JournalRoll {
  return hand !== undefined
    ? { ...enteredRoll(dice, hand), entered: true }
    : { ...rollDice(dice, source), entered: false };
}

/**
 * A total typed by hand. Its bounds are the dice's own, checked by enteredRoll as an input mistake that
 * names the dice ("2d6 rolls 2 to 12"); only what is not a whole number at all is a usage mistake.
 */
function handTotal(dice: DiceSpec, value: string, flag: string): number {
  if (!/^[+-]?\d+$/.test(value.trim()))
    throw new UsageError(`${flag} takes a whole number, the total of ${dice.count}d${dice.sides}; not "${value}"`);
  return enteredRoll(dice, Number(value), flag).total;
}

/** Totals typed by hand, "7,9": each one the dice can roll. */
export function handTotals(dice: DiceSpec, value: string | undefined, flag: string): number[] {
  return value === undefined ? [] : value.split(',').map((x) => handTotal(dice, x, flag));
}

/** One roll of `dice`: the total a player entered with --roll, else the session's generator. */
export function handRoll(dice: DiceSpec, entered: string | undefined, source: RandomSource): JournalRoll {
  return oneRoll(dice, entered === undefined ? undefined : handTotal(dice, entered, '--roll'), source);
}

/**
 * Rolls handed out one at a time: the totals a player entered, in order, then the session's generator
 * once they run out. Every roll is kept for the journal.
 */
export function rollFeed(
  dice: DiceSpec,
  entered: readonly number[],
  source: RandomSource,
): { next(): number; rolls: JournalRoll[] } {
  const rolls: JournalRoll[] = [];
  return {
    next() {
      const r = oneRoll(dice, entered[rolls.length], source);
      rolls.push(r);
      return r.total;
    },
    rolls,
  };
}

/** Dice known face by face, entered or rolled, as the journal keeps them. */
export function facesRoll(faces: number[], entered: boolean, sides = 6): JournalRoll {
  return { spec: `${faces.length}d${sides}`, faces, total: faces.reduce((a, b) => a + b, 0), entered };
}
