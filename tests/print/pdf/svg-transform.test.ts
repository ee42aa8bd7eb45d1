import { describe, it, expect } from 'vitest';
import { parseTransform, multiply } from '../../../src/print/pdf/svg-transform.js';

describe('parseTransform', () => {
  it('composes a list left to right', () => {
    expect(parseTransform('translate(10,20) scale(2)')).toEqual([2, 0, 0, 2, 10, 20]);
    expect(parseTransform('scale(2) translate(10,20)')).toEqual([2, 0, 0, 2, 20, 40]);
  });
  it('rotates about a point', () => {
    const m = parseTransform('rotate(180 50 50)');
    const apply = (x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
    const [x, y] = apply(0, 0);
    expect(x).toBeCloseTo(100, 9);
    expect(y).toBeCloseTo(100, 9);
  });
  it('multiplies matrices', () => {
    expect(multiply([1, 0, 0, -1, 0, 792], [1, 0, 0, 1, 10, 10])).toEqual([1, 0, 0, -1, 10, 782]);
  });
  it('rejects what it cannot read', () => {
    expect(() => parseTransform('perspective(3)')).toThrow(/cannot read/);
  });
});
