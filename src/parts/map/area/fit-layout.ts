import type { AreaMap } from '../../../model/schema/map.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { voronoiCells } from '../../../geometry/area/voronoi-cells.js';
import { centroidalSites } from '../../../geometry/area/centroidal-sites.js';
import { planarMapOf } from '../../../geometry/area/planar-map.js';
import { relaxAreas } from '../../../geometry/area/relax-areas.js';
import { wobbledFaces } from '../../../geometry/area/wobble.js';
import { innermostPoint, polygonArea } from '../../../geometry/area/polygon.js';
import { packRects, type PackPiece } from '../../../geometry/area/pack-rects.js';
import { lengthToPt, ptToMm } from '../../../print/units.js';

/** The first guess at each area's surface, against the footprint: stands on a shape never pack edge to edge. */
const FIRST_AIM = 1.2;
/** How much an area whose stack does not yet pack grows before the next try. */
const GROW = 1.06;
const TRIES = 12;
/** Room kept between stands and from the border when checking that a stack packs, mm. */
export const PACK_GAP_MM = 2;
/** A linked pair's border is kept at least this long, mm: shorter reads as a corner. */
const MIN_BORDER_MM = 30;
/**
 * Steps of Lloyd's method on the places before the net is built: a column of places along the frame otherwise
 * leaves too few areas on that side of it, and each is drawn as a long strip.
 */
const SPREAD_STEPS = 10;
/** How much an area longer than 1.6 times its width counts against its surface in the relaxation. */
const ELONGATION = 0.2;
/** Borders bend by at most this much, mm, drawn every WOBBLE_STEP mm. */
const WOBBLE_MM = 5;
const WOBBLE_STEP_MM = 6;

export interface FittedAreaMap {
  map: AreaMap;
  /** How much larger the printed map became, 1 when it already held every stack. */
  scale: number;
  moved: boolean;
  /** The operational frame on the sheet, mm, and each area's drawn shape in it, mm. */
  frame?: Rect;
  shapes?: Map<string, Point[]>;
}

const round = (v: number) => Math.round(v * 10) / 10;

/**
 * `furniture: inside`: the sheet keeps its printed size (mm) and the areas fill `frame` (mm, on that sheet), the
 * room left once the furniture's band is kept empty. A frame too small for what the areas need grows, and the
 * sheet with it, by as much.
 */
export interface InsideRoom {
  sheet: { width: number; height: number };
  frame: Rect;
}

/**
 * Sizes an area map for the stacks that must stand in its areas. The areas start as the Voronoi cells of their
 * places on the ground, scaled into a rectangular frame whose surface is the sum of what the areas need, the
 * places first spread a little towards their cells' centres (centroidalSites); then the corners of that net of
 * borders are relaxed until each area has its own surface and is round, never a strip (see relaxAreas). Every
 * link of the data stays a shared border through both steps. Each area's stack is then packed into its drawn
 * shape, stand by stand; an area whose stack does not pack asks for more surface and the map is relaxed again.
 * Towns go to the point of each area farthest from its border.
 *
 * Only maps whose areas are all drawn from positions (no given polygons, strategic boxes or boxes placed on
 * the map) are laid out again; the others keep their layout and the fit check reports what does not fit.
 */
export function fitAreaLayout(
  map: AreaMap,
  needMm2: number,
  marginMm: number,
  pieces: readonly PackPiece[] = [],
  inside?: InsideRoom,
): FittedAreaMap {
  const ops = map.areas.filter((a) => a.zone !== 'strategic');
  const relaxable =
    ops.length === map.areas.length && ops.every((a) => a.position && !a.polygon) && !map.boxes.some((b) => b.position);
  if (!relaxable || !needMm2 || ops.length < 2) return { map, scale: 1, moved: false };
  const index = new Map(ops.map((a, i) => [a.id, i]));
  const links = map.connections
    .map((c) => [index.get(c.between[0]), index.get(c.between[1])] as const)
    .filter((pair): pair is readonly [number, number] => pair[0] !== undefined && pair[1] !== undefined);
  const xs = ops.map((a) => a.position![0]);
  const ys = ops.map((a) => a.position![1]);
  const [x0, y0] = [Math.min(...xs), Math.min(...ys)];
  const spanX = Math.max(...xs) - x0 || 1;
  const spanY = Math.max(...ys) - y0 || 1;
  // The frame keeps the ground's proportions, with half an area's room beyond the outermost places.
  const aspect = spanX / spanY;
  let targets = ops.map(() => needMm2 * FIRST_AIM);
  let best: { frame: Rect; shapes: Point[][] } | undefined;
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const total = targets.reduce((a, t) => a + t, 0);
    const grow = inside ? Math.max(1, Math.sqrt(total / (inside.frame.width * inside.frame.height))) : 1;
    const height = inside ? inside.frame.height * grow : Math.sqrt(total / aspect);
    const width = inside ? inside.frame.width * grow : height * aspect;
    const frame: Rect = { x: 0, y: 0, width, height };
    const pad = 0.065;
    const sites = ops.map(
      (a): Point => [
        width * (pad + ((1 - 2 * pad) * (a.position![0] - x0)) / spanX),
        height * (pad + ((1 - 2 * pad) * (a.position![1] - y0)) / spanY),
      ],
    );
    const spread = centroidalSites(sites, frame, links, SPREAD_STEPS);
    const net = planarMapOf(voronoiCells(spread, frame), frame, width * 1e-7);
    // A frame larger than the areas need (inside, on the printed size) is shared out in the same proportions.
    const fill = (width * height) / total;
    const points = relaxAreas(net, inside && fill > 1 ? targets.map((t) => t * fill) : targets, {
      links,
      minBorder: MIN_BORDER_MM,
      elongation: ELONGATION,
    });
    const shapes = wobbledFaces(net, points, WOBBLE_MM, WOBBLE_STEP_MM);
    best = { frame, shapes };
    const short = shapes.map((s) => Math.abs(polygonArea(s)) < needMm2 || !packs(s, pieces));
    if (!short.some(Boolean)) break;
    targets = targets.map((t, i) => (short[i] ? t * GROW : t));
  }
  const { frame, shapes } = best!;
  const [ox, oy] = inside ? [inside.frame.x, inside.frame.y] : [marginMm, marginMm];
  const at = (p: Point): Point => [p[0] + ox, p[1] + oy];
  const placed = new Map(ops.map((a, i) => [a.id, shapes[i].map(at)]));
  const width = inside ? inside.sheet.width + frame.width - inside.frame.width : frame.width + 2 * marginMm;
  const height = inside ? inside.sheet.height + frame.height - inside.frame.height : frame.height + 2 * marginMm;
  const given = ptToMm(lengthToPt(map.printedSize.width)) * ptToMm(lengthToPt(map.printedSize.height));
  return {
    map: {
      ...map,
      printedSize: { width: `${round(width)}mm`, height: `${round(height)}mm` },
      areas: map.areas.map((a) => {
        const p = innermostPoint(placed.get(a.id)!);
        return { ...a, position: [round(p[0]), round(p[1])] as [number, number] };
      }),
    },
    scale: Math.sqrt((width * height) / given),
    moved: true,
    frame: { x: ox, y: oy, width: frame.width, height: frame.height },
    shapes: placed,
  };
}

/** Whether every piece of the stack stands inside the shape at once, clear of the others. */
export function packs(shape: readonly Point[], pieces: readonly PackPiece[]): boolean {
  return !pieces.length || packRects(shape, pieces, PACK_GAP_MM).length === pieces.length;
}
