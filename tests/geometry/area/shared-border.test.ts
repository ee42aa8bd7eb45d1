import { describe, it, expect } from 'vitest';
import { sharedBorder, sharesBorder } from '../../../src/geometry/area/shared-border.js';
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
  // A road, trail or neighbour link whose areas share no border is drawn and reported as crossing another area (the
  // drawn map's connection check); the map asks sharesBorder rather than listing every stretch.
  it('says two shapes share a border exactly when it finds a stretch of one', () => {
    const shapes = [sq(0, 0, 10), sq(10, 5, 10), sq(10, 10, 10), sq(30, 0, 10), sq(0, 10, 10), sq(10.3, 0, 4)];
    for (const a of shapes)
      for (const b of shapes) expect(sharesBorder(a, b), JSON.stringify([a, b])).toBe(sharedBorder(a, b).length > 0);
    expect(sharesBorder(sq(0, 0, 10), sq(10, 5, 10))).toBe(true);
    expect(sharesBorder(sq(0, 0, 10), sq(10, 10, 10))).toBe(false);
  });
});
