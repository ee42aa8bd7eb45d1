import type { Crt } from '../../model/schema/charts.js';
import { resolveCrt, type ChartEnds, type CrtResolution } from '../../assist/crt/resolve-crt.js';

/** The Morale Chart's id in the game's charts. */
export const MORALE_CHART = 'morale';

/** The chart's own words past its columns: "ODDS WORSE THAN 1—6 = A ELIM, ODDS BETTER THAN 6-1 = D ELIM". */
export const MORALE_ENDS: ChartEnds = {
  worse: 'AE',
  better: 'DE',
  rule: 'Morale Chart: odds worse than 1-6 = A ELIM, odds better than 6-1 = D ELIM',
};

/**
 * The one reading of the Morale Chart, used by `morale remagen` and by `crt remagen` alike: the odds
 * rounded in the defender's favour, and past either end the chart's own result without a die.
 */
export function readMoraleChart(crt: Crt, attack: number, defence: number, roll?: number): CrtResolution {
  return resolveCrt(crt, { base: { odds: [attack, defence] }, ends: MORALE_ENDS, roll });
}
