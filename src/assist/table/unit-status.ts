import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { Message } from '../messages.js';

/** A unit's standing at the table, as the journal's state tells it: keyed, each front end words it. */
export interface UnitStatus {
  /** In a word or two (units.status.*): "on the board", "eliminated", "due turn 5", "in reserve", "withdrawn". */
  status: Message;
  /** Where the journal last saw it. */
  at?: string;
  /** Anything else the state holds on it (units.detail.*): "2 hits", "1 figure lost". */
  detail?: Message;
}

/** Reads a unit's status; `turn` is the journal's, when it knows one. */
export type UnitStatusReader = (ref: string, unit: Unit, turn: number | undefined) => UnitStatus;

/** Builds a game's status reader from its state (checked and typed by the game's hooks). */
export type UnitStatusHook = (s: Scenario, state: Record<string, unknown>, journal?: string) => UnitStatusReader;
