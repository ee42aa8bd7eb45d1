import type { Point } from '../point.js';
import { edgesNear } from './edge-grid.js';

/**
 * The stretches of border two area shapes have in common, as segments. Edges count as shared when they
 * lie on one line (within `tolerance`) and overlap; hand-drawn polygons need not share vertices exactly.
 */
export function sharedBorder(a: readonly Point[], b: readonly Point[], tolerance = 0.5): [Point, Point][] {
  const out: [Point, Point][] = [];
  // b's bounds: an edge of a whose box (grown by the tolerance) misses them meets none of b's edges. Two areas share
  // a few of a's hundreds of edges, so most are passed over here without asking b's edge grid.
  let bx0 = Infinity;
  let by0 = Infinity;
  let bx1 = -Infinity;
  let by1 = -Infinity;
  for (const r of b) {
    if (r[0] < bx0) bx0 = r[0];
    if (r[0] > bx1) bx1 = r[0];
    if (r[1] < by0) by0 = r[1];
    if (r[1] > by1) by1 = r[1];
  }
  for (let i = 0; i < a.length; i++) {
    const p = a[i];
    const q = a[(i + 1) % a.length];
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy);
    if (len < tolerance) continue;
    const ux = dx / len;
    const uy = dy / len;
    // a's edge's box, grown by the tolerance: an edge of b outside it shares nothing with this one (a shared
    // stretch lies within the tolerance of a's edge). Bent borders have many short edges, so most go here.
    const [x0, x1] = [Math.min(p[0], q[0]) - tolerance, Math.max(p[0], q[0]) + tolerance];
    const [y0, y1] = [Math.min(p[1], q[1]) - tolerance, Math.max(p[1], q[1]) + tolerance];
    if (x1 < bx0 || x0 > bx1 || y1 < by0 || y0 > by1) continue;
    // Only b's edges filed near a's edge, in b's order (a bent border has hundreds of edges, nearly all far away).
    const near = edgesNear(b, x0, y0, x1, y1, 0);
    for (let n = 0; n < (near ? near.length : b.length); n++) {
      const j = near ? near[n] : n;
      const r = b[j];
      const s = b[(j + 1) % b.length];
      if ((r[0] < x0 && s[0] < x0) || (r[0] > x1 && s[0] > x1) || (r[1] < y0 && s[1] < y0) || (r[1] > y1 && s[1] > y1))
        continue;
      // Both ends of b's edge must lie on a's edge line.
      const offR = Math.abs((r[0] - p[0]) * uy - (r[1] - p[1]) * ux);
      const offS = Math.abs((s[0] - p[0]) * uy - (s[1] - p[1]) * ux);
      if (offR > tolerance || offS > tolerance) continue;
      const alongR = (r[0] - p[0]) * ux + (r[1] - p[1]) * uy;
      const alongS = (s[0] - p[0]) * ux + (s[1] - p[1]) * uy;
      const t0 = Math.max(0, Math.min(alongR, alongS));
      const t1 = Math.min(len, Math.max(alongR, alongS));
      if (t1 - t0 > tolerance)
        out.push([
          [p[0] + ux * t0, p[1] + uy * t0],
          [p[0] + ux * t1, p[1] + uy * t1],
        ]);
    }
  }
  return out;
}
