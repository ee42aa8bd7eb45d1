import { distance, type Point, type Rect } from '../../../geometry/point.js';
import { distanceToBorder, pointInPolygon } from '../../../geometry/area/polygon.js';
import { nearBorder } from '../../../geometry/area/edge-grid.js';
import { mmToPt } from '../../../print/units.js';
import type { PlacedArea } from './area-model.js';

/** How far inside the area it enters an entry arrow's tip stands, at least, pt. */
export const ENTRY_TIP_DEPTH = mmToPt(4);
/** The least room between two entry arrows, at their starts and at their tips, pt. */
const SPREAD = mmToPt(9);
/** An arrow leaves its box no nearer a corner than this, pt. */
const EDGE = mmToPt(4);

export interface EntryRoute {
  box: string;
  area: string;
  start: Point;
  tip: Point;
}

type Side = 'left' | 'right' | 'top' | 'bottom';

/** The side of a box that faces the operational map: the arrow leaves from there, never across the box itself. */
function facing(box: Rect, outline: Rect): Side {
  const gaps: [Side, number][] = [
    ['right', outline.x - (box.x + box.width)],
    ['left', box.x - (outline.x + outline.width)],
    ['bottom', outline.y - (box.y + box.height)],
    ['top', box.y - (outline.y + outline.height)],
  ];
  return gaps.reduce((a, b) => (b[1] > a[1] ? b : a))[0];
}

/** The side of a box nearest a point, as its two ends. */
function nearestSide(box: Rect, p: Point): { side: Side; from: Point; to: Point } {
  const [x0, y0, x1, y1] = [box.x, box.y, box.x + box.width, box.y + box.height];
  const sides: { side: Side; from: Point; to: Point }[] = [
    { side: 'top', from: [x0, y0], to: [x1, y0] },
    { side: 'bottom', from: [x0, y1], to: [x1, y1] },
    { side: 'left', from: [x0, y0], to: [x0, y1] },
    { side: 'right', from: [x1, y0], to: [x1, y1] },
  ];
  const gap = (s: { from: Point; to: Point }) => {
    const t = Math.max(
      0,
      Math.min(
        1,
        ((p[0] - s.from[0]) * (s.to[0] - s.from[0]) + (p[1] - s.from[1]) * (s.to[1] - s.from[1])) /
          (distance(s.from, s.to) ** 2 || 1),
      ),
    );
    return distance(p, [s.from[0] + t * (s.to[0] - s.from[0]), s.from[1] + t * (s.to[1] - s.from[1])]);
  };
  return sides.reduce((a, b) => (gap(b) < gap(a) ? b : a));
}

/** Points well inside an area, on a grid: where an arrow's tip may stand. */
function innerPoints(a: PlacedArea, depth: number): Point[] {
  const xs = a.polygon.map((p) => p[0]);
  const ys = a.polygon.map((p) => p[1]);
  // The bounds once, not at every step of the scan; the border's edges near each point from their grid (nearBorder
  // finds an edge closer than `depth` exactly when the distance to the border is less).
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const step = mmToPt(2);
  const out: Point[] = [];
  for (let y = minY; y <= maxY; y += step)
    for (let x = minX; x <= maxX; x += step) {
      const p: Point = [x, y];
      if (pointInPolygon(p, a.polygon) && !nearBorder(p, a.polygon, depth)) out.push(p);
    }
  return out;
}

/**
 * Where each entry arrow is drawn: from the side of its strategic box that faces the map to the nearest point well
 * inside the area the data names (clear of town marks and of other arrows' tips), so the arrow ends in that area
 * and no other. The arrows of one box leave its side spread apart, in the order of their tips, so they fan out
 * without crossing.
 */
export function entryRoutes(
  entries: readonly { box: PlacedArea; area: PlacedArea }[],
  outline: Rect,
  avoid: (p: Point) => boolean,
): EntryRoute[] {
  const byBox = new Map<string, { box: PlacedArea; area: PlacedArea }[]>();
  for (const e of entries) byBox.set(e.box.area.id, [...(byBox.get(e.box.area.id) ?? []), e]);
  const out: EntryRoute[] = [];
  for (const list of byBox.values()) {
    const r = list[0]!.box.box!;
    const side = facing(r, outline);
    const horizontal = side === 'top' || side === 'bottom';
    const mid: Point = horizontal
      ? [r.x + r.width / 2, side === 'bottom' ? r.y + r.height : r.y]
      : [side === 'right' ? r.x + r.width : r.x, r.y + r.height / 2];
    const tips: { e: (typeof list)[number]; tip: Point }[] = [];
    for (const e of list) {
      const depth = Math.min(ENTRY_TIP_DEPTH, distanceToBorder(e.area.centre, e.area.polygon) * 0.8);
      const others = [...out.map((o) => o.tip), ...tips.map((t) => t.tip)];
      const spots = innerPoints(e.area, depth).filter(
        (p) => !avoid(p) && others.every((o) => distance(o, p) >= SPREAD),
      );
      const tip = spots.length ? spots.reduce((a, b) => (distance(mid, b) < distance(mid, a) ? b : a)) : e.area.centre;
      tips.push({ e, tip });
    }
    // The starts spread along the side nearest the tips, around the point of it nearest them, in the tips' order.
    const mean: Point = [
      tips.reduce((a, t) => a + t.tip[0], 0) / tips.length,
      tips.reduce((a, t) => a + t.tip[1], 0) / tips.length,
    ];
    const near = nearestSide(r, mean);
    const along = near.side === 'top' || near.side === 'bottom';
    tips.sort((a, b) => (along ? a.tip[0] - b.tip[0] : a.tip[1] - b.tip[1]));
    const lo = along ? r.x : r.y;
    const len = along ? r.width : r.height;
    const gap = Math.min(SPREAD, (len - 2 * EDGE) / Math.max(1, tips.length - 1));
    const first = Math.max(
      lo + EDGE,
      Math.min(lo + len - EDGE - gap * (tips.length - 1), (along ? mean[0] : mean[1]) - (gap * (tips.length - 1)) / 2),
    );
    tips.forEach(({ e, tip }, i) => {
      const at = first + i * gap;
      const start: Point = along ? [at, near.from[1]] : [near.from[0], at];
      out.push({ box: e.box.area.id, area: e.area.area.id, start, tip });
    });
  }
  return out;
}
