import { z } from 'zod';
import { readState } from './game-state.js';

// The units a side's supply check found cut off, kept in the journal's state under `outOfSupply`, one entry a
// side: { turn, units }. A side's next check replaces its entry, and an entry of another turn holds nothing now,
// so "out of supply this turn" needs no clearing step in the turn sequence. Conditions read it as a unit's
// `supplied` (a move's road march, an overrun's movers): what an optional rule forbids a unit cut off is data.

export const OUT_OF_SUPPLY_KEY = 'outOfSupply';

const cutOff = z.strictObject({
  /** The turn of the check; left out when the check was made without one. */
  turn: z.int().min(1).optional(),
  units: z.array(z.string().max(200)).max(2000),
});

const kept = z.looseObject({ [OUT_OF_SUPPLY_KEY]: z.record(z.string().max(100), cutOff).default({}) });

export type OutOfSupplyState = Record<string, z.infer<typeof cutOff>>;

/** The journal's record of units out of supply, each side's last check; a malformed one is refused (exit 1). */
export function outOfSupplyKept(raw: Readonly<Record<string, unknown>>, journal?: string): OutOfSupplyState {
  return readState(kept, { ...raw }, journal)[OUT_OF_SUPPLY_KEY];
}

/** The record after `sides` checked supply on `turn`: their entries replaced by the units this check cut off. */
export function keepOutOfSupply(
  before: OutOfSupplyState,
  sides: readonly string[],
  turn: number | undefined,
  lines: readonly { ref: string; side: string; supplied: boolean }[],
): OutOfSupplyState {
  const after = { ...before };
  for (const side of sides) {
    const units = lines.filter((l) => l.side === side && !l.supplied).map((l) => l.ref);
    after[side] = turn === undefined ? { units } : { turn, units };
  }
  return after;
}

/**
 * Whether the unit was found out of supply by its side's check this turn. When either turn is unknown, the side's
 * last check counts: a side checks supply as its part of the turn opens.
 */
export function outOfSupplyNow(state: OutOfSupplyState, turn: number | undefined, ref: string, side: string) {
  const e = state[side];
  if (!e?.units.includes(ref)) return false;
  return e.turn === undefined || turn === undefined || e.turn === turn;
}
