import type { TableProcedure } from '../../../assist/table/procedure.js';
import { veritableCombat } from '../../../games/veritable/table.js';
import { nordwindCombat } from '../../../procedures/nordwind/table.js';
import { remagenFire } from '../../../procedures/remagen/table.js';
import { doadOverrun } from '../../../procedures/death-of-a-division/table.js';

/** Each game's procedures as the CLI runs them: the page draws one screen per entry from its description. */
export const PROCEDURES: Record<string, readonly TableProcedure[]> = {
  veritable: [veritableCombat],
  nordwind: [nordwindCombat],
  remagen: [remagenFire],
  'death-of-a-division': [doadOverrun],
};
