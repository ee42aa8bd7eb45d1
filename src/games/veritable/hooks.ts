import type { TableProcedure } from '../../assist/table/procedure.js';
import type { UnitStatusHook } from '../../assist/table/unit-status.js';
import { msg } from '../../assist/messages.js';
import { initialState, readState } from './state.js';
import { veritableCombat } from './table.js';
import { reserveKept, sequenceKept } from './turn-kept.js';
import { moveKept as moveKeptHook } from './move-kept.js';
import { setupKept as setupKeptHook } from './setup.js';
import { openTurn } from './air.js';
import { fuhrerRoll } from './fuhrer.js';
import { stackTotals } from './stack-totals.js';
import { combatCheck as combatCheckHook } from './combat-check.js';
import { retreatOutcome } from './retreat-outcome.js';
import { combatKept as combatKeptHook } from './combat-kept.js';
import { combatJson as combatJsonHook } from './combat-json.js';

// Operation: Veritable's rule hooks, which its rules.yaml names as "veritable.<verb>".

export const procedures: readonly TableProcedure[] = [veritableCombat];

/** The set-up (rules.yaml's `setup`, the engine's): a legal one kept in Veritable's journal (10.0, 10.2). */
export const setupKept = { 'veritable.setup-kept': setupKeptHook };

/** The air phase (rules.yaml's `air`, a die table) opens Veritable's game turn (4.1). */
export const turn = { 'veritable.open-turn': openTurn };

/** Movement (rules.yaml's `move`, the engine's): Veritable's journal, its turn and its own limits (6.1, 7.2, 9.1). */
export const moveKept = { 'veritable.move-kept': moveKeptHook };

/** The Move/Attack choice (rules.yaml's `sequence`, 6.1): Veritable's journal, what opening a player turn resets. */
export const turnChoice = { 'veritable.sequence-kept': sequenceKept };

/** Reserves entering (rules.yaml's `reserve`, 8.1): the phasing player, his acts and the Führer's release (11.2). */
export const reserve = { 'veritable.reserve-kept': reserveKept };

/** A declared combat's totals (rules.yaml `kind: combat`, `hooks.totals`): each stack on its own (6.5.1, 7.2). */
export const combatTotals = { 'veritable.stack-totals': stackTotals };

/** A declared combat's own refusals (rules.yaml `kind: combat`, `hooks.check`): 8.2's 79th alone, stacking (6.3). */
export const combatCheck = { 'veritable.combat-check': combatCheckHook };

/** What a declared combat's result does (rules.yaml `kind: combat`, `hooks.outcome`): retreats, tests (6.5.3). */
export const combatOutcome = { 'veritable.retreat': retreatOutcome };

/** A declared combat's journal (rules.yaml `kind: combat`, `hooks.kept`): its board, refusals and state (6.5). */
export const combatKept = { 'veritable.combat-kept': combatKeptHook };

/** A declared combat's --json in Veritable's own shape (rules.yaml `kind: combat`, `hooks.json`). */
export const combatJson = { 'veritable.combat-json': combatJsonHook };

/** Führer's interference (rules.yaml's `fuhrer`, optional 11.2): its answers kept in Veritable's journal. */
export const unitRoll = { 'veritable.fuhrer': fuhrerRoll };

const STATUS_WORDS = {
  map: 'units.status.onMap',
  reserve: 'units.status.strategicReserve',
  unplaced: 'units.status.notSetUp',
  eliminated: 'units.status.eliminated',
  exited: 'units.status.exitedEast',
} as const;

/** Each counter's status in `units`, from the journal's state. */
export const unitStatus: UnitStatusHook = (s, raw, journal) => {
  const st = readState(s, raw, journal);
  const initial = initialState(s);
  return (ref) => {
    const u = st.units[ref] ?? initial.units[ref];
    return {
      status: msg(STATUS_WORDS[u.status]),
      ...(u.status === 'map' && u.at ? { at: u.at } : {}),
      ...(u.status === 'reserve' && u.at ? { detail: msg('units.detail.box', { box: u.at }) } : {}),
      ...(u.turn ? { detail: msg('units.detail.turn', { turn: u.turn }) } : {}),
    };
  };
};
