import { describe, it, expect } from 'vitest';
import { sharedBorder } from '../../../src/geometry/area/shared-border.js';
import type { Point } from '../../../src/geometry/point.js';

const sq = (x: number, y: number, s: number): Point[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

describe('sharedBorder', () => {
  it('finds the part of an edge two shapes have in common, even where their corners differ', () => {
    const segs = sharedBorder(sq(0, 0, 10), sq(10, 5, 10));
    expect(segs).toHaveLength(1);
    const ys = segs[0].map((p) => p[1]).sort((a, b) => a - b);
    expect(segs[0].every((p) => Math.abs(p[0] - 10) < 1e-9)).toBe(true);
    expect(ys).toEqual([5, 10]);
  });
  it('finds nothing for shapes that only meet at a corner or not at all', () => {
    expect(sharedBorder(sq(0, 0, 10), sq(10, 10, 10))).toEqual([]);
    expect(sharedBorder(sq(0, 0, 10), sq(30, 0, 10))).toEqual([]);
  });
});
