import type { Point } from '../point.js';

/**
 * Sutherland–Hodgman: the part of `subject` inside the convex polygon `clip` (both as point rings, either
 * winding). Voronoi cells are convex, so clipping one to a disc-like polygon keeps it convex.
 */
export function clipToConvex(subject: readonly Point[], clip: readonly Point[]): Point[] {
  // Orientation of the clip ring decides which side of each edge is inside.
  let area = 0;
  for (let i = 0; i < clip.length; i++) {
    const a = clip[i],
      b = clip[(i + 1) % clip.length];
    area += a[0] * b[1] - b[0] * a[1];
  }
  const sign = area >= 0 ? 1 : -1;
  const inside = (p: Point, a: Point, b: Point) =>
    sign * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) >= 0;
  const cross = (p: Point, q: Point, a: Point, b: Point): Point => {
    const d = (p[0] - q[0]) * (a[1] - b[1]) - (p[1] - q[1]) * (a[0] - b[0]);
    const t = ((p[0] - a[0]) * (a[1] - b[1]) - (p[1] - a[1]) * (a[0] - b[0])) / d;
    return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
  };
  let out: Point[] = [...subject];
  for (let i = 0; i < clip.length && out.length; i++) {
    const a = clip[i],
      b = clip[(i + 1) % clip.length];
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j],
        q = input[(j + 1) % input.length];
      const pin = inside(p, a, b),
        qin = inside(q, a, b);
      if (pin) out.push(p);
      if (pin !== qin) out.push(cross(p, q, a, b));
    }
  }
  return out;
}

/** A regular polygon standing for a disc: convex, so it can clip. */
export function discPolygon(centre: Point, radius: number, sides = 28): Point[] {
  return Array.from({ length: sides }, (_, k) => {
    const a = (2 * Math.PI * k) / sides;
    return [centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a)] as Point;
  });
}
