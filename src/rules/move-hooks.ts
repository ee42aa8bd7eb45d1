import type { CombatCheckHook, CombatKeptHook, CombatOutcomeHook, CombatTotalsHook } from './combat-hooks.js';
import type { RoundsPlayHook } from './rounds-hooks.js';
import type { BattleCheckHook, SalvoCheckHook } from './salvo-hooks.js';
import type { VictoryHookFinder } from './victory-hooks.js';
import type { WorkCheckHook } from './work-hooks.js';
import type { MoveKeptHook } from './move-kept.js';
import type { UnitRollHook } from './die-table-unit-hook.js';
import type { Scenario } from '../model/scenario.js';
import type { Unit } from '../model/schema/units.js';
import type { JournalEntry } from '../assist/journal/journal-format.js';
import type { Message } from '../assist/messages.js';
import type { TurnChoiceHook } from './turn-choice.js';
import type { ReserveHook } from './reserve-entry.js';
import type { SetupKeptHook } from './setup-run.js';
import type { PositionEntry } from '../assist/position/position-entries.js';

// The shapes of the movement hooks a game's hooks.ts may give. They live with the engine that calls them; the
// engine is handed the hooks a game's data names by its caller (the CLI, the page), which may load games' code.

/**
 * A move's chosen areas (`--areas N`) against what the side has played this turn: the refusal, or undefined
 * when they are allowed. It reads the journal's state and entries; a game that keeps no record allows them.
 */
export type AllowanceHook = (q: {
  scenario: Scenario;
  side: string;
  turn: number | undefined;
  cells: number;
  state: Record<string, unknown>;
  entries: readonly JournalEntry[];
}) => Message | undefined;

/**
 * Of a cell's units in the order they arrived, the refs beyond the stacking limit. `where` names the cell and its
 * scenario, for limits that depend on the ground (a capacity by terrain).
 */
export type StackingHook = (
  units: readonly { ref: string; unit: Unit }[],
  where?: { scenario: Scenario; at: string },
) => string[];

/**
 * A game's own rules on one unit's move, from the journal's state (engaged sectors, a fallen bridge, the night,
 * a dug-in unit). Called before the engine judges the move (no `path`), then with the path the engine found.
 */
export type MoveCheckHook = (q: {
  scenario: Scenario;
  ref: string;
  unit: Unit;
  from: string;
  to: string;
  /** The cells or areas the move passes, from and to included, once the engine has judged it. */
  path?: readonly string[];
  /** The movement points the path costs, once judged. */
  cost?: number;
  /** Whether the cell or area left holds enemy units, once judged. */
  contested?: boolean;
  turn: number | undefined;
  /** Every game option's choice, as the command gave it or its default. */
  options: Readonly<Record<string, string>>;
  state: Record<string, unknown>;
  entries: readonly JournalEntry[];
  /** The units moved before this one by the same command. */
  movedBefore?: readonly string[];
}) => MoveCheck | undefined;

export interface MoveCheck {
  /** The move is refused, with this message. */
  refuse?: Message;
  /** The unit's movement factor for this move, in place of its printed one (before the engine judges). */
  move?: number;
  /** Hits for leaving a contested cell, in place of the rules' `contested.leaveHits` (after the engine). */
  leaveHits?: number;
  /** A line to show with the move: why the factor or the hits differ. */
  note?: Message;
  /** Bridges that carry no traffic now, each with why not (before the engine judges). */
  closedBridges?: readonly { bridge: string; why: Message }[];
  /** Movement points a bridge costs this unit more to cross, by bridge id (before the engine judges). */
  bridgeExtra?: Readonly<Record<string, number>>;
  /**
   * The sequence phase this move is played in, when not the first naming the move (a card played after the
   * battles: Nordwind's Strategic Movement); and whether it starts afresh, earlier moves this turn not counted.
   */
  phase?: string;
  fresh?: boolean;
}

/**
 * A game whose turn is kept by its own code (rules.yaml's die-table `turnHook`): judges the turn a table is
 * rolled on before any die (refusing a turn its sequence does not allow), and gives the state to write once the
 * row is read.
 */
export type TurnHook = (q: {
  scenario: Scenario;
  /** The turn as given, or undefined: the hook says which turn the journal is at. */
  turn: number | undefined;
  amend: boolean;
  preview: boolean;
  /** Whether a journal is kept: without one the hook judges nothing and writes nothing. */
  journal: boolean;
  state: Record<string, unknown>;
}) => TurnOpening;

export interface TurnOpening {
  turn: number;
  /** What the game did first (the last turn's end judged), shown before the roll. */
  before: Message[];
  /** The counters before this turn's roll (a roll made again counts from there); none without a journal. */
  counters: Record<string, number>;
  /**
   * The state keys to write, given what the table did (`roll` undefined on a turn without a roll); undefined
   * when nothing is written (the turn is already open).
   */
  record(r: {
    turn: number;
    roll: number | undefined;
    granted: Record<string, number>;
    counters: Record<string, number>;
  }): Record<string, unknown> | undefined;
}

/**
 * Where every unit stands for a game whose own code keeps the board in the journal (rules.yaml supply
 * `standing`): the units on the map, or a refusal thrown. `position` is a position file's units, when given.
 */
export type StandingHook = (q: {
  scenario: Scenario;
  state: Record<string, unknown>;
  journal: string | undefined;
  position: readonly PositionEntry[] | undefined;
}) => PositionEntry[];

/** How the engine's caller finds the hooks a rules.yaml names. */
export interface MoveHookFinder {
  standing?(name: string): Promise<StandingHook | undefined>;
  stacking(name: string): Promise<StackingHook | undefined>;
  allowance(name: string): Promise<AllowanceHook | undefined>;
  check?(name: string): Promise<MoveCheckHook | undefined>;
  turn?(name: string): Promise<TurnHook | undefined>;
  /** A roll for one unit in a game that keeps its own journal (rules.yaml die-table `unit.hook`). */
  unitRoll?(name: string): Promise<UnitRollHook | undefined>;
  /** A victory tally's state and count hooks. */
  victory?: VictoryHookFinder;
  /** A declared work's own check (rules.yaml `kind: work`, `check.hook`). */
  work?(name: string): Promise<WorkCheckHook | undefined>;
  /** A move in a game whose own journal keeps the board (rules.yaml move `kept.hook`). */
  kept?(name: string): Promise<MoveKeptHook | undefined>;
  /** A side's choice for its turn, a reserve entering, in a game whose own journal keeps more (`kept.hook`). */
  turnChoice?(name: string): Promise<TurnChoiceHook | undefined>;
  reserve?(name: string): Promise<ReserveHook | undefined>;
  /** A set-up recorded in a game whose own journal keeps it (rules.yaml `kind: setup`, `kept.hook`). */
  setupKept?(name: string): Promise<SetupKeptHook | undefined>;
  /** A salvo's own check in a game whose code knows more (rules.yaml `kind: salvo`, `check.hook`). */
  salvo?(name: string): Promise<SalvoCheckHook | undefined>;
  /** A battle's own check (rules.yaml `kind: battle`, `check.hook`). */
  battle?(name: string): Promise<BattleCheckHook | undefined>;
  /** What a game's cards decide in a battle in rounds (rules.yaml `kind: rounds`, `play.hook`). */
  rounds?(name: string): Promise<RoundsPlayHook | undefined>;
  /** A side's total in a declared combat, in the game's code (rules.yaml `kind: combat`, `hooks.totals`). */
  combatTotals?(name: string): Promise<CombatTotalsHook | undefined>;
  /** A declared combat's own check, in the game's code (rules.yaml `kind: combat`, `hooks.check`). */
  combatCheck?(name: string): Promise<CombatCheckHook | undefined>;
  /** What a declared combat's result does, in the game's code (rules.yaml `kind: combat`, `hooks.outcome`). */
  combatOutcome?(name: string): Promise<CombatOutcomeHook | undefined>;
  /** A declared combat's journal, in the game's code (rules.yaml `kind: combat`, `hooks.kept`). */
  combatKept?(name: string): Promise<CombatKeptHook | undefined>;
}
