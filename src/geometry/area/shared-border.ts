import type { Point } from '../point.js';

/**
 * The stretches of border two area shapes have in common, as segments. Edges count as shared when they
 * lie on one line (within `tolerance`) and overlap; hand-drawn polygons need not share vertices exactly.
 */
export function sharedBorder(a: readonly Point[], b: readonly Point[], tolerance = 0.5): [Point, Point][] {
  const out: [Point, Point][] = [];
  for (let i = 0; i < a.length; i++) {
    const p = a[i];
    const q = a[(i + 1) % a.length];
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy);
    if (len < tolerance) continue;
    const ux = dx / len;
    const uy = dy / len;
    for (let j = 0; j < b.length; j++) {
      const r = b[j];
      const s = b[(j + 1) % b.length];
      // Both ends of b's edge must lie on a's edge line.
      const off = (pt: Point) => Math.abs((pt[0] - p[0]) * uy - (pt[1] - p[1]) * ux);
      if (off(r) > tolerance || off(s) > tolerance) continue;
      const along = (pt: Point) => (pt[0] - p[0]) * ux + (pt[1] - p[1]) * uy;
      const t0 = Math.max(0, Math.min(along(r), along(s)));
      const t1 = Math.min(len, Math.max(along(r), along(s)));
      if (t1 - t0 > tolerance)
        out.push([
          [p[0] + ux * t0, p[1] + uy * t0],
          [p[0] + ux * t1, p[1] + uy * t1],
        ]);
    }
  }
  return out;
}
