import { describe, it, expect } from 'vitest';
import { successDistribution } from '../../../src/assist/dice/success-distribution.js';

describe('successDistribution', () => {
  it('counts the exact ways of each number of sixes', () => {
    const { outcomes, ways } = successDistribution([{ count: 2, atLeast: 6 }]);
    expect(outcomes).toBe(36n);
    expect(ways).toEqual([25n, 10n, 1n]);
  });

  it('mixes groups hitting on different faces and always adds up to all outcomes', () => {
    const { outcomes, ways } = successDistribution([
      { count: 3, atLeast: 5 },
      { count: 2, atLeast: 6 },
    ]);
    expect(ways.reduce((a, b) => a + b)).toBe(outcomes);
    expect(ways[0]).toBe(4n ** 3n * 25n);
  });

  it('stays exact for many dice', () => {
    const { outcomes, ways } = successDistribution([{ count: 30, atLeast: 6 }]);
    expect(ways.reduce((a, b) => a + b)).toBe(outcomes);
    expect(ways[30]).toBe(1n);
  });
});
