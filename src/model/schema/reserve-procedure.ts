import { z } from 'zod';
import { hookName, id, int, list, name, strict, text } from './common.js';

// Units brought in from a reserve or as reinforcements (`kind: reserve`): from a first turn on, by the side whose
// player turn it is, each unit one its side still holds in reserve (units.yaml `reserve`), onto the places its
// side enters by (a map edge's cells), never into an enemy-held cell, and within the stacking limits. It works on
// the game's object in the journal (state.<game id>, as a kept victory tally reads it): the unit is put on the map
// and listed among the units brought in, which a victory's tally may count.

const section = name.min(1).max(40);
const procedureId = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'a procedure id is its command name: lower-case letters, digits and "-"');

export const reserveProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `reserve`, units brought onto the map from a reserve or as reinforcements. */
  kind: z.literal('reserve'),
  /** Its name in the command's help, on the page and in the report ("Reinforcements"). */
  title: name.min(1),
  section,
  /** The label of the page's field and of the option `--units` (a list of UNIT@CELL). */
  units: strict({
    /** The label of the page's field and of `--units` ("Units entering"). */
    label: name.min(1),
  }),
  /** The first turn units may enter, and the section that says so. */
  from: strict({
    /** The first turn units may enter (1–99); an earlier turn is refused citing `section`. */
    turn: int(1, 99),
    section,
  }),
  /**
   * Where each side's units enter: the cells of a map edge (map.yaml `edges`, by id), and the words: `enters`
   * for each unit brought in ({ref}, {at}), `elsewhere` for a cell off the edge ({ref}, {cells}, {at}).
   */
  enter: list(
    strict({
      /** The side entering here (a `sides[].id` of game.yaml). */
      side: id,
      /** The map edge (map.yaml `edges[].id`) whose cells its units enter by. */
      edge: id,
      /** The line said for each unit brought in; values {ref} (the unit) and {at} (its cell). */
      enters: text.min(1),
      /** The refusal of a cell off the edge; values {ref}, {cells} (the edge's cells) and {at}. */
      elsewhere: text.min(1),
    }),
    10,
  ).min(1),
  /**
   * A game whose own code keeps more in its object: the hook (src/games/<game>/hooks.ts `reserve`) refuses what
   * only its journal knows (whose player turn it is, what the side has done, a unit not released) and writes it.
   */
  kept: strict({
    hook: hookName('my-game.reserve-kept'),
  }).optional(),
  /**
   * Procedures the words send the player to, each a value by its id (`{setup}`): the command line names the
   * command, the page its screen.
   */
  commands: list(id, 10).default([]),
  /**
   * The report's words. what: what is kept in the journal; noGame: no set-up recorded yet ({game}); title
   * ({game}, {turn}); none: no unit named; early: before the first turn ({turn}, {from}); noUnit: no such unit
   * ({ref}, {game}); notSide: a unit of another side than the first named ({ref}, {side}); notIn: not in the reserve
   * ({ref}), notInWhy: with the reason ({ref}, {why}); onMap: the reason of a unit on the map; enemy: an enemy-held
   * cell ({at}); stack: a cell over the stacking limit ({at}, {problem}).
   */
  says: strict({
    /** What is kept in the journal, as its heading says it ("Reinforcements brought in"). */
    what: text.min(1),
    /** The refusal before any set-up is recorded; value {game}. */
    noGame: text.min(1),
    /** The report's title, given `{game}` and `{turn}`. */
    title: text.min(1),
    /** The refusal when no unit is named. */
    none: text.min(1),
    /** The refusal before the first turn units may enter; values {turn} and {from}. */
    early: text.min(1),
    /** The refusal of a unit the game does not have; values {ref} and {game}. */
    noUnit: text.min(1),
    /** The refusal of a unit of another side than the first named; values {ref} and {side}. */
    notSide: text.min(1),
    /** The refusal of a unit not in the reserve; value {ref}. */
    notIn: text.min(1),
    /** The same refusal with its reason; values {ref} and {why}. */
    notInWhy: text.min(1),
    /** The reason given for a unit already on the map (inside `notInWhy`'s {why}). */
    onMap: text.min(1),
    /** The refusal of an enemy-held cell; value {at}. */
    enemy: text.min(1),
    /** The refusal of a cell over the stacking limit; values {at} and {problem}. */
    stack: text.min(1),
  }),
});

export type ReserveProcedure = z.infer<typeof reserveProcedure>;
