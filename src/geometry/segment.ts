import type { Point, Rect } from './point.js';

/** A drawn straight line: its two ends and its stroke width, in pt. */
export interface StrokedSegment {
  a: Point;
  b: Point;
  width: number;
}

/** The least distance from a point to a segment. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2)) : 0;
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** Which side of the line p→q r lies on: 1, -1, or 0 on it. */
const side = (p: Point, q: Point, r: Point) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));

/**
 * Whether two segments cross each other. An end on the other segment, or a shared line, is not counted; with
 * `touching`, an end on the other segment's line counts (a shared line still does not).
 */
export function segmentsMeet(a: Point, b: Point, c: Point, d: Point, touching = false): boolean {
  // Four signs and nothing allocated: the map's checks call this in loops over every pair of lines.
  const c1 = side(a, b, c);
  const d1 = side(a, b, d);
  const a1 = side(c, d, a);
  const b1 = side(c, d, b);
  return touching ? c1 !== d1 && a1 !== b1 : c1 * d1 < 0 && a1 * b1 < 0;
}

/** The least distance between two segments (0 where they cross). */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsMeet(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/** The least distance between a segment and a rectangle (0 when the segment enters it). */
export function segmentRectDistance(a: Point, b: Point, r: Rect): number {
  const inside = (p: Point) => p[0] >= r.x && p[0] <= r.x + r.width && p[1] >= r.y && p[1] <= r.y + r.height;
  if (inside(a) || inside(b)) return 0;
  const c: Point[] = [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
  for (let i = 0; i < 4; i++) if (segmentsMeet(a, b, c[i], c[(i + 1) % 4])) return 0;
  let d = Math.min(pointSegmentDistance(a, c[0], c[1]), pointSegmentDistance(b, c[0], c[1]));
  for (let i = 0; i < 4; i++) {
    const p = c[i];
    const q = c[(i + 1) % 4];
    d = Math.min(d, pointSegmentDistance(a, p, q), pointSegmentDistance(b, p, q), pointSegmentDistance(p, a, b));
  }
  return d;
}

/**
 * Whether a segment comes nearer a rectangle than `reach`: segmentRectDistance(a, b, r) < reach, its bounding box's
 * gap answering no where it is `reach` or more, with room for the distance's rounding, so the answer is the same.
 */
export function segmentNearRect(a: Point, b: Point, r: Rect, reach: number): boolean {
  const far = reach + 1e-6;
  if (Math.min(a[0], b[0]) - (r.x + r.width) >= far || r.x - Math.max(a[0], b[0]) >= far) return false;
  if (Math.min(a[1], b[1]) - (r.y + r.height) >= far || r.y - Math.max(a[1], b[1]) >= far) return false;
  return segmentRectDistance(a, b, r) < reach;
}

/** Whether a stroked line prints on a rectangle, or comes within `air` pt of it. */
export function strokeTouches(s: StrokedSegment, r: Rect, air = 0): boolean {
  const reach = s.width / 2 + air;
  // The gap between the segment's bounding box and the rectangle along either axis is never more than their
  // distance, so a gap of `reach` or more answers no without the full test (most of a map's line-symbol checks).
  const [ax, ay] = s.a;
  const [bx, by] = s.b;
  if (Math.min(ax, bx) - (r.x + r.width) >= reach || r.x - Math.max(ax, bx) >= reach) return false;
  if (Math.min(ay, by) - (r.y + r.height) >= reach || r.y - Math.max(ay, by) >= reach) return false;
  return segmentRectDistance(s.a, s.b, r) < reach;
}

/** Whether a point lies inside a polygon (even-odd). */
export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i];
    const [xj, yj] = poly[j];
    if (yi > p[1] !== yj > p[1] && p[0] < ((xj - xi) * (p[1] - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
