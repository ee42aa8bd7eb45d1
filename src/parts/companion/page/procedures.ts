import type { TableProcedure } from '../../../assist/table/procedure.js';
import { HOOKS } from '../../../games/hooks.js';

/**
 * A bundled game's procedures as the CLI runs them, by game: its rule hooks, in the order they are listed. The
 * page draws one screen per entry from its description. A game with rules.yaml takes its procedures from there.
 */
export const PROCEDURES: Record<string, readonly TableProcedure[]> = {};
for (const h of Object.values(HOOKS)) PROCEDURES[h.game] = [...(PROCEDURES[h.game] ?? []), h];
