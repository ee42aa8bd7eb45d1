import { z } from 'zod';
import { strict, id, int, name, text, list, LIMITS } from './common.js';

// The end of a game turn as a procedure of its own (`kind: turn-end`): stacking judged when the movement rules
// judge it at the end of the turn (`movement.stacking.judged: turn`), the owner choosing which units go, and the
// turn marked ended, so that the next turn may open and the victory tally knows when the game is over. It works
// on the game's object in the journal (state.<game id>, as a kept victory tally reads it): its turn, whose player
// turn it is (`phase`: a side's id, or "setup"), its units and the last turn ended (`endedTurn`).

const section = name.min(1).max(40);

export const turnEndProcedure = strict({
  id: z
    .string()
    .max(40)
    .regex(/^[a-z][a-z0-9-]*$/, 'a procedure id is its command name: lower-case letters, digits and "-"'),
  /** Which engine runs it: `turn-end`, the end of a game turn: stacking judged and the turn marked ended. */
  kind: z.literal('turn-end'),
  /** Its name in the command's help, on the page and in the report ("End the turn"). */
  title: name.min(1),
  section,
  /** The procedure that records the set-up, and with it the game's object in the journal (its section is cited). */
  setup: id,
  /**
   * The turn ends after this phase of rules.yaml's `sequence` (a side's player turn): ending it earlier is refused
   * citing `section`. The game's last turn is the victory's `lastTurn`.
   */
  after: strict({
    /** The phase (a `sequence` phase id) after which the turn may end. */
    phase: id,
    section,
  }),
  /**
   * An optional extra turn after the last (the game option's `choice` agreed at set-up): its number is the value
   * `value` among `values` below, and it ends after the phase `after` (one side's player turn alone).
   */
  extra: strict({
    /** The game option (an `options[].id` of game.yaml) that grants the extra turn. */
    option: id,
    /** The option's choice that grants it. */
    choice: id,
    /** The id among `values` whose number is the extra turn's. */
    value: id,
    /** The phase after which the extra turn ends (one side's player turn alone). */
    after: id,
  }).optional(),
  /** Numbers other procedures read by id (a kept victory tally's extra turn). */
  values: list(
    strict({
      /** The number's id, as other procedures read it (`extraTurn`). */
      id,
      /** The number (−1,000,000 to 1,000,000). */
      value: int(-LIMITS.value, LIMITS.value),
      /** What it is, in the game's words. */
      text: text.optional(),
      section,
    }),
    50,
  ).default([]),
  /**
   * The report's own words: `none` when no cell is over the stacking limit, `over` when the next turn follows
   * ({turn}, {next}), `gameOver` after the last turn ({turn}, {game}: the game's id or folder).
   */
  says: strict({
    /** Said when no cell is over the stacking limit. */
    none: text.min(1),
    /** Said when the next turn follows; values {turn} and {next}. */
    over: text.min(1),
    /** Said after the last turn; values {turn} and {game} (the game's id or folder). */
    gameOver: text.min(1),
  }),
});

export type TurnEndProcedure = z.infer<typeof turnEndProcedure>;
