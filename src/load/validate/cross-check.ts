import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { checkGame } from './check-game.js';
import { checkUnits } from './check-units.js';
import { checkMap } from './check-map.js';
import { checkCharts } from './check-charts.js';
import { checkCards } from './check-cards.js';
import { checkRosters } from './check-rosters.js';
import { checkSetup } from './check-setup.js';
import { checkFiles } from './check-files.js';
import { checkRules } from './check-rules.js';

/** Every check that needs more than one field or file, run after the schema has passed. */
export function crossCheck(s: Scenario): Problem[] {
  return [
    checkGame,
    checkUnits,
    checkMap,
    checkCharts,
    checkCards,
    checkRosters,
    checkSetup,
    checkFiles,
    checkRules,
  ].flatMap((check) => check(s));
}
