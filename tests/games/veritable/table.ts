import type { DieTableProcedure, MoveProcedure } from '../../../src/model/schema/rules.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { Message } from '../../../src/assist/messages.js';
import type { MoveKeptHook } from '../../../src/rules/move-kept.js';
import { runMoves } from '../../../src/rules/move.js';
import { moveKept } from '../../../src/games/veritable/move-kept.js';
import type { TurnHook } from '../../../src/rules/move-hooks.js';
import { runDieTable } from '../../../src/rules/die-table.js';
import { openTurn } from '../../../src/games/veritable/air.js';
import { readState, stateKeys } from '../../../src/games/veritable/state.js';
import { Session } from '../../../src/assist/table/session.js';
import { cliEnvironment } from '../../../src/cli/assist-support.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { render } from '../../../src/assist/messages.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { positionItems, readPositionFile } from '../../../src/assist/position/position-file.js';
import { type Board, boardFromEntries, boardFromState } from '../../../src/games/veritable/board.js';
import { initialState, type VeritableState } from '../../../src/games/veritable/state.js';
import { recordSetup } from '../../../src/games/veritable/setup.js';
import { checkSetup as checkDeclaredSetup, type SetupEntry } from '../../../src/rules/setup-check.js';
import type { SetupProcedure } from '../../../src/model/schema/rules.js';
import type { Crt, HexMap } from '../../../src/model/types.js';
import type { CombatCall } from '../../../src/games/veritable/combat.js';
import type { TurnChoiceProcedure } from '../../../src/model/schema/turn-choice-procedure.js';
import type { ReserveProcedure } from '../../../src/model/schema/reserve-procedure.js';
import { chooseTurn } from '../../../src/rules/turn-choice.js';
import { enterReserve } from '../../../src/rules/reserve-entry.js';
import { reserveKept, sequenceKept } from '../../../src/games/veritable/turn-kept.js';

/** The bundled game, its map index and CRT, shared by the Veritable rule tests. */
export const s = loadScenario('data/veritable');
export const index = gridMapIndex(s.map as HexMap);
export const crt = s.charts.find((c) => c.id === 'crt') as Crt;

/** A combat call with no air units and the default attacker's reading, `more` overriding. */
export const call = (attackers: string[], defenders: string[], more: Partial<CombatCall> = {}): CombatCall => ({
  attackers,
  defenders,
  air: { attacker: 0, defender: 0 },
  attackerReading: 'all-or-losses',
  ...more,
});

export const SETUP_FILE = 'data/veritable/examples/setup.yaml';

/** rules.yaml's set-up check (10.0), as the rules engine judges it on a position's units. */
export function checkSetup(entries: readonly SetupEntry[]) {
  const p = s.rules?.procedures.find((x) => x.id === 'setup') as SetupProcedure;
  return checkDeclaredSetup({ scenario: s, procedure: p.id, index }, p.setup, entries);
}

/** A board of exactly these units ("id@HEX"), taken as the whole position. */
export function boardOf(items: string[], complete = true): Board {
  return boardFromEntries(s, index, positionItems(s, items), complete);
}

/** The state right after the fixture's legal set-up: turn 1, the Allied player turn. */
export function afterSetup(options: Record<string, string> = {}): VeritableState {
  const entries = readPositionFile(SETUP_FILE, s).entries;
  const report = checkSetup(entries);
  if (report.problems.length) throw new Error(report.problems.map((m) => render(m)).join('\n'));
  return recordSetup(s, initialState(s), entries, options);
}

/** A state whose board holds exactly these units, the rest out of play: for rules that need a small board. */
export function stateWith(items: string[], at: Partial<VeritableState> = {}): VeritableState {
  const st = initialState(s);
  for (const r of Object.keys(st.units)) st.units[r] = { status: 'eliminated' };
  for (const e of positionItems(s, items)) st.units[e.ref] = { status: 'map', at: e.at };
  return { ...st, setupRecorded: true, turn: 2, phase: 'allied', ...at };
}

export const boardFor = (st: VeritableState) => boardFromState(s, index, st);

/**
 * The air phase of `turn` as the table plays it: rules.yaml's `air` die table run by the engine with `roll` by
 * hand, and Veritable's turn hook opening the turn over `st`; the state the hook would write, or `st` unchanged.
 */
export function airPhase(st: VeritableState, turn: number, roll: number, amend = false): VeritableState {
  const p = s.rules?.procedures.find((x) => x.id === 'air') as DieTableProcedure;
  let kept: Record<string, unknown> | undefined;
  const turnHook: TurnHook = (q) => {
    const o = openTurn({ ...q, journal: true, state: stateKeys(s, st) });
    return { ...o, record: (r) => (kept = o.record(r)) };
  };
  runDieTable(
    s,
    p,
    { names: {}, inputs: {}, turn, roll, amend, turnHook },
    new Session(s, {}, 'air', cliEnvironment({})),
  );
  return kept ? readState(s, kept) : st;
}

/**
 * A move as the table plays it: rules.yaml's `move` run by the engine over `st`, Veritable's kept hook reading and
 * writing the journal's state; its lines (keyed) and the state the hook would write, or a refusal thrown.
 */
export function moveUnits(
  st: VeritableState,
  moves: { ref: string; to: string }[],
  exits: string[] = [],
  game: Scenario = s,
): { state: VeritableState; steps: Message[] } {
  const p = game.rules?.procedures.find((x) => x.id === 'move') as MoveProcedure;
  let kept: Record<string, unknown> | undefined;
  const hook: MoveKeptHook = (q) => {
    const k = moveKept({ ...q, journal: 'the journal', state: stateKeys(game, st) });
    return { ...k, record: (m) => ((r) => ((kept = r.state), r))(k.record(m)) };
  };
  const r = runMoves(
    game,
    p,
    { moves, road: false, kept: hook, exits, journal: 'the journal' },
    new Session(game, {}, 'move', cliEnvironment({})),
  );
  return { state: kept ? readState(game, kept) : st, steps: r.before };
}

/** The sequence choice (6.1) as the engine judges it: rules.yaml's `sequence` (turn-choice) with Veritable's hook. */
export function chooseSequence(
  before: VeritableState,
  side: 'allied' | 'german',
  order: 'move-attack' | 'attack-move',
  amend: boolean,
  game: Scenario = s,
): VeritableState {
  const p = game.rules!.procedures.find((x) => x.id === 'sequence') as TurnChoiceProcedure;
  const kept = sequenceKept({ scenario: game, state: { [game.id]: before }, journal: 'game.json' });
  return chooseTurn(game, p, kept, side, order, amend) as unknown as VeritableState;
}

/** Reserves entering (8.1) as the engine judges them: rules.yaml's `reserve` with Veritable's hook (6.1, 11.2). */
export function enterReserves(
  game: Scenario,
  before: VeritableState,
  _board: Board,
  entries: readonly { ref: string; to: string }[],
): { state: VeritableState; steps: Message[] } {
  const p = game.rules!.procedures.find((x) => x.id === 'reserve') as ReserveProcedure;
  const kept = reserveKept({ scenario: game, state: { [game.id]: before }, journal: 'game.json' });
  const r = enterReserve(game, p, kept.state, kept, entries);
  return { state: r.state as unknown as VeritableState, steps: r.steps };
}
