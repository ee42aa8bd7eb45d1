import { boundsOf, type Point, type Rect } from '../geometry/point.js';
import { glyphMeasure, type FontFace } from './text-measure.js';

/**
 * Every printed page is drawn once into a list of primitives in page coordinates (pt); the SVG writer and
 * the PDF writer both read that list, so the two outputs cannot drift apart, and a map tile draws only the
 * items whose box meets its window. Pieces drawn from user templates (counters, cards) and sheets built as
 * markup (aids, rosters) enter the scene as SVG items.
 */
export interface Paint {
  fill?: string;
  stroke?: string;
  width?: number;
  dash?: readonly number[];
  opacity?: number;
  cap?: 'butt' | 'round' | 'square';
  join?: 'miter' | 'round' | 'bevel';
}

export interface PathItem extends Paint {
  kind: 'path';
  /**
   * SVG path data in absolute M, L, C, Q and Z only, numbers separated by single spaces: the PDF writer reads it
   * directly.
   */
  d: string;
  box: Rect;
  /** Detail that is left out where the map is drawn small (the tile overview). */
  fine?: boolean;
  /** A mark a map label must not be set over (a place sign, a bridge). */
  mark?: boolean;
  /** A band a map label must not be set over either (a supply or entry edge), though it is no word on the sheet. */
  band?: boolean;
}

export interface TextItem {
  kind: 'text';
  /** Anchor point on the baseline. */
  x: number;
  y: number;
  text: string;
  size: number;
  anchor: 'start' | 'middle' | 'end';
  face: FontFace;
  fill: string;
  /** A white outline behind the letters keeps a name legible over terrain and lines. */
  halo?: string;
  rotate?: number;
  box: Rect;
  fine?: boolean;
  /**
   * A map label the label placer may move, shrink down to its role's least legible size, or set off with a leader
   * so that it prints over no other text: a place or zone name, or a cell number.
   */
  place?: 'name' | 'number';
  /** The sign a place name belongs to: a leader to the name, set off, starts there, and none is drawn beside it. */
  sign?: Point;
  /**
   * The box a movable label must stay inside wherever the placer sets it (a zone's name: its own cells), so a name
   * never spills past the ground it names (issue 24: Remagen's "German replacement sectors" ran off the grid).
   */
  within?: Rect;
  /** One letter of a name lettered along a line: the letters of one name may touch each other's boxes. */
  along?: string;
  /**
   * What kind of reading a fixed text is for, which sets its least legible size (a movable label's is its `place`):
   * see LEAST_SIZE in the map part.
   */
  reads?: 'name' | 'number' | 'note';
}

/**
 * SVG markup whose root <svg> element is drawn into `box` (its viewBox mapped onto the box), as a nested
 * viewport would be. The PDF writer draws the subset Sandtable's templates use and says when it cannot.
 */
export interface SvgItem {
  kind: 'svg';
  markup: string;
  box: Rect;
  fine?: boolean;
}

/**
 * One small drawing that a page repeats many times alike (a tree of a wood, a glyph of a terrain): its path data
 * around its own origin, in the scene's path dialect (see PathItem.d), and the box it covers there. Two marks with
 * the same `d` are the same mark: each writer defines it once per document and places it at every point.
 */
export interface Mark {
  d: string;
  box: Rect;
}

/**
 * A mark drawn at each of `at`, all with one paint: the same drawing as one path of every copy, but written once
 * (an SVG <use> of a <path> in <defs>, a PDF form XObject). Copies must not overlap where the paint is translucent,
 * as one path's copies would not darken each other.
 */
export interface MarksItem extends Paint {
  kind: 'marks';
  mark: Mark;
  at: readonly Point[];
  box: Rect;
  fine?: boolean;
}

export type Item = PathItem | TextItem | SvgItem | MarksItem;

/** A run of items drawn with one transform (scale then translate) and clipped to a rectangle of the page. */
export interface Layer {
  items: readonly Item[];
  scale?: number;
  dx?: number;
  dy?: number;
  clip?: Rect;
  /** Only items whose box meets this rectangle (in item coordinates) are drawn. */
  window?: Rect;
  /** Leave out items marked fine. */
  coarse?: boolean;
}

export interface Page {
  width: number;
  height: number;
  layers: Layer[];
  /** Trim box for print on demand, in pt from the top-left. */
  trim?: Rect;
}

/** A page drawn as one piece of SVG markup whose viewBox is the page in pt. */
export function svgPage(markup: string, width: number, height: number, trim?: Rect): Page {
  const page: Page = {
    width,
    height,
    layers: [{ items: [{ kind: 'svg', markup, box: { x: 0, y: 0, width, height } }] }],
  };
  if (trim) page.trim = trim;
  return page;
}

/** The markup of a page that is one whole-page SVG item, which is then its own SVG file. */
export function wholePageSvg(page: Page): string | undefined {
  const items = page.layers.length === 1 && !page.layers[0].clip && !page.layers[0].dx ? page.layers[0].items : [];
  const it = items.length === 1 ? items[0] : undefined;
  const full = it?.kind === 'svg' && it.box.x === 0 && it.box.y === 0 && it.box.width === page.width;
  return full && it.box.height === page.height ? it.markup : undefined;
}

/**
 * A coordinate to two decimals, trailing zeros dropped: the text of String(Math.round(v * 100) / 100), written from
 * the whole hundredths (an integer's text is quicker to make than a fraction's, and a map writes a million).
 */
export function fmt(v: number): string {
  const r = Math.round(v * 100);
  if (!(r > -1e15 && r < 1e15)) return String(r / 100);
  return fmtHundredths(r);
}

export function polygonPath(points: readonly Point[]): string {
  return polylinePath(points) + 'Z';
}

export function polylinePath(points: readonly Point[]): string {
  let d = '';
  for (let i = 0; i < points.length; i++) d += (i ? 'L' : 'M') + fmt(points[i][0]) + ' ' + fmt(points[i][1]);
  return d;
}

/** A chain of cubic pieces (start, then two controls and an end a piece: see geometry/cubic.ts) as path data. */
export function cubicsPath(chain: readonly Point[]): string {
  let d = chain.length ? `M${fmt(chain[0]![0])} ${fmt(chain[0]![1])}` : '';
  for (let i = 1; i + 2 < chain.length; i += 3)
    d += `C${chain
      .slice(i, i + 3)
      .map((p) => `${fmt(p[0])} ${fmt(p[1])}`)
      .join(' ')}`;
  return d;
}

export function rectPath(r: Rect): string {
  return (
    `M${fmt(r.x)} ${fmt(r.y)}L${fmt(r.x + r.width)} ${fmt(r.y)}` +
    `L${fmt(r.x + r.width)} ${fmt(r.y + r.height)}L${fmt(r.x)} ${fmt(r.y + r.height)}Z`
  );
}

/** A circle as four cubic curves (no arcs: the PDF writer passes M, L, C, Q and Z straight through). */
export function circlePath(cx: number, cy: number, r: number): string {
  const k = r * 0.5523;
  // Each of the five x and five y values once (a map scatters tens of thousands of tree crowns): the same text as
  // formatting each of the thirteen points in turn.
  const [xr, xk, x0, xmk, xmr] = [fmt(cx + r), fmt(cx + k), fmt(cx), fmt(cx - k), fmt(cx - r)];
  const [yr, yk, y0, ymk, ymr] = [fmt(cy + r), fmt(cy + k), fmt(cy), fmt(cy - k), fmt(cy - r)];
  return (
    `M${xr} ${y0}` +
    `C${xr} ${yk} ${xk} ${yr} ${x0} ${yr}` +
    `C${xmk} ${yr} ${xmr} ${yk} ${xmr} ${y0}` +
    `C${xmr} ${ymk} ${xmk} ${ymr} ${x0} ${ymr}` +
    `C${xk} ${ymr} ${xr} ${ymk} ${xr} ${y0}Z`
  );
}

export function boxAround(points: readonly Point[], pad = 0): Rect {
  const b = boundsOf(points);
  return { x: b.x - pad, y: b.y - pad, width: b.width + 2 * pad, height: b.height + 2 * pad };
}

export function path(d: string, box: Rect, paint: Paint, fine?: boolean): PathItem {
  return { kind: 'path', d, box, ...paint, ...(fine ? { fine } : {}) };
}

/** A mark repeated at every point of `at`: see MarksItem. */
export function marks(mark: Mark, at: readonly Point[], box: Rect, paint: Paint, fine?: boolean): MarksItem {
  return { kind: 'marks', mark, at, box, ...paint, ...(fine ? { fine } : {}) };
}

/**
 * Whole hundredths as the text fmt writes for them (a mark's place, kept in hundredths so that a writer can step
 * from copy to copy without rounding drift).
 */
export function fmtHundredths(r: number): string {
  if (r === 0) return '0';
  const a = r < 0 ? -r : r;
  const f = a % 100;
  const i = (a - f) / 100;
  const s = f === 0 ? `${i}` : f % 10 === 0 ? `${i}.${f / 10}` : `${i}${f < 10 ? '.0' : '.'}${f}`;
  return r < 0 ? `-${s}` : s;
}

/** Of an em, how far DejaVu's letters reach above and below the baseline. */
export const ASCENT = 0.76;
export const DESCENT = 0.24;

/**
 * The box a text's letters fill, from the advance widths of the embedded fonts, between ascender and descender;
 * a rotated text gets the box around its turned rectangle.
 */
export function textBox(
  x: number,
  y: number,
  text: string,
  size: number,
  anchor: TextItem['anchor'],
  rotate = 0,
  face: FontFace = 'condensed',
): Rect {
  const w = glyphMeasure().width(text, size, face);
  const x0 = anchor === 'start' ? 0 : anchor === 'middle' ? -w / 2 : -w;
  // Level text, the most of a map's (cell numbers try dozens of spots each): the same numbers as the turned box
  // below gives at an angle of 0, without building and scanning its corners.
  if (rotate === 0) {
    const left = x + x0;
    const top = y + -size * ASCENT;
    return { x: left, y: top, width: x + (x0 + w) - left, height: y + size * DESCENT - top };
  }
  const corners: [number, number][] = [
    [x0, -size * ASCENT],
    [x0 + w, -size * ASCENT],
    [x0 + w, size * DESCENT],
    [x0, size * DESCENT],
  ];
  const a = (rotate * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const xs = corners.map(([u, v]) => x + u * cos - v * sin);
  const ys = corners.map(([u, v]) => y + u * sin + v * cos);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
}

export function text(
  x: number,
  y: number,
  s: string,
  size: number,
  opts: Partial<Omit<TextItem, 'kind' | 'x' | 'y' | 'text' | 'size' | 'box'>> = {},
): TextItem {
  const anchor = opts.anchor ?? 'middle';
  return {
    kind: 'text',
    x,
    y,
    text: s,
    size,
    anchor,
    face: opts.face ?? 'condensed',
    fill: opts.fill ?? '#000000',
    ...(opts.halo ? { halo: opts.halo } : {}),
    ...(opts.rotate ? { rotate: opts.rotate } : {}),
    ...(opts.fine ? { fine: true } : {}),
    ...(opts.place ? { place: opts.place } : {}),
    ...(opts.sign ? { sign: opts.sign } : {}),
    ...(opts.within ? { within: opts.within } : {}),
    ...(opts.reads ? { reads: opts.reads } : {}),
    box: textBox(x, y, s, size, anchor, opts.rotate, opts.face ?? 'condensed'),
  };
}

/** A key that is equal for two paths drawn alike, so consecutive ones can be written as one path. */
export function paintKey(p: Paint): string {
  return (
    `${p.fill ?? ''}|${p.stroke ?? ''}|${p.width ?? ''}|${p.dash?.join(',') ?? ''}|` +
    `${p.opacity ?? ''}|${p.cap ?? ''}|${p.join ?? ''}`
  );
}

export function intersects(a: Rect, b: Rect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

const BUCKET = 144;

interface SpatialIndex {
  buckets: Map<number, number[]>;
  wide: number[];
}

const indexes = new WeakMap<readonly Item[], SpatialIndex>();

/** Items bucketed by the 2-inch squares their boxes touch, so a tile finds its items without testing all of them. */
function spatialIndex(items: readonly Item[]): SpatialIndex {
  let idx = indexes.get(items);
  if (idx) return idx;
  idx = { buckets: new Map(), wide: [] };
  items.forEach((it, i) => {
    const b = it.box;
    const x0 = Math.floor(b.x / BUCKET),
      x1 = Math.floor((b.x + b.width) / BUCKET);
    const y0 = Math.floor(b.y / BUCKET),
      y1 = Math.floor((b.y + b.height) / BUCKET);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > 64) return idx!.wide.push(i);
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const key = x * 100003 + y;
        const list = idx!.buckets.get(key);
        if (list) list.push(i);
        else idx!.buckets.set(key, [i]);
      }
  });
  indexes.set(items, idx);
  return idx;
}

/** Items of a layer that are drawn, in order. */
export function visibleItems(layer: Layer): Item[] {
  const w = layer.window;
  const keep = (it: Item) => !layer.coarse || !it.fine;
  if (!w) return layer.items.filter(keep);
  const idx = spatialIndex(layer.items);
  const found = new Set<number>(idx.wide);
  const x0 = Math.floor(w.x / BUCKET),
    x1 = Math.floor((w.x + w.width) / BUCKET);
  const y0 = Math.floor(w.y / BUCKET),
    y1 = Math.floor((w.y + w.height) / BUCKET);
  for (let x = x0; x <= x1; x++)
    for (let y = y0; y <= y1; y++) for (const i of idx.buckets.get(x * 100003 + y) ?? []) found.add(i);
  return [...found]
    .sort((a, b) => a - b)
    .map((i) => layer.items[i])
    .filter((it) => keep(it) && intersects(it.box, w));
}

/**
 * Runs of consecutive paths painted alike, and single texts: what a writer emits as one path or one text. A text
 * may be drawn in one `pass` only: the letters of a name lettered along a line have all their halos drawn before
 * any letter, because one letter's halo drawn over its neighbour erases it (condensed letters stand closer than a
 * halo is wide: the Niers' "N" lost its right stem to the "i").
 */
export type Run =
  | { kind: 'paths'; items: PathItem[] }
  | { kind: 'text'; item: TextItem; pass?: 'halo' | 'fill' }
  | { kind: 'svg'; item: SvgItem }
  | { kind: 'marks'; item: MarksItem };

export function runsOf(items: readonly Item[]): Run[] {
  const out: Run[] = [];
  let run: PathItem[] | undefined;
  let key = '';
  for (let i = 0; i < items.length; i++) {
    const it = items[i];
    if (it.kind === 'text' && it.along && it.halo) {
      run = undefined;
      let j = i;
      while (j + 1 < items.length) {
        const n = items[j + 1];
        if (n.kind !== 'text' || n.along !== it.along || !n.halo) break;
        j++;
      }
      const letters = items.slice(i, j + 1) as TextItem[];
      for (const t of letters) out.push({ kind: 'text', item: t, pass: 'halo' });
      for (const t of letters) out.push({ kind: 'text', item: t, pass: 'fill' });
      i = j;
      continue;
    }
    if (it.kind !== 'path') {
      run = undefined;
      out.push(
        it.kind === 'text'
          ? { kind: 'text', item: it }
          : it.kind === 'svg'
            ? { kind: 'svg', item: it }
            : { kind: 'marks', item: it },
      );
      continue;
    }
    const k = paintKey(it);
    if (run && k === key) run.push(it);
    else {
      run = [it];
      key = k;
      out.push({ kind: 'paths', items: run });
    }
  }
  return out;
}
