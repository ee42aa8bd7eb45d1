import type { Point } from './point.js';

/** A polyline's bounds. */
export interface LineBounds {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

const kept = new WeakMap<readonly Point[], LineBounds>();

/**
 * A polyline's bounds, worked out once a line: a map's roads are each tested against hundreds of arrows and name
 * boxes, most of them far off, and a test that starts from the bounds skips those without a walk along the points.
 * The line must not change after it is first asked about (a drawn route does not).
 */
export function lineBounds(l: readonly Point[]): LineBounds {
  let b = kept.get(l);
  if (!b) {
    b = { x0: Infinity, x1: -Infinity, y0: Infinity, y1: -Infinity };
    for (const [x, y] of l) {
      if (x < b.x0) b.x0 = x;
      if (x > b.x1) b.x1 = x;
      if (y < b.y0) b.y0 = y;
      if (y > b.y1) b.y1 = y;
    }
    kept.set(l, b);
  }
  return b;
}
