import type { Scenario } from '../model/scenario.js';
import type { Message } from '../assist/messages.js';
import type { PositionEntry } from '../assist/position/position-entries.js';

// What a victory tally counts over, and the two kinds of rule hook it may name: a game whose journal keeps its own
// state reads it into these facts; a count only code can make is named by a tally line.

/** A unit's standing as the tally counts it. */
export type TallyStatus = 'map' | 'reserve' | 'unplaced' | 'eliminated' | 'exited';

export interface VictoryFacts {
  /** The turn the journal is at, and whether the game is over (its last turn ended). */
  turn: number;
  final: boolean;
  /** The side holding a place, and how the game's state knows it, in its words. */
  holder(place: string): { side?: string; said: Message };
  /** Every unit the state knows, in the order the journal keeps them. */
  units: readonly { ref: string; side: string; status: TallyStatus }[];
  /** Units brought into play from a reserve, in the order they came. */
  entered: readonly { ref: string; side: string }[];
  /** The game options the players agreed at set-up. */
  agreed: Readonly<Record<string, string>>;
  /** The units on the map, where the journal puts them (a kept journal), for counts that trace lines. */
  standing?: readonly PositionEntry[];
  /** The game's own state, for its count hooks. */
  own?: unknown;
}

/** What a state hook reads: the journal's whole state, the journal's name, and whether a journal is kept at all. */
export interface VictoryStateInput {
  raw: Record<string, unknown>;
  journal?: string;
  kept: boolean;
}

export type VictoryStateHook = (s: Scenario, input: VictoryStateInput) => VictoryFacts;

/** A count for one tally line, with what it counted in the game's words. */
export type VictoryCountHook = (s: Scenario, facts: VictoryFacts) => { count: number; detail: Message };

/**
 * The items only code can list for a victory's objectives (completed bridges whose ends no enemy holds), in order:
 * it reads the journal's whole state and the sides present in each place.
 */
export type VictoryItemsHook = (
  s: Scenario,
  input: { raw: Record<string, unknown>; side: string; sidesAt(place: string): ReadonlySet<string> },
) => string[];

export interface VictoryHookFinder {
  state(name: string): Promise<VictoryStateHook | undefined>;
  count(name: string): Promise<VictoryCountHook | undefined>;
  items?(name: string): Promise<VictoryItemsHook | undefined>;
}
