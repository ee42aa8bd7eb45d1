import { boundsOf, type Point } from '../point.js';
import { distanceToSegmentXY, pointInside } from './edge-grid.js';

export function polygonArea(poly: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) a += poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
  return a / 2;
}

export function pointInPolygon(p: Point, poly: readonly Point[]): boolean {
  return pointInPolygonXY(p[0], p[1], poly);
}

/** pointInPolygon for a point given as two numbers, for callers that test many points and build none. */
export function pointInPolygonXY(x: number, y: number, poly: readonly Point[]): boolean {
  return pointInside(x, y, poly);
}

/**
 * A point to write an area's name at: the area centroid, or, for a shape so concave that its centroid
 * falls outside, the inside point farthest from the border found on a coarse scan.
 */
export function labelPoint(poly: readonly Point[]): Point {
  const a = polygonArea(poly);
  let cx = 0,
    cy = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const f = poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
    cx += (poly[j][0] + poly[i][0]) * f;
    cy += (poly[j][1] + poly[i][1]) * f;
  }
  const c: Point = a ? [cx / (6 * a), cy / (6 * a)] : poly[0];
  if (pointInPolygon(c, poly)) return c;
  let best: Point = poly[0];
  let bestD = -1;
  const b = boundsOf(poly);
  for (let i = 1; i < 20; i++)
    for (let j = 1; j < 20; j++) {
      const p: Point = [b.x + (b.width * i) / 20, b.y + (b.height * j) / 20];
      if (!pointInPolygon(p, poly)) continue;
      const d = distanceToBorder(p, poly);
      if (d > bestD) (bestD = d), (best = p);
    }
  return best;
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  return distanceToSegmentXY(p[0], p[1], a[0], a[1], b[0], b[1]);
}

export function distanceToBorder(p: Point, poly: readonly Point[]): number {
  let d = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    d = Math.min(d, distanceToSegment(p, poly[j], poly[i]));
  return d;
}

/**
 * The inside point farthest from the border (to within a hundredth of the shape's size): where a name or a
 * town sits clearest of the area's edges. A coarse scan, then finer scans around the best point so far.
 */
export function innermostPoint(poly: readonly Point[]): Point {
  const b = boundsOf(poly);
  let best = labelPoint(poly);
  let bestD = pointInPolygon(best, poly) ? distanceToBorder(best, poly) : -1;
  let span = Math.max(b.width, b.height);
  let [cx, cy] = [b.x + b.width / 2, b.y + b.height / 2];
  for (let pass = 0; pass < 6; pass++) {
    for (let i = -8; i <= 8; i++)
      for (let j = -8; j <= 8; j++) {
        const p: Point = [cx + (i * span) / 16, cy + (j * span) / 16];
        if (!pointInPolygon(p, poly)) continue;
        const d = distanceToBorder(p, poly);
        if (d > bestD) (bestD = d), (best = p);
      }
    [cx, cy] = best;
    span /= 4;
  }
  return best;
}
