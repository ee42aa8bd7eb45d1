import type { Scenario } from '../model/scenario.js';
import type { Message } from '../assist/messages.js';

// A declared move (`kind: move`) in a game whose own code keeps the board in its journal (rules.yaml's move
// `kept.hook`): the hook reads the game's journal and judges its own limits, the engine judges every move as the
// movement section says (points, paths, zones of control, forced march, stacking) and the hook writes the result.

/** One move the engine judged: where the unit went, what it cost and whether it touched an enemy zone. */
export interface KeptMove {
  ref: string;
  to: string;
  cost: number;
  zoc: boolean;
}

/** A unit's move as the game's own rules see it before the engine judges it. */
export interface KeptCheck {
  /** The movement factor to judge with, in place of the printed one (out of supply, halved). */
  move?: number;
  /** A line said before the move's own line: why its factor differs. */
  before?: Message;
}

export interface MoveKept {
  /** The report's title (the game's turn in it). */
  title: Message;
  /** The game turn the journal is at, for the journal's entry. */
  turn: number;
  /** Every unit on the map and where it stands, in the journal's order. */
  standing: readonly (readonly [string, string])[];
  /** The cell a move names, as the map labels it. */
  label(to: string): string;
  /** Points spent and whether an enemy zone was touched this turn, by unit. */
  spent: Readonly<Record<string, { points: number; zoc: boolean }>>;
  /** The game's own limits on one unit's move, before the engine judges it; a refusal is thrown. */
  check(ref: string, to: string): KeptCheck;
  /**
   * The journal's state once the moves are judged: the units taken off by the exits, what is said of them, the
   * lines said last, and the state keys to write.
   */
  record(moves: readonly KeptMove[]): {
    gone: string[];
    exits: Message[];
    last: Message[];
    state: Record<string, unknown>;
  };
}

/**
 * The hook: given the journal's state and the command's moves and exits, it refuses what the game forbids as a
 * whole (no set-up, not the side's turn, a unit not on the map) and answers the rest.
 */
export type MoveKeptHook = (q: {
  scenario: Scenario;
  state: Record<string, unknown>;
  journal: string | undefined;
  moves: readonly { ref: string; to: string }[];
  exits: readonly string[];
}) => MoveKept;
