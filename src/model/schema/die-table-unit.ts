import { z } from 'zod';
import { hookName, id, list, name, strict, text } from './common.js';

// rules.yaml: a die table rolled for one named unit (a reserve unit asked for, a unit that tries to rally), its
// result kept per unit in the journal's state, and a table that is rolled only while a game option is chosen.

const section = name.min(1).max(40);

/** A text of the game's own, in English; `{name}` takes one of the values its step gives (docs/rules-model.md). */
const said = text.min(1);

/**
 * The words of a roll for one unit, each an English text written in place: `title` (values game, title, unit,
 * turn, section); the chances' heading before the roll (`chances`) and in a preview (`preview`); for each result
 * (a cell of the chart) its id `as` (else the cell), its `code` (the word beside its chance), `chance` (what it
 * means) and `rolled` (the line after the roll; values unit, turn, roll, result, section); and the refusals of a
 * turn before `turns.from` (`early`) or after `turns.to` (`late`; values turn, from, to, section) and of a unit
 * the roll is not for (`notUnit`; values unit, ref, side, section). Each text's key is
 * "<procedure>.says.<step>" ("<procedure>.says.<result>.<step>" for a result's), by which a locale file's
 * `words.rules` words it in another language.
 * With `says`, the report's lines are these alone: the engine adds none of its own but the chances and the dice.
 */
export const unitSays = strict({
  title: said,
  chances: said,
  preview: said,
  results: z.record(
    name.min(1),
    strict({
      /** The result's id in the report, --json and the journal, where it is not the chart's cell. */
      as: id.optional(),
      code: said.optional(),
      chance: said.optional(),
      rolled: said,
    }),
  ),
  early: said.optional(),
  late: said.optional(),
  notUnit: said.optional(),
});

/**
 * One roll for the unit named (`--unit`): the result read (in the turn's column with `column: turn`) is kept
 * in the journal's state under `state` as `{ <unit>: { result, turn } }`, where the game's other procedures
 * and hooks read it. A unit is rolled for once a turn; after a `final` result never again.
 */
export const unitRoll = strict({
  /** The unit must be this side's. */
  side: id.optional(),
  /** The unit must be one of the reserve (units.yaml `reserve`). */
  reserve: z.boolean().default(false),
  /** Where the journal's state keeps each unit's result; a game whose `hook` keeps its own journal needs none. */
  state: id.optional(),
  /** Results (the chart's cells) that hold for the rest of the game: the unit may not be rolled for again. */
  final: list(name.min(1), 20).default([]),
  /** What each result means, in the game's words: shown beside its chance. */
  meanings: z.record(name.min(1), name.min(1)).default({}),
  /** The game's own words for the report, written in place, instead of the engine's. */
  says: unitSays.optional(),
  /**
   * A game hook ("<game>.<rule>") for a game whose own code keeps its journal: it says the journal's turn, the
   * options the players agreed and the units' earlier results, refuses what its turn does not allow, and writes
   * the result into the game's own state.
   */
  hook: hookName('my-game.reserve-roll').optional(),
  section,
});

/** The table is rolled only while the game option `id` is set to `choice`; otherwise the roll is refused. */
export const tableOption = strict({
  /** The game option (an `options[].id` of game.yaml) that must be set. */
  id,
  /** The option's choice (a `choices[].id`) under which the table is rolled. */
  choice: id,
  section,
  /**
   * The refusal in the game's words, an English text keyed "<procedure>.says.option" (values title, option,
   * choice, now, what, section).
   */
  says: said.optional(),
});

export type UnitRoll = z.infer<typeof unitRoll>;
export type UnitSays = z.infer<typeof unitSays>;
export type TableOption = z.infer<typeof tableOption>;
