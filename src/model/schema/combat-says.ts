import type { z } from 'zod';
import { strict, name } from './common.js';

// A combat's report in the game's own words (issue #20): rules.yaml's `says` on a combat declaration words each step
// of the report, keyed `<procedure>.says.<step>` so that a locale file's `words.rules` words it in another language.
// Each step fills only the values listed here (validate names any other); the engine says them in this order of play.

/** Each step of a combat's report, and the values it gives its words. */
export const COMBAT_SAYS = {
  /** The report's title. */
  title: ['game', 'target'],
  /** Supply at the moment of combat: said by hand, traced out of supply somewhere, traced for all. */
  supplySaid: ['section'],
  oosAt: ['section', 'hexes'],
  allSupplied: ['section'],
  /** Only the units named are known, so retreats are checked against them alone. */
  onlyNamed: ['section'],
  /** An attacking stack's total, alone or with its notes (`across`, `flooded`, `oosHalved`, `multiplied`). */
  attackFrom: ['hex', 'units', 'total'],
  attackFromNotes: ['hex', 'units', 'total', 'notes'],
  across: ['features', 'by'],
  flooded: ['by'],
  oosHalved: ['from', 'to', 'section'],
  multiplied: ['why', 'from', 'by', 'round', 'to', 'section'],
  /** The defence's total, in its hex or named place, with `timesFor` and `defenceOos` or `defenceMultiplied`. */
  defenceIn: ['hex', 'units', 'times', 'oos', 'total'],
  defenceInPlace: ['hex', 'place', 'units', 'times', 'oos', 'total'],
  timesFor: ['by', 'terrain'],
  defenceOos: ['section'],
  defenceMultiplied: ['why', 'by', 'round', 'section'],
  /** A column shift, its count and its reason (the shift's own `says`). */
  shiftRight: ['n', 'why'],
  shiftLeft: ['n', 'why'],
  /** Every unit's retreat test, without and with a modifier. */
  retreatTests: ['section', 'tests'],
  retreatTestsMod: ['section', 'tests'],
  /** The die and the result read. */
  rolled: ['roll', 'result', 'column'],
  /** A choice the result waits for, and each unit's answers: a retreat, or only a loss (`closed` its reasons). */
  waiting: ['section'],
  optionRetreat: ['ref', 'at', 'hexes', 'mod', 'most', 'chance'],
  optionLoss: ['ref', 'at', 'cannot', 'closed'],
  closed: ['closed'],
} as const;

export type CombatStep = keyof typeof COMBAT_SAYS;

export const combatSays = strict(
  Object.fromEntries(Object.keys(COMBAT_SAYS).map((k) => [k, name.min(1).optional()])) as Record<
    CombatStep,
    z.ZodOptional<z.ZodString>
  >,
);

export type CombatSays = z.infer<typeof combatSays>;
