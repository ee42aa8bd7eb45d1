import type { Point } from '../../../geometry/point.js';

/** Equal for the same edge drawn from either end, to a tenth of a pt. */
export function segmentKey(s: readonly [Point, Point]): string {
  return s
    .map((p) => `${Math.round(p[0] * 10)},${Math.round(p[1] * 10)}`)
    .sort()
    .join('|');
}

/**
 * The outer border of a set of cells: every cell edge that no other cell of the set shares. Works for hexes
 * and squares alike because neighbouring cells are drawn with identical corner points.
 */
export function cellSetOutline(outlines: readonly Point[][]): [Point, Point][] {
  const count = new Map<string, { n: number; seg: [Point, Point] }>();
  for (const o of outlines)
    for (let i = 0; i < o.length; i++) {
      const a = o[i];
      const b = o[(i + 1) % o.length];
      const k = segmentKey([a, b]);
      const e = count.get(k);
      if (e) e.n++;
      else count.set(k, { n: 1, seg: [a, b] });
    }
  return [...count.values()].filter((e) => e.n === 1).map((e) => e.seg);
}

/** A polygon shrunk towards its centre, so a cell highlight sits inside the grid line rather than on it. */
export function inset(outline: readonly Point[], centre: Point, by: number): Point[] {
  return outline.map(([x, y]) => {
    const dx = x - centre[0],
      dy = y - centre[1];
    const len = Math.hypot(dx, dy) || 1;
    return [x - (dx / len) * by, y - (dy / len) * by] as Point;
  });
}
