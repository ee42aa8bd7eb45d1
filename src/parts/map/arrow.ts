import type { Point } from '../../geometry/point.js';
import { polygonPath } from '../../print/scene.js';

/** A filled arrow from `from` to `to` (the tip), with a shaft `width` wide and a head three times that. */
export function arrowPath(from: Point, to: Point, width: number): string {
  const dx = to[0] - from[0];
  const dy = to[1] - from[1];
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len;
  const px = -uy,
    py = ux;
  const head = Math.min(len * 0.6, width * 3.2);
  const hw = width * 1.6;
  const sw = width / 2;
  const bx = to[0] - ux * head,
    by = to[1] - uy * head;
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
