import type { AreaMap } from '../../../model/schema/map.js';
import { rectsOverlap, type Point, type Rect } from '../../../geometry/point.js';
import { pointInPolygon } from '../../../geometry/area/polygon.js';
import { segmentEntersRect } from '../../../geometry/route-around.js';
import { lineBounds } from '../../../geometry/line-bounds.js';
import { nearestFrameSide } from '../../../geometry/rect-exit.js';
import { mmToPt } from '../../../print/units.js';
import { ASCENT, DESCENT, path, rectPath, text, type Item } from '../../../print/scene.js';
import { glyphMeasure } from '../../../print/text-measure.js';
import { wrapName } from '../wrap-name.js';
import { arrowPath } from '../arrow.js';
import { INK, lighten, isDark } from '../map-style.js';
import { textLines, type FurnitureContext } from '../furniture/block.js';
import { sideOf, type DrawContext } from '../grid/draw-context.js';
import type { PlacedArea } from './area-model.js';
import { defenceMark, vpMark, townMark, supplyMark } from './area-marks.js';
import { longestRunNear } from './arrow-road-check.js';

/** The size of an area's marks at the map's scale, pt: the radius of the defence ring. */
const markRadius = (f: FurnitureContext): number => 5.2 * f.scale;
/** How far below its town's point an area's row of marks stands, pt. */
const markRowDrop = (f: FurnitureContext): number => 7 * f.scale;
/** A town mark's half-width: townMark draws a square of 0.8 of the radius it is given each side. */
const townHalf = (f: FurnitureContext): number => markRadius(f) * 0.75 * 0.8;

/**
 * A town's mark on its point, where its roads meet (the map reads a road as entering the town it serves), or none
 * where the area holds no town.
 */
function townSign(a: PlacedArea, f: FurnitureContext): Item[] {
  return a.area.town ? townMark(a.centre[0], a.centre[1], markRadius(f) * 0.75) : [];
}

/** The row of marks under an area's town: defence value, victory points, supply. */
function markRow(a: PlacedArea, x: number, y: number, r: number, ctx: DrawContext): Item[] {
  const marks: ((cx: number) => Item[])[] = [];
  if (a.area.defence !== undefined) marks.push((cx) => defenceMark(cx, y, r, a.area.defence!));
  if (a.area.victoryPoints) marks.push((cx) => vpMark(cx, y, r * 0.95, a.area.victoryPoints));
  // An operational supply source shows where its supply road leaves the map; a strategic box carries the mark itself.
  if (a.area.supplyFor && a.box) marks.push((cx) => supplyMark(cx, y, r * 0.85, sideOf(ctx, a.area.supplyFor).color));
  const step = r * 2.5;
  const x0 = x - ((marks.length - 1) * step) / 2;
  return marks.flatMap((m, i) => m(x0 + i * step));
}

/**
 * Whether a polyline passes through a rectangle, away from `junction` (a town's point, where its roads meet under
 * its mark: a name set just above it touches them there, as on any map).
 */
export function lineMeetsRect(line: readonly Point[], r: Rect, junction?: { at: Point; radius: number }): boolean {
  const inside = (p: Point) =>
    p[0] > r.x &&
    p[0] < r.x + r.width &&
    p[1] > r.y &&
    p[1] < r.y + r.height &&
    (!junction || Math.hypot(p[0] - junction.at[0], p[1] - junction.at[1]) > junction.radius);
  // A line whose bounds miss the rectangle has no segment that reaches it (the test below skips each such segment).
  const lb = lineBounds(line);
  if (lb.x1 < r.x || lb.x0 > r.x + r.width || lb.y1 < r.y || lb.y0 > r.y + r.height) return false;
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    if (Math.max(a[0], b[0]) < r.x || Math.min(a[0], b[0]) > r.x + r.width) continue;
    if (Math.max(a[1], b[1]) < r.y || Math.min(a[1], b[1]) > r.y + r.height) continue;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / 1.5));
    // Only the samples where the segment crosses the rectangle's band across and down can fall inside it: the
    // stretch of k between them (a sample to spare each end, for rounding) is walked, not the whole segment (a long
    // road past a name was sampled end to end for every place tried).
    let [t0, t1] = [0, 1];
    for (const [p, d, lo, hi] of [
      [a[0], b[0] - a[0], r.x, r.x + r.width],
      [a[1], b[1] - a[1], r.y, r.y + r.height],
    ] as const) {
      if (d === 0) continue;
      const [u, v] = [(lo - p) / d, (hi - p) / d];
      t0 = Math.max(t0, Math.min(u, v));
      t1 = Math.min(t1, Math.max(u, v));
    }
    const k0 = Math.max(0, Math.floor(t0 * n) - 1);
    const k1 = Math.min(n, Math.ceil(t1 * n) + 1);
    for (let k = k0; k <= k1; k++)
      if (inside([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n])) return true;
  }
  return false;
}

/**
 * Name and marks of an operational area: the marks just below its position, the name just above it, or, where a
 * road, trail or arrow drawn through the town would run through the name there, beside it or below the marks,
 * wherever none does (the first of above, upper right, upper left, lower right, lower left, right, left, below).
 */
export function operationalLabel(
  a: PlacedArea,
  ctx: DrawContext,
  f: FurnitureContext,
  lines: readonly (readonly Point[])[] = [],
): Item[] {
  const { name, marks } = operationalLabelParts(a, ctx, f, lines);
  return [...name, ...marks];
}

/**
 * operationalLabel's name and marks apart, and the box of its town's mark (on its point) where it has one. Where it
 * can, a name keeps NAME_FRAME_CLEAR off the sides of the operational `frame`, whose line is drawn heavy.
 */
export function operationalLabelParts(
  a: PlacedArea,
  ctx: DrawContext,
  f: FurnitureContext,
  lines: readonly (readonly Point[])[] = [],
  frame?: Rect,
): { name: Item[]; marks: Item[]; town?: Rect } {
  return labelAs(a, ctx, f, labelChoice(a, ctx, f, lines, frame));
}

/**
 * Where an area's name went and how it was set, and how far its marks stepped aside along their row (in steps of
 * the furniture scale): what labelChoice's search comes to, from which labelAs draws the label. Plain JSON, kept in
 * a bundled game's map.geometry.json.
 */
export interface LabelChoice {
  size: number;
  /** The width the name was wrapped to, mm at scale 1. */
  wrap: number;
  place: NamePlace;
  dx?: number;
}

/** The area's name and marks drawn as `choice` says. */
export function labelAs(
  a: PlacedArea,
  ctx: DrawContext,
  f: FurnitureContext,
  choice: LabelChoice,
): { name: Item[]; marks: Item[]; town?: Rect } {
  const [cx, cy] = a.centre;
  const town = townSign(a, f);
  const words = wrapName(
    ctx.texts.name(a.area.id, a.area.name),
    mmToPt(choice.wrap) * f.scale,
    choice.size,
    f.measure,
    'condensedBold',
  );
  const marks =
    choice.dx === undefined
      ? markRow(a, cx, cy + markRowDrop(f), markRadius(f), ctx)
      : markRow(a, cx + choice.dx * f.scale, cy + markRowDrop(f), markRadius(f), ctx);
  return {
    name: nameAt(words, choice.size, choice.place),
    marks: [...town, ...marks],
    ...(town.length ? { town: town[0]!.box } : {}),
  };
}

/** The search operationalLabelParts draws from (see there). */
export function labelChoice(
  a: PlacedArea,
  ctx: DrawContext,
  f: FurnitureContext,
  lines: readonly (readonly Point[])[] = [],
  frame?: Rect,
): LabelChoice {
  const [cx, cy] = a.centre;
  const town = townSign(a, f);
  const marks = markRow(a, cx, cy + markRowDrop(f), markRadius(f), ctx);
  const name = ctx.texts.name(a.area.id, a.area.name);
  const junction = { at: a.centre, radius: junctionRadius(f) };
  // A line is drawn this wide: a name keeps its half-width (and a hair) off the line's middle, not only its own box.
  const pad = LINE_CLEARANCE;
  const hits = (boxes: Rect[]) =>
    boxes.filter((b) => {
      const grown = { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
      return lines.some((line) => lineMeetsRect(line, grown, junction));
    }).length;
  // A name on its own marks (a star on the "S" of Soucht) reads as neither.
  const markBoxes = [...town, ...marks].map((m) => m.box);
  const onMarks = (boxes: Rect[]) => boxes.some((b) => markBoxes.some((m) => rectsOverlap(b, m)));
  const offFrame = (b: Rect) =>
    !frame ||
    (b.x - frame.x >= NAME_FRAME_CLEAR &&
      b.y - frame.y >= NAME_FRAME_CLEAR &&
      frame.x + frame.width - (b.x + b.width) >= NAME_FRAME_CLEAR &&
      frame.y + frame.height - (b.y + b.height) >= NAME_FRAME_CLEAR);
  const inArea = (boxes: Rect[], clear: number) =>
    boxes.every(
      (b) =>
        (!clear || offFrame(b)) &&
        rectInPolygon(
          clear ? { x: b.x - clear, y: b.y - clear, width: b.width + 2 * clear, height: b.height + 2 * clear } : b,
          a.polygon,
        ),
    );
  // Where no place keeps the name off its own marks, the marks step aside along their row, a few points at a time,
  // as long as they stay in the area.
  // The town's mark stays on its point, where its roads meet.
  const apart = (boxes: Rect[]): { marks: Item[]; dx?: number } => {
    if (!onMarks(boxes)) return { marks: [...town, ...marks] };
    for (const dx of [-4, 4, -8, 8, -12, 12, -16, 16]) {
      const moved = markRow(a, cx + dx * f.scale, cy + markRowDrop(f), markRadius(f), ctx);
      const at = [...town, ...moved].map((m) => m.box);
      if (!boxes.some((b) => at.some((m) => rectsOverlap(b, m))) && inArea(at, 0))
        return { marks: [...town, ...moved], dx };
    }
    return { marks: [...town, ...marks] };
  };
  // The name as set, then wrapped narrower, then a size smaller (not below NAME_SHRINK): the first of these, at the
  // first place, that keeps off every line and inside the area's border, NAME_BORDER_CLEAR off it where one does
  // (a name against its border reads as the next area's), and off its own marks where one does. Failing that, the
  // place with the fewest lines through it, as set.
  let fallback: { choice: LabelChoice; boxes: Rect[]; hits: number } | undefined;
  // A name against its border is refused by the build, a name on its marks only where they cannot step aside.
  const passes: [number, boolean][] = [
    [NAME_BORDER_CLEAR, true],
    [NAME_BORDER_CLEAR, false],
    [0, true],
    [0, false],
  ];
  for (const [clear, offMarks] of passes) {
    // Each style's nearest place that passes, the nearest of them taken (issue 24: Wingen-sur-Moder's name as set
    // found room only 16 mm below its point, where its roads and trails fan out; smaller, it stands in the fork).
    const found: { at: ReturnType<typeof apart>; d: number; size: number; choice: LabelChoice }[] = [];
    for (const [scale, wrap] of nameStyles(f.scale)) {
      const size = 8 * f.scale * scale;
      const words = wrapName(name, mmToPt(wrap) * f.scale, size, f.measure, 'condensedBold');
      if (fallback && words.length === 1 && scale === 1) continue;
      // Each line's width measured once: a place's boxes are worked out without drawing its words (the drawing,
      // for every place of every name, was a tenth of a map's garbage).
      const widths = words.map((l) => glyphMeasure().width(l, size, 'condensedBold'));
      for (const { place, boxes } of nearestFirst(
        namePlaces(a.centre, words.length, size, f.scale, town.length ? townHalf(f) : 0),
        widths,
        size,
        a.centre,
      )) {
        // The border first: it is the cheaper test, and most places fail it.
        const inside = inArea(boxes, clear) && !(offMarks && onMarks(boxes));
        let h = inside && lines.length ? hits(boxes) : undefined;
        if (inside && !h) {
          const at = apart(boxes);
          if (clear === 0 || !onMarks(boxes) || at.dx !== undefined) {
            found.push({
              at,
              d: fromMarks(
                boxes,
                at.marks.map((m) => m.box),
              ),
              size,
              choice: { size, wrap, place, ...(at.dx !== undefined ? { dx: at.dx } : {}) },
            });
            break;
          }
          continue;
        }
        if (clear || offMarks) continue;
        if (!fallback) fallback = { choice: { size, wrap, place }, boxes, hits: h ?? (lines.length ? hits(boxes) : 0) };
        else if (scale === 1 && wrap === NAME_STYLES[0]![1] && fallback.hits > 0) {
          h ??= lines.length ? hits(boxes) : 0;
          if (h < fallback.hits) fallback = { choice: { size, wrap, place }, boxes, hits: h };
        }
      }
    }
    if (found.length) {
      // The nearest, a name set smaller costing distance (SMALLER_COST for the whole size): a name set small to
      // stand a little nearer reads worse than one as set a little further off (Ingwiller at 7.8 pt beside 10.35 pt
      // names). One about as near as an earlier style's (NEAR_ALIKE) leaves it.
      const full = 8 * f.scale;
      const cost = (x: (typeof found)[number]) => x.d + ((full - x.size) / full) * SMALLER_COST;
      return found.reduce((p, x) => (cost(x) < cost(p) - NEAR_ALIKE ? x : p)).choice;
    }
  }
  const { dx } = apart(fallback!.boxes);
  return { ...fallback!.choice, ...(dx !== undefined ? { dx } : {}) };
}

/** What setting a name a whole size smaller costs against standing nearer its town's marks, pt. */
const SMALLER_COST = mmToPt(25);

/** How far a name's nearest line stands from its town's marks (its sign, value and star), pt. */
function fromMarks(boxes: readonly Rect[], marks: readonly Rect[]): number {
  const gap = (a: Rect, b: Rect) =>
    Math.hypot(
      Math.max(0, a.x - (b.x + b.width), b.x - (a.x + a.width)),
      Math.max(0, a.y - (b.y + b.height), b.y - (a.y + a.height)),
    );
  return Math.min(...boxes.flatMap((b) => marks.map((m) => gap(b, m))));
}

/** How far a name's nearest line stands from its town's point, pt. */
function fromTown(boxes: readonly Rect[], [cx, cy]: Point): number {
  return Math.min(
    ...boxes.map((b) =>
      Math.hypot(Math.max(b.x - cx, 0, cx - (b.x + b.width)), Math.max(b.y - cy, 0, cy - (b.y + b.height))),
    ),
  );
}

/** How far a name keeps from its area's border where it can, pt. */
export const NAME_BORDER_CLEAR = mmToPt(1);
/**
 * And from the operational frame, pt: against its heavy line a name reads cramped (issue 24: Nordwind's
 * Niederbronn-les-Bains ran to 1 mm of the right side).
 */
export const NAME_FRAME_CLEAR = mmToPt(3);

/** How far a name keeps from the middle of a road, trail or arrow, pt: half a road's drawn width with its casing. */
export const LINE_CLEARANCE = mmToPt(1.3) / 2 + 0.5;

/** The least size a name set smaller is tried at first, pt: below it a town's name reads poorly at the table. */
export const MIN_NAME_PT = 9;

/** The sizes (of 8 pt) and line widths (mm) an area's name is tried at, in order. */
const NAME_STYLES: readonly (readonly [number, number])[] = [
  [1, 30],
  [1, 16],
  [0.85, 30],
  [0.85, 16],
  [0.75, 12],
];

/**
 * NAME_STYLES for a map's furniture scale: where the full size reaches MIN_NAME_PT and a smaller one falls below
 * it, MIN_NAME_PT is tried first (issue 24: Nordwind's Mouterhouse, Goetzenbruck, Gundershoffen and Philippsbourg
 * printed at 8.8 pt beside 10.35 pt names, where 9 pt fits).
 */
function nameStyles(scale: number): readonly (readonly [number, number])[] {
  const full = 8 * scale;
  if (full < MIN_NAME_PT) return NAME_STYLES;
  const floor = MIN_NAME_PT / full;
  const smaller = NAME_STYLES.filter(([k]) => k < 1 && k < floor);
  if (!smaller.length) return NAME_STYLES;
  const floored = [...new Set(smaller.map(([, wrap]) => wrap))].map((wrap) => [floor, wrap] as const);
  return [...NAME_STYLES.filter(([k]) => k >= floor), ...floored, ...smaller];
}

type NamePlace = readonly [number, number, 'middle' | 'start' | 'end'];

/** Places whose names lie within this of each other's distance from the town keep their order of preference, pt. */
const NEAR_ALIKE = mmToPt(1);

/**
 * The places with their names' boxes, the name nearest its town first (issue 24: Eguelshardt's name stood 11 mm
 * from its point where a place beside it was free); places about as near keep namePlaces' order.
 */
function nearestFirst(
  places: readonly NamePlace[],
  widths: readonly number[],
  size: number,
  [cx, cy]: Point,
): { place: NamePlace; boxes: Rect[] }[] {
  // A name above or below its town may also slide sideways, a quarter and a half of its width: between two roads
  // that leave the town at a slant, the room nearest it is off to one side (Wingen-sur-Moder's fork).
  const w = Math.max(...widths);
  const slid = places.flatMap((p): NamePlace[] =>
    p[2] === 'middle' ? [0.25, -0.25, 0.5, -0.5].map((k): NamePlace => [p[0] + k * w, p[1], 'middle']) : [],
  );
  return [...places, ...slid]
    .map((place, i) => {
      const boxes = nameBoxes(widths, size, place);
      return { place, boxes, i, d: Math.round(fromTown(boxes, [cx, cy]) / NEAR_ALIKE) };
    })
    .sort((a, b) => a.d - b.d || a.i - b.i);
}

/**
 * Where a name may stand round its town, each as the first line's baseline and the anchor: just above, then beside
 * and below it, further out each round (above, upper right, upper left, lower right, lower left, right, left, below).
 */
function namePlaces(centre: Point, n: number, size: number, scale: number, town: number): NamePlace[] {
  const [cx, cy] = centre;
  const lh = size * 1.15;
  const side = 7 * scale;
  const under = cy + 7 * scale + 5.2 * scale + size;
  // Just above the town's point, or above its mark (the name's descenders clear of it) where it has one.
  const above = town ? town + size * DESCENT + 0.5 : 2;
  const places: NamePlace[] = [[cx, cy - above - (n - 1) * lh, 'middle']];
  for (const k of [0.5, 1, 1.5, 2, 2.5, 3, 4])
    places.push(
      [cx + k * side, cy - k * side - (n - 1) * lh, 'start'],
      [cx - k * side, cy - k * side - (n - 1) * lh, 'end'],
      [cx + k * side, cy + k * side + size, 'start'],
      [cx - k * side, cy + k * side + size, 'end'],
      [cx + 2 * k * side, cy + size / 3 - ((n - 1) * lh) / 2, 'start'],
      [cx - 2 * k * side, cy + size / 3 - ((n - 1) * lh) / 2, 'end'],
      [cx, cy - above - k * side - (n - 1) * lh, 'middle'],
      [cx, under + (k - 1) * side, 'middle'],
    );
  return places;
}

/** The boxes nameAt's words take (as textBox works them out), from the lines' widths. */
function nameBoxes(widths: readonly number[], size: number, [x, y, anchor]: NamePlace): Rect[] {
  return widths.map((w, i) => ({
    x: x + (anchor === 'start' ? 0 : anchor === 'middle' ? -w / 2 : -w),
    y: y + i * size * 1.15 - size * ASCENT,
    width: w,
    height: size * (ASCENT + DESCENT),
  }));
}

const nameAt = (words: readonly string[], size: number, [x, y, anchor]: NamePlace): Item[] =>
  words.map((l, i) => text(x, y + i * size * 1.15, l, size, { face: 'condensedBold', halo: '#ffffff', anchor }));

/** Whether a rectangle (shrunk a hair) lies wholly inside a polygon: its corners inside and no edge through it. */
export function rectInPolygon(r: Rect, poly: readonly Point[]): boolean {
  const q: Rect = { x: r.x + 0.5, y: r.y + 0.5, width: r.width - 1, height: r.height - 1 };
  if (q.width <= 0 || q.height <= 0) return true;
  // One corner inside and no edge through the rectangle: then all of it is inside. An edge wholly to one side of
  // the rectangle is passed over without the full test (this runs for every place tried for every name).
  const [x1, y1] = [q.x + q.width, q.y + q.height];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    if (
      (a[0] < q.x && b[0] < q.x) ||
      (a[0] > x1 && b[0] > x1) ||
      (a[1] < q.y && b[1] < q.y) ||
      (a[1] > y1 && b[1] > y1)
    )
      continue;
    if (segmentEntersRect(a, b, q)) return false;
  }
  return pointInPolygon([q.x, q.y], poly);
}

/** Whether a connection is drawn as a line: roads, trails, bridges and arrows; other links only where dotted. */
export const drawnAsLine = (c: { kind: string; sharedBorder?: boolean }): boolean =>
  c.kind === 'road' || c.kind === 'trail' || c.kind === 'bridge' || c.kind === 'entry' || c.sharedBorder === false;

/** Around a town's point its roads meet: a name may touch them there, pt. */
export const junctionRadius = (f: FurnitureContext): number => 5 * f.scale;

/** How far an area's label reaches from its centre: pattern marks and arrows keep clear of it. */
export const labelRadius = (f: FurnitureContext): number => mmToPt(14) * f.scale;

/** An entry arrow as drawn: the side it is for, its tail and its tip. */
export interface EntryArrow {
  area: string;
  side: string;
  tail: Point;
  tip: Point;
}

/** How far an entry arrow is set aside from a road it would lie along, mm: clear of the road's width and its own. */
const ARROW_ROAD_GAP_MM = 3.5;
/** ... when it runs that near the road for longer than this of its 11 mm (a road crossing it runs 7 mm near). */
const ALONG_MM = 8;

/**
 * Where an area's entry arrows are drawn: from the nearest frame side towards its centre, side by side. An arrow
 * that would lie along one of `lines` (its roads and supply road, which run to the frame the same way) is set aside
 * from it, the least it must, so that it reads as an entry and not as the road (Huldange's arrow on its supply road).
 */
export function entryArrowLines(
  a: PlacedArea,
  outline: Rect,
  f: FurnitureContext,
  lines: readonly (readonly Point[])[] = [],
  /** The names drawn near the arrows (their boxes): an arrow set aside from its road keeps off them too. */
  names: readonly Rect[] = [],
): EntryArrow[] {
  const [cx, cy] = a.centre;
  // The arrows come in through the frame side nearest the area.
  const { out } = nearestFrameSide(a.centre, outline);
  const dir: Point = [-out[0], -out[1]];
  const reach = labelRadius(f) * 0.95;
  const n = a.area.entryFor.length;
  const arrowAt = (off: number) => {
    const tip: Point = [cx - dir[0] * reach - dir[1] * off, cy - dir[1] * reach + dir[0] * off];
    const tail: Point = [tip[0] - dir[0] * mmToPt(11), tip[1] - dir[1] * mmToPt(11)];
    return { tail, tip };
  };
  const onRoad = (offs: number[]) =>
    offs.some((off) => {
      const { tail, tip } = arrowAt(off);
      return lines.some((l) => longestRunNear([tail, tip], l, mmToPt(ARROW_ROAD_GAP_MM)) > mmToPt(ALONG_MM));
    });
  const offs = a.area.entryFor.map((_, i) => (i - (n - 1) / 2) * mmToPt(5));
  const shift = [0, 1, -1, 2, -2, 3, -3].map((k) => k * mmToPt(2)).find((d) => !onRoad(offs.map((o) => o + d))) ?? 0;
  const drawn = (d: number, back = 0) =>
    offs.map((o) => {
      const { tail, tip } = arrowAt(o + d);
      return {
        tail: [tail[0] - dir[0] * back, tail[1] - dir[1] * back],
        tip: [tip[0] - dir[0] * back, tip[1] - dir[1] * back],
      };
    }) as { tail: Point; tip: Point }[];
  // An arrow over a name (set aside from its road onto it: Losheim's, on the east edge) is set aside further, to
  // the side of the name where it meets no road; failing that, it stops short of the name, nearer the frame.
  const head = mmToPt(1.6);
  const onName = (ls: readonly { tail: Point; tip: Point }[]) =>
    ls.some(({ tail, tip }) =>
      names.some((r) =>
        segmentEntersRect(tail, tip, {
          x: r.x - head,
          y: r.y - head,
          width: r.width + 2 * head,
          height: r.height + 2 * head,
        }),
      ),
    );
  const inFrame = (ls: readonly { tail: Point; tip: Point }[]) =>
    ls.every(
      ({ tail }) =>
        tail[0] >= outline.x &&
        tail[0] <= outline.x + outline.width &&
        tail[1] >= outline.y &&
        tail[1] <= outline.y + outline.height,
    );
  let drawnLines = drawn(shift);
  if (onName(drawnLines)) {
    const aside = [1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]
      .map((k) => shift + k * mmToPt(2))
      .find((d) => !onRoad(offs.map((o) => o + d)) && !onName(drawn(d)));
    const back = [1, 2, 3, 4, 5, 6, 7, 8]
      .map((k) => k * mmToPt(1))
      .find((b) => !onName(drawn(shift, b)) && inFrame(drawn(shift, b)));
    if (aside !== undefined) drawnLines = drawn(aside);
    else if (back !== undefined) drawnLines = drawn(shift, back);
  }
  return a.area.entryFor.map((side, i) => ({ area: a.area.id, side, ...drawnLines[i]! }));
}

/**
 * The entry arrows entryArrowLines placed, drawn in the colour of their side. They are placed once for the drawing
 * and its facts (the arrow-on-road check reads the same lines): placing them is the costly part.
 */
export function entryArrows(arrows: readonly EntryArrow[], ctx: DrawContext): Item[] {
  return arrows.map(({ side, tail, tip }) => {
    const { color } = sideOf(ctx, side);
    return path(
      arrowPath(tail, tip, mmToPt(1.6)),
      {
        x: Math.min(tip[0], tail[0]) - 10,
        y: Math.min(tip[1], tail[1]) - 10,
        width: Math.abs(tip[0] - tail[0]) + 20,
        height: Math.abs(tip[1] - tail[1]) + 20,
      },
      {
        fill: color,
        stroke: '#ffffff',
        width: 0.6,
        join: 'round',
      },
    );
  });
}

/**
 * A strategic area: a box around the operational map with its name in a bar of the controlling side's
 * colour, its marks, and a note when it is a start area.
 */
export function strategicBox(a: PlacedArea, map: AreaMap, ctx: DrawContext, f: FurnitureContext): Item[] {
  const r = a.box!;
  const t = map.terrainTypes.find((x) => x.id === a.area.terrain);
  const control = a.area.control ? sideOf(ctx, a.area.control).color : '#5f5b50';
  const items: Item[] = [path(rectPath(r), r, { fill: lighten(t?.color ?? '#dddddd', 0.35), stroke: INK, width: 1.4 })];
  const size = 8.5 * f.scale;
  const name = ctx.texts.name(a.area.id, a.area.name);
  const lines = textLines(r.x + 4, r.y + 1, name, r.width - 8, size, f, {
    face: 'condensedBold',
    maxLines: 2,
    fill: isDark(control) ? '#ffffff' : INK,
  });
  const barH = lines.height + 4;
  const bar: Rect = { x: r.x, y: r.y, width: r.width, height: barH };
  items.push(path(rectPath(bar), bar, { fill: control, stroke: INK, width: 1.4 }), ...lines.items);
  const markY = r.y + barH + (r.height - barH) * 0.38;
  items.push(...markRow(a, r.x + r.width / 2, markY, 7 * f.scale, ctx));
  if (a.area.startFor) {
    const side = ctx.texts.name(a.area.startFor, sideOf(ctx, a.area.startFor).name);
    items.push(
      ...textLines(
        r.x + 4,
        r.y + r.height - size * 1.6,
        `${ctx.texts.t('area.start', 'Start area')}: ${side}`,
        r.width - 8,
        size * 0.85,
        f,
        { face: 'condensed', anchor: 'middle' },
      ).items,
    );
  }
  return items;
}
