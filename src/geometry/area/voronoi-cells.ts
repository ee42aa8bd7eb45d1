import { Delaunay } from 'd3-delaunay';
import { rectCorners, type Point, type Rect } from '../point.js';

/**
 * One cell per site: the part of `bounds` nearer that site than any other. Neighbouring cells share
 * their border vertices exactly (both come from the same circumcentres), which the river drawing relies on.
 */
export function voronoiCells(sites: readonly Point[], bounds: Rect): Point[][] {
  if (sites.length === 1) return [rectCorners(bounds)];
  const voronoi = Delaunay.from(sites.map((p) => [p[0], p[1]] as [number, number])).voronoi([
    bounds.x,
    bounds.y,
    bounds.x + bounds.width,
    bounds.y + bounds.height,
  ]);
  return sites.map((_, i) => {
    const ring = voronoi.cellPolygon(i) as unknown as [number, number][] | null;
    if (!ring) return [];
    // d3 closes the ring by repeating the first point.
    return ring.slice(0, -1).map(([x, y]) => [x, y] as Point);
  });
}
