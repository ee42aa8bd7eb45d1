import { distance, type Point, type Rect } from '../../../geometry/point.js';
import { distanceToBorder, pointInPolygon } from '../../../geometry/area/polygon.js';
import { distanceToSegmentXY } from '../../../geometry/area/edge-grid.js';
import { mmToPt } from '../../../print/units.js';
import { circlePath, path, text, type Item } from '../../../print/scene.js';
import { INK } from '../map-style.js';
import type { Area, PlacedArea } from './area-model.js';
import { meetsFrame } from './entry-routes.js';

/** An entry mark's radius, pt: a disc larger than a defence value's, so the two are not taken for each other. */
export const ENTRY_MARK_RADIUS = mmToPt(3.6);
/** A mark keeps this far inside its area's border beyond its radius, pt. */
const MARK_INSET = mmToPt(2.5);
/** A mark keeps this far from its area's town (its sign, defence value and star), pt. */
const MARK_OFF_TOWN = mmToPt(10);
/** And this far beyond its radius from the straight line of a road from its town, pt: the road curves little. */
const MARK_OFF_ROAD = mmToPt(4);
/** The grid the mark's place is looked for on, pt. */
const STEP = mmToPt(1.5);

/**
 * An entry into an area that meets no side of the frame, marked inside that area: an arrow from the strategic box
 * could reach it only across other areas (issue 24: Nordwind's C – Bitche into Siersthal, Reyersviller and
 * Eguelshardt ran 48–196 pt along other areas' borders).
 */
export interface EntryMark {
  box: string;
  area: string;
  at: Point;
  radius: number;
  letter: string;
}

/** The letters a strategic area's entry marks print: its `entryMark`, or the first letter of its name. */
export function entryMarkLetter(box: Area): string {
  return box.entryMark ?? ([...box.name.trim()][0] ?? '?').toUpperCase();
}

/** Whether the entry into `area` is marked inside it rather than drawn as an arrow: it meets no side of the frame. */
export function markedEntry(area: PlacedArea, outline: Rect): boolean {
  return area.polygon.length > 0 && !meetsFrame(area.polygon, outline);
}

/**
 * Where each marked entry stands: in its area, clear of the border, of the area's town and of the straight lines
 * to the towns its roads run to (`links`, centre to centre), and of the marks placed before; of the places left,
 * the one nearest its strategic box, so that the mark stands on the side the units come from.
 */
export function placeEntryMarks(
  entries: readonly { box: PlacedArea; area: PlacedArea }[],
  links: readonly (readonly [Point, Point])[],
): EntryMark[] {
  const marks: EntryMark[] = [];
  for (const { box, area } of entries) {
    const poly = area.polygon;
    const r = ENTRY_MARK_RADIUS;
    const mine = links.filter(([a, b]) => distance(a, area.centre) < 0.5 || distance(b, area.centre) < 0.5);
    const xs = poly.map((p) => p[0]);
    const ys = poly.map((p) => p[1]);
    const spots: { p: Point; room: number }[] = [];
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += STEP)
      for (let x = Math.min(...xs); x <= Math.max(...xs); x += STEP) {
        const p: Point = [x, y];
        if (!pointInPolygon(p, poly)) continue;
        const room = distanceToBorder(p, poly);
        if (room < r + MARK_INSET / 2) continue;
        if (distance(p, area.centre) < MARK_OFF_TOWN) continue;
        if (mine.some(([a, b]) => distanceToSegmentXY(x, y, a[0], a[1], b[0], b[1]) < r + MARK_OFF_ROAD)) continue;
        if (marks.some((m) => distance(m.at, p) < 2 * r + MARK_INSET)) continue;
        spots.push({ p, room });
      }
    // Well inside where the area has the room; failing that, as far inside as it has.
    const deep = spots.filter((x) => x.room >= r + MARK_INSET);
    const from = box.centre;
    const best = (deep.length ? deep : spots).reduce<{ p: Point; room: number } | undefined>(
      (a, b) => (!a || distance(b.p, from) < distance(a.p, from) ? b : a),
      undefined,
    );
    marks.push({
      box: box.area.id,
      area: area.area.id,
      at: best?.p ?? area.centre,
      radius: r,
      letter: entryMarkLetter(box.area),
    });
  }
  return marks;
}

/** The mark's outline as a closed line: what roads and names keep off, and what the checks measure. */
export function markRing(m: { at: Point; radius: number }, steps = 24): Point[] {
  const out: Point[] = [];
  for (let k = 0; k <= steps; k++) {
    const a = (2 * Math.PI * k) / steps;
    out.push([m.at[0] + m.radius * Math.cos(a), m.at[1] + m.radius * Math.sin(a)]);
  }
  return out;
}

/** The mark as printed: a black disc ringed in white, its letters white. */
export function entryMarkItems(x: number, y: number, r: number, letter: string): Item[] {
  const box = { x: x - r, y: y - r, width: 2 * r, height: 2 * r };
  const size = letter.length > 1 ? r * 1.05 : r * 1.35;
  return [
    path(circlePath(x, y, r), box, { fill: INK, stroke: '#ffffff', width: Math.max(0.8, r * 0.12) }),
    text(x, y + size * 0.36, letter, size, { face: 'condensedBold', fill: '#ffffff' }),
  ];
}
