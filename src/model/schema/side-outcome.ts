import { z } from 'zod';
import { strict, id, name, list } from './common.js';

// What each side's part of a combat result does (issue #20), declared as a combat hook's `outcome` in rules.yaml and
// read by src/rules/side-outcome.ts. A CRT whose cells read "attacker/defender" (the chart's `split`) gives each side
// a code: no effect, every unit eliminated, or a number N that the owner meets by retreats and losses as `reading`
// says, applied by src/rules/owner-losses.ts. Where a unit may retreat and its retreat test, where a game has one,
// stay the combat hook's code, asked only of a unit that retreats; advance is `movement.advance`.

const section = name.min(1).max(40);

/** How a side meets a number N. */
export const OUTCOME_READINGS = ['all-or-losses', 'that-many'] as const;
/**
 * `all-or-losses`: every unit retreats N cells, or N units are eliminated, in any mix the owner chooses;
 * `that-many`: N units each lose their step or retreat one cell, the owner choosing which.
 */
export const outcomeReading = z.enum(OUTCOME_READINGS);

/** A side's reading, fixed or chosen by a game option (each of the option's choices mapped to a reading). */
const sideReading = z.union([
  outcomeReading,
  strict({
    /** The game option (game.yaml `options[].id`) whose choice picks the reading. */
    option: id,
    /** Each of the option's choices, by id, and the reading it picks. */
    choices: z.record(id, outcomeReading),
  }),
]);

/** One code of a side's part of a result: what it does and its rule section. */
const outcomeCode = strict({
  /** A code of the chart's results, or `N` for any number from 1 to 9. */
  code: name.min(1).max(20),
  /**
   * What the code does to the side: `nothing`, `eliminate` (every unit), or `retreat-or-lose` (a number N met as
   * `reading` says).
   */
  does: z.enum(['nothing', 'eliminate', 'retreat-or-lose']),
  section: section.optional(),
});

export const sideOutcome = strict({
  /** The side whose part is applied first; the other's follows. */
  first: z.enum(['attacker', 'defender']).default('defender'),
  codes: list(outcomeCode, 30).min(1),
  /** How each side meets a number (`retreat-or-lose`). */
  reading: strict({
    /** The attacker's reading: `all-or-losses`, `that-many`, or `{ option, choices }` to let a game option pick. */
    attacker: sideReading,
    /** The defender's reading, likewise. */
    defender: sideReading,
  }),
  /**
   * The rule section of each reading, cited where the owner chooses between retreat and loss, and of `retreat`:
   * where a retreating unit may go and its test (the hook's), else the number's code's section.
   */
  sections: strict({
    /** The section of the `all-or-losses` reading: every unit retreats N, or N units are lost, in any mix. */
    'all-or-losses': section.optional(),
    /** The section of the `that-many` reading: N units each retreat or are lost. */
    'that-many': section.optional(),
    /** The section of a retreat: where a retreating unit may go, and its test. */
    retreat: section.optional(),
  }),
  /**
   * What is added to the die of a retreat test (the hook's test, where the game has one) for the units of one
   * game side, when its condition over the combat holds (`units.any(has(anti-tank) and side == german)`): each
   * that holds adds `by`, judged by the engine (src/rules/side-outcome.ts), and the report says it in `says`
   * ({n} the number, {section}; a locale words it as "<procedure>.says.<id>.one").
   */
  testModifiers: list(
    strict({
      /** The modifier's id, keying its words in the locale files (`<procedure>.says.<id>.one`). */
      id,
      /** The game side (a `sides[].id`) whose units' tests it changes. */
      side: id,
      /** Added to the test's die (−5 to 5). */
      by: z.number().int().min(-5).max(5),
      /** When it applies: a condition over the combat (`units.any(has(anti-tank) and side == german)`). */
      when: name.min(1),
      says: name.min(1),
      section,
    }),
    10,
  ).default([]),
  /** Air units (or other counters) committed through an input, spent when the die is rolled. */
  spends: list(
    strict({
      /** The combat side that spends them: `attacker` or `defender`. */
      side: z.enum(['attacker', 'defender']),
      /** The input (an `inputs[].id`) that names how many are committed (`air-attacker`). */
      input: id,
      section,
    }),
    4,
  ).default([]),
});
export type DeclaredOutcome = z.infer<typeof sideOutcome>;
export type OutcomeReading = z.infer<typeof outcomeReading>;
