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
