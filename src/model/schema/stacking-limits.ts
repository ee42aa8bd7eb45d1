import { z } from 'zod';
import { strict, id, name, int, list } from './common.js';
import { echelons } from './units.js';

/**
 * One stacking limit of a choice (`stacking.anyOf`): it counts a cell's units of `echelons` (less those with an
 * `except` ability, which count as smaller), grouped by formation, and lets `plus` smaller units join them. A
 * smaller unit of the counted units' formation, when they are all of one, is one of its subunits: not one of the
 * `plus`. Veritable 6.3: `{ echelons: [regiment, brigade, division], formations: 1, plus: 1 }` (all of one
 * division plus one smaller unit) or `{ echelons: [...], units: 2, plus: 1 }` (two from different divisions).
 */
export const stackLimit = strict({
  /** The echelons counted by this limit (units.yaml `echelon`: regiment, brigade, division…). */
  echelons: list(z.enum(echelons), 12).min(1),
  /** Abilities (game.yaml `abilities[].id`) whose units count as smaller ones, not among the counted units. */
  except: list(id, 20).default([]),
  /** At most this many formations among the counted units: 1 is "all of one formation". */
  formations: int(1, 99).optional(),
  /** At most this many counted units, whatever their formations. */
  units: int(1, 99).optional(),
  /** Plus at most this many smaller units (of other formations). */
  plus: int(0, 99).default(0),
});

/** The words of an over-stacked cell under `anyOf`, with their values ({count}, {formations}, {units}, {unit}). */
export const stackSays = strict({
  /** No limit holds for the counted units: {count} of them from {formations} formations ({units}). */
  over: name.min(1),
  /** The same where a unit beyond `free` is among them ({unit}); `over` when not given. */
  overFree: name.min(1).optional(),
  /** The counted units are within a limit, its smaller units not: {count} smaller units ({units}). */
  plus: name.min(1),
});

/** The fields `movement.stacking` adds for a choice of limits (see docs/rules-model.md, "Stacking"). */
export const stackingChoice = {
  /** A cell is within stacking when any one of these limits holds. */
  anyOf: list(stackLimit, 10).min(1).optional(),
  /** The first `units` of a cell's units with this ability stack free (Veritable 8.2: one 79th Armoured unit). */
  free: strict({
    /** The ability (game.yaml `abilities[].id`) whose units stack free. */
    ability: id,
    /** How many of them in one cell stack free (1–9). */
    units: int(1, 9).default(1),
  }).optional(),
  says: stackSays.optional(),
};
