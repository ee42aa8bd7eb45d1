import { describe, it, expect } from 'vitest';
import { MIN_CORNER_DEG, openNarrowCorners } from '../../../src/geometry/area/open-corners.js';
import type { Point } from '../../../src/geometry/point.js';

function angles(poly: readonly Point[]): number[] {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    s += poly[j]![0] * poly[i]![1] - poly[i]![0] * poly[j]![1];
  return poly.map((b, i) => {
    const a = poly[(i + poly.length - 1) % poly.length]!;
    const c = poly[(i + 1) % poly.length]!;
    const d =
      ((Math.sign(s) * (Math.atan2(a[1] - b[1], a[0] - b[0]) - Math.atan2(c[1] - b[1], c[0] - b[0])) * 180) / Math.PI) %
      360;
    return (d + 360) % 360;
  });
}

describe('openNarrowCorners', () => {
  // Two areas side by side whose shared corner q sits 1 mm off the line p–r: the left area is folded into a thin
  // loop at r (its two borders leave r almost along one line), as Rodt–Hinderhausen was.
  const p: Point = [0, 50];
  const q: Point = [55, 51];
  const r: Point = [100, 50];
  const left: Point[] = [[0, 0], [100, 0], r, q, p];
  const right: Point[] = [r, [100, 100], [0, 100], p, q];

  it('opens every corner to the least angle, moving a shared corner for both areas', () => {
    const [a, b] = openNarrowCorners([left, right], (x) => x[0] === 0 || x[0] === 100);
    for (const poly of [a!, b!])
      for (const angle of angles(poly)) {
        expect(angle).toBeGreaterThanOrEqual(MIN_CORNER_DEG - 1e-6);
        expect(angle).toBeLessThanOrEqual(360 - MIN_CORNER_DEG + 1e-6);
      }
    expect(a![3]).toEqual(b![4]);
    // The frame's corners stay.
    expect(a![0]).toEqual([0, 0]);
    expect(a![4]).toEqual(p);
  });

  it('leaves a net with no narrow corner as it is', () => {
    const square: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    expect(openNarrowCorners([square])).toEqual([square]);
  });
});
