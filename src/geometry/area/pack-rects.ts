import type { Point } from '../point.js';
import { pointInPolygonXY } from './polygon.js';

/** A piece to stand in a space, in the polygon's units; it may be turned a quarter. */
export interface PackPiece {
  width: number;
  depth: number;
}

export interface PackedPiece {
  index: number;
  x: number;
  y: number;
  width: number;
  depth: number;
}

/** A polygon's edges as plain numbers, edge k from point k - 1 (the last for k = 0) to point k, and its x extent. */
export interface StripEdges {
  ax: Float64Array;
  ay: Float64Array;
  bx: Float64Array;
  by: Float64Array;
  lo: number;
  hi: number;
}

export function stripEdges(poly: readonly Point[]): StripEdges {
  const n = poly.length;
  const e: StripEdges = {
    ax: new Float64Array(n),
    ay: new Float64Array(n),
    bx: new Float64Array(n),
    by: new Float64Array(n),
    lo: Infinity,
    hi: -Infinity,
  };
  for (let i = 0, j = n - 1; i < n; j = i++) {
    e.ax[i] = poly[j]![0];
    e.ay[i] = poly[j]![1];
    e.bx[i] = poly[i]![0];
    e.by[i] = poly[i]![1];
    e.lo = Math.min(e.lo, e.ax[i]!);
    e.hi = Math.max(e.hi, e.ax[i]!);
  }
  return e;
}

/** The x ranges where a rectangle spanning [y0, y1] lies wholly inside the polygon. */
export function freeSpans(poly: readonly Point[], y0: number, y1: number): [number, number][] {
  return spansOf(poly, stripEdges(poly), y0, y1);
}

/**
 * freeSpans with the polygon's edges read once: packRects asks this for every row of every try in every area (a
 * cold Death of a Division map some 20,000 rows), each over every edge.
 */
function spansOf(poly: readonly Point[], edges: StripEdges, y0: number, y1: number): [number, number][] {
  const blocked = blockedInBand(edges, y0, y1);
  const { lo, hi } = edges;
  const spans: [number, number][] = [];
  let x = lo;
  const midY = (y0 + y1) / 2;
  for (let k = 0; k <= blocked.length; k++) {
    const b0 = k < blocked.length ? blocked[k]![0] : hi;
    const b1 = k < blocked.length ? blocked[k]![1] : hi;
    if (b0 > x && pointInPolygonXY((x + b0) / 2, midY, poly)) spans.push([x, b0]);
    x = Math.max(x, b1);
  }
  return spans;
}

/**
 * The x ranges that the polygon's edges cover across the band [y0, y1], sorted by their start. Every edge that
 * enters the band blocks the range it covers there, so each gap between blocked ranges lies wholly inside or wholly
 * outside the polygon, which one point tells.
 */
export function blockedInBand(edges: StripEdges, y0: number, y1: number): [number, number][] {
  const blocked: [number, number][] = [];
  const { ax: eax, ay: eay, bx: ebx, by: eby } = edges;
  for (let i = 0; i < eax.length; i++) {
    const ay = eay[i]!;
    const by = eby[i]!;
    if (Math.max(ay, by) < y0 || Math.min(ay, by) > y1) continue;
    const ax = eax[i]!;
    const bx = ebx[i]!;
    let xa = ax;
    let xb = bx;
    if (ay !== by) {
      const ta = Math.max(y0, Math.min(ay, by));
      const tb = Math.min(y1, Math.max(ay, by));
      xa = ax + ((ta - ay) * (bx - ax)) / (by - ay);
      xb = ax + ((tb - ay) * (bx - ax)) / (by - ay);
    }
    blocked.push([Math.min(xa, xb), Math.max(xa, xb)]);
  }
  blocked.sort((a, b) => a[0] - b[0]);
  return blocked;
}

/**
 * Shelf packing: rows as deep as the first piece that still waits, each row filled left to right in the
 * polygon's free spans with the widest pieces that fit, `gap` between pieces and from the border. A
 * greedy packing places fewer than the best one could, so a stack it places in full certainly fits.
 */
function shelves(
  poly: readonly Point[],
  edges: StripEdges,
  pieces: readonly PackPiece[],
  gap: number,
  start: number,
): PackedPiece[] {
  const ys = poly.map((p) => p[1]);
  const bottom = Math.max(...ys);
  // Each piece lies on its long side, the way a player lines stands up along a row.
  const waiting = pieces
    .map((p, index) => ({ index, width: Math.max(p.width, p.depth), depth: Math.min(p.width, p.depth) }))
    .sort((a, b) => b.depth - a.depth || b.width - a.width);
  const placed: PackedPiece[] = [];
  let y = Math.min(...ys) + gap + start;
  while (waiting.length && y < bottom) {
    const depth = waiting[0].depth;
    if (y + depth + gap > bottom) break;
    for (const [s0, s1] of spansOf(poly, edges, y - gap, y + depth + gap)) {
      let x = s0 + gap;
      for (let k = 0; k < waiting.length; ) {
        const p = waiting[k];
        if (p.depth <= depth && x + p.width <= s1 - gap) {
          placed.push({ index: p.index, x, y, width: p.width, depth: p.depth });
          x += p.width + gap;
          waiting.splice(k, 1);
        } else k++;
      }
    }
    y += depth + gap;
  }
  return placed;
}

/**
 * Where the pieces stand inside the polygon, each wholly inside and clear of the others: the best of shelf
 * packings in rows and in columns, from either end, at a few starting offsets. The answer lists the pieces
 * placed; a stack fits its space when every piece is there.
 */
export function packRects(poly: readonly Point[], pieces: readonly PackPiece[], gap: number): PackedPiece[] {
  if (poly.length < 3 || !pieces.length) return [];
  const turns: ((p: Point) => Point)[] = [(p) => p, (p) => [p[1], p[0]], (p) => [p[0], -p[1]], (p) => [-p[1], p[0]]];
  const back: ((q: PackedPiece) => PackedPiece)[] = [
    (q) => q,
    (q) => ({ ...q, x: q.y, y: q.x, width: q.depth, depth: q.width }),
    (q) => ({ ...q, y: -q.y - q.depth }),
    (q) => ({ ...q, x: q.y, y: -q.x - q.width, width: q.depth, depth: q.width }),
  ];
  const step = Math.min(...pieces.map((p) => Math.min(p.width, p.depth))) / 8;
  let best: PackedPiece[] = [];
  for (let t = 0; t < turns.length; t++) {
    const turned = poly.map(turns[t]);
    const edges = stripEdges(turned);
    for (let k = 0; k < 8; k++) {
      const placed = shelves(turned, edges, pieces, gap, k * step);
      if (placed.length > best.length) best = placed.map(back[t]);
      if (best.length === pieces.length) return best;
    }
  }
  return best;
}
