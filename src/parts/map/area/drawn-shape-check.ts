import type { Scenario } from '../../../model/scenario.js';
import type { Problem } from '../../../load/problem.js';
import { at } from '../../../load/validate/report.js';
import { distance, type Point } from '../../../geometry/point.js';
import { polygonArea } from '../../../geometry/area/polygon.js';
import { mmToPt } from '../../../print/units.js';
import type { MapDrawing } from '../map-drawing.js';
import type { DrawnConnection } from './draw-connections.js';

/** A drawn area's corner is no sharper than this, degrees, seen CORNER_REACH_MM along its borders. */
export const MIN_DRAWN_CORNER_DEG = 20;
/** How far along each border a corner's angle is read, mm: past the pen's bends right at the corner. */
export const CORNER_REACH_MM = 3;
/** A road crosses or bends no nearer than this to a corner where three areas (or an area and the frame) meet, mm. */
export const ROAD_CORNER_MM = 4;

/** The point `reach` along a closed outline from its point i, forwards (dir 1) or backwards (-1). */
function walk(poly: readonly Point[], i: number, dir: 1 | -1, reach: number): Point {
  const n = poly.length;
  let done = 0;
  let j = i;
  for (let steps = 0; steps < n; steps++) {
    const k = (j + dir + n) % n;
    const len = distance(poly[j]!, poly[k]!);
    if (done + len >= reach) {
      const t = len ? (reach - done) / len : 0;
      return [poly[j]![0] + (poly[k]![0] - poly[j]![0]) * t, poly[j]![1] + (poly[k]![1] - poly[j]![1]) * t];
    }
    done += len;
    j = k;
  }
  return poly[j]!;
}

/**
 * The sharpest corner of a drawn outline: at each of its points, the angle inside the shape between the points
 * `reach` along the outline either way (a spike reads as one however finely its tip is drawn).
 */
export function sharpestCorner(poly: readonly Point[], reach: number): { deg: number; at: Point } | undefined {
  if (poly.length < 3) return undefined;
  const turn = Math.sign(polygonArea(poly)) || 1;
  let best: { deg: number; at: Point } | undefined;
  poly.forEach((b, i) => {
    const a = walk(poly, i, -1, reach);
    const c = walk(poly, i, 1, reach);
    const u = Math.atan2(a[1] - b[1], a[0] - b[0]);
    const v = Math.atan2(c[1] - b[1], c[0] - b[0]);
    const deg = (((((turn * (u - v) * 180) / Math.PI) % 360) + 360) % 360) as number;
    if (!best || deg < best.deg) best = { deg, at: b };
  });
  return best;
}

/** Every operational area as drawn has no corner sharper than MIN_DRAWN_CORNER_DEG: a spike is no ground. */
export function sharpCornerProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const boxes = new Set(((drawing.facts.strategicBoxes ?? []) as { id: string }[]).map((b) => b.id));
  return drawing.things.flatMap((t) => {
    if (!t.polygon?.length || boxes.has(t.id)) return [];
    const sharp = sharpestCorner(t.polygon, mmToPt(CORNER_REACH_MM));
    if (!sharp || sharp.deg >= MIN_DRAWN_CORNER_DEG) return [];
    const where = sharp.at.map((v) => (v / mmToPt(1)).toFixed(0)).join(', ');
    const index = map.areas.findIndex((a) => a.id === t.id);
    const area = map.areas[index];
    // A map whose borders the layout bends (`borders: drawn`) has had its narrow corners opened already: one still
    // sharp is one the layout could not open (the border it would turn ends on the frame, which stays as given).
    const fix =
      map.borders === 'drawn'
        ? 'move its corners apart (the layout could not open it: a corner on the frame stays where it is given)'
        : 'move its corners so the angle opens, or draw the borders with borders: drawn, which opens it';
    return [
      at(
        s.origins.map!,
        ['areas', index],
        `area ${t.id} (${area?.name ?? t.id}): drawn with a corner of ${sharp.deg.toFixed(0)}° (at ${where} mm on ` +
          `the map), sharper than ${MIN_DRAWN_CORNER_DEG}°, a sliver no stack stands on; ${fix}. ` +
          '--allow-misfit prints it anyway',
      ),
    ];
  });
}

/**
 * The corners of a drawn area map where three or more outlines meet (a point several areas' outlines share), or
 * an area meets the frame beside another: where a road crossing or bending reads as touching a third area.
 */
export function areaJunctions(polygons: readonly (readonly Point[])[]): Point[] {
  const seen = new Map<string, { at: Point; count: number }>();
  for (const poly of polygons) {
    const keys = new Set(poly.map((p) => `${Math.round(p[0] * 10)}:${Math.round(p[1] * 10)}`));
    poly.forEach((p) => {
      const key = `${Math.round(p[0] * 10)}:${Math.round(p[1] * 10)}`;
      if (!keys.delete(key)) return;
      const had = seen.get(key);
      if (had) had.count++;
      else seen.set(key, { at: p, count: 1 });
    });
  }
  return [...seen.values()].filter((j) => j.count >= 3).map((j) => j.at);
}

/**
 * Every road, trail and bridge as drawn crosses its border and bends away from the corners where areas meet
 * (ROAD_CORNER_MM): a road through such a corner reads as entering a third area. Each finding names the connection.
 */
export function roadCornerProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const boxes = new Set(((drawing.facts.strategicBoxes ?? []) as { id: string }[]).map((b) => b.id));
  const junctions = areaJunctions(drawing.things.filter((t) => t.polygon && !boxes.has(t.id)).map((t) => t.polygon!));
  const near = mmToPt(ROAD_CORNER_MM);
  const drawn = (drawing.facts.connections ?? []) as DrawnConnection[];
  const found: Problem[] = [];
  map.connections.forEach((c, k) => {
    if (c.kind === 'strategic' || c.kind === 'entry' || c.kind === 'adjacent') return;
    const road = drawn.find((d) => d.between[0] === c.between[0] && d.between[1] === c.between[1]);
    if (!road) return;
    for (const p of road.route.slice(1, -1)) {
      const j = junctions.find((q) => distance(p, q) < near);
      if (!j) continue;
      const where = j.map((v) => (v / mmToPt(1)).toFixed(0)).join(', ');
      found.push(
        at(
          s.origins.map!,
          ['connections', k],
          `${c.kind} ${c.between.join('–')}: drawn through the corner where areas meet at ${where} mm on the map ` +
            `(${(distance(p, j) / mmToPt(1)).toFixed(1)} mm off it, under ${ROAD_CORNER_MM} mm)`,
        ),
      );
      break;
    }
  });
  return found;
}
