import { distance, type Point, type Rect } from '../point.js';
import { voronoiCells } from './voronoi-cells.js';
import { labelPoint, pointInPolygon } from './polygon.js';
import { linkedSites } from './linked-sites.js';
import { clipToConvex, discPolygon } from './clip-convex.js';

export interface AreaSite {
  id: string;
  position?: Point;
  polygon?: readonly Point[];
}

export interface AreaShape {
  id: string;
  polygon: Point[];
  /** Where the area's name and counters go. */
  centre: Point;
  /** True when the outline was generated from the position rather than given. */
  generated: boolean;
}

/**
 * Shapes for areas: the polygon the data gives, else the Voronoi cell of the area's position among all
 * areas' positions, clipped to the outline. Areas given as polygons still count as sites (at their label
 * point) so generated neighbours stop at them rather than run underneath.
 */
export function areaShapes(
  areas: readonly AreaSite[],
  outline: Rect,
  reachFactor = 1.6,
  linked?: { links: readonly (readonly [number, number])[]; minBorder: number },
): AreaShape[] {
  const places = areas.map((a) => a.position ?? labelPoint(a.polygon!));
  const needCells = areas.some((a) => !a.polygon);
  // Linked areas must meet: where a third area's cell comes between two, its site steps aside (linkedSites).
  const moved =
    needCells && linked && areas.every((a) => !a.polygon)
      ? linkedSites(places, outline, linked.links, linked.minBorder)
      : undefined;
  const sites = moved?.sites ?? places;
  let cells = moved?.cells ?? (needCells ? voronoiCells(sites, outline) : []);
  // An area on the rim would otherwise stretch to the frame however far that is; it reaches no further
  // from its centre than reachFactor times the typical spacing of areas, and beyond lies open map.
  const reach = Number.isFinite(reachFactor) ? reachFactor * typicalSpacing(sites) : Infinity;
  if (reach > 0 && Number.isFinite(reach))
    cells = cells.map((c, i) => (c.length ? clipToConvex(c, discPolygon(sites[i], reach)) : c));
  return areas.map((a, i) => {
    if (a.polygon) return { id: a.id, polygon: [...a.polygon], centre: a.position ?? sites[i], generated: false };
    // The town stays where the data puts it while that is inside its cell.
    const centre = cells[i]?.length && pointInPolygon(places[i], cells[i]) ? places[i] : sites[i];
    return { id: a.id, polygon: cells[i], centre, generated: true };
  });
}

/** The median distance from a site to its nearest neighbour. */
export function typicalSpacing(sites: readonly Point[]): number {
  if (sites.length < 2) return Infinity;
  const nearest = sites.map((p, i) => Math.min(...sites.filter((_, j) => j !== i).map((q) => distance(p, q))));
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)];
}
