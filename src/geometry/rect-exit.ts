import type { Point, Rect } from './point.js';

/**
 * Where the segment from `from` to `to` crosses the border of `r`: the first crossing along the way.
 * Used to start a connecting line at a box's edge rather than its centre. Undefined if it never crosses.
 */
export function rectCrossing(from: Point, to: Point, r: Rect): Point | undefined {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  let best: number | undefined;
  const consider = (t: number) => {
    if (t < 0 || t > 1) return;
    const x = from[0] + t * dx;
    const y = from[1] + t * dy;
    if (x < r.x - 1e-6 || x > r.x + r.width + 1e-6 || y < r.y - 1e-6 || y > r.y + r.height + 1e-6) return;
    if (best === undefined || t < best) best = t;
  };
  if (dx) {
    consider((r.x - from[0]) / dx);
    consider((r.x + r.width - from[0]) / dx);
  }
  if (dy) {
    consider((r.y - from[1]) / dy);
    consider((r.y + r.height - from[1]) / dy);
  }
  return best === undefined ? undefined : [from[0] + best * dx, from[1] + best * dy];
}

/** The side of the frame nearest a point inside it, as the point on it and the direction out of the frame. */
export function nearestFrameSide(p: Point, frame: Rect): { at: Point; out: Point } {
  const sides: [number, Point, Point][] = [
    [p[0] - frame.x, [frame.x, p[1]], [-1, 0]],
    [frame.x + frame.width - p[0], [frame.x + frame.width, p[1]], [1, 0]],
    [p[1] - frame.y, [p[0], frame.y], [0, -1]],
    [frame.y + frame.height - p[1], [p[0], frame.y + frame.height], [0, 1]],
  ];
  const [, at, out] = sides.sort((a, b) => a[0] - b[0])[0];
  return { at, out };
}
