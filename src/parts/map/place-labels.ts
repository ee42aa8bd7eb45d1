import type { Point, Rect } from '../../geometry/point.js';
import { segmentsMeet } from '../../geometry/segment.js';
import { path, polylinePath, textBox, type Item, type PathItem, type TextItem } from '../../print/scene.js';
import { ptToMm } from '../../print/units.js';
import { lineCuts, type TrimLine } from './tiles/clear-cuts.js';

/**
 * The least size any text of a map sheet is set at, by what it is read for. Movable labels drawn smaller are raised
 * to it and crowded ones shrink no further; furniture (boxes, tracks) grows or wraps rather than go below it.
 * - name, 6 pt: place, zone and unit names, box and track titles, turn labels. A player looks for them from across
 *   the table and a proper name has no context to guess a blurred letter from.
 * - number, 5.5 pt: cell numbers and track numbers. Short runs of digits and capitals, read leaning over the one
 *   cell looked for; there are hundreds of them, so each half point costs the map room.
 * - note, 5.5 pt: small print in a box or track space (turn events, reserve costs, how-to lines). Read close up,
 *   once, when the marker reaches that space.
 */
export const LEAST_SIZE: Record<NonNullable<TextItem['reads']>, number> = { name: 6, number: 5.5, note: 5.5 };

/**
 * The air a movable label keeps between its letters' box and a drawn line or mark, pt. A name's halo (about 0.75 pt)
 * reaches past its letters: with one point of air Veritable's "Emmerich" sat 1.4 pt above the Rhine's stroke and its
 * halo met the water, reading as underlined. A name keeps 0.9 mm; a cell number keeps one point, as it sits in the
 * corner of its cell beside the hexside it must not be pushed off.
 */
export const LINE_AIR: Record<NonNullable<TextItem['place']>, number> = { name: 2.5, number: 1 };

/** One text as printed, for map.layout.json: what the tests read to find overlapping or lost text. */
export interface PlacedText {
  text: string;
  /** Box of its letters, in mm from the sheet's top-left. */
  box: { x: number; y: number; width: number; height: number };
  size: number;
  /** What it is read for, which sets its least size (see LEAST_SIZE); absent on text that says nothing of it. */
  role?: 'name' | 'number' | 'note';
  /** The name this letter belongs to, when it is lettered along a river. */
  along?: string;
  moved: boolean;
  shrunk: boolean;
  leadered: boolean;
  /** For a movable label: how many drawn lines and marks (rivers, roads, signs) its letters still cover. */
  covers?: number;
  truncated: false;
}

type Segment = readonly [Point, Point, number];

const CELL = 48;

/** A coarse grid over the sheet so a candidate is tested only against what is near it. */
class Buckets<T> {
  private readonly map = new Map<number, T[]>();
  add(r: Rect, v: T): void {
    for (const k of this.keys(r)) {
      const l = this.map.get(k);
      if (l) l.push(v);
      else this.map.set(k, [v]);
    }
  }
  near(r: Rect): Set<T> {
    const out = new Set<T>();
    for (const k of this.keys(r)) for (const v of this.map.get(k) ?? []) out.add(v);
    return out;
  }
  private *keys(r: Rect): Generator<number> {
    const x0 = Math.floor(r.x / CELL);
    const x1 = Math.floor((r.x + r.width) / CELL);
    const y0 = Math.floor(r.y / CELL);
    const y1 = Math.floor((r.y + r.height) / CELL);
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) yield x * 65599 + y;
  }
}

const EPS = 0.15;

export function boxesOverlap(a: Rect, b: Rect): boolean {
  return (
    a.x + EPS < b.x + b.width && b.x + EPS < a.x + a.width && a.y + EPS < b.y + b.height && b.y + EPS < a.y + a.height
  );
}

/** Whether a line of some width crosses a rectangle (Liang–Barsky clipping against the widened rectangle). */
export function segmentHits(s: Segment, r: Rect): boolean {
  const pad = s[2] / 2;
  const [x0, y0] = s[0];
  const dx = s[1][0] - x0;
  const dy = s[1][1] - y0;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  return (
    clip(-dx, x0 - (r.x - pad)) &&
    clip(dx, r.x + r.width + pad - x0) &&
    clip(-dy, y0 - (r.y - pad)) &&
    clip(dy, r.y + r.height + pad - y0)
  );
}

/** The straight runs of a stroked path written in M and L only: the lines a label should not sit on. */
export function segmentsOf(p: PathItem): readonly Segment[] {
  // A drawing's paths are read by both placings of its labels and by the seam check: each is parsed once.
  let out = segmentsKept.get(p);
  if (!out) segmentsKept.set(p, (out = parsedSegments(p)));
  return out;
}

const segmentsKept = new WeakMap<PathItem, readonly Segment[]>();

function parsedSegments(p: PathItem): readonly Segment[] {
  if (!p.stroke || p.stroke === 'none' || (p.fill && p.fill !== 'none') || p.fine) return [];
  if ((p.width ?? 1) < 1 || /[CQA]/i.test(p.d)) return [];
  const out: Segment[] = [];
  const width = p.width ?? 1;
  const d = p.d;
  // Read in one pass (a cold Death of a Division map reads some 3,000 paths): each M begins a run, a number is what
  // lies between spaces and the letters M, L and Z, and the numbers of a run pair up into its points.
  let nums: number[] = [];
  const close = () => {
    for (let i = 2; i + 1 < nums.length; i += 2)
      out.push([[nums[i - 2]!, nums[i - 1]!], [nums[i]!, nums[i + 1]!], width]);
  };
  let start = -1;
  for (let i = 0; i <= d.length; i++) {
    const c = i < d.length ? d.charCodeAt(i) : 32;
    // The path writer's separators are ASCII spaces: any other character is read as the split on \s+ read it.
    if (c > 127) return parsedByPattern(p);
    const ends = c === 32 || (c >= 9 && c <= 13) || c === 77 || c === 76 || c === 90;
    if (!ends) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) nums.push(Number(d.slice(start, i)));
    start = -1;
    if (c === 77) {
      close();
      nums = [];
    }
  }
  close();
  return out;
}

/** parsedSegments for a path with characters outside ASCII, read by patterns. */
function parsedByPattern(p: PathItem): readonly Segment[] {
  const out: Segment[] = [];
  for (const run of p.d.split(/(?=M)/)) {
    const nums = run.replace(/[MLZ]/g, ' ').trim().split(/\s+/).map(Number);
    for (let i = 2; i + 1 < nums.length; i += 2)
      out.push([[nums[i - 2], nums[i - 1]], [nums[i], nums[i + 1]], p.width ?? 1]);
  }
  return out;
}

/** Whether a label's box lies wholly inside the box it must keep to (TextItem.within), to a hundredth of a point. */
const insideBox = (r: Rect, w: Rect): boolean =>
  r.x >= w.x - 0.01 &&
  r.y >= w.y - 0.01 &&
  r.x + r.width <= w.x + w.width + 0.01 &&
  r.y + r.height <= w.y + w.height + 0.01;

const moved = (t: TextItem, dx: number, dy: number, size: number): TextItem => {
  const x = t.x + dx;
  const y = t.y + dy;
  return { ...t, x, y, size, box: textBox(x, y, t.text, size, t.anchor, t.rotate, t.face) };
};

/**
 * Sets every movable map label (see TextItem.place) where it prints over no other text, and over as few lines and
 * marks as it can: first where it was drawn, then nearby, then smaller down to its least size, then further off with
 * a leader line back to its place. Fixed text (furniture, titles) is never moved; it is what the labels avoid.
 * Returns the items with the labels placed, and every text as printed.
 */
export function placeLabels(
  items: readonly Item[],
  seams: { x: readonly (readonly [number, number])[]; y: readonly (readonly [number, number])[] } = { x: [], y: [] },
  /** The trim lines as cut, once known (see clearCuts): a label under one is read on neither sheet. */
  cuts: readonly TrimLine[] = [],
): { items: Item[]; texts: PlacedText[] } {
  const texts = new Buckets<Rect>();
  const segments = new Buckets<Segment>();
  const marks = new Buckets<Rect>();
  for (const it of items) {
    if (it.kind === 'text' && !it.place) texts.add(it.box, it.box);
    if (it.kind !== 'path') continue;
    if (it.mark || it.band) marks.add(it.box, it.box);
    for (const s of segmentsOf(it)) {
      const box = {
        x: Math.min(s[0][0], s[1][0]),
        y: Math.min(s[0][1], s[1][1]),
        width: Math.abs(s[0][0] - s[1][0]),
        height: Math.abs(s[0][1] - s[1][1]),
      };
      segments.add(box, s);
    }
  }
  /** The marks and lines a label's box covers, with `air` pt around its letters (see LINE_AIR). */
  const covers = (r: Rect, air = LINE_AIR.number): number => {
    let c = 0;
    const grow = (a: number) => ({ x: r.x - a, y: r.y - a, width: r.width + 2 * a, height: r.height + 2 * a });
    // A mark's box is its whole glyph, with air of its own drawn in: it is given two points less than a line.
    const nearMark = grow(air - 2);
    for (const m of marks.near(nearMark)) if (boxesOverlap(m, nearMark)) c++;
    const padded = grow(air);
    for (const s of segments.near(padded)) if (segmentHits(s, padded)) c++;
    return c;
  };
  // A label that covers the whole of the range a tile seam may be cut in is cut wherever the seam goes: it moves aside
  // where it can, but a seam costs less than a line, and less than shrinking a label to its least size.
  const spans = (r: Rect): number =>
    seams.x.filter(([lo, hi]) => r.x <= lo && r.x + r.width >= hi && hi - lo < r.width).length +
    seams.y.filter(([lo, hi]) => r.y <= lo && r.y + r.height >= hi && hi - lo < r.height).length;
  // A line or mark under a name costs more than taking it off its place on a leader: a river, road or sign
  // printed through a name makes both hard to read (Veritable's "Emmerich" over the Rhine).
  const cost = (r: Rect, lineAir: number): number => {
    // A little air around a label, so two words that do not touch still read as two.
    const air = { x: r.x - 0.8, y: r.y - 0.4, width: r.width + 1.6, height: r.height + 0.8 };
    for (const t of texts.near(air)) if (boxesOverlap(t, air)) return Infinity;
    return covers(r, lineAir) * 60 + spans(r) * 40 + cuts.filter((l) => lineCuts(l, r, 2)).length * 200;
  };
  // A leader that crosses a river or road sets the name on the wrong side of it (Veritable's "Emmerich", beyond the
  // Rhine, led across the river into the hex below): each line it crosses costs as much as one under the letters.
  const crossed = (from: TextItem, to: TextItem): number => {
    const [a, b] = leaderEnds(from, to);
    const [x, y] = [Math.min(a[0], b[0]), Math.min(a[1], b[1])];
    const r = { x, y, width: Math.abs(a[0] - b[0]), height: Math.abs(a[1] - b[1]) };
    let c = 0;
    // The roads that meet at a place's own sign pass beside it: a leader leaving the sign is not across them.
    for (const s of segments.near(r))
      if (segmentsMeet(a, b, s[0], s[1]) && distanceToSegment(a, s) > from.size * 0.6) c++;
    return c;
  };
  // Numbers first, as they sit where a player looks for them; then names, longest first, as they are hardest to fit.
  const movable = items
    .map((it, i) => ({ it, i }))
    .filter((x): x is { it: TextItem; i: number } => x.it.kind === 'text' && !!x.it.place)
    .sort(
      (a, b) =>
        (a.it.place === 'number' ? 0 : 1) - (b.it.place === 'number' ? 0 : 1) ||
        b.it.box.width - a.it.box.width ||
        a.i - b.i,
    );
  const out: Item[] = [...items];
  const info = new Map<number, Omit<PlacedText, 'text' | 'box' | 'size' | 'truncated'>>();
  const leaders: Item[] = [];
  for (const { it, i } of movable) {
    const least = LEAST_SIZE[it.place!];
    const start = Math.max(it.size, least);
    // Sizes in steps of about 7 %, down to the least: a long name too wide for its cell at full size is set as
    // large as fits there, not dropped to the least size at once (Remagen's pontoon sites, set at 6 pt in 90 mm).
    const sizes = [start];
    for (let k = 0.93; start * k >= least - 1e-9; k = k === 0.93 ? 0.86 : k * 0.93) sizes.push(start * k);
    if (sizes[sizes.length - 1] > least + 0.05) sizes.push(least);
    const step = start * 0.35;
    const at = (k: number, [ux, uy]: readonly [number, number], size: number) =>
      moved(it, ux * k * step * (it.place === 'number' ? 0.6 : 1.4), uy * k * step, size);
    // The cheapest spot over no other text: each line crossed or mark covered costs more than a step aside, a
    // size smaller or a leader back to the label's place from further off (names only: a number stays in its cell).
    let best: { t: TextItem; cost: number; far: boolean } | undefined;
    const reach = it.place === 'name' ? 16 : 5;
    for (const size of sizes)
      for (let k = 0; k <= reach; k++) {
        const far = k > 4;
        // What every spot of this size and step costs at the least; sizes and steps only grow it, so once the best
        // spot found is no dearer, nothing further can replace it (the comparison below is strict).
        const least = (start - size) * 4 + k + (far ? 15 : 0);
        if (least >= (best?.cost ?? Infinity)) break;
        for (const dir of k === 0 ? ([[0, 0]] as const) : directions(it)) {
          const t = at(k, dir, size);
          if (it.within && !insideBox(t.box, it.within)) continue;
          const c = cost(t.box, LINE_AIR[it.place!]) + (start - size) * 4 + k + (far ? 15 + crossed(it, t) * 30 : 0);
          if (c < (best?.cost ?? Infinity)) best = { t, cost: c, far };
        }
      }
    const t = best?.t ?? it;
    texts.add(t.box, t.box);
    out[i] = t;
    const [from, to] = leaderEnds(it, t);
    const leadered =
      !!best?.far &&
      Math.hypot(t.x - it.x, t.y - it.y) > it.size * 1.5 &&
      Math.hypot(to[0] - from[0], to[1] - from[1]) > it.size * 1.5;
    if (leadered) leaders.push(leaderLine(it, t));
    info.set(i, {
      role: it.place,
      moved: t.x !== it.x || t.y !== it.y,
      shrunk: t.size < it.size - 1e-9,
      leadered,
      covers: covers(t.box, LINE_AIR[it.place!]),
    });
  }
  const all = [...out, ...leaders];
  const placed: PlacedText[] = [];
  all.forEach((it, i) => {
    if (it.kind !== 'text') return;
    const b = it.box;
    const mm = (v: number) => Math.round(ptToMm(v) * 100) / 100;
    placed.push({
      text: it.text,
      box: { x: mm(b.x), y: mm(b.y), width: mm(b.width), height: mm(b.height) },
      size: Math.round(it.size * 100) / 100,
      ...(it.along ? { along: it.along } : {}),
      ...(it.reads ? { role: it.reads } : {}),
      ...(info.get(i) ?? { moved: false, shrunk: false, leadered: false }),
      truncated: false,
    });
  });
  return { items: all, texts: placed };
}

const DIRECTIONS = [
  [0, 1],
  [0, -1],
  [1, 0],
  [-1, 0],
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;

/**
 * Where a label may go: a name anywhere around its place; a cell number stays at the top of its cell, moving down or
 * along the top, never into the neighbour its anchor faces away from.
 */
function directions(t: TextItem): readonly (readonly [number, number])[] {
  if (t.place === 'name') return DIRECTIONS;
  return DIRECTIONS.filter(([x, y]) => y >= 0 && (t.anchor !== 'start' || x >= 0));
}

/** Where a leader runs: from a label's own place to the nearest point of the box it was set off in. */
function leaderEnds(from: TextItem, to: TextItem): [Point, Point] {
  const b = to.box;
  const a: Point = from.sign ?? [from.x, from.y - from.size * 0.3];
  return [a, [Math.max(b.x, Math.min(b.x + b.width, a[0])), Math.max(b.y, Math.min(b.y + b.height, a[1]))]];
}

/** The distance from a point to a straight segment. */
function distanceToSegment(p: Point, [a, b]: Segment): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const len = dx * dx + dy * dy;
  const t = len ? Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len)) : 0;
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** A hairline from where a label belonged to the label set off beside it. */
function leaderLine(from: TextItem, to: TextItem): Item {
  const [a, end] = leaderEnds(from, to);
  return path(
    polylinePath([a, end]),
    {
      x: Math.min(a[0], end[0]),
      y: Math.min(a[1], end[1]),
      width: Math.abs(a[0] - end[0]),
      height: Math.abs(a[1] - end[1]),
    },
    { stroke: from.fill, width: 0.4 },
  );
}

/** Pairs of printed texts whose boxes overlap: what a player would see as one word printed over another. */
export function overlappingTexts(texts: readonly PlacedText[]): [PlacedText, PlacedText][] {
  const b = new Buckets<PlacedText>();
  const out: [PlacedText, PlacedText][] = [];
  for (const t of texts) {
    for (const u of b.near(t.box))
      if (boxesOverlap(t.box, u.box) && !(t.along && t.along === u.along)) out.push([u, t]);
    b.add(t.box, t);
  }
  return out;
}
