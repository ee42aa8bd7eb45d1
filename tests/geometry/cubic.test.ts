import { describe, it, expect } from 'vitest';
import { cubicAt, flattenCubics, flattenCubicsWithin } from '../../src/geometry/cubic.js';
import type { Point } from '../../src/geometry/point.js';

/** The distance from a point to the nearest piece of a polyline. */
function offLine(p: Point, line: readonly Point[]): number {
  let d = Infinity;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / (dx * dx + dy * dy || 1)));
    d = Math.min(d, Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy));
  }
  return d;
}

// Issue 24: a road is drawn as a curve and every check on what is drawn (its areas, the names and arrows clear of
// it) measures that curve made a line. The line must lie on the drawn curve, and be short enough to measure.
describe('a road curve made a line', () => {
  // Two pieces as road-corridor.ts lays them: town, crossing, town, bent where it crosses.
  const chain: Point[] = [
    [0, 0],
    [120, 10],
    [200, 80],
    [300, 90],
    [420, 100],
    [480, 220],
    [600, 260],
  ];
  const onCurve: Point[] = [];
  for (let k = 0; k <= 400; k++) {
    const [i, t] = k < 200 ? [0, k / 200] : [3, (k - 200) / 200];
    onCurve.push(cubicAt(chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!, t));
  }

  it('strays no farther than its tolerance from the curve, ends and crossing kept exactly', () => {
    for (const tol of [1, 0.1]) {
      const line = flattenCubicsWithin(chain, tol);
      const worst = Math.max(...onCurve.map((p) => offLine(p, line)));
      expect(worst).toBeLessThanOrEqual(tol);
      expect(line[0]).toEqual(chain[0]);
      expect(line).toContainEqual(chain[3]);
      expect(line[line.length - 1]).toEqual(chain[6]);
    }
  });

  it('takes a few dozen points where the 2 pt steps take hundreds', () => {
    const fine = flattenCubics(chain, 2).length;
    const within = flattenCubicsWithin(chain, 0.1).length;
    expect(fine).toBeGreaterThan(300);
    expect(within).toBeLessThan(fine / 5);
  });

  it('draws a straight piece as one line', () => {
    expect(
      flattenCubicsWithin(
        [
          [0, 0],
          [10, 10],
          [20, 20],
          [30, 30],
        ],
        0.1,
      ),
    ).toEqual([
      [0, 0],
      [30, 30],
    ]);
  });
});
