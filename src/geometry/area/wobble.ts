import type { Point } from '../point.js';
import type { PlanarMap } from './planar-map.js';

/** A repeatable number in [0, 1) for a border and a salt: the same map draws the same borders every build. */
function hash(a: number, b: number, salt: number): number {
  let h = 2166136261;
  for (const v of [a, b, salt]) h = Math.imul(h ^ v, 16777619) ^ (h >>> 13);
  return ((h >>> 0) % 100000) / 100000;
}

/**
 * The faces of a map with their inner borders drawn as a surveyor's pen would: each border between two corners
 * bends gently (two sine waves of repeatable amplitude and phase, zero at both corners), the same bend seen
 * from both sides, so neighbours still share their border exactly. Borders on the frame stay straight.
 * `step` is the spacing of the drawn points; `amplitude` the largest bend, never more than a twelfth of the
 * border's length.
 */
export function wobbledFaces(map: PlanarMap, points: readonly Point[], amplitude: number, step: number): Point[][] {
  // A border along the frame stays straight, whether its corners started on the frame or were stopped at it.
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const eps = (x1 - x0 + y1 - y0) * 1e-7;
  const side = (u: number, v: number, edge: number) => Math.abs(u - edge) <= eps && Math.abs(v - edge) <= eps;
  const onFrame = (a: number, b: number) =>
    (map.pinX[a] && map.pinX[b]) ||
    (map.pinY[a] && map.pinY[b]) ||
    [x0, x1].some((e) => side(points[a][0], points[b][0], e)) ||
    [y0, y1].some((e) => side(points[a][1], points[b][1], e));
  const bend = new Map<string, Point[]>();
  const between = (a: number, b: number): Point[] => {
    const [lo, hi] = a < b ? [a, b] : [b, a];
    const key = `${lo}:${hi}`;
    let mid = bend.get(key);
    if (!mid) {
      const p = points[lo];
      const q = points[hi];
      const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
      const n = Math.floor(len / step);
      const amp = Math.min(amplitude, len / 12);
      const [nx, ny] = len ? [-(q[1] - p[1]) / len, (q[0] - p[0]) / len] : [0, 0];
      const a1 = amp * (0.5 + hash(lo, hi, 1) * 0.5) * (hash(lo, hi, 2) < 0.5 ? -1 : 1);
      const a2 = amp * 0.35 * hash(lo, hi, 3);
      const phase = hash(lo, hi, 4) * Math.PI;
      mid = [];
      for (let k = 1; k < n; k++) {
        const t = k / n;
        const off = a1 * Math.sin(Math.PI * t) + a2 * Math.sin(2 * Math.PI * t + phase) * Math.sin(Math.PI * t);
        mid.push([p[0] + t * (q[0] - p[0]) + nx * off, p[1] + t * (q[1] - p[1]) + ny * off]);
      }
      bend.set(key, mid);
    }
    return a < b ? mid : [...mid].reverse();
  };
  return map.faces.map((f) =>
    f.flatMap((a, i) => {
      const b = f[(i + 1) % f.length];
      return [points[a], ...(onFrame(a, b) ? [] : between(a, b))];
    }),
  );
}
