import { distance, type Point } from './point.js';

/**
 * A chain of cubic Bézier pieces as its control points: the start, then three points a piece (two controls and the
 * piece's end), 3n + 1 in all. A straight line is a piece whose controls lie on it.
 */
export type CubicChain = readonly Point[];

/** The point at `t` (0 to 1) of the piece from p0 to p3 with controls p1 and p2. */
export function cubicAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const s = 1 - t;
  const a = s * s * s;
  const b = 3 * s * s * t;
  const c = 3 * s * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

/**
 * The chain as a polyline no farther than about `step` between points: each piece cut into as many equal steps of
 * its parameter as its control polygon (never shorter than the curve) is long over `step`.
 */
export function flattenCubics(chain: CubicChain, step: number): Point[] {
  const out: Point[] = chain.length ? [chain[0]!] : [];
  for (let i = 0; i + 3 < chain.length; i += 3) {
    const [p0, p1, p2, p3] = [chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!];
    const n = Math.max(1, Math.ceil((distance(p0, p1) + distance(p1, p2) + distance(p2, p3)) / step));
    for (let k = 1; k <= n; k++) out.push(k === n ? p3 : cubicAt(p0, p1, p2, p3, k / n));
  }
  return out;
}

/**
 * The chain as a polyline that strays no farther than `tolerance` from it, with as few points as that takes: each
 * piece cut into n equal steps of its parameter, n from Wang's bound (n² ≥ 3/4 · the largest second difference of its
 * control points / tolerance). A gentle road of a few hundred points is a dozen a piece: every check that walks the
 * drawn line's pieces (a name clear of it, an arrow beside it) asks about a dozen, not hundreds.
 */
export function flattenCubicsWithin(chain: CubicChain, tolerance: number): Point[] {
  const out: Point[] = chain.length ? [chain[0]!] : [];
  for (let i = 0; i + 3 < chain.length; i += 3) {
    const [p0, p1, p2, p3] = [chain[i]!, chain[i + 1]!, chain[i + 2]!, chain[i + 3]!];
    const dd = Math.max(
      Math.hypot(p0[0] - 2 * p1[0] + p2[0], p0[1] - 2 * p1[1] + p2[1]),
      Math.hypot(p1[0] - 2 * p2[0] + p3[0], p1[1] - 2 * p2[1] + p3[1]),
    );
    const n = Math.max(1, Math.ceil(Math.sqrt((0.75 * dd) / tolerance)));
    for (let k = 1; k <= n; k++) out.push(k === n ? p3 : cubicAt(p0, p1, p2, p3, k / n));
  }
  return out;
}

/** A polyline as a chain of straight pieces (controls at a third and two thirds of each line). */
export function straightChain(points: readonly Point[]): Point[] {
  const out: Point[] = points.length ? [points[0]!] : [];
  for (let i = 1; i < points.length; i++) {
    const [p, q] = [points[i - 1]!, points[i]!];
    out.push(
      [p[0] + (q[0] - p[0]) / 3, p[1] + (q[1] - p[1]) / 3],
      [p[0] + (2 * (q[0] - p[0])) / 3, p[1] + (2 * (q[1] - p[1])) / 3],
      q,
    );
  }
  return out;
}

/**
 * A smooth chain through the points (Catmull-Rom: the way through each inner point parallel to the line between
 * its neighbours), `tension` of the usual sixth of that line long (0 draws the polyline itself).
 */
export function smoothChain(points: readonly Point[], tension: number): Point[] {
  const out: Point[] = points.length ? [points[0]!] : [];
  const k = tension / 6;
  for (let i = 1; i < points.length; i++) {
    const p0 = points[Math.max(0, i - 2)]!;
    const [p1, p2] = [points[i - 1]!, points[i]!];
    const p3 = points[Math.min(points.length - 1, i + 1)]!;
    out.push(
      [p1[0] + k * (p2[0] - p0[0]), p1[1] + k * (p2[1] - p0[1])],
      [p2[0] - k * (p3[0] - p1[0]), p2[1] - k * (p3[1] - p1[1])],
      p2,
    );
  }
  return out;
}

/**
 * A polyline with its corners rounded: each inner corner cut `radius` (or, where a line is short, up to half of it;
 * the last line keeps `keepLast` straight) back along both its lines and joined by a quarter-circle-like curve. The
 * curve lies inside the corner's triangle: unlike smoothChain, it never swings out past the polyline, so a line kept
 * clear of things on a corner's outer side stays so.
 */
export function roundedChain(points: readonly Point[], radius: number, keepLast = 0): Point[] {
  if (points.length < 3) return straightChain(points);
  const k = 0.55;
  const lerp = (a: Point, b: Point, t: number): Point => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  const len = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  const out: Point[] = [points[0]!];
  const line = (q: Point) => {
    const p = out[out.length - 1]!;
    out.push(lerp(p, q, 1 / 3), lerp(p, q, 2 / 3), q);
  };
  for (let i = 1; i < points.length - 1; i++) {
    const [a, b, c] = [points[i - 1]!, points[i]!, points[i + 1]!];
    const [ab, bc] = [len(a, b), len(b, c)];
    const last = i === points.length - 2;
    const r = Math.min(radius, ab / 2, last ? Math.max(0, bc - keepLast) : bc / 2);
    if (!(r > 0) || !ab || !bc) {
      line(b);
      continue;
    }
    const [p, q] = [lerp(b, a, r / ab), lerp(b, c, r / bc)];
    line(p);
    out.push(lerp(p, b, k), lerp(q, b, k), q);
  }
  line(points[points.length - 1]!);
  return out;
}
