import { successDistribution } from '../../assist/dice/success-distribution.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';

/** The exact chance of each number of hits from groups of dice hitting on `atLeast` or more. */
export function hitChances(groups: readonly { count: number; atLeast: number }[]): CrtOutcome[] {
  const { outcomes, ways } = successDistribution(groups);
  return ways.map((w, k) => ({
    code: `${k} hit${k === 1 ? '' : 's'}`,
    meaning: k === 0 ? 'every die misses' : k === ways.length - 1 ? 'every die hits' : '',
    probability: Number(w) / Number(outcomes),
    fraction: `${w}/${outcomes}`,
  }));
}
