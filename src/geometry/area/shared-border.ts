import type { Point } from '../point.js';

/**
 * The stretches of border two area shapes have in common, as segments. Edges count as shared when they
 * lie on one line (within `tolerance`) and overlap; hand-drawn polygons need not share vertices exactly.
 */
export function sharedBorder(a: readonly Point[], b: readonly Point[], tolerance = 0.5): [Point, Point][] {
  const out: [Point, Point][] = [];
  const [ax0, ay0, ax1, ay1] = boundsOf(a, tolerance);
  const [bx0, by0, bx1, by1] = boundsOf(b, 0);
  // Only b's edges that reach a's bounds (grown by the tolerance) can share a stretch with one of a's edges, and only
  // a's edges that reach b's bounds: two neighbours share a few of their hundreds of edges. Both lists keep their
  // shape's order, so the stretches come out as a scan of every pair would find them.
  const near: number[] = [];
  for (let j = 0; j < b.length; j++) {
    const r = b[j];
    const s = b[(j + 1) % b.length];
    const off = (r[0] < ax0 && s[0] < ax0) || (r[0] > ax1 && s[0] > ax1);
    if (!off && !(r[1] < ay0 && s[1] < ay0) && !(r[1] > ay1 && s[1] > ay1)) near.push(j);
  }
  if (!near.length) return out;
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
    // stretch lies within the tolerance of a's edge).
    const x0 = Math.min(p[0], q[0]) - tolerance;
    const x1 = Math.max(p[0], q[0]) + tolerance;
    const y0 = Math.min(p[1], q[1]) - tolerance;
    const y1 = Math.max(p[1], q[1]) + tolerance;
    if (x1 < bx0 || x0 > bx1 || y1 < by0 || y0 > by1) continue;
    for (let n = 0; n < near.length; n++) {
      const j = near[n];
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

/** A polygon's bounds grown by `pad`, as [x0, y0, x1, y1]. */
function boundsOf(poly: readonly Point[], pad: number): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const r of poly) {
    if (r[0] < x0) x0 = r[0];
    if (r[0] > x1) x1 = r[0];
    if (r[1] < y0) y0 = r[1];
    if (r[1] > y1) y1 = r[1];
  }
  return [x0 - pad, y0 - pad, x1 + pad, y1 + pad];
}
