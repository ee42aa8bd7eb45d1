import { distance, midpoint, type Point, type Rect } from '../point.js';
import { sharedBorder } from './shared-border.js';
import { voronoiCells } from './voronoi-cells.js';

const TRIES = 60;

function borderLength(a: readonly Point[], b: readonly Point[]): number {
  return sharedBorder(a, b, 0.5).reduce((sum, [p, q]) => sum + distance(p, q), 0);
}

/**
 * Sites for Voronoi areas in which every linked pair shares a border at least `minBorder` long. Where a third
 * site's cell comes between two linked ones (its place is nearer the middle of their link than they are), that
 * third site steps off the link, a little at a time, until the two cells meet. Only the sites in the way move, and
 * only as far as needed; a town keeps its own place and is drawn there while it stays inside its cell.
 * Returns the sites and the links that still do not meet (none, unless two links demand opposite moves).
 */
export function linkedSites(
  sites: readonly Point[],
  bounds: Rect,
  links: readonly (readonly [number, number])[],
  minBorder: number,
): { sites: Point[]; cells: Point[][]; unmet: (readonly [number, number])[] } {
  const out = sites.map((p): Point => [p[0], p[1]]);
  let cells = voronoiCells(out, bounds);
  for (let round = 0; round < TRIES; round++) {
    const unmet = links.filter(([a, b]) => borderLength(cells[a]!, cells[b]!) < minBorder);
    if (!unmet.length) return { sites: out, cells, unmet: [] };
    for (const [a, b] of unmet) {
      const pa = out[a]!;
      const pb = out[b]!;
      const m = midpoint(pa, pb);
      const reach = distance(pa, m);
      const len = distance(pa, pb) || 1;
      const [ux, uy] = [(pb[0] - pa[0]) / len, (pb[1] - pa[1]) / len];
      // The site nearest the link's middle, other than its two ends, is the one whose cell sits in between.
      let c = -1;
      for (let i = 0; i < out.length; i++)
        if (i !== a && i !== b && (c < 0 || distance(out[i]!, m) < distance(out[c]!, m))) c = i;
      if (c < 0) continue;
      const pc = out[c]!;
      // Away from the link's line, on the side the site already lies (either side when it lies on the line).
      const side = (pc[0] - pa[0]) * -uy + (pc[1] - pa[1]) * ux;
      const s = side === 0 ? 1 : Math.sign(side);
      const step = Math.max(reach * 0.06, minBorder * 0.25);
      out[c] = [pc[0] - uy * s * step, pc[1] + ux * s * step];
    }
    cells = voronoiCells(out, bounds);
  }
  const unmet = links.filter(([a, b]) => borderLength(cells[a]!, cells[b]!) < minBorder);
  return { sites: out, cells, unmet };
}
