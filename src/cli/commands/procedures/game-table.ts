import type { Command } from 'commander';
import type { Scenario } from '../../../model/scenario.js';
import type { Unit } from '../../../model/schema/units.js';
import type { Io } from '../../io.js';

/** A unit's standing at the table, as the journal's state tells it. */
export interface UnitStatus {
  /** In a word or two: "on the board", "eliminated", "due turn 5", "in reserve", "withdrawn". */
  status: string;
  /** Where the journal last saw it. */
  at?: string;
  /** Anything else the state holds on it: "2 hits", "1 figure lost". */
  detail?: string;
}

/** Reads a unit's status; `turn` is the journal's, when it knows one. */
export type UnitStatusReader = (ref: string, unit: Unit, turn: number | undefined) => UnitStatus;

/**
 * What a game plugs into the table helpers. Every part is optional: without `unitStatus`, `units GAME` shows
 * eliminations and last positions from the state's common keys; without `victory`, there is no `victory GAME`.
 */
export interface GameTable {
  /** The game's id, as `sandtable list` shows it. */
  id: string;
  /** Builds the status reader from the game's state (checked and typed by the game). */
  unitStatus?: (s: Scenario, state: Record<string, unknown>, journal?: string) => UnitStatusReader;
  /**
   * Fills in `victory <id>`, a subcommand made for it under the `victory` verb: its description, options and
   * action. It reads the state (a journal) and, where the texts leave a level open, a named game option.
   */
  victory?: (cmd: Command, io: Io) => void;
}
