import type { z } from 'zod';
import { strict, name } from './common.js';

// A combat's report in the game's own words (issue #20): rules.yaml's `says` on a combat declaration words each step
// of the report, keyed `<procedure>.says.<step>` so that a locale file's `words.rules` words it in another language.
// Each step fills only the values listed here (validate names any other), in this order of play. A declared combat
// (src/rules/combat.ts) words its title and its roll so; a combat hook (Veritable's) every step.

/** Each step of a combat's report, and the values it gives its words. */
export const combatSteps = {
  /** The report's title: `{game}` and `{target}`, the hex attacked. */
  title: ['game', 'target'],
  /** Supply as said on the command line, when no whole position is known to trace it from. */
  supplySaid: ['section'],
  /** Supply traced at the moment of combat, with `{hexes}` out of supply. */
  oosAt: ['section', 'hexes'],
  /** Supply traced at the moment of combat, every stack in supply. */
  allSupplied: ['section'],
  /** A side said out of supply by hand (a `supply` input) where supply is traced from the whole position. */
  supplyTraced: ['section'],
  /** Only the units named are known, so retreats are checked against them alone. */
  onlyNamed: ['section'],
  /** An attacking stack's total: `{hex}`, its `{units}` and their `{total}`. */
  attackFrom: ['hex', 'units', 'total'],
  /** An attacking stack's total with its `{notes}` (`across`, `flooded`, `oosHalved`, `multiplied`). */
  attackFromNotes: ['hex', 'units', 'total', 'notes'],
  /** A stack's note: attacking across `{features}` (a river), its strength ×`{by}`. */
  across: ['features', 'by'],
  /** A stack's note: attacking from flooded ground, its strength ×`{by}`. */
  flooded: ['by'],
  /** A stack's note: out of supply, its total halved `{from}` → `{to}`. */
  oosHalved: ['from', 'to', 'section'],
  /** A stack's note: a multiplier `{why}`, `{from}` ×`{by}` rounded `{round}` to `{to}`. */
  multiplied: ['why', 'from', 'by', 'round', 'to', 'section'],
  /** The defence's total in its hex, with `{times}` (`timesFor`) and `{oos}` (`defenceOos`, `defenceMultiplied`). */
  defenceIn: ['hex', 'units', 'times', 'oos', 'total'],
  /** The defence's total in a named place (`{place}`), otherwise as `defenceIn`. */
  defenceInPlace: ['hex', 'place', 'units', 'times', 'oos', 'total'],
  /** The defence's terrain multiplier: ×`{by}` for `{terrain}`. */
  timesFor: ['by', 'terrain'],
  /** The defence out of supply: halved. */
  defenceOos: ['section'],
  /** The defence's own multiplier `{why}`: ×`{by}` rounded `{round}`. */
  defenceMultiplied: ['why', 'by', 'round', 'section'],
  /** The odds and the column they read: `{attack}`:`{defence}`, `{ratio}` their quotient to two places. */
  odds: ['attack', 'defence', 'ratio', 'column'],
  /** The shifts' sum `{shift}` (`{plural}`, `{way}` left or right), the `{column}` read, `{end}` if held at an end. */
  netShift: ['shift', 'plural', 'way', 'column', 'end'],
  /** The chances' heading before a roll: on `{column}`, `{drm}` the die modifier (" +1", or nothing). */
  chances: ['column', 'drm'],
  /** The chances' heading of a preview, where no die is rolled. */
  chancesPreview: ['column', 'drm'],
  /** A column shift right: `{n}` columns and its reason `{why}` (the shift's own `says`). */
  shiftRight: ['n', 'why'],
  /** A column shift left: `{n}` columns and its reason `{why}`. */
  shiftLeft: ['n', 'why'],
  /** Every unit's retreat test (`{tests}`), none with a modifier. */
  retreatTests: ['section', 'tests'],
  /** Every unit's retreat test (`{tests}`), some with a modifier. */
  retreatTestsMod: ['section', 'tests'],
  /** An attacker `{ref}` at `{at}` not next to the `{target}` it attacks, refused. */
  notNext: ['ref', 'at', 'target', 'section'],
  /** Odds past an end read on its column: the `{end}` (left or right), `{which}` (first or last), its `{column}`. */
  endColumn: ['end', 'which', 'column', 'section'],
  /** Every die of the combat in one line, `{rolls}` each with who rolled it. */
  diceRolled: ['rolls'],
  /** The die `{roll}`, its modifier and sum `{drm}` (" +1 = 5", or nothing), the `{result}` read on `{column}`. */
  rolled: ['roll', 'drm', 'result', 'column'],
  /** The heading of a choice the result waits for. */
  waiting: ['section'],
  /** A unit's answer: retreat to `{hexes}`, its test passing on a die ≤ `{most}` (`{chance}`). */
  optionRetreat: ['ref', 'at', 'hexes', 'mod', 'most', 'chance'],
  /** A unit's answer when it cannot retreat (`{cannot}`): only a loss, `{closed}` the reasons. */
  optionLoss: ['ref', 'at', 'cannot', 'closed'],
  /** The reasons a retreat is closed, inside `optionLoss`. */
  closed: ['closed'],
} as const;

export type CombatStep = keyof typeof combatSteps;

export const combatSays = strict(
  Object.fromEntries(Object.keys(combatSteps).map((k) => [k, name.min(1).optional()])) as Record<
    CombatStep,
    z.ZodOptional<z.ZodString>
  >,
);

export type CombatSays = z.infer<typeof combatSays>;
