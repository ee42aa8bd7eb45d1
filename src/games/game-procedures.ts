import type { Scenario } from '../model/scenario.js';
import type { TableProcedure } from '../assist/table/procedure.js';
import { declaredProcedures } from '../rules/table-procedures.js';
import {
  findAllowanceHook,
  findDeclaredHook,
  findMoveCheckHook,
  findTurnHook,
  findUnitRollHook,
  victoryHooks,
  findStackingHook,
  findStandingHook,
  findWorkCheckHook,
  findMoveKeptHook,
  findTurnChoiceHook,
  findReserveHook,
  findSetupKeptHook,
  findSalvoHook,
  findBattleHook,
  findRoundsHook,
  findCombatTotalsHook,
  findCombatCheckHook,
  findCombatOutcomeHook,
  findCombatKeptHook,
} from './game-hooks.js';

/** The movement hooks a game's data names, which the engine is handed (it may not load games' code itself). */
const MOVE_HOOKS = {
  stacking: findStackingHook,
  allowance: findAllowanceHook,
  check: findMoveCheckHook,
  turn: findTurnHook,
  unitRoll: findUnitRollHook,
  victory: victoryHooks,
  standing: findStandingHook,
  work: findWorkCheckHook,
  kept: findMoveKeptHook,
  turnChoice: findTurnChoiceHook,
  reserve: findReserveHook,
  setupKept: findSetupKeptHook,
  salvo: findSalvoHook,
  battle: findBattleHook,
  rounds: findRoundsHook,
  combatTotals: findCombatTotalsHook,
  combatCheck: findCombatCheckHook,
  combatOutcome: findCombatOutcomeHook,
  combatKept: findCombatKeptHook,
};

/** One of a game's procedures, and whether the engine runs it from the game's declarations (not a hook). */
export interface GameProcedure {
  procedure: TableProcedure;
  declared: boolean;
}

/**
 * A game's procedures, one screen each on the page, in the order its rules.yaml lists them: those it declares,
 * run by the engine, and its rule hooks, found by the names it gives. A game without rules.yaml has none.
 */
export async function gameProcedures(s: Scenario): Promise<GameProcedure[]> {
  const out: GameProcedure[] = [];
  for (const p of s.rules?.procedures ?? []) {
    if (p.kind === 'hook') {
      const h = await findDeclaredHook(p);
      if (h) out.push({ procedure: h, declared: false });
    } else
      for (const d of declaredProcedures(s, MOVE_HOOKS).filter((x) => x.verb === p.id))
        out.push({ procedure: d, declared: true });
  }
  return out;
}
