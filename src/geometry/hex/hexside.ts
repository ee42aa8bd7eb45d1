import type { Cell } from '../types.js';
import { distance, midpoint, type Point } from '../point.js';
import { hexesAdjacent } from './hex-neighbours.js';
import type { HexLayout } from './hex-layout.js';

/**
 * The edge two neighbouring hexes share, as a segment between two corners; undefined when the hexes do
 * not touch. The shared corners are the two of `a` nearest the midpoint of the two centres.
 */
export function sharedHexside(a: Cell, b: Cell, layout: HexLayout): [Point, Point] | undefined {
  if (!hexesAdjacent(a, b, layout.shape)) return undefined;
  const m = midpoint(layout.centre(a), layout.centre(b));
  const byDistance = layout
    .corners(a)
    .map((p) => ({ p, d: distance(p, m) }))
    .sort((x, y) => x.d - y.d);
  return [byDistance[0].p, byDistance[1].p];
}
