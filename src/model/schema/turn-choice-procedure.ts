import { z } from 'zod';
import { hookName, id, list, name, strict, text } from './common.js';

// A side's declared choice for its own player turn (`kind: turn-choice`): Move/Attack or Attack/Move, a posture, a
// plan. The choice opens the side's player turn, as rules.yaml's `sequence` orders the phases that list the
// procedure, and is kept for the turn in the game's object in the journal (state.<game id>.<keep>.<side>), where
// other rules read it (a condition `input.<choice id>`, a hook). Choosing again is refused once the turn has it,
// unless --amend changes it before the side has acted (the `kept.hook` says whether it has).

const section = name.min(1).max(40);
const procedureId = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'a procedure id is its command name: lower-case letters, digits and "-"');

export const turnChoiceProcedure = strict({
  id: procedureId,
  kind: z.literal('turn-choice'),
  title: name.min(1),
  section,
  /** The choice's option (`--<id>`) and the page's field; `side` is the option that names the side choosing. */
  choice: strict({ id: procedureId, label: name.min(1), side: name.min(1) }),
  /** What may be chosen, each with its rule section and the line said when it is chosen ({turn}, {side}, {choice}). */
  choices: list(strict({ id, section, says: text.min(1) }), 20).min(2),
  /** The key of the game's object in the journal that keeps each side's choice for the turn. */
  keep: id,
  /**
   * A game whose own code keeps more in its object: the hook (src/games/<game>/hooks.ts `turnChoice`) says whether
   * the side has acted this player turn and writes what opening the side's player turn resets.
   */
  kept: strict({
    hook: hookName('my-game.sequence-kept'),
  }).optional(),
  /**
   * Procedures the words send the player to, each a value by its id (`{setup}`): the command line names the
   * command, the page its screen.
   */
  commands: list(id, 10).default([]),
  /**
   * The report's words. what: what is kept in the journal (a refusal without one); kept: the journal's line
   * ({side}, {choice}); noTurn: the journal knows no turn yet ({game}); over: the side's player turn of the turn
   * is over ({side}, {turn}, {next}); noPhase: a turn without the side's player turn, the optional extra turn
   * ({side}, {turn}); chosen, started and closed: the side has chosen already ({side}, {chosen}, {turn}): without
   * --amend, with it once the side has acted, with it outside the side's player turn.
   */
  says: strict({
    what: text.min(1),
    kept: text.min(1),
    noTurn: text.min(1),
    over: text.min(1),
    noPhase: text.min(1),
    chosen: text.min(1),
    started: text.min(1),
    /** The side has chosen already, and --amend comes outside its player turn ({side}, {chosen}, {turn}). */
    closed: text.min(1),
  }),
});

export type TurnChoiceProcedure = z.infer<typeof turnChoiceProcedure>;
