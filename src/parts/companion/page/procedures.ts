import type { Scenario } from '../../../model/scenario.js';
import type { TableProcedure } from '../../../assist/table/procedure.js';
import { gameProcedures } from '../../../games/game-procedures.js';

/** The procedures the engine runs from the game's declarations (not hooks): their shared fields are the page's. */
export const declared = new WeakSet<TableProcedure>();

/**
 * A game's procedures, one screen each, in the order its rules.yaml lists them: those it declares, run by the
 * engine, and its rule hooks, found by the names it gives. A game without rules.yaml has none.
 */
export async function pageProcedures(s: Scenario): Promise<readonly TableProcedure[]> {
  return (await gameProcedures(s)).map((g) => {
    if (g.declared) declared.add(g.procedure);
    return g.procedure;
  });
}
