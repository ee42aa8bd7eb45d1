import { frozenOr, gameDataDigest, keepsGeometry } from './frozen-geometry.js';
import type { Scenario } from '../../../model/scenario.js';
import type { Problem } from '../../../load/problem.js';
import { at } from '../../../load/validate/report.js';
import { distance, rectContains, type Point, type Rect } from '../../../geometry/point.js';
import { distanceToBorder, pointInPolygon, pointInPolygonXY } from '../../../geometry/area/polygon.js';
import { nearBorder } from '../../../geometry/area/edge-grid.js';
import { segmentsMeet } from '../../../geometry/segment.js';
import { mmToPt } from '../../../print/units.js';
import type { MapDrawing } from '../map-drawing.js';
import type { DrawnConnection } from './draw-connections.js';
import { drawnAsLine, LINE_CLEARANCE, lineMeetsRect, rectInPolygon } from './draw-area-labels.js';
import { ENTRY_ARROW_WIDTH, entryStray, headInside, routesCross } from './entry-routes.js';
import { ARROW_CLEAR_MM, arrowNear, arrowsClearance, BOX_CLEAR_MM } from './arrow-shape.js';

/** A length in pt as mm to print, one decimal. */
const mm = (pt: number) => Math.max(0, pt / mmToPt(1)).toFixed(1);

/** A name keeps this much paper off an entry arrow as printed (its head 4.5 mm wide, not only its shaft), pt. */
const NAME_OFF_ARROW = 0.5;

/** A road may touch its areas' border this much, pt: where it crosses from one to the other. */
const ON_BORDER = 0.75;

/** Whether a segment passes through a rectangle (shrunk a hair, so a start on its edge does not count). */
function crossesRect(a: Point, b: Point, r: Rect): boolean {
  const inset = 1;
  const [x0, y0, x1, y1] = [r.x + inset, r.y + inset, r.x + r.width - inset, r.y + r.height - inset];
  const inside = (p: Point) => p[0] > x0 && p[0] < x1 && p[1] > y0 && p[1] < y1;
  if (inside(a) || inside(b)) return true;
  const corners: Point[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  // Touching counts (an end on an edge): the rectangle is already shrunk for a start on its edge.
  return corners.some((c, i) => segmentsMeet(a, b, c, corners[(i + 1) % 4]!, true));
}

function along(route: readonly Point[], step: number): Point[] {
  const out: Point[] = [];
  for (let i = 1; i < route.length; i++) {
    const [p, q] = [route[i - 1]!, route[i]!];
    const n = Math.max(1, Math.ceil(distance(p, q) / step));
    for (let k = 0; k <= n; k++) out.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
  }
  return out;
}

/**
 * What an area map actually draws, held against the data the referee reads: every road, trail and bridge stays
 * in the two areas it joins; every strategic link keeps out of the operational areas and from under every box
 * but its own two; every entry arrow ends well inside the area the data names and no other, crosses no
 * box but its own, and stays apart from every other arrow. Each finding names the connection in map.yaml.
 */
export function drawnConnectionProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  // The map is checked as the notch search leaves it and again before it prints: the same drawing (its facts,
  // shapes and boxes, which the labels and tiles placed since leave as they were) is measured once.
  const kept = checked.get(drawing.facts);
  if (kept && kept.s === s && kept.things === drawing.things && kept.boxes === drawing.boxes) return [...kept.found];
  const found = keptClean(s, drawing);
  checked.set(drawing.facts, { s, things: drawing.things, boxes: drawing.boxes, found });
  return [...found];
}

/**
 * connectionProblems, or none where a bundled game's map.geometry.json keeps that this very drawing (its size,
 * shapes, boxes and facts, and the game's data) was found clean: every road is walked a point at a time against its
 * areas' outlines, some 70 ms of a cold Death of a Division map. A drawing that differs in any point is checked.
 */
function keptClean(s: Scenario, drawing: MapDrawing): Problem[] {
  if (drawing.kind !== 'area' || !keepsGeometry(s.dir)) return connectionProblems(s, drawing);
  let found: Problem[] | undefined;
  const inputs = {
    data: gameDataDigest(s.dir),
    width: drawing.width,
    height: drawing.height,
    things: drawing.things,
    boxes: drawing.boxes,
    facts: drawing.facts,
  };
  const clean = frozenOr(s.dir, 'connections', inputs, () => (found ??= connectionProblems(s, drawing)).length === 0);
  return clean ? [] : (found ?? connectionProblems(s, drawing));
}

const checked = new WeakMap<
  object,
  { s: Scenario; things: MapDrawing['things']; boxes: MapDrawing['boxes']; found: Problem[] }
>();

function connectionProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const drawn = (drawing.facts.connections ?? []) as DrawnConnection[];
  const boxes = (drawing.facts.strategicBoxes ?? []) as ({ id: string } & Rect)[];
  const frame = drawing.facts.operationalFrame as Rect | undefined;
  const printed = drawing.boxes.map((b) => ({ id: b.id, ...b.rect }));
  const shapes = new Map(drawing.things.filter((t) => t.polygon?.length).map((t) => [t.id, t.polygon!]));
  const opShapes = [...shapes].filter(([id]) => !boxes.some((b) => b.id === id));
  const found: { index: number; message: string }[] = [];
  const indexOf = (c: DrawnConnection) =>
    map.connections.findIndex((d) => d.between[0] === c.between[0] && d.between[1] === c.between[1]);
  const arrows: { c: DrawnConnection; route: Point[] }[] = [];
  const marks: NonNullable<DrawnConnection['mark']>[] = [];
  // An arrow keeps from under every box but its own: the strategic boxes and the boxes and blocks printed on the map.
  const blockers = [
    ...boxes,
    ...printed,
    ...((drawing.facts.furniture ?? []) as { id: string; rect: Rect }[]).map((b) => ({ id: b.id, ...b.rect })),
  ];
  for (const c of drawn) {
    const name = `${c.kind} ${c.between.join('–')}`;
    if (c.kind === 'road' || c.kind === 'trail' || c.kind === 'bridge') {
      const [a, b] = [shapes.get(c.between[0]), shapes.get(c.between[1])];
      if (!a || !b) continue;
      const astray = along(c.route, 1).find(
        (p) =>
          !pointInPolygon(p, a) &&
          !pointInPolygon(p, b) &&
          !nearBorder(p, a, ON_BORDER, true) &&
          !nearBorder(p, b, ON_BORDER, true),
      );
      if (astray) {
        const through = opShapes.find(([, poly]) => pointInPolygon(astray, poly))?.[0];
        const crosses = through ? ` (it crosses ${through})` : '';
        found.push({
          index: indexOf(c),
          message: `${name}: the drawn ${c.kind} leaves the two areas it joins${crosses}`,
        });
      }
    } else if (c.kind === 'strategic') {
      // A link drawn under a box it does not join reads as joining it; one across the operational map reads as a
      // way through the areas it crosses.
      const under = [...boxes, ...printed].filter(
        (b) => !c.between.includes(b.id) && c.route.slice(1).some((q, i) => crossesRect(c.route[i]!, q, b)),
      );
      if (under.length)
        found.push({
          index: indexOf(c),
          message: `${name}: the drawn link runs under the box of ${under.map((b) => b.id).join(', ')}`,
        });
      const onMap = along(c.route, 2).filter((p) => !frame || rectContains(frame, p));
      const through = opShapes.find(([, poly]) => onMap.some((p) => pointInPolygon(p, poly)))?.[0];
      if (through) found.push({ index: indexOf(c), message: `${name}: the drawn link crosses the area ${through}` });
    } else if (c.kind === 'entry' && c.mark) {
      // An entry marked inside an area that meets no side of the frame: the mark stands wholly inside that area.
      const m = c.mark;
      const target = shapes.get(m.area);
      if (!target || !pointInPolygon(m.at, target) || distanceToBorder(m.at, target) < m.radius + mmToPt(1))
        found.push({ index: indexOf(c), message: `${name}: the entry mark is not printed well inside ${m.area}` });
      marks.push(m);
    } else if (c.kind === 'entry') {
      const boxId = boxes.some((b) => b.id === c.between[0]) ? c.between[0] : c.between[1];
      const areaId = boxId === c.between[0] ? c.between[1] : c.between[0];
      const tip = c.route[c.route.length - 1]!;
      const target = shapes.get(areaId);
      const inside = opShapes.find(([, poly]) => pointInPolygon(tip, poly))?.[0];
      const ends = inside && inside !== areaId ? `in ${inside}` : 'on a border';
      if (!target || inside !== areaId || distanceToBorder(tip, target) < mmToPt(1))
        found.push({ index: indexOf(c), message: `${name}: the drawn arrow ends ${ends}, not inside ${areaId}` });
      else if (!headInside(c.route, target))
        found.push({ index: indexOf(c), message: `${name}: the drawn arrow's head reaches out of ${areaId}` });
      // What the arrow's line crosses on its way: it keeps to the edge zone, the borders and its own area.
      const stray = frame
        ? entryStray(
            c.route,
            { box: boxId, area: areaId },
            opShapes.map(([id, polygon]) => ({ id, polygon })),
            frame,
            blockers,
            { x: 0, y: 0, width: drawing.width, height: drawing.height },
          )
        : undefined;
      // The arrow as printed, shaft and head, keeps BOX_CLEAR_MM of paper off every box but its own (issue 24: D's
      // arrow into Dambach ran with its middle 1.6 pt off Wissembourg's box, its ink on the box's frame).
      const near = blockers.filter(
        (b) => b.id !== boxId && arrowNear(c.route, ENTRY_ARROW_WIDTH, b, mmToPt(BOX_CLEAR_MM)),
      );
      if (near.length)
        found.push({
          index: indexOf(c),
          message:
            `${name}: the drawn arrow runs on or within ${BOX_CLEAR_MM} mm of the box of ` +
            near.map((b) => b.id).join(', '),
        });
      if (stray && !('box' in stray))
        found.push({
          index: indexOf(c),
          message:
            `${name}: the drawn arrow ` +
            ('area' in stray
              ? `crosses the area ${stray.area} on its way in`
              : stray.edge === 'frame'
                ? 'leaves the map and comes in again across its edge'
                : "runs off the sheet's edge"),
        });
      arrows.push({ c, route: c.route });
    }
  }
  // No two arrows cross: a player follows each from its box to its area (issue 24: Nordwind's Phalsbourg arrow
  // crossed Saverne Gap's, and D's crossed Wissembourg's).
  for (let i = 0; i < arrows.length; i++)
    for (let j = i + 1; j < arrows.length; j++) {
      const [p, q] = [arrows[i]!, arrows[j]!];
      if (routesCross(p.route, q.route))
        found.push({
          index: indexOf(q.c),
          message: `entry ${q.c.between.join('–')}: the drawn arrow crosses entry ${p.c.between.join('–')}'s`,
        });
    }
  // Nor does an arrow, road or trail run through an entry mark.
  for (const m of marks)
    for (const c of drawn) {
      if (c.mark === m || !(c.kind === 'entry' || c.kind === 'road' || c.kind === 'trail' || c.kind === 'bridge'))
        continue;
      const reach = m.radius + mmToPt(1);
      if (along(c.route, 1).some((p) => distance(p, m.at) < reach))
        found.push({
          index: indexOf(c),
          message: `${c.kind} ${c.between.join('–')}: drawn through the entry mark of ${m.box} in ${m.area}`,
        });
    }
  // Arrows are measured as printed, their 1.4 mm shafts and their heads: two nearer than ARROW_CLEAR_MM read as
  // one, or as one pointing at the other (issue 24: D's and Wissembourg's arrows into Dambach came in 1.4 mm apart
  // by Lauterbourg's title bar).
  const clear = mmToPt(ARROW_CLEAR_MM);
  for (let i = 0; i < arrows.length; i++)
    for (let j = i + 1; j < arrows.length; j++) {
      const [p, q] = [arrows[i]!, arrows[j]!];
      if (routesCross(p.route, q.route)) continue;
      const gap = arrowsClearance(p.route, q.route, ENTRY_ARROW_WIDTH, clear);
      if (gap < clear)
        found.push({
          index: indexOf(q.c),
          message:
            `entry ${q.c.between.join('–')}: the drawn arrow comes within ${mm(gap)} mm of entry ` +
            `${p.c.between.join('–')}'s (at least ${ARROW_CLEAR_MM} mm apart as printed)`,
        });
    }
  // What is drawn along a road must stay readable: no area's name on a road, trail, arrow or supply road, and no
  // road through the town of an area it does not join.
  const labels = (drawing.facts.areaLabels ?? []) as {
    id: string;
    centre: Point;
    junction: number;
    name: Rect[];
    marks: Rect[];
    /** Set where a name moved off a sheet cut found room only over a trail, its halo over it (see clearCuts). */
    overTrail?: boolean;
  }[];
  // A road is drawn wide: one whose middle passes within its half-width of a name is printed over it.
  const g = LINE_CLEARANCE - 0.5;
  const grown = (r: Rect): Rect => ({ x: r.x - g, y: r.y - g, width: r.width + 2 * g, height: r.height + 2 * g });
  const shrunk = (r: Rect): Rect => ({ x: r.x + 0.5, y: r.y + 0.5, width: r.width - 1, height: r.height - 1 });
  const lines = [
    ...drawn
      .filter(drawnAsLine)
      .map((c) => ({ c, name: `${c.kind} ${c.between.join('–')}`, ends: c.between as string[], route: c.route })),
    ...((drawing.facts.supplyRoads ?? []) as { area: string; route: Point[] }[]).map((r) => ({
      c: undefined,
      name: `the supply road of ${r.area}`,
      ends: [r.area],
      route: r.route,
    })),
  ];
  for (const l of labels)
    for (const line of lines) {
      const index = line.c ? indexOf(line.c) : -1;
      const junction = { at: l.centre, radius: l.junction };
      const printedOn =
        line.c?.kind === 'entry'
          ? (b: Rect) => arrowNear(line.route, ENTRY_ARROW_WIDTH, b, NAME_OFF_ARROW)
          : (b: Rect) => lineMeetsRect(line.route, grown(b), junction);
      // A name the sheet cuts left no room but over a trail lies there, haloed (see moveAreaNamesOffCuts).
      const overTrail = l.overTrail && line.c?.kind === 'trail';
      if (!overTrail && l.name.some(printedOn))
        found.push({ index, message: `${line.name}: the name of ${l.id} is printed on it` });
      else if (!line.ends.includes(l.id) && l.marks.some((b) => lineMeetsRect(line.route, shrunk(b))))
        found.push({ index, message: `${line.name}: drawn through the marks of ${l.id}, which it does not join` });
    }
  // An area's name reads as its own only inside its border.
  const named: { index: number; message: string }[] = [];
  for (const l of labels) {
    const poly = shapes.get(l.id);
    if (poly && !l.name.every((b) => rectInPolygon(b, poly)))
      named.push({
        index: map.areas.findIndex((a) => a.id === l.id),
        message: `area ${l.id}: its printed name crosses the area's border`,
      });
  }
  const origin = found.length || named.length ? s.origins.map : undefined;
  if (!origin) return [];
  return [
    ...found.map((f) =>
      at(
        origin,
        f.index >= 0 ? ['connections', f.index] : ['connections'],
        `${f.message}; --allow-misfit prints it anyway`,
      ),
    ),
    ...named.map((f) => at(origin, ['areas', f.index], `${f.message}; --allow-misfit prints it anyway`)),
  ];
}

/** No part of a drawn area is narrower than this, mm, over more than NARROW_RUN_MM: a spike or strip, not ground. */
export const MIN_AREA_WIDTH_MM = 2;
/** How far a part of an area may run narrower than MIN_AREA_WIDTH_MM, mm (a corner's tip, a bend in a border). */
export const NARROW_RUN_MM = 15;

/**
 * The longest spike or strip of a drawn area: two points of its outline closer than `width` across the inside,
 * as far apart along the outline as may be (half of that is how far the thin part runs). The outline is walked
 * at a millimetre's step; only points within `width` of each other are paired (a grid of `width` cells).
 */
export function narrowestRun(
  poly: readonly Point[],
  width: number,
  step: number,
): { run: number; at: Point } | undefined {
  const pts: Point[] = [];
  const at: number[] = [];
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const [p, q] = [poly[i]!, poly[(i + 1) % poly.length]!];
    const len = distance(p, q);
    const n = Math.max(1, Math.ceil(len / step));
    for (let k = 0; k < n; k++) {
      pts.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
      at.push(s + (len * k) / n);
    }
    s += len;
  }
  const cells = new Map<number, number[]>();
  const cell = (p: Point) => [Math.floor(p[0] / width), Math.floor(p[1] / width)] as const;
  const keyOf = (cx: number, cy: number) => cx * 65536 + cy;
  pts.forEach((p, i) => {
    const [cx, cy] = cell(p);
    const k = keyOf(cx, cy);
    const list = cells.get(k);
    if (list) list.push(i);
    else cells.set(k, [i]);
  });
  let best: { run: number; at: Point } | undefined;
  pts.forEach((p, i) => {
    const [cx, cy] = cell(p);
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (const j of cells.get(keyOf(cx + dx, cy + dy)) ?? []) {
          if (j <= i) continue;
          const q = pts[j]!;
          const w = distance(p, q);
          if (w > width) continue;
          const apart = Math.min(at[j]! - at[i]!, s - (at[j]! - at[i]!));
          // A part is thin when the way round its outline is long against the way across.
          if (apart < 3 * w + 3 * step || (best && apart / 2 <= best.run)) continue;
          const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
          if (pointInPolygon(mid, poly)) best = { run: apart / 2, at: mid };
        }
  });
  return best;
}

/**
 * Whether narrowestRun would find a spike or strip running further than `longer`, answered without its search for
 * the longest: the notch search asks it of every shape it tries. A pair of outline points is looked at only when
 * they lie more than twice `longer` apart along the outline, which leaves out nearly every pair (the neighbours
 * along it); the first thin pair found answers.
 */
export function runLongerThan(poly: readonly Point[], width: number, step: number, longer: number): boolean {
  let count = 0;
  for (let i = 0; i < poly.length; i++) {
    const [p, q] = [poly[i]!, poly[(i + 1) % poly.length]!];
    count += Math.max(1, Math.ceil(Math.hypot(p[0] - q[0], p[1] - q[1]) / step));
  }
  const xs = new Float64Array(count);
  const ys = new Float64Array(count);
  const at = new Float64Array(count);
  let s = 0;
  let n = 0;
  for (let i = 0; i < poly.length; i++) {
    const [p, q] = [poly[i]!, poly[(i + 1) % poly.length]!];
    const len = Math.hypot(p[0] - q[0], p[1] - q[1]);
    const m = Math.max(1, Math.ceil(len / step));
    for (let k = 0; k < m; k++, n++) {
      xs[n] = p[0] + ((q[0] - p[0]) * k) / m;
      ys[n] = p[1] + ((q[1] - p[1]) * k) / m;
      at[n] = s + (len * k) / m;
    }
    s += len;
  }
  if (!count) return false;
  // Every pair closer than `width` lies in neighbouring cells of a grid of `width` cells: the grid over the
  // outline's box, each cell the head of a list of its points.
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < count; i++) {
    x0 = Math.min(x0, xs[i]!);
    y0 = Math.min(y0, ys[i]!);
    x1 = Math.max(x1, xs[i]!);
    y1 = Math.max(y1, ys[i]!);
  }
  const cols = Math.floor((x1 - x0) / width) + 1;
  const rows = Math.floor((y1 - y0) / width) + 1;
  // A degenerate outline too large for the grid is asked the longer way.
  if (!(cols * rows <= 4_000_000)) return (narrowestRun(poly, width, step)?.run ?? 0) > longer;
  const head = new Int32Array(cols * rows).fill(-1);
  const next = new Int32Array(count);
  const cx = new Int32Array(count);
  const cy = new Int32Array(count);
  for (let i = count - 1; i >= 0; i--) {
    cx[i] = Math.floor((xs[i]! - x0) / width);
    cy[i] = Math.floor((ys[i]! - y0) / width);
    const k = cy[i]! * cols + cx[i]!;
    next[i] = head[k]!;
    head[k] = i;
  }
  for (let i = 0; i < count; i++)
    for (let dy = -1; dy <= 1; dy++) {
      const r = cy[i]! + dy;
      if (r < 0 || r >= rows) continue;
      for (let dx = -1; dx <= 1; dx++) {
        const c = cx[i]! + dx;
        if (c < 0 || c >= cols) continue;
        for (let j = head[r * cols + c]!; j >= 0; j = next[j]!) {
          if (j <= i) continue;
          const apart = Math.min(at[j]! - at[i]!, s - (at[j]! - at[i]!));
          if (apart / 2 <= longer) continue;
          const w = Math.hypot(xs[i]! - xs[j]!, ys[i]! - ys[j]!);
          if (w > width || apart < 3 * w + 3 * step) continue;
          if (pointInPolygonXY((xs[i]! + xs[j]!) / 2, (ys[i]! + ys[j]!) / 2, poly)) return true;
        }
      }
    }
  return false;
}

/**
 * Every operational area as drawn is ground a stack stands on: none has a spike or strip narrower than
 * MIN_AREA_WIDTH_MM running more than NARROW_RUN_MM (a sliver left where two borders leave a corner almost along
 * one line). Each finding names the area in map.yaml and where on the map the sliver is.
 */
export function narrowAreaProblems(s: Scenario, drawing: MapDrawing): Problem[] {
  const map = s.map;
  if (drawing.kind !== 'area' || !map || map.kind !== 'area') return [];
  const boxes = new Set(((drawing.facts.strategicBoxes ?? []) as { id: string }[]).map((b) => b.id));
  const found: Problem[] = [];
  for (const t of drawing.things) {
    if (!t.polygon?.length || boxes.has(t.id)) continue;
    // The quick yes-or-no first: only an area that has a sliver is searched for its longest.
    if (!runLongerThan(t.polygon, mmToPt(MIN_AREA_WIDTH_MM), mmToPt(1), mmToPt(NARROW_RUN_MM))) continue;
    const thin = narrowestRun(t.polygon, mmToPt(MIN_AREA_WIDTH_MM), mmToPt(1));
    if (!thin || thin.run <= mmToPt(NARROW_RUN_MM)) continue;
    const index = map.areas.findIndex((a) => a.id === t.id);
    const where = thin.at.map((v) => (v / mmToPt(1)).toFixed(0)).join(', ');
    found.push(
      at(
        s.origins.map!,
        ['areas', index],
        `area ${t.id}: drawn with a sliver narrower than ${MIN_AREA_WIDTH_MM} mm running ` +
          `${(thin.run / mmToPt(1)).toFixed(0)} mm (at ${where} mm on the map); --allow-misfit prints it anyway`,
      ),
    );
  }
  return found;
}
