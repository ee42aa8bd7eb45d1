import type { Scenario } from '../../../model/scenario.js';
import type { TableProcedure } from '../../../assist/table/procedure.js';
import { findAllowanceHook, findDeclaredHook, findMoveCheckHook, findStackingHook } from '../../../games/game-hooks.js';
import { declaredProcedures } from '../../../rules/table-procedures.js';

/** The movement hooks a game's data names, which the engine is handed (it may not load games' code itself). */
const MOVE_HOOKS = { stacking: findStackingHook, allowance: findAllowanceHook, check: findMoveCheckHook };

/** The procedures the engine runs from the game's declarations (not hooks): their shared fields are the page's. */
export const declared = new WeakSet<TableProcedure>();

/**
 * A game's procedures, one screen each, in the order its rules.yaml lists them: those it declares, run by the
 * engine, and its rule hooks, found by the names it gives. A game without rules.yaml has none.
 */
export async function pageProcedures(
  s: Scenario,
  rulesWords: Readonly<Record<string, string>> | undefined,
): Promise<readonly TableProcedure[]> {
  const out: TableProcedure[] = [];
  for (const p of s.rules?.procedures ?? []) {
    if (p.kind === 'hook') {
      const h = await findDeclaredHook(p);
      if (h) out.push(h);
    } else
      for (const d of declaredProcedures(s, rulesWords, MOVE_HOOKS).filter((x) => x.verb === p.id)) {
        declared.add(d);
        out.push(d);
      }
  }
  return out;
}
