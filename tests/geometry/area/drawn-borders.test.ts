import { describe, it, expect } from 'vitest';
import { drawnShapes } from '../../../src/geometry/area/drawn-borders.js';
import { polygonArea, pointInPolygon } from '../../../src/geometry/area/polygon.js';
import type { Point } from '../../../src/geometry/point.js';

// Four areas meeting at an off-centre corner inside a 200 × 100 mm frame, and a narrow angle at (60, 0).
const frame = { x: 0, y: 0, width: 200, height: 100 };
const polys: Point[][] = [
  [
    [0, 0],
    [60, 0],
    [90, 55],
    [0, 100],
  ],
  [
    [60, 0],
    [200, 0],
    [200, 40],
    [90, 55],
  ],
  [
    [200, 40],
    [200, 100],
    [120, 100],
    [90, 55],
  ],
  [
    [90, 55],
    [120, 100],
    [0, 100],
  ],
];

describe('drawn borders', () => {
  const shapes = drawnShapes(polys, frame);
  it('bends inner borders and keeps the frame straight', () => {
    expect(shapes[0].length).toBeGreaterThan(polys[0].length + 10);
    for (const s of shapes)
      for (const [x, y] of s) expect(x >= -1e-9 && x <= 200 + 1e-9 && y >= -1e-9 && y <= 100 + 1e-9).toBe(true);
  });
  it('draws a shared border as one line from both sides: the areas tile the frame without gaps or overlaps', () => {
    const total = shapes.reduce((t, s) => t + Math.abs(polygonArea(s)), 0);
    expect(total).toBeCloseTo(200 * 100, 3);
    for (let x = 1; x < 200; x += 2)
      for (let y = 1; y < 100; y += 2) {
        const n = shapes.filter((s) => pointInPolygon([x, y], s)).length;
        expect(n, `(${x}, ${y})`).toBeLessThanOrEqual(1);
      }
  });
  it('is the same on every build', () => {
    expect(drawnShapes(polys, frame)).toEqual(shapes);
  });
});
