import { describe, it, expect } from 'vitest';
import { parseCounterSize } from '../../../src/parts/counters/counter-size.js';
import { parseMmOption } from '../../../src/parts/counters/length-options.js';

describe('parseCounterSize', () => {
  it('reads the inch sizes wargames use, 5/8 by default', () => {
    expect(parseCounterSize(undefined)).toEqual({ label: '5/8in', pt: 45 });
    expect(parseCounterSize('1/2').pt).toBe(36);
    expect(parseCounterSize('3/4"').pt).toBe(54);
    expect(parseCounterSize('1in').pt).toBe(72);
  });
  it('reads any size in mm', () => {
    expect(parseCounterSize('16mm').pt).toBeCloseTo((16 * 72) / 25.4, 6);
    expect(parseCounterSize('12.5 mm').label).toBe('12.5mm');
  });
  it('rejects what it cannot read or cut', () => {
    expect(() => parseCounterSize('7/8')).toThrow(/is not a counter size/);
    expect(() => parseCounterSize('5mm')).toThrow(/smaller than 8 mm/);
  });
});

describe('parseMmOption', () => {
  it('reads mm into pt, 0 when absent, and bounds it', () => {
    expect(parseMmOption('--gutter', undefined, 20)).toBe(0);
    expect(parseMmOption('--gutter', '2.5mm', 20)).toBeCloseTo((2.5 * 72) / 25.4, 6);
    expect(() => parseMmOption('--bleed', '9', 5)).toThrow(/--bleed 9: at most 5 mm/);
    expect(() => parseMmOption('--bleed', 'some', 5)).toThrow(/--bleed "some"/);
  });
});
