import { describe, it, expect } from 'vitest';
import type { Point } from '../../../../src/geometry/point.js';
import { pointInPolygon } from '../../../../src/geometry/area/polygon.js';
import { supplyExit } from '../../../../src/parts/map/area/draw-supply-roads.js';

const frame = { x: 0, y: 0, width: 100, height: 100 };
// A strip on the west edge, and an area beside it that reaches the frame only on the south edge.
const west: Point[] = [
  [0, 0],
  [15, 0],
  [15, 100],
  [0, 100],
];
const area: Point[] = [
  [15, 40],
  [60, 40],
  [60, 100],
  [15, 100],
];

describe('supply roads', () => {
  it('leave the map through the area’s own border, never across the neighbour nearer the frame', () => {
    const centre: Point = [20, 45];
    const exit = supplyExit(centre, area, frame);
    expect(exit[1]).toBeCloseTo(100);
    expect(exit[0]).toBeGreaterThan(15);
    for (let t = 0.01; t < 1; t += 0.01) {
      const p: Point = [centre[0] + (exit[0] - centre[0]) * t, centre[1] + (exit[1] - centre[1]) * t];
      expect(pointInPolygon(p, west)).toBe(false);
    }
  });

  it('take the nearest frame side when the area lies on it', () => {
    const exit = supplyExit([7, 50], west, frame);
    expect(exit[0]).toBeCloseTo(0);
  });
});
