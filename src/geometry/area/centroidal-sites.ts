import type { Point, Rect } from '../point.js';
import { voronoiCells } from './voronoi-cells.js';
import { polygonArea } from './polygon.js';

function centroid(poly: readonly Point[]): Point | undefined {
  const a = polygonArea(poly);
  if (!a) return undefined;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const f = poly[j][0] * poly[i][1] - poly[i][0] * poly[j][1];
    cx += (poly[j][0] + poly[i][0]) * f;
    cy += (poly[j][1] + poly[i][1]) * f;
  }
  return [cx / (6 * a), cy / (6 * a)];
}

/** Whether two Voronoi cells share a stretch of border (a common edge, not one corner). */
function touch(a: readonly Point[], b: readonly Point[], eps: number): boolean {
  const near = (p: Point, q: Point) => Math.abs(p[0] - q[0]) <= eps && Math.abs(p[1] - q[1]) <= eps;
  let common = 0;
  for (const p of a) if (b.some((q) => near(p, q))) common++;
  return common >= 2;
}

/**
 * The sites moved towards the centres of their own Voronoi cells, a step at a time (Lloyd's method): sites
 * crowded against the frame spread out, so their cells come out round instead of as long strips along it.
 * Each step moves a site `share` of the way; a linked pair a step parts is drawn together again until the two
 * share a border, so every link whose cells touched at the start still does at the end.
 */
export function centroidalSites(
  sites: readonly Point[],
  frame: Rect,
  links: readonly (readonly [number, number])[],
  steps: number,
  share = 1,
): Point[] {
  const eps = Math.max(frame.width, frame.height) * 1e-7;
  let at: Point[] = sites.map((p) => [p[0], p[1]]);
  let cells = voronoiCells(at, frame);
  const kept = links.filter(([i, j]) => touch(cells[i], cells[j], eps));
  for (let s = 0; s < steps; s++) {
    at = at.map((p, i): Point => {
      const c = centroid(cells[i]);
      return c ? [p[0] + (c[0] - p[0]) * share, p[1] + (c[1] - p[1]) * share] : p;
    });
    cells = voronoiCells(at, frame);
    // A linked pair the step parted is drawn together until it shares a border again: two sites close enough
    // always do.
    for (let mend = 0; mend < 60; mend++) {
      const parted = kept.filter(([i, j]) => !touch(cells[i], cells[j], eps));
      if (!parted.length) break;
      for (const [i, j] of parted) {
        const [a, b] = [at[i], at[j]];
        at[i] = [a[0] + (b[0] - a[0]) * 0.08, a[1] + (b[1] - a[1]) * 0.08];
        at[j] = [b[0] + (a[0] - b[0]) * 0.08, b[1] + (a[1] - b[1]) * 0.08];
      }
      cells = voronoiCells(at, frame);
    }
  }
  return at;
}
