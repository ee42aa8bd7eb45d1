import type { Point } from '../point.js';

/**
 * A corner narrower than this, degrees, has the borders that leave it drawn straight out of it: the pen's bend
 * would otherwise narrow it by up to 19° more, into a point no stack stands in.
 */
export const TAPER_BELOW_DEG = 60;
/** How far from such a corner a border's bend is eased in, in the polygons' unit (mm for map data). */
export const TAPER_LENGTH = 20;

const id = (p: Point) => `${Math.round(p[0] * 10)}:${Math.round(p[1] * 10)}`;

function signedArea(poly: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    a += poly[j]![0] * poly[i]![1] - poly[i]![0] * poly[j]![1];
  return a;
}

/** The ids of every corner, of any of the areas, whose angle inside its area is under TAPER_BELOW_DEG. */
export function narrowCorners(polygons: readonly (readonly Point[])[], belowDeg = TAPER_BELOW_DEG): Set<string> {
  const out = new Set<string>();
  for (const poly of polygons) {
    const turn = Math.sign(signedArea(poly)) || 1;
    poly.forEach((b, i) => {
      const a = poly[(i + poly.length - 1) % poly.length]!;
      const c = poly[(i + 1) % poly.length]!;
      const u = Math.atan2(a[1] - b[1], a[0] - b[0]);
      const v = Math.atan2(c[1] - b[1], c[0] - b[0]);
      const deg = ((((turn * (u - v) * 180) / Math.PI) % 360) + 360) % 360;
      if (deg < belowDeg) out.add(id(b));
    });
  }
  return out;
}

/**
 * A drawn border (its corners p and q first and last) with its bend eased out towards each end that is a narrow
 * corner: a point's way off the straight line is scaled by (d / length)³, d its distance from that corner along
 * the line, so the border leaves the corner along its straight line and the corner keeps its angle as drawn.
 */
export function taperedBorder(line: readonly Point[], narrow: ReadonlySet<string>, length = TAPER_LENGTH): Point[] {
  const p = line[0]!;
  const q = line[line.length - 1]!;
  const [atP, atQ] = [narrow.has(id(p)), narrow.has(id(q))];
  if (!atP && !atQ) return [...line];
  const [dx, dy] = [q[0] - p[0], q[1] - p[1]];
  const len = Math.hypot(dx, dy);
  if (!len) return [...line];
  const [ux, uy] = [dx / len, dy / len];
  return line.map((x, k) => {
    if (k === 0 || k === line.length - 1) return x;
    const s = (x[0] - p[0]) * ux + (x[1] - p[1]) * uy;
    const ease = (d: number) => Math.min(1, Math.max(0, d) / length) ** 3;
    const w = Math.min(atP ? ease(s) : 1, atQ ? ease(len - s) : 1);
    if (w >= 1) return x;
    const on: Point = [p[0] + ux * s, p[1] + uy * s];
    return [on[0] + (x[0] - on[0]) * w, on[1] + (x[1] - on[1]) * w];
  });
}
