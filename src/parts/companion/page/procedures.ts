import type { TableProcedure } from '../../../assist/table/procedure.js';
import { veritableCombat } from '../../../games/veritable/table.js';
import {
  veritableAir,
  veritableFuhrer,
  veritableMove,
  veritableReserve,
  veritableSequence,
  veritableSupply,
  veritableVictory,
} from '../../../games/veritable/table-procedures.js';
import { veritableSetup } from '../../../games/veritable/table-setup.js';
import { doadSupply } from '../../../procedures/death-of-a-division/table-supply.js';
import { nordwindCombat } from '../../../procedures/nordwind/table.js';
import { nordwindHand, nordwindVictory } from '../../../procedures/nordwind/table-procedures.js';
import { remagenFire } from '../../../procedures/remagen/table.js';
import {
  remagenBridge,
  remagenDrop,
  remagenLabour,
  remagenMorale,
  remagenVictory,
} from '../../../procedures/remagen/table-procedures.js';
import { doadOverrun } from '../../../procedures/death-of-a-division/table.js';
import {
  doadArrival,
  doadFire,
  doadSurprise,
  doadVictory,
} from '../../../procedures/death-of-a-division/table-procedures.js';

/** Each game's procedures as the CLI runs them: the page draws one screen per entry from its description. */
export const PROCEDURES: Record<string, readonly TableProcedure[]> = {
  veritable: [
    veritableSetup,
    veritableCombat,
    veritableAir,
    veritableFuhrer,
    veritableSequence,
    veritableMove,
    veritableReserve,
    veritableSupply,
    veritableVictory,
  ],
  nordwind: [nordwindCombat, nordwindHand, nordwindVictory],
  remagen: [remagenFire, remagenMorale, remagenBridge, remagenLabour, remagenDrop, remagenVictory],
  'death-of-a-division': [doadOverrun, doadFire, doadSurprise, doadArrival, doadSupply, doadVictory],
};
