import type { TableProcedure } from '../assist/table/procedure.js';
import { veritableCombat } from './veritable/table.js';
import {
  veritableAir,
  veritableFuhrer,
  veritableMove,
  veritableReserve,
  veritableSequence,
  veritableSupply,
  veritableVictory,
} from './veritable/table-procedures.js';
import { veritableSetup } from './veritable/table-setup.js';
import { doadSupply } from './death-of-a-division/table-supply.js';
import { nordwindCombat } from './nordwind/table.js';
import { nordwindHand, nordwindReplace, nordwindVictory } from './nordwind/table-procedures.js';
import { remagenFire } from './remagen/table.js';
import {
  remagenBridge,
  remagenDrop,
  remagenLabour,
  remagenMorale,
  remagenVictory,
} from './remagen/table-procedures.js';
import { doadOverrun } from './death-of-a-division/table.js';
import { doadArrival, doadFire, doadSurprise, doadVictory } from './death-of-a-division/table-procedures.js';

/**
 * Rule hooks by name, "<game>.<verb>": a game's procedures that are code, which a game folder's rules.yaml names
 * (`kind: hook, hook: veritable.combat`). A copy of a bundled game under its own id names its game's hooks and
 * plays as the original does; nothing finds them by the folder's id.
 */
export const HOOKS: Readonly<Record<string, TableProcedure>> = Object.fromEntries(
  [
    veritableSetup,
    veritableCombat,
    veritableAir,
    veritableFuhrer,
    veritableSequence,
    veritableMove,
    veritableReserve,
    veritableSupply,
    veritableVictory,
    nordwindCombat,
    nordwindHand,
    nordwindReplace,
    nordwindVictory,
    remagenFire,
    remagenMorale,
    remagenBridge,
    remagenLabour,
    remagenDrop,
    remagenVictory,
    doadOverrun,
    doadFire,
    doadSurprise,
    doadArrival,
    doadSupply,
    doadVictory,
  ].map((p) => [`${p.game}.${p.verb}`, p]),
);
