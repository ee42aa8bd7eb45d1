import type { Crt } from '../../model/schema/charts.js';
import { chartEnds, resolveCrt, type CrtResolution } from '../../assist/crt/resolve-crt.js';

/** The Morale Chart's id in the game's charts. */
export const MORALE_CHART = 'morale';

/**
 * The one reading of the Morale Chart, used by `morale remagen` and by `crt remagen` alike: the odds
 * rounded in the defender's favour, and past either end the chart's own result without a die.
 */
export function readMoraleChart(crt: Crt, attack: number, defence: number, roll?: number): CrtResolution {
  return resolveCrt(crt, { base: { odds: [attack, defence] }, ends: chartEnds(crt), roll });
}
