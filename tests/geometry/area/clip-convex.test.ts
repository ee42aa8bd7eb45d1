import { describe, it, expect } from 'vitest';
import { clipToConvex, discPolygon } from '../../../src/geometry/area/clip-convex.js';
import { polygonArea } from '../../../src/geometry/area/polygon.js';
import type { Point } from '../../../src/geometry/point.js';

describe('clipToConvex', () => {
  const square: Point[] = [
    [0, 0],
    [10, 0],
    [10, 10],
    [0, 10],
  ];
  it('keeps the part of a shape inside a convex clip, whichever way the clip winds', () => {
    const half: Point[] = [
      [5, -1],
      [20, -1],
      [20, 20],
      [5, 20],
    ];
    expect(Math.abs(polygonArea(clipToConvex(square, half)))).toBeCloseTo(50, 9);
    expect(Math.abs(polygonArea(clipToConvex(square, [...half].reverse())))).toBeCloseTo(50, 9);
  });
  it('leaves a shape inside the clip unchanged and empties one outside it', () => {
    expect(Math.abs(polygonArea(clipToConvex(square, discPolygon([5, 5], 100))))).toBeCloseTo(100, 9);
    expect(clipToConvex(square, discPolygon([50, 50], 3))).toEqual([]);
  });
});
