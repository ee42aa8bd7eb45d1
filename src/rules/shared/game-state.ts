import { z } from 'zod';
import { KeyedRefusal, msg, type Message, type Value } from '../../assist/messages.js';
import type { Unit } from '../../model/schema/units.js';
import { formatPath } from '../../load/format-path.js';

/** The keys every game's state shares: where play stands, and who has left the board. */
export const commonState = {
  turn: z.int().min(1).optional(),
  /** The part of the turn the last entry belonged to, in the game's own words. */
  phase: z.string().optional(),
  eliminated: z.array(z.string()).default([]),
  /** Where each unit was last named: the journal's knowledge of the board, shown by `units GAME`. */
  positions: z.record(z.string(), z.string()).default({}),
};

/**
 * A game's state as its schema types it: keys a journal has not written yet take their defaults; a key that
 * is there but wrong is refused naming the key, rather than read as whatever it happens to hold. Keys the
 * schema does not know are kept (the schemas are loose), so an older or newer journal reads as it is.
 */
export function readState<T>(schema: z.ZodType<T>, raw: Record<string, unknown>, journal = 'the journal'): T {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const i = r.error.issues[0];
  const where = formatPath(i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)));
  throw new KeyedRefusal(
    msg('refused.stateField', { journal, where, issue: i.message.replace(/^Invalid input: /, '') }),
  );
}

export interface OnTheBoard {
  ref: string;
  unit: Unit;
}

/** Why a unit cannot be used now, with the rule that says so; undefined when it can. */
export type Absence = (u: OnTheBoard) => Message | undefined;

/**
 * Refuses units the state says are not on the board: eliminated ones, and whatever else the game's own
 * `absent` finds (reinforcements not yet due, reserves not released, units withdrawn). Exit 1, naming the
 * rule.
 */
export function checkOnTheBoard(
  units: readonly OnTheBoard[],
  eliminated: readonly string[],
  eliminatedRule: Value,
  absent?: Absence,
): void {
  for (const u of units) {
    if (eliminated.includes(u.ref) || eliminated.includes(u.unit.id))
      throw new KeyedRefusal(msg('refused.eliminated', { ref: u.ref, section: eliminatedRule }));
    const why = absent?.(u);
    if (why) throw new KeyedRefusal(why);
  }
}

/** The positions after a command names units at places: the last place each was named at. */
export function seenAt(
  positions: Readonly<Record<string, string>>,
  units: readonly { ref: string; at: string }[],
): Record<string, string> {
  return { ...positions, ...Object.fromEntries(units.map((u) => [u.ref, u.at])) };
}
