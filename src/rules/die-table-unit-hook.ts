import type { Scenario } from '../model/scenario.js';

// A roll for one named unit in a game whose own code keeps its journal (rules.yaml's die-table `unit.hook`): the
// engine reads the table, words the report from the declaration and rolls; the game's hook says what only its
// journal knows (the turn, the options agreed, what was said of the unit before) and keeps the result there.

export type UnitRollHook = (q: {
  scenario: Scenario;
  unit: string;
  /** The turn as given, or undefined: the hook says which turn the journal is at. */
  turn: number | undefined;
  preview: boolean;
  /** Whether a journal is kept: without one the hook judges nothing and writes nothing. */
  journal: boolean;
  state: Record<string, unknown>;
}) => UnitRollOpening;

export interface UnitRollOpening {
  /** The turn: as given, else the journal's; undefined when neither says. */
  turn: number | undefined;
  /**
   * The game options the players agreed, by id, as the game's journal keeps them (a table's `option` is judged
   * by these); undefined without a journal, when nothing was agreed and the option is not judged.
   */
  options: Readonly<Record<string, string>> | undefined;
  /** Refuses, in the game's words, a roll its journal does not allow on `turn` (after the table's turn range). */
  check(turn: number): void;
  /** The state keys to write for the result read; undefined when nothing is written. */
  record(r: { turn: number; result: string }): Record<string, unknown> | undefined;
}
