import type { Point, Rect } from '../../../geometry/point.js';
import { pointInPolygonXY } from '../../../geometry/area/polygon.js';
import { mmToPt } from '../../../print/units.js';
import type { Item, TextItem } from '../../../print/scene.js';
import type { MapDrawing } from '../map-drawing.js';
import { planTiles, snapSeams, type TileOptions, type TilePlan } from './plan-tiles.js';
import { seamCosts } from './seam-cost.js';
import { freeSeams } from './free-seams.js';
import { sheetMatter } from './blank-sheets.js';
import { clearWindows } from './clear-windows.js';
import { segmentHits, segmentsOf } from '../place-labels.js';
import { frozenOr, keepsGeometry } from '../area/frozen-geometry.js';
import {
  drawnAsLine,
  LINE_CLEARANCE,
  lineMeetsRect,
  NAME_BORDER_CLEAR,
  rectInPolygon,
} from '../area/draw-area-labels.js';
import { ENTRY_ARROW_WIDTH } from '../area/entry-routes.js';
import { arrowNear } from '../area/arrow-shape.js';

/** A trim line as cut: vertical (a === b in x) between two row cuts, or horizontal across the map. */
export interface TrimLine {
  a: [number, number];
  b: [number, number];
}

/**
 * The tiles of a map too large for its paper, each seam cut where it crosses the fewest words and blocks (seamCosts,
 * snapSeams, then freeSeams over every placement of the windows). `soft` items may be crossed at a word's cost but
 * are not counted as cut: they move aside afterwards (see moveAreaNamesOffCuts and placeLabels).
 */
export function cutTiles(
  drawing: MapDrawing,
  opts: TileOptions,
  soft: ReadonlySet<number> = new Set(),
  signs: ReadonlySet<number> = new Set(),
  /** A bundled game's folder: its map.geometry.json may keep the cuts for an area map (see frozenCuts). */
  dir?: string,
): TilePlan {
  // The map part asks for the same plan twice (to know whether names must move, then to print): it is cut once.
  const key = JSON.stringify(opts);
  const known = soft.size || signs.size ? undefined : plans.get(drawing.items)?.get(key);
  if (known) return known;
  const plan =
    drawing.kind === 'area' && keepsGeometry(dir)
      ? frozenCuts(dir, drawing, opts, soft, signs)
      : cutOnce(drawing, opts, soft, signs);
  if (!soft.size && !signs.size) plans.set(drawing.items, (plans.get(drawing.items) ?? new Map()).set(key, plan));
  return plan;
}

const plans = new WeakMap<readonly Item[], Map<string, TilePlan>>();

/**
 * cutOnce for an area map, its answer kept in a bundled game's map.geometry.json under a hash of all the search reads
 * (a tenth of a cold Death of a Division map: the seams are searched three times over 5,000 places a side): the size,
 * the paper, each word's box and weight, the signs' marks, the blocks and boxes, and the foot of the drawing. An
 * area map's cuts weigh no cells (seamCosts), so nothing else of the drawing counts.
 */
function frozenCuts(
  dir: string | undefined,
  drawing: MapDrawing,
  opts: TileOptions,
  soft: ReadonlySet<number>,
  signs: ReadonlySet<number>,
): TilePlan {
  const blocks = [...((drawing.facts.furniture ?? []) as { rect: Rect }[]), ...drawing.boxes].map((b) => b.rect);
  const inputs = {
    width: drawing.width,
    height: drawing.height,
    opts,
    words: drawing.items.flatMap((it, i) =>
      it.kind === 'text'
        ? [[it.box.x, it.box.y, it.box.width, it.box.height, soft.has(i) ? 1 : signs.has(i) ? 2 : 0]]
        : [],
    ),
    marks: ((drawing.facts.areaLabels ?? []) as { marks: Rect[] }[]).map((l) => l.marks),
    blocks,
    strategic: drawing.facts.strategicBoxes ?? [],
    foot: sheetMatter(drawing.width, drawing.height, drawing.items, blocks).foot ?? null,
  };
  return frozenOr(dir, 'cuts', inputs, () => cutOnce(drawing, opts, soft, signs));
}

function cutOnce(
  drawing: MapDrawing,
  opts: TileOptions,
  soft: ReadonlySet<number>,
  signs: ReadonlySet<number>,
): TilePlan {
  const costs = seamCosts(
    drawing,
    soft,
    signs,
    areaNames(drawing).map((g) => g.at),
  );
  const blocks = [...((drawing.facts.furniture ?? []) as { rect: Rect }[]), ...drawing.boxes].map((b) => b.rect);
  const matter = sheetMatter(drawing.width, drawing.height, drawing.items, blocks);
  const cut = (o: TileOptions) =>
    clearWindowsOf(
      freeSeams(
        snapSeams(planTiles(drawing.width, drawing.height, o), costs.costX, costs.costY),
        drawing.width,
        drawing.height,
        costs.cutX,
        costs.cutY,
        matter.foot,
      ),
    );
  const clearWindowsOf = (p: TilePlan) => clearWindows(p, drawing.width, drawing.height, blocks);
  const plan = cut(opts);
  // A block of furniture or a box the map prints under a trim line must be taped back together. Where the page
  // turned the way that takes the fewest sheets cannot be cut clear of them (Nordwind with `furniture: inside`,
  // squeezed to 22 in: landscape letter rows are too short to pass under its 545 pt time record track) and the
  // other way can, the other way is taken, at the cost of more sheets. A map cut clear prints as before.
  const crossed = (p: TilePlan) => {
    const lines = trimLines(p, drawing.width, drawing.height);
    return blocks.filter((b) => lines.some((l) => lineCuts(l, b))).length;
  };
  if (opts.orientation || !crossed(plan)) return plan;
  const other = cut({ ...opts, orientation: plan.orientation === 'portrait' ? 'landscape' : 'portrait' });
  return crossed(other) < crossed(plan) ? other : plan;
}

/** The trim lines of a plan: each row of sheets' vertical cuts between the cuts above and below it, then the rows'. */
export function trimLines(plan: TilePlan, width: number, height: number): TrimLine[] {
  const ys = [0, ...plan.seams.y, height];
  return [
    ...plan.seams.x.flatMap((row, r) =>
      row.map((x) => ({ a: [x, ys[r]!] as [number, number], b: [x, ys[r + 1]!] as [number, number] })),
    ),
    ...plan.seams.y.map((y) => ({ a: [0, y] as [number, number], b: [width, y] as [number, number] })),
  ];
}

/** Whether a trim line runs through a rectangle's inside, with `air` pt kept clear on either side of the line. */
export function lineCuts(l: TrimLine, r: Rect, air = 0): boolean {
  return l.a[0] === l.b[0]
    ? r.x - air < l.a[0] && l.a[0] < r.x + r.width + air && r.y < l.b[1] && l.a[1] < r.y + r.height
    : r.y - air < l.a[1] && l.a[1] < r.y + r.height + air && r.x < l.b[0] && l.a[0] < r.x + r.width;
}

/** Air between a trim line and a word moved off it, pt. */
const AIR = 3;

/**
 * The name of an operational area, as drawAreaSheet sets it: one to three lines of haloed bold type, fixed (the label
 * placer does not move it), inside its area. Each group is the items' indices and the area's outline.
 */
export function areaNames(drawing: MapDrawing): readonly AreaName[] {
  if (drawing.kind !== 'area') return [];
  // Asked of one drawing's items by the seams' costs, the movable words and each round of moving names off the cuts.
  // A drawing's items are not changed once it is made (see plans); one that grew is read again.
  const known = named.get(drawing.items);
  if (known && known.things === drawing.things && known.length === drawing.items.length) return known.groups;
  const groups = findAreaNames(drawing);
  named.set(drawing.items, { things: drawing.things, length: drawing.items.length, groups });
  return groups;
}

/** An area name's lines (the items' indices), and the area it stands in. */
interface AreaName {
  at: number[];
  polygon: readonly Point[];
  id: string;
}

const named = new WeakMap<
  readonly Item[],
  { things: MapDrawing['things']; length: number; groups: readonly AreaName[] }
>();

function findAreaNames(drawing: MapDrawing): AreaName[] {
  const isName = (it: Item | undefined): it is TextItem =>
    !!it && it.kind === 'text' && !it.place && !it.along && it.face === 'condensedBold' && !!it.halo && !it.rotate;
  const groups: AreaName[] = [];
  for (let i = 0; i < drawing.items.length; i++) {
    const first = drawing.items[i];
    if (!isName(first)) continue;
    const at = [i];
    for (let j = i + 1; j < drawing.items.length; j++) {
      const prev = drawing.items[at[at.length - 1]!] as TextItem;
      const next = drawing.items[j];
      if (!isName(next) || next.x !== prev.x || next.anchor !== prev.anchor) break;
      if (Math.abs(next.y - prev.y - prev.size * 1.15) > 0.01) break;
      at.push(j);
    }
    i = at[at.length - 1]!;
    const inside = drawing.things.find(
      (t) => t.polygon && t.polygon.length > 2 && pointInPolygonXY(first.x, first.y - first.size / 3, t.polygon),
    );
    if (inside?.polygon) groups.push({ at, polygon: inside.polygon, id: inside.id });
  }
  return groups;
}

/** The indices of the area names (see areaNames) that a trim line still runs through, or between their lines. */
export function namesCut(drawing: MapDrawing, lines: readonly TrimLine[]): number[] {
  return areaNames(drawing).flatMap((g) => {
    const box = boxAround(g.at.map((i) => (drawing.items[i] as TextItem).box));
    return lines.some((l) => lineCuts(l, box)) ? g.at : [];
  });
}

/**
 * The box round a name's lines: a cut between two of them cuts the name as surely as one through a line (issue 24:
 * Nordwind's Dambach-Neunhoffen on letter). Its widest line spans it across, so a cut down it crosses a line too.
 */
export function boxAround(boxes: readonly Rect[]): Rect {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/** The items a cut may cross and then move aside: the label placer's names and the area names (see areaNames). */
export function movableWords(drawing: MapDrawing): Set<number> {
  const out = new Set<number>();
  drawing.items.forEach((it, i) => {
    if (it.kind === 'text' && it.place === 'name') out.add(i);
  });
  for (const g of areaNames(drawing)) for (const i of g.at) out.add(i);
  return out;
}

/** The gaps a name is tried at off its town's marks, pt: touching them reads as one, further off as another's. */
const MARK_GAPS = [3, 5, 8, 12];

/**
 * The shifts that set a name's box (`box`) round its town's marks: above, below, right and left of them, and on the
 * slants between, each slid along its side a quarter and a half of the name's width or height; nearest first.
 */
function aroundMarks(marks: readonly Rect[], box: Rect): (readonly [number, number])[] {
  const mx0 = Math.min(...marks.map((m) => m.x));
  const my0 = Math.min(...marks.map((m) => m.y));
  const mx1 = Math.max(...marks.map((m) => m.x + m.width));
  const my1 = Math.max(...marks.map((m) => m.y + m.height));
  const [mcx, mcy] = [(mx0 + mx1) / 2, (my0 + my1) / 2];
  const out: [number, number, number][] = [];
  const push = (x: number, y: number) => {
    const [dx, dy] = [x - box.x, y - box.y];
    const gx = Math.max(0, x - mx1, mx0 - (x + box.width));
    const gy = Math.max(0, y - my1, my0 - (y + box.height));
    out.push([dx, dy, Math.hypot(gx, gy)]);
  };
  for (const gap of MARK_GAPS) {
    const [above, below] = [my0 - gap - box.height, my1 + gap];
    const [right, left] = [mx1 + gap, mx0 - gap - box.width];
    for (const k of [0, 0.25, -0.25, 0.5, -0.5]) {
      const x = mcx - box.width / 2 + k * box.width;
      const y = mcy - box.height / 2 + k * box.height;
      push(x, above);
      push(x, below);
      push(right, y);
      push(left, y);
    }
    for (const y of [above, below]) for (const x of [right, left]) push(x, y);
  }
  return out.sort((p, q) => p[2] - q[2]).map(([dx, dy]) => [dx, dy] as const);
}

const shiftText = (t: TextItem, dx: number, dy = 0): TextItem => ({
  ...t,
  x: t.x + dx,
  y: t.y + dy,
  box: { ...t.box, x: t.box.x + dx, y: t.box.y + dy },
});

/** How far a name may move up or down off a cut, in its own heights: it stays beside its town. */
const NAME_DROP = 4;
/** How far from its town's point a name moved off a cut may stand, pt, unless it stood farther before. */
const NAME_NEAR_TOWN = mmToPt(6);
/** How far it may stand where no place within NAME_NEAR_TOWN is clear, pt: still read as its town's. */
const NAME_FURTHER = mmToPt(10);
/** Where no place within NAME_FURTHER is clear, how far off it may stand clear of every line before a trail, pt. */
const NAME_FARTHEST = mmToPt(12);

/**
 * Moves each area name that a trim line runs through sideways (or, failing that, up or down beside its town, at most
 * NAME_DROP of its heights), the least it must, until no trim line runs within AIR of it, so long as it stays inside
 * its area, over no other word and across no more lines (issue 24: with Death of a Division's map on
 * nine portrait columns, "Habscheid–Pronsfeld" and "Wallerode–Meyerode" lay where the only cuts the sheets allow run).
 * A name with no such place is left where it was. Returns the items, moved where they were.
 */
export function moveAreaNamesOffCuts(
  drawing: MapDrawing,
  lines: readonly TrimLine[],
  /** Filled with the areas whose names found room only over a trail (see the last resort below). */
  overTrail: Set<string> = new Set(),
): Item[] {
  const items = [...drawing.items];
  const groups = areaNames(drawing);
  const inGroup = new Set(groups.flatMap((g) => g.at));
  const others = (): Rect[] => items.flatMap((it, i) => (it.kind === 'text' && !inGroup.has(i) ? [it.box] : []));
  // Nor onto a town's marks (issue 24: Dambach-Neunhoffen's name moved off a letter cut onto its own star).
  const marks = ((drawing.facts.areaLabels ?? []) as { marks?: Rect[] }[]).flatMap((l) => l.marks ?? []);
  const fixed = [...others(), ...marks];
  // A name keeps off the roads and lines it was set clear of: it moves only where it covers no more of them.
  const segments = items.flatMap((it) => (it.kind === 'path' ? segmentsOf(it) : []));
  // Each segment's extent with its half width (and a hair more): one that does not reach a box cannot hit it, and
  // most of the map's lines are passed over by these four comparisons alone.
  const [sx0, sx1, sy0, sy1] = [0, 1, 2, 3].map(() => new Float64Array(segments.length));
  segments.forEach(([a, b, w], k) => {
    const pad = w / 2 + 1e-6;
    sx0[k] = Math.min(a[0], b[0]) - pad;
    sx1[k] = Math.max(a[0], b[0]) + pad;
    sy0[k] = Math.min(a[1], b[1]) - pad;
    sy1[k] = Math.max(a[1], b[1]) + pad;
  });
  const lineHits = (boxes: readonly Rect[]) =>
    boxes.reduce((n, r) => {
      const padded = { x: r.x - 1, y: r.y - 1, width: r.width + 2, height: r.height + 2 };
      const [x0, x1, y0, y1] = [padded.x, padded.x + padded.width, padded.y, padded.y + padded.height];
      let hits = 0;
      for (let k = 0; k < segments.length; k++)
        if (sx1[k]! >= x0 && sx0[k]! <= x1 && sy1[k]! >= y0 && sy0[k]! <= y1 && segmentHits(segments[k]!, padded))
          hits++;
      return n + hits;
    }, 0);
  const overlaps = (a: Rect, b: Rect) =>
    a.x - 1 < b.x + b.width && b.x < a.x + a.width + 1 && a.y - 0.5 < b.y + b.height && b.y < a.y + a.height + 0.5;
  const towns = new Map(
    ((drawing.facts.areaLabels ?? []) as { id: string; centre: Point }[]).map((l) => [l.id, l.centre] as const),
  );
  const ownMarks = new Map(
    ((drawing.facts.areaLabels ?? []) as { id: string; marks?: Rect[] }[]).map((l) => [l.id, l.marks] as const),
  );
  // The roads, trails, supply roads and arrows an area map draws, as the name placer first kept its names off them
  // (its paths are curves, which `segments` does not read): a name moves onto none it was clear of (issue 24:
  // Eguelshardt's name, moved off a cut with Nordwind's furniture inside, landed on its road).
  const junctions = new Map(
    ((drawing.facts.areaLabels ?? []) as { id: string; centre: Point; junction: number }[]).map(
      (l) => [l.id, { at: l.centre, radius: l.junction }] as const,
    ),
  );
  const drawnLines = [
    ...((drawing.facts.connections ?? []) as { kind: string; sharedBorder?: boolean; route: Point[] }[])
      .filter(drawnAsLine)
      .map((c) => ({ route: c.route, arrow: c.kind === 'entry', trail: c.kind === 'trail' })),
    ...((drawing.facts.supplyRoads ?? []) as { route: Point[] }[]).map((r) => ({
      route: r.route,
      arrow: false,
      trail: false,
    })),
  ];
  const g0 = LINE_CLEARANCE;
  const roadsUnder = (boxes: readonly Rect[], id: string, trails = true) => {
    const junction = junctions.get(id);
    return drawnLines.filter(
      (l) =>
        (trails || !l.trail) &&
        boxes.some((b) =>
          l.arrow
            ? arrowNear(l.route, ENTRY_ARROW_WIDTH, b, 1)
            : lineMeetsRect(
                l.route,
                { x: b.x - g0, y: b.y - g0, width: b.width + 2 * g0, height: b.height + 2 * g0 },
                junction,
              ),
        ),
    ).length;
  };
  // Nor nearer its border (a river drawn along it, or the next area's) than it stood, up to NAME_BORDER_CLEAR.
  const offBorder = (boxes: readonly Rect[], polygon: readonly Point[]) =>
    boxes.every((b) =>
      rectInPolygon(
        {
          x: b.x - NAME_BORDER_CLEAR,
          y: b.y - NAME_BORDER_CLEAR,
          width: b.width + 2 * NAME_BORDER_CLEAR,
          height: b.height + 2 * NAME_BORDER_CLEAR,
        },
        polygon,
      ),
    );
  // How far a name's nearest line stands from its town's point.
  const fromTown = (boxes: readonly Rect[], [cx, cy]: Point) =>
    Math.min(
      ...boxes.map((b) =>
        Math.hypot(Math.max(b.x - cx, 0, cx - (b.x + b.width)), Math.max(b.y - cy, 0, cy - (b.y + b.height))),
      ),
    );
  for (const g of groups) {
    const texts = g.at.map((i) => items[i] as TextItem);
    if (!texts.some((t) => lines.some((l) => lineCuts(l, t.box, AIR)))) continue;
    // A name moved sideways stays beside its town (issue 24: Pfaffenhoffen's went 17 mm off to the frame's edge).
    const town = towns.get(g.id);
    const reach = town
      ? Math.max(
          NAME_NEAR_TOWN,
          fromTown(
            texts.map((t) => t.box),
            town,
          ) + 0.5,
        )
      : Infinity;
    const x0 = Math.min(...texts.map((t) => t.box.x));
    const x1 = Math.max(...texts.map((t) => t.box.x + t.box.width));
    const y0 = Math.min(...texts.map((t) => t.box.y));
    const y1 = Math.max(...texts.map((t) => t.box.y + t.box.height));
    const cutting = lines.filter((l) => texts.some((t) => lineCuts(l, t.box, AIR)));
    // Sideways past each vertical cut through it, the least it must; where no room lies sideways (a town near where
    // a column's cut ends at a row's: Nordwind's Reipertswiller on legal), up or down beside its town as well.
    const dxs = [
      0,
      ...cutting.filter((l) => l.a[0] === l.b[0]).flatMap((l) => [l.a[0] + AIR + 0.5 - x0, l.a[0] - AIR - 0.5 - x1]),
    ];
    const step = (y1 - y0) / 2;
    const dys = [0];
    for (let k = 1; k <= 2 * NAME_DROP; k++) dys.push(k * step, -k * step);
    for (const l of cutting.filter((l) => l.a[1] === l.b[1]))
      dys.push(l.a[1] + AIR + 0.5 - y0, l.a[1] - AIR - 0.5 - y1);
    const tries = dxs
      .flatMap((dx) => dys.filter((dy) => Math.abs(dy) <= NAME_DROP * (y1 - y0)).map((dy) => [dx, dy] as const))
      .filter(([dx, dy]) => dx || dy)
      // Sideways first, as before; then the nearest.
      .sort((p, q) => Number(!!p[1]) - Number(!!q[1]) || Math.hypot(p[0], p[1]) - Math.hypot(q[0], q[1]));
    // Failing those, the other sides of its town's marks, nearest first (issue 24: Andler's name, left of its town
    // under the B6/B7 cut on letter, found no room left of the cut within reach and its marks right of it).
    const own = ownMarks.get(g.id);
    if (own?.length) tries.push(...aroundMarks(own, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }));
    const names = groups.filter((h) => h !== g).flatMap((h) => h.at.map((i) => (items[i] as TextItem).box));
    const before = lineHits(texts.map((t) => t.box));
    const roadsBefore = roadsUnder(
      texts.map((t) => t.box),
      g.id,
    );
    const clearBefore = offBorder(
      texts.map((t) => t.box),
      g.polygon,
    );
    // Within reach of its town first; failing that a little further along its area, nearest first (issue 24:
    // Nordwind's Dambach-Neunhoffen on letter, its town in the corner of four sheets, found room 6.4 mm off, and
    // Eguelshardt, with the furniture inside, 9.2 mm).
    const distance = (dx: number, dy: number) =>
      town
        ? fromTown(
            texts.map((t) => shiftText(t, dx, dy).box),
            town,
          )
        : 0;
    // The tries whose name lies farther than `from` from its town and no farther than `to`, nearest first.
    const ring = (from: number, to: number) =>
      town
        ? tries
            .map(([dx, dy]) => [dx, dy, distance(dx, dy)] as const)
            .filter(([, , d]) => d > from && d <= to)
            .sort((p, q) => p[2] - q[2])
            .map(([dx, dy]) => [dx, dy] as const)
        : [];
    const further = ring(reach, NAME_FURTHER);
    const limit = Math.max(reach, NAME_FURTHER);
    // The last resort, where no place is clear of the cuts and the lines it was clear of: over a trail (never a road,
    // an arrow or a cut), within NAME_FURTHER, the name's halo keeping it readable, and recorded so the drawn check
    // lets it lie there (a town hemmed in by trails under the only cut the sheets and boxes allow).
    const roadsOnly = roadsUnder(
      texts.map((t) => t.box),
      g.id,
      false,
    );
    // Before that, clear of every line a little further still, up to NAME_FARTHEST (issue 24: Nordwind's Reipertswiller
    // on legal, under the A2/A3 cut at x 1075 pt, finds room right of it 10.5 mm from its town, over no line; within
    // 10 mm every place is on the cut, on a road or on another name, even allowing its trails).
    const farthest = ring(limit, NAME_FARTHEST);
    const order = [...tries, ...further];
    const passes = [
      ...order.map((d, k) => ({ d, within: k < tries.length ? reach : limit, onTrail: false })),
      ...farthest.map((d) => ({ d, within: Math.max(limit, NAME_FARTHEST), onTrail: false })),
      ...order.map((d, k) => ({ d, within: k < tries.length ? reach : limit, onTrail: true })),
    ];
    const words = [...fixed, ...names];
    for (const {
      d: [dx, dy],
      within,
      onTrail,
    } of passes) {
      const moved = texts.map((t) => shiftText(t, dx, dy));
      // Every test is a pure yes or no, so their order changes nothing but the cost: the few cuts, the outline's
      // corners and the words first, the lines and roads walked only for a place that passes those (issue 24: a
      // fresh Nordwind map tried a hundred places a name, measuring every arrow against each).
      const ok =
        (!town || distance(dx, dy) <= within) &&
        moved.every((t) => !lines.some((l) => lineCuts(l, t.box, AIR))) &&
        moved.every((t) =>
          [
            [t.box.x, t.box.y],
            [t.box.x + t.box.width, t.box.y],
            [t.box.x, t.box.y + t.box.height],
            [t.box.x + t.box.width, t.box.y + t.box.height],
          ].every(([x, y]) => pointInPolygonXY(x!, y!, g.polygon)),
        ) &&
        moved.every((t) => !words.some((r) => overlaps(t.box, r))) &&
        lineHits(moved.map((t) => t.box)) <= before &&
        (onTrail
          ? roadsUnder(
              moved.map((t) => t.box),
              g.id,
              false,
            ) <= roadsOnly
          : roadsUnder(
              moved.map((t) => t.box),
              g.id,
            ) <= roadsBefore) &&
        (!clearBefore ||
          offBorder(
            moved.map((t) => t.box),
            g.polygon,
          ));
      if (!ok) continue;
      g.at.forEach((i, j) => {
        items[i] = moved[j]!;
      });
      if (onTrail) overTrail.add(g.id);
      break;
    }
  }
  return items;
}
