import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { resolveCrt } from '../../../src/assist/crt/resolve-crt.js';
import type { Crt } from '../../../src/model/types.js';

const hexCrt = loadScenario('tests/fixtures/mini-hex').charts.find((c) => c.id === 'crt') as Crt;
const areaCrt = loadScenario('tests/fixtures/mini-area').charts.find((c) => c.id === 'crt') as Crt;

describe('resolveCrt', () => {
  it('applies shifts from the odds column and reads the roll', () => {
    const r = resolveCrt(hexCrt, { base: { odds: [24, 8] }, shift: -2, roll: 3 });
    expect(r.baseColumn).toBe('3-1');
    expect(r.column).toBe('1-1');
    expect(r.result).toBe('1/1');
    expect(r.meaning).toBe('attacker: one hex or one step; defender: one hex or one step');
    expect(r.steps).toHaveLength(4);
  });

  it('gives the exact chance of each result before the roll, summing to 1', () => {
    const r = resolveCrt(hexCrt, { base: { odds: [24, 8] }, shift: -2 });
    expect(r.result).toBeUndefined();
    expect(r.probabilities).toEqual({ '1/-': 2 / 6, '1/1': 2 / 6, '-/1': 2 / 6 });
    expect(r.outcomes.map((o) => o.fraction)).toEqual(['2/6', '2/6', '2/6']);
  });

  it('a shift past the end of the table stops at the end', () => {
    expect(resolveCrt(hexCrt, { base: { odds: [24, 8] }, shift: 5, roll: 6 }).column).toBe('3-1');
  });

  it('differential tables clamp open-ended columns and modified rolls', () => {
    const low = resolveCrt(areaCrt, { base: { diff: -7 }, roll: 2, drm: -3 });
    expect(low.column).toBe('<-1');
    expect(low.row).toBe(-1);
    expect(low.rowLabel).toBe('2 or less');
    expect(low.result).toBe('AE');
    const high = resolveCrt(areaCrt, { base: { diff: 9 }, roll: 12, drm: 4 });
    expect(high.column).toBe('+1 >');
    expect(high.rowLabel).toBe('10+');
    expect(high.result).toBe('DE');
  });

  it('2d6 probabilities come from the distribution of the sum, and move with the modifier', () => {
    const none = resolveCrt(areaCrt, { base: { diff: 1 } });
    expect(none.probabilities.DE).toBeCloseTo(6 / 36); // 10, 11, 12: 3 + 2 + 1 ways
    const plus1 = resolveCrt(areaCrt, { base: { diff: 1 }, drm: 1 });
    expect(plus1.probabilities.DE).toBeCloseTo(10 / 36); // 9 or more
  });

  it('refuses to read an odds table by differential', () => {
    expect(() => resolveCrt(hexCrt, { base: { diff: 2 } })).toThrow(/odds, not differential/);
  });
});
