import { describe, it, expect } from 'vitest';
import { parsePathData } from '../../../src/print/pdf/svg-path-data.js';

describe('parsePathData', () => {
  it('makes relative commands absolute and repeats implicit commands', () => {
    expect(parsePathData('M25,50 l150,0 0,100 -150,0 z')).toEqual([
      ['M', 25, 50],
      ['L', 175, 50],
      ['L', 175, 150],
      ['L', 25, 150],
      ['Z'],
    ]);
    expect(parsePathData('m10 10 5 5h5v-5H0V0')).toEqual([
      ['M', 10, 10],
      ['L', 15, 15],
      ['L', 20, 15],
      ['L', 20, 10],
      ['L', 0, 10],
      ['L', 0, 0],
    ]);
  });
  it('reads numbers without separators and with exponents', () => {
    expect(parsePathData('M1-2L.5.5l1e1,0')).toEqual([
      ['M', 1, -2],
      ['L', 0.5, 0.5],
      ['L', 10.5, 0.5],
    ]);
  });
  it('raises quadratics and smooth curves to cubics', () => {
    const [, q] = parsePathData('M0 0Q30 30 60 0');
    expect(q).toEqual(['C', 20, 20, 40, 20, 60, 0]);
    const ops = parsePathData('M0 0C0 10 10 10 10 0S20 -10 20 0');
    expect(ops[2].slice(1, 3)).toEqual([10, -10]);
  });
  it('turns arcs into curves that end where the arc ends, with fused flags', () => {
    const ops = parsePathData('M0 0a10 10 0 0110 10');
    const last = ops[ops.length - 1];
    expect(last[0]).toBe('C');
    expect(last.slice(5)).toEqual([10, 10]);
    // A half circle of radius 10 passes (10, −10) from (0, 0) to (20, 0) with sweep 1.
    const half = parsePathData('M0 0A10 10 0 0 1 20 0');
    expect(half).toHaveLength(3);
    expect((half[1] as number[])[5]).toBeCloseTo(10, 6);
    expect((half[1] as number[])[6]).toBeCloseTo(-10, 6);
  });
  it('rejects what is not path data', () => {
    expect(() => parsePathData('M0 0 X 5')).toThrow(/unexpected/);
  });
});
