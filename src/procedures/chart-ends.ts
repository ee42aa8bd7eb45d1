import type { ChartEnds } from '../assist/crt/resolve-crt.js';
import { MORALE_CHART, MORALE_ENDS } from './remagen/morale-chart.js';

/**
 * Odds past a chart's printed ends, read as a game's rules say, by game and chart: the CRT reader and the game's
 * own procedure then read alike, on the command line and on the companion page.
 */
export const CHART_ENDS: Readonly<Record<string, Readonly<Record<string, ChartEnds>>>> = {
  remagen: { [MORALE_CHART]: MORALE_ENDS },
};
