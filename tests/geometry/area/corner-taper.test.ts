import { describe, it, expect } from 'vitest';
import { narrowCorners, taperedBorder, TAPER_LENGTH } from '../../../src/geometry/area/corner-taper.js';
import { drawnShapes } from '../../../src/geometry/area/drawn-borders.js';
import type { Point } from '../../../src/geometry/point.js';

/** The angle at b between a and c, degrees, 0-180. */
function angle(a: Point, b: Point, c: Point): number {
  const d = Math.abs(Math.atan2(a[1] - b[1], a[0] - b[0]) - Math.atan2(c[1] - b[1], c[0] - b[0]));
  return ((d > Math.PI ? 2 * Math.PI - d : d) * 180) / Math.PI;
}

describe('borders leaving a narrow corner (issue 24)', () => {
  it('names the corners under the angle, in any area, and no others', () => {
    // A 30° wedge beside a square: the wedge's tip is narrow, the square's corners are not.
    const tip: Point = [0, 0];
    const wedge: Point[] = [tip, [100, 0], [100 * Math.cos(Math.PI / 6), 100 * Math.sin(Math.PI / 6)]];
    const square: Point[] = [
      [200, 0],
      [250, 0],
      [250, 50],
      [200, 50],
    ];
    expect([...narrowCorners([wedge, square])]).toEqual(['0:0']);
    expect(narrowCorners([wedge, square], 25).size).toBe(0);
  });

  it('eases the bend out towards a narrow corner and keeps it at the other end', () => {
    const line: Point[] = [
      [0, 0],
      [5, 3],
      [10, 4],
      [50, 6],
      [95, 3],
      [100, 0],
    ];
    const out = taperedBorder(line, new Set(['0:0']));
    expect(out[0]).toEqual([0, 0]);
    expect(out[out.length - 1]).toEqual([100, 0]);
    // (5/20)³ of the way off at 5 from the corner, (10/20)³ at 10, all of it beyond TAPER_LENGTH and at the far end.
    expect(out[1]![1]).toBeCloseTo(3 * (5 / TAPER_LENGTH) ** 3, 9);
    expect(out[2]![1]).toBeCloseTo(4 * (10 / TAPER_LENGTH) ** 3, 9);
    expect(out.slice(3)).toEqual(line.slice(3));
    // With no narrow corner at either end, the border is as drawn.
    expect(taperedBorder(line, new Set())).toEqual(line);
  });

  it('draws a 26° corner between bent borders no narrower than 24°, seen 3 mm along them', () => {
    // Two areas meeting at 26° at the foot of the frame, then the area above both.
    const tip: Point = [60, 100];
    const rad = (26 * Math.PI) / 180;
    const far: Point = [60 + 90 * Math.cos(-Math.PI / 2 + rad), 100 + 90 * Math.sin(-Math.PI / 2 + rad)];
    const frame = { x: 0, y: 0, width: 200, height: 100 };
    const a: Point[] = [[0, 0], [60, 0], [60, 10], tip, [0, 100]];
    const wedge: Point[] = [tip, [60, 10], far];
    const b: Point[] = [[60, 0], [200, 0], [200, 100], tip, far, [60, 10]];
    const [, drawn] = drawnShapes([a, wedge, b], frame);
    const at = drawn!.findIndex((p) => p[0] === tip[0] && p[1] === tip[1]);
    const n = drawn!.length;
    const along = (dir: 1 | -1): Point => {
      // The point 3 along the outline from the tip.
      let [j, left] = [at, 3];
      for (;;) {
        const k = (j + dir + n) % n;
        const [p, q] = [drawn![j]!, drawn![k]!];
        const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
        if (len >= left) return [p[0] + ((q[0] - p[0]) * left) / len, p[1] + ((q[1] - p[1]) * left) / len];
        left -= len;
        j = k;
      }
    };
    expect(angle(along(-1), tip, along(1))).toBeGreaterThan(24);
  });
});
