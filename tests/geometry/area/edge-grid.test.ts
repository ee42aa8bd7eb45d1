import { describe, expect, it } from 'vitest';
import type { Point } from '../../../src/geometry/point.js';
import { lineStaysInside, nearBorder, pointInside } from '../../../src/geometry/area/edge-grid.js';
import { distanceToBorder } from '../../../src/geometry/area/polygon.js';
import { drawnBorder } from '../../../src/geometry/area/drawn-borders.js';

// The edge grid must give exactly the answers of testing every edge: Death of a Division's map is byte-identical
// with and without it. Each answer here is held against the plain loop over all edges, on bent shapes like the
// area maps draw (hundreds of corners), asked often enough that the grid is built.

/** A star-like shape with every side bent like ground: 5 to 9 points, each side a drawn border. */
function bentShape(seed: number): Point[] {
  const n = 5 + (seed % 5);
  const corners: Point[] = Array.from({ length: n }, (_, k) => {
    const a = (2 * Math.PI * k) / n;
    const r = 120 + ((seed * 37 + k * 53) % 90);
    return [400 + r * Math.cos(a), 300 + r * Math.sin(a)];
  });
  return corners.flatMap((p, k) => [p, ...drawnBorder(p, corners[(k + 1) % n]!, 1.5, seed)]);
}

/** The answers of the plain loops, written out here as the rule itself. */
function insideAll(x: number, y: number, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i]!;
    const [xj, yj] = poly[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
function staysAll(a: Point, b: Point, poly: readonly Point[]): boolean {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const end = 1 - 0.5 / (Math.hypot(dx, dy) || 1);
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [p, q] = [poly[j]!, poly[i]!];
    const [ex, ey] = [q[0] - p[0], q[1] - p[1]];
    const d = dx * ey - dy * ex;
    if (!d) continue;
    const t = ((p[0] - a[0]) * ey - (p[1] - a[1]) * ex) / d;
    const u = ((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / d;
    if (t >= 0 && t < end && u >= 0 && u <= 1) return false;
  }
  return insideAll(a[0], a[1], poly);
}

/** A repeatable stream of numbers in [0, 1). */
function numbers(seed: number): () => number {
  let h = seed >>> 0 || 1;
  return () => {
    h ^= h << 13;
    h ^= h >>> 17;
    h ^= h << 5;
    return (h >>> 0) / 2 ** 32;
  };
}

describe('edge grid: the same answers as every edge', () => {
  for (const seed of [1, 2, 3, 7]) {
    it(`bent shape ${seed}: inside, sight lines and nearness to the border`, () => {
      const poly = bentShape(seed);
      expect(poly.length).toBeGreaterThan(100);
      const rnd = numbers(seed * 7919);
      const pick = (): Point => [150 + rnd() * 500, 50 + rnd() * 500];
      let insides = 0;
      let blocked = 0;
      let near = 0;
      for (let k = 0; k < 3000; k++) {
        const p = pick();
        const inside = insideAll(p[0], p[1], poly);
        expect(pointInside(p[0], p[1], poly), `inside ${p}`).toBe(inside);
        if (inside) insides++;
        const r = 2 + rnd() * 20;
        const isNear = distanceToBorder(p, poly) < r;
        expect(nearBorder(p, poly, r), `near ${p} ${r}`).toBe(isNear);
        if (isNear) near++;
        // Lines to corners and to points along the border, as the road router draws them, and to anywhere.
        const b = k % 3 === 0 ? poly[k % poly.length]! : k % 3 === 1 ? pick() : poly[(k * 7) % poly.length]!;
        const stays = staysAll(p, b, poly);
        expect(lineStaysInside(p, b, poly), `line ${p} → ${b}`).toBe(stays);
        if (inside && !stays) blocked++;
      }
      // The cases are mixed: inside and out, lines blocked and clear, points near the border and far.
      expect(insides).toBeGreaterThan(300);
      expect(blocked).toBeGreaterThan(50);
      expect(near).toBeGreaterThan(100);
    });
  }

  it('a town tested against many border points keeps its answer when it moves', () => {
    const poly = bentShape(4);
    const town: [number, number] = [400, 300];
    for (let k = 0; k < 40; k++) lineStaysInside(town, poly[k]!, poly);
    // The same point object moved outside: the cached "inside" answer must not be reused.
    town[0] = 5;
    expect(lineStaysInside(town, [6, 300], poly)).toBe(staysAll(town, [6, 300], poly));
    expect(lineStaysInside(town, [6, 300], poly)).toBe(false);
  });
});
