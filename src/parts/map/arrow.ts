import type { Point } from '../../geometry/point.js';
import { polygonPath } from '../../print/scene.js';

/**
 * A filled arrow from `from` to `to` (the tip), with a shaft `width` wide and a head three times that; with
 * `headOnly`, just the head, from its base at `from` (a shaft drawn along a curve up to it).
 */
export function arrowPath(from: Point, to: Point, width: number, headOnly = false): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len;
  const px = -uy,
    py = ux;
  const head = headOnly ? len : Math.min(len * 0.6, width * 3.2);
  const hw = width * 1.6;
  const sw = width / 2;
  const bx = to[0] - ux * head,
    by = to[1] - uy * head;
  if (headOnly) return polygonPath([[bx + px * hw, by + py * hw], to, [bx - px * hw, by - py * hw]]);
  return polygonPath([
    [from[0] + px * sw, from[1] + py * sw],
    [bx + px * sw, by + py * sw],
    [bx + px * hw, by + py * hw],
    to,
    [bx - px * hw, by - py * hw],
    [bx - px * sw, by - py * sw],
    [from[0] - px * sw, from[1] - py * sw],
  ]);
}

/**
 * The head of an arrow drawn along a route (its last point the tip), as arrowPath draws it: its base a head's length
 * back along the route, its corners either side of the base square to the way from base to tip; and the shaft, the
 * route up to the base.
 */
export function arrowHead(
  route: readonly Point[],
  width: number,
): { tip: Point; base: Point; left: Point; right: Point; shaft: Point[] } {
  const tip = route[route.length - 1]!;
  let total = 0;
  for (let i = 1; i < route.length; i++)
    total += Math.hypot(route[i]![0] - route[i - 1]![0], route[i]![1] - route[i - 1]![1]);
  const head = Math.min(total * 0.6, width * 3.2);
  // Walk back from the tip a head's length.
  let left = head;
  let base: Point = route[0]!;
  let k = route.length - 1;
  for (; k > 0; k--) {
    const [p, q] = [route[k - 1]!, route[k]!];
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
    if (len >= left) {
      base = [q[0] + ((p[0] - q[0]) * left) / (len || 1), q[1] + ((p[1] - q[1]) * left) / (len || 1)];
      break;
    }
    left -= len;
  }
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const len = Math.hypot(dx, dy) || 1;
  const [px, py] = [-dy / len, dx / len];
  const hw = width * 1.6;
  return {
    tip,
    base,
    left: [base[0] + px * hw, base[1] + py * hw],
    right: [base[0] - px * hw, base[1] - py * hw],
    shaft: [...route.slice(0, Math.max(1, k)), base],
  };
}
