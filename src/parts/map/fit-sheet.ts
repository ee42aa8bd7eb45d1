import { decimalIn } from '../../print/decimal.js';
import type { Scenario } from '../../model/scenario.js';
import { rectCorners, type Point, type Rect } from '../../geometry/point.js';
import { clipToConvex } from '../../geometry/area/clip-convex.js';
import { pointInPolygonXY, polygonArea } from '../../geometry/area/polygon.js';
import {
  HEX_MARGIN_MM,
  footprintOf,
  gameCounterSize,
  largestStacks,
  type Footprint,
  type StackPiece,
} from '../../print/footprint.js';
import { mmToPt, ptToMm } from '../../print/units.js';
import { boxAround, fmt, path, polygonPath, rectPath, text, type Item, type Page } from '../../print/scene.js';
import { INK } from './map-style.js';
import { fillWords } from '../../print/catalogue/index.js';
import { wrapText } from '../../print/wrap-text.js';
import { glyphMeasure } from '../../print/text-measure.js';
import type { MapDrawing } from './map-drawing.js';

const GAP = mmToPt(8);
const MARGIN = mmToPt(12);
/** Room left between pieces drawn in a space, as a player leaves it to pick one up. */
const SPACING = mmToPt(2);
const SIDE_TINT = ['#c8d8ef', '#efc8c8', '#d8efc8', '#efe3c8'];

interface Panel {
  width: number;
  height: number;
  draw(x: number, y: number): Item[];
}

function piecePaint(side: string, sides: string[]) {
  return { fill: SIDE_TINT[Math.max(0, sides.indexOf(side)) % SIDE_TINT.length], stroke: INK, width: 0.6 };
}

function outlineItem(points: readonly Point[]): Item {
  return path(polygonPath(points), boxAround(points), { fill: '#fbf8ec', stroke: INK, width: 1.2 });
}

function caption(x: number, y: number, lines: string[]): Item[] {
  return lines.map((l, i) =>
    text(x, y + i * 11, l, i === 0 ? 9.5 : 8, { anchor: 'start', face: i === 0 ? 'bold' : 'regular' }),
  );
}

const CAPTION_H = 40;
/** Room kept above the panels for the sheet's title (two lines), pt. */
const TITLE_H = 24 + 13.5;
/** A window cut from an area too large for the paper slides over it in steps this long, pt. */
const WINDOW_STEP = mmToPt(5);

/** What the panels may take on the paper asked for: its printable size, portrait, less the sheet's own margins. */
export interface FitRoom {
  width: number;
  height: number;
}

/**
 * The part of a space that goes on the paper: the whole space when it fits either way up, else the window of the
 * largest room (portrait or landscape) that covers most of it.
 */
function onPaper(poly: readonly Point[], room: FitRoom | undefined): { poly: Point[]; cut?: Rect } {
  const box = boxAround(poly);
  if (!room) return { poly: [...poly] };
  const limits = [
    { w: room.width - 2 * MARGIN, h: room.height - 2 * MARGIN - TITLE_H - CAPTION_H - 6 },
    { w: room.height - 2 * MARGIN, h: room.width - 2 * MARGIN - TITLE_H - CAPTION_H - 6 },
  ];
  if (limits.some((l) => box.width <= l.w && box.height <= l.h)) return { poly: [...poly] };
  let best: Point[] = [];
  let window: Rect = box;
  let bestArea = -1;
  for (const l of limits) {
    const [ww, wh] = [Math.min(box.width, l.w), Math.min(box.height, l.h)];
    for (let x = box.x; x <= box.x + box.width - ww + 1e-6; x += WINDOW_STEP)
      for (let y = box.y; y <= box.y + box.height - wh + 1e-6; y += WINDOW_STEP) {
        const r = { x, y, width: ww, height: wh };
        const part = clipToConvex(poly, rectCorners(r));
        const area = part.length >= 3 ? Math.abs(polygonArea(part)) : 0;
        if (area > bestArea) [best, bestArea, window] = [part, area, r];
      }
  }
  return { poly: best, cut: window };
}

/** The outline of a space cut to the paper: its own edges solid, the edges the cut made dashed. */
function cutOutline(points: readonly Point[], cut: Rect): Item[] {
  const near = (a: number, b: number) => Math.abs(a - b) < 0.01;
  const onCut = (p: Point, q: Point) =>
    (near(p[0], cut.x) && near(q[0], cut.x)) ||
    (near(p[0], cut.x + cut.width) && near(q[0], cut.x + cut.width)) ||
    (near(p[1], cut.y) && near(q[1], cut.y)) ||
    (near(p[1], cut.y + cut.height) && near(q[1], cut.y + cut.height));
  const box = boxAround(points);
  let [own, cutEdges] = ['', ''];
  points.forEach((p, i) => {
    const q = points[(i + 1) % points.length]!;
    const d = `M${fmt(p[0])} ${fmt(p[1])}L${fmt(q[0])} ${fmt(q[1])}`;
    if (onCut(p, q)) cutEdges += d;
    else own += d;
  });
  return [
    path(polygonPath(points), box, { fill: '#fbf8ec' }),
    ...(own ? [path(own, box, { stroke: INK, width: 1.2, cap: 'round' as const })] : []),
    ...(cutEdges ? [path(cutEdges, box, { stroke: INK, width: 0.8, dash: [4, 3] })] : []),
  ];
}

/** The sheet's words in its language: a catalogue key, its English, and the numbers to fill in. */
type Words = (key: string, english: string, vars?: Record<string, string | number>) => string;
const ENGLISH: Words = (_key, english, vars) => fillWords(english, vars);

type Placed = { at: Point; p: StackPiece }[];

/**
 * Rectangles for the pieces, each wholly inside the space and clear of the others, corner-first from each of
 * the space's four corners in turn (a player fills a crowded area from one side): the arrangement that places
 * the most pieces wins; those that find no room are counted on the sheet.
 */
function packInto(poly: readonly Point[], pieces: readonly StackPiece[], once = false): Placed {
  // A space cut to the paper cannot hold every piece, so no arrangement would end the search early: the first
  // (from the top left, by rows) is drawn.
  if (once) return packFrom(poly, pieces, false, false, true);
  let best: Placed = [];
  for (const fromRight of [false, true])
    for (const fromBottom of [false, true])
      for (const rowsFirst of [true, false]) {
        const placed = packFrom(poly, pieces, fromRight, fromBottom, rowsFirst);
        if (placed.length > best.length) best = placed;
        if (best.length === pieces.length) return best;
      }
  return best;
}

function packFrom(
  poly: readonly Point[],
  pieces: readonly StackPiece[],
  fromRight: boolean,
  fromBottom: boolean,
  rowsFirst: boolean,
): Placed {
  const box = boxAround(poly);
  const placed: Placed = [];
  // The four corners and the middle, tested without building a point for each: this runs for every step of
  // every area, and the garbage of five arrays a test was a tenth of Death of a Division's cold map build.
  const inside = (x: number, y: number, w: number, h: number) =>
    pointInPolygonXY(x, y, poly) &&
    pointInPolygonXY(x + w, y, poly) &&
    pointInPolygonXY(x, y + h, poly) &&
    pointInPolygonXY(x + w, y + h, poly) &&
    pointInPolygonXY(x + w / 2, y + h / 2, poly);
  // A loop over the placed pieces, not `every` with a destructuring callback: this runs at every step too.
  const clear = (x: number, y: number, w: number, h: number) => {
    for (let k = 0; k < placed.length; k++) {
      const { at, p } = placed[k]!;
      const pw = mmToPt(p.widthMm);
      const ph = mmToPt(p.depthMm);
      if (
        !(
          x + w + SPACING <= at[0] ||
          at[0] + pw + SPACING <= x ||
          y + h + SPACING <= at[1] ||
          at[1] + ph + SPACING <= y
        )
      )
        return false;
    }
    return true;
  };
  const step = mmToPt(2);
  const steps = (from: number, span: number) => {
    const n = Math.max(0, Math.floor(span / step));
    return Array.from({ length: n + 1 }, (_, k) => from + k * step);
  };
  const order = [...pieces].sort((a, b) => b.widthMm * b.depthMm - a.widthMm * a.depthMm);
  for (const p of order) {
    let found: { at: Point; p: StackPiece; key: number } | undefined;
    for (const turned of [false, true]) {
      const q = turned ? { ...p, widthMm: p.depthMm, depthMm: p.widthMm } : p;
      const w = mmToPt(q.widthMm);
      const h = mmToPt(q.depthMm);
      let xs = steps(box.x + SPACING, box.width - w - 2 * SPACING);
      let ys = steps(box.y + SPACING, box.height - h - 2 * SPACING);
      if (fromRight) xs = xs.reverse();
      if (fromBottom) ys = ys.reverse();
      const [outer, inner] = rowsFirst ? [ys, xs] : [xs, ys];
      search: for (let a = 0; a < outer.length; a++)
        for (let b = 0; b < inner.length; b++) {
          const v = inner[b]!;
          const x = rowsFirst ? v : outer[a]!;
          const y = rowsFirst ? outer[a]! : v;
          if (clear(x, y, w, h) && inside(x, y, w, h)) {
            if (!found || a < found.key) found = { at: [x, y], p: q, key: a };
            break search;
          }
        }
    }
    if (found) placed.push({ at: found.at, p: found.p });
  }
  return placed;
}

function hexPanel(
  f: Extract<Footprint, { kind: 'hex' }>,
  cell: number,
  counter: number,
  w: Words,
  lang: string,
): Panel {
  const r = cell / Math.sqrt(3);
  return {
    width: Math.max(2 * r, mmToPt(80)),
    height: cell + CAPTION_H + 6,
    draw(x, y) {
      const c: Point = [x + r, y + CAPTION_H + cell / 2];
      const corners = Array.from({ length: 6 }, (_, k): Point => {
        const a = (60 * k * Math.PI) / 180;
        return [c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)];
      });
      const sq = { x: c[0] - counter / 2, y: c[1] - counter / 2, width: counter, height: counter };
      return [
        ...caption(x, y + 9, [
          w('fit.hex', 'One hex: {mm} mm across flats', { mm: decimalIn(lang, ptToMm(cell).toFixed(1)) }),
          w('fit.holds', 'holds {what}', {
            what: w('fit.hex-holds', 'one {counter} mm counter with {spare} mm to spare', {
              counter: Math.round(f.counterMm * 10) / 10,
              spare: HEX_MARGIN_MM,
            }),
          }),
        ]),
        outlineItem(corners),
        path(rectPath(sq), sq, { fill: '#d9cfa8', stroke: INK, width: 0.6 }),
      ];
    },
  };
}

function sectorPanels(s: Scenario, cell: number, w: Words): Panel[] {
  const pieces = s.map?.pieces;
  const sets: { title: string; rects: { w: number; h: number }[][] }[] = [];
  if (pieces?.trays) {
    const t = pieces.trays;
    const row = Array.from({ length: t.across }, () => ({ w: mmToPt(t.widthMm), h: mmToPt(t.depthMm) }));
    sets.push({
      title: w('fit.trays', '{across} × {down} trays', { across: t.across, down: t.down }),
      rects: Array.from({ length: t.down }, () => row),
    });
  }
  if (pieces?.vehicles) {
    const v = pieces.vehicles;
    const row = Array.from({ length: v.count }, () => ({ w: mmToPt(v.widthMm), h: mmToPt(v.depthMm) }));
    sets.push({ title: w('fit.vehicles', '{n} vehicles', { n: v.count }), rects: [row] });
  }
  return sets.map((set) => ({
    width: cell,
    height: cell + CAPTION_H + 6,
    draw(x, y) {
      const top = y + CAPTION_H;
      const sq = { x, y: top, width: cell, height: cell };
      const items: Item[] = [
        ...caption(x, y + 9, [
          w('fit.sector', 'One sector: {mm} mm square', { mm: ptToMm(cell).toFixed(1) }),
          w('fit.holds', 'holds {what}', { what: set.title }),
        ]),
        path(rectPath(sq), sq, { fill: '#fbf8ec', stroke: INK, width: 1.2 }),
      ];
      const rowsH = set.rects.reduce((a, r) => a + r[0].h, 0);
      let yy = top + (cell - rowsH) / 2;
      for (const row of set.rects) {
        const rowW = row.reduce((a, r) => a + r.w, 0);
        let xx = x + (cell - rowW) / 2;
        for (const r of row) {
          const b = { x: xx, y: yy, width: r.w, height: r.h };
          items.push(path(rectPath(b), b, { fill: '#c8d8ef', stroke: INK, width: 0.6 }));
          xx += r.w;
        }
        yy += row[0].h;
      }
      return items;
    },
  }));
}

function areaPanel(
  s: Scenario,
  f: Extract<Footprint, { kind: 'area' }>,
  drawing: MapDrawing,
  counterPt: number,
  w: Words,
  room: FitRoom | undefined,
): Panel {
  // The tightest space is the one to check: the smallest operational area as drawn. An area larger than the
  // paper is cut to it: the part that covers most of the sheet, at 100 %.
  const spaces = drawing.things.filter((t) => t.polygon && t.polygon.length >= 3 && t.fit);
  const smallest = spaces.reduce((a, b) =>
    Math.abs(polygonArea(b.polygon!)) < Math.abs(polygonArea(a.polygon!)) ? b : a,
  );
  const shown = onPaper(smallest.polygon!, room);
  const box = boxAround(shown.poly);
  const sides = s.game.sides.map((x) => x.id);
  const pieces = largestStacks(s, counterPt);
  return {
    width: Math.max(box.width, mmToPt(120)),
    height: box.height + CAPTION_H + 6,
    draw(x, y) {
      const dx = x - box.x;
      const dy = y + CAPTION_H - box.y;
      const poly = shown.poly.map(([px, py]): Point => [px + dx, py + dy]);
      const placed = packInto(poly, pieces, !!shown.cut);
      const missing = pieces.length - placed.length;
      const named = { name: smallest.name ?? smallest.id, cm2: (smallest.fit!.printed / 100).toFixed(0) };
      const items: Item[] = [
        ...caption(x, y + 9, [
          shown.cut
            ? w('fit.area-cut', 'The smallest area, {name}: {cm2} cm², cut to this paper', named)
            : w('fit.area', 'The smallest area, {name}: {cm2} cm²', named),
          w('fit.holds', 'holds {what}', { what: f.holds }) +
            (missing
              ? shown.cut
                ? w('fit.missing-cut', '; {missing} of {n} pieces go in the part off this paper', {
                    missing,
                    n: pieces.length,
                  })
                : w('fit.missing', '; {missing} of {n} pieces found no room in this drawing', {
                    missing,
                    n: pieces.length,
                  })
              : ''),
        ]),
        ...(shown.cut
          ? cutOutline(poly, { ...shown.cut, x: shown.cut.x + dx, y: shown.cut.y + dy })
          : [outlineItem(poly)]),
      ];
      for (const { at, p } of placed) {
        const b = { x: at[0], y: at[1], width: mmToPt(p.widthMm), height: mmToPt(p.depthMm) };
        items.push(path(rectPath(b), b, piecePaint(p.side, sides)));
      }
      return items;
    },
  };
}

/**
 * The fit sheet: one space of each kind at 100 %, with the largest legal stack drawn in, so a player can hold
 * real pieces against it before cutting anything. Given the paper's room, it keeps to that paper.
 */
export function fitSheet(
  s: Scenario,
  drawing: MapDrawing,
  counterPt?: number,
  w: Words = ENGLISH,
  room?: FitRoom,
  lang = 'en',
): Page | undefined {
  const counter = counterPt ?? gameCounterSize(s).pt;
  const f = footprintOf(s, counter);
  const cell = drawing.facts.cellSize as number | undefined;
  if (!f) return undefined;
  const panels =
    f.kind === 'hex' && cell
      ? [hexPanel(f, cell, counter, w, lang)]
      : f.kind === 'square' && cell
        ? sectorPanels(s, cell, w)
        : f.kind === 'area'
          ? [areaPanel(s, f, drawing, counter, w, room)]
          : [];
  if (!panels.length) return undefined;
  const title = w('fit.title', 'Fit sheet: one space of each kind at 100 %, with its largest legal stack');
  const width = 2 * MARGIN + Math.max(mmToPt(150), ...panels.map((p) => p.width));
  // The title wraps to the sheet's width: in Russian it is half as long again as in English.
  const lines = wrapText(title, width - 2 * MARGIN, 11, glyphMeasure(), 'bold');
  const items: Item[] = lines.map((l, i) =>
    text(MARGIN, MARGIN + 10 + i * 13.5, l, 11, { anchor: 'start', face: 'bold' }),
  );
  let y = MARGIN + 24 + (lines.length - 1) * 13.5;
  for (const p of panels) {
    items.push(...p.draw(MARGIN, y));
    y += p.height + GAP;
  }
  return { width, height: y - GAP + MARGIN, layers: [{ items }] };
}
