import { describe, it, expect } from 'vitest';
import { cryptoSource, seededSource, manualSource } from '../../../src/assist/dice/random-source.js';
import { rollDice } from '../../../src/assist/dice/roll-dice.js';
import { sumDistribution } from '../../../src/assist/dice/sum-distribution.js';
import { enteredRoll } from '../../../src/assist/dice/entered-roll.js';

describe('dice', () => {
  it('a seed makes a run reproducible, and a saved state resumes the same sequence', () => {
    const a = seededSource('game-night');
    const first = Array.from({ length: 5 }, () => a.int(1, 6));
    const state = a.state()!;
    const next = Array.from({ length: 5 }, () => a.int(1, 6));
    const b = seededSource('game-night');
    expect(Array.from({ length: 5 }, () => b.int(1, 6))).toEqual(first);
    const resumed = seededSource(state.seed, state.state);
    expect(Array.from({ length: 5 }, () => resumed.int(1, 6))).toEqual(next);
  });

  it('unseeded rolls stay on the die and are not all alike', () => {
    const src = cryptoSource();
    const faces = Array.from({ length: 600 }, () => src.int(1, 6));
    expect(Math.min(...faces)).toBe(1);
    expect(Math.max(...faces)).toBe(6);
    expect(src.state()).toBeUndefined();
  });

  it('rollDice totals the faces', () => {
    const r = rollDice({ count: 2, sides: 6 }, manualSource([3, 5]));
    expect(r).toEqual({ spec: '2d6', faces: [3, 5], total: 8 });
  });

  it('a roll entered by hand must be one the dice can make', () => {
    expect(enteredRoll({ count: 2, sides: 6 }, 12).total).toBe(12);
    expect(() => enteredRoll({ count: 2, sides: 6 }, 13)).toThrow('2d6 rolls 2 to 12; --roll 13 cannot be rolled');
    expect(() => enteredRoll({ count: 1, sides: 6 }, 0)).toThrow(/1d6 rolls 1 to 6/);
  });

  it('the 2d6 distribution is exact', () => {
    const d = sumDistribution({ count: 2, sides: 6 });
    expect(d.outcomes).toBe(36);
    expect(d.ways.get(7)).toBe(6);
    expect(d.ways.get(2)).toBe(1);
    expect([...d.ways.values()].reduce((a, b) => a + b)).toBe(36);
  });
});
