import type { Cell } from '../types.js';
import type { Point } from '../point.js';
import { hexesAdjacent } from './hex-neighbours.js';
import type { HexLayout } from './hex-layout.js';

/**
 * The edge two neighbouring hexes share, as a segment between two corners; undefined when the hexes do
 * not touch. The shared corners are the two of `a` nearest the midpoint of the two centres.
 */
export function sharedHexside(a: Cell, b: Cell, layout: HexLayout): [Point, Point] | undefined {
  if (!hexesAdjacent(a, b, layout.shape)) return undefined;
  const [ax, ay] = layout.centre(a);
  const [bx, by] = layout.centre(b);
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const byDistance = layout
    .corners(a)
    .map((p) => ({ p, d: Math.hypot(p[0] - mx, p[1] - my) }))
    .sort((x, y) => x.d - y.d);
  return [byDistance[0].p, byDistance[1].p];
}
