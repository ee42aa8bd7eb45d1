import type { Scenario } from '../../../model/scenario.js';
import type { Problem } from '../../../load/problem.js';
import { at } from '../../../load/validate/report.js';
import { rectsOverlap, type Point, type Rect } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';
import type { MapDrawing } from '../map-drawing.js';
import { rectInPolygon } from './draw-area-labels.js';

/** A town's sign (its marks and name) stands at least this far inside its own area's border, mm. */
export const SIGN_BORDER_MM = 0.5;

const grown = (r: Rect, by: number): Rect => ({
  x: r.x - by,
  y: r.y - by,
  width: r.width + 2 * by,
  height: r.height + 2 * by,
});

/**
 * Every area's sign as drawn, the row of marks under its place (town, defence, victory points) and its name,
 * apart from each other and inside its own area, SIGN_BORDER_MM clear of the border: a sign on a border reads as
 * the neighbour's town. A name across the border is the drawn-connection check's finding (drawnConnectionProblems);
 * one inside but against the border is this one's.
 */
export function townSignProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  return [...signPlaceProblems(s, drawing), ...roadEndProblems(s, drawing)];
}

/** How far a road's end may lie outside its town's mark, pt: the width of the mark's white edge. */
const END_SLACK = 0.6;

/**
 * Every road, trail and bridge drawn (and every supply road) ends on the mark of each town it serves: a road that
 * stops short of its town's square, or runs past it, reads as serving some other place (the roads of St. Vith met
 * 2 mm above its mark).
 */
function roadEndProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const towns = new Map(
    ((drawing.facts.areaLabels ?? []) as { id: string; town?: Rect | null }[]).flatMap((l) =>
      l.town ? [[l.id, l.town] as const] : [],
    ),
  );
  const on = (p: Point | undefined, r: Rect) =>
    !!p &&
    p[0] >= r.x - END_SLACK &&
    p[0] <= r.x + r.width + END_SLACK &&
    p[1] >= r.y - END_SLACK &&
    p[1] <= r.y + r.height + END_SLACK;
  const found: Problem[] = [];
  const conns = (drawing.facts.connections ?? []) as { between: [string, string]; kind: string; route: Point[] }[];
  conns.forEach((c) => {
    if (c.kind !== 'road' && c.kind !== 'trail' && c.kind !== 'bridge') return;
    const ends: [string, Point | undefined][] = [
      [c.between[0], c.route[0]],
      [c.between[1], c.route.at(-1)],
    ];
    for (const [id, end] of ends) {
      const mark = towns.get(id);
      if (!mark || on(end, mark)) continue;
      const index = map.connections.findIndex((x) => x.between[0] === c.between[0] && x.between[1] === c.between[1]);
      found.push(
        at(
          s.origins.map!,
          index >= 0 ? ['connections', index] : ['connections'],
          `${c.kind} ${c.between.join('–')}: ends off the town mark of ${id}; --allow-misfit prints it anyway`,
        ),
      );
    }
  });
  for (const r of (drawing.facts.supplyRoads ?? []) as { area: string; route: Point[] }[]) {
    const mark = towns.get(r.area);
    if (mark && !on(r.route[0], mark))
      found.push(
        at(
          s.origins.map!,
          ['areas', map.areas.findIndex((a) => a.id === r.area)],
          `area ${r.area}: its supply road starts off its town mark; --allow-misfit prints it anyway`,
        ),
      );
  }
  return found;
}

function signPlaceProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const shapes = new Map(drawing.things.filter((t) => t.polygon?.length).map((t) => [t.id, t.polygon!]));
  const labels = (drawing.facts.areaLabels ?? []) as { id: string; name: Rect[]; marks: Rect[] }[];
  // rectInPolygon shrinks what it is given by half a point: grown by that as well.
  const clear = mmToPt(SIGN_BORDER_MM) + 0.5;
  const found: Problem[] = [];
  for (const l of labels) {
    const poly: readonly Point[] | undefined = shapes.get(l.id);
    if (!poly) continue;
    const marks = l.marks.some((r) => !rectInPolygon(grown(r, clear), poly));
    const name =
      l.name.every((r) => rectInPolygon(r, poly)) && l.name.some((r) => !rectInPolygon(grown(r, clear), poly));
    const where = ['areas', map.areas.findIndex((a) => a.id === l.id)];
    // A name lettered over its own town square or star is read as neither.
    if (l.name.some((n) => l.marks.some((m) => rectsOverlap(n, m))))
      found.push(
        at(s.origins.map!, where, `area ${l.id}: its name is printed over its marks; --allow-misfit prints it anyway`),
      );
    if (!marks && !name) continue;
    const what = marks && name ? 'its marks and name stand' : marks ? 'its marks stand' : 'its name stands';
    found.push(
      at(
        s.origins.map!,
        where,
        `area ${l.id}: ${what} on the area's border (under ${SIGN_BORDER_MM} mm inside it); ` +
          '--allow-misfit prints it anyway',
      ),
    );
  }
  return found;
}
