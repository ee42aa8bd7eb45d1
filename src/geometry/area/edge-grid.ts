import type { Point } from '../point.js';

/**
 * A polygon's edges filed in a grid of square cells, so that a straight line tested against the polygon looks
 * only at the edges in the cells it passes, not at every edge (Death of a Division's roads test some 90,000 lines
 * against bent borders of 150–550 corners). Each edge is filed in every cell its bounding box, widened by MARGIN,
 * touches; a line visits every cell its own course, widened by MARGIN, touches. Where a line and an edge meet, the
 * meeting point lies in a cell both visit, so no edge that could cross a line is skipped: the answers are exactly
 * those of testing every edge.
 */
interface EdgeGrid {
  first: Point;
  middle: Point;
  last: Point;
  x0: number;
  y0: number;
  cell: number;
  cols: number;
  rows: number;
  /** Cell k's edges are items[starts[k]] up to items[starts[k + 1]]. */
  starts: Int32Array;
  items: Int32Array;
  /** The first grid column each edge is filed in, so that a scan along a row counts each edge once. */
  col0: Int32Array;
  /** Edge i runs from (ax[i], ay[i]) to (bx[i], by[i]): the polygon's edge from corner i - 1 to corner i. */
  ax: Float64Array;
  ay: Float64Array;
  bx: Float64Array;
  by: Float64Array;
  /** Which line starts were found inside, by the point (a town is the start of hundreds of lines), with its x, y. */
  inside: Map<Point, [number, number, boolean]>;
}

/** A line and an edge this close are filed in a common cell, pt: far above a coordinate's rounding error. */
const MARGIN = 1;
/** At most this many cells a side: a finer grid costs more to file than it saves. */
const MAX_CELLS = 32;
/** Below this many corners a polygon's edges are tested directly. */
const MIN_CORNERS = 24;
/** A polygon is filed once it has been asked about this often: one asked about a few times is not worth it. */
const MIN_ASKED = 16;

const grids = new WeakMap<readonly Point[], EdgeGrid>();
const asked = new WeakMap<readonly Point[], number>();

function build(poly: readonly Point[]): EdgeGrid {
  const n = poly.length;
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of poly) {
    if (p[0] < x0) x0 = p[0];
    if (p[0] > x1) x1 = p[0];
    if (p[1] < y0) y0 = p[1];
    if (p[1] > y1) y1 = p[1];
  }
  x0 -= MARGIN;
  y0 -= MARGIN;
  const cell = Math.max(4, (Math.max(x1 - x0, y1 - y0) + MARGIN) / MAX_CELLS);
  const cols = Math.floor((x1 + MARGIN - x0) / cell) + 1;
  const rows = Math.floor((y1 + MARGIN - y0) / cell) + 1;
  const ax = new Float64Array(n);
  const ay = new Float64Array(n);
  const bx = new Float64Array(n);
  const by = new Float64Array(n);
  const counts = new Int32Array(cols * rows + 1);
  const col0 = new Int32Array(n);
  const span = (i: number): [number, number, number, number] => {
    const c0 = Math.floor((Math.min(ax[i], bx[i]) - MARGIN - x0) / cell);
    const c1 = Math.floor((Math.max(ax[i], bx[i]) + MARGIN - x0) / cell);
    const r0 = Math.floor((Math.min(ay[i], by[i]) - MARGIN - y0) / cell);
    const r1 = Math.floor((Math.max(ay[i], by[i]) + MARGIN - y0) / cell);
    return [Math.max(0, c0), Math.min(cols - 1, c1), Math.max(0, r0), Math.min(rows - 1, r1)];
  };
  for (let i = 0, j = n - 1; i < n; j = i++) {
    ax[i] = poly[j]![0];
    ay[i] = poly[j]![1];
    bx[i] = poly[i]![0];
    by[i] = poly[i]![1];
    const [c0, c1, r0, r1] = span(i);
    col0[i] = c0;
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) counts[r * cols + c + 1]++;
  }
  const starts = new Int32Array(cols * rows + 1);
  for (let k = 1; k <= cols * rows; k++) starts[k] = starts[k - 1] + counts[k];
  const items = new Int32Array(starts[cols * rows]);
  const fill = starts.slice(0, cols * rows);
  for (let i = 0; i < n; i++) {
    const [c0, c1, r0, r1] = span(i);
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) items[fill[r * cols + c]++] = i;
  }
  const [first, middle, last] = [poly[0]!, poly[n >> 1]!, poly[n - 1]!];
  return { first, middle, last, x0, y0, cell, cols, rows, starts, items, col0, ax, ay, bx, by, inside: new Map() };
}

function gridOf(poly: readonly Point[]): EdgeGrid | undefined {
  const n = poly.length;
  if (n < MIN_CORNERS) return undefined;
  const g = grids.get(poly);
  // A polygon changed in place since it was filed is filed again.
  if (g && g.ax.length === n && g.first === poly[0] && g.middle === poly[n >> 1] && g.last === poly[n - 1]) return g;
  const times = (asked.get(poly) ?? 0) + 1;
  asked.set(poly, times);
  if (times < MIN_ASKED) return undefined;
  const fresh = build(poly);
  grids.set(poly, fresh);
  return fresh;
}

/** The distance from (px, py) to the segment from (ax, ay) to (bx, by), for callers that hold numbers. */
export function distanceToSegmentXY(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 ? Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2)) : 0;
  return Math.hypot(px - ax - t * dx, py - ay - t * dy);
}

/** Whether the ray from (x, y) to the right crosses the edge from (xj, yj) to (xi, yi): the even-odd rule's step. */
function rayCrosses(x: number, y: number, xi: number, yi: number, xj: number, yj: number): boolean {
  return yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi;
}

/**
 * Whether (x, y) is inside the polygon (even-odd rule). A filed polygon counts only the edges in the cells of the
 * point's row from its column rightwards, each once (an edge that straddles the row's y is filed in that row, and
 * one wholly left of the point cannot cross the ray).
 */
export function pointInside(x: number, y: number, poly: readonly Point[]): boolean {
  const g = gridOf(poly);
  let inside = false;
  if (!g) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const pi = poly[i]!;
      const pj = poly[j]!;
      if (rayCrosses(x, y, pi[0], pi[1], pj[0], pj[1])) inside = !inside;
    }
    return inside;
  }
  const r = Math.floor((y - g.y0) / g.cell);
  if (r < 0 || r >= g.rows) return false;
  const c0 = Math.max(0, Math.floor((x - MARGIN - g.x0) / g.cell));
  for (let c = c0; c < g.cols; c++) {
    const k = r * g.cols + c;
    for (let s = g.starts[k]; s < g.starts[k + 1]; s++) {
      const i = g.items[s];
      // An edge filed in several cells of the row counts in the first of them the scan visits.
      if (c !== Math.max(c0, g.col0[i])) continue;
      if (rayCrosses(x, y, g.bx[i], g.by[i], g.ax[i], g.ay[i])) inside = !inside;
    }
  }
  return inside;
}

/**
 * Whether edge i of the polygon (from corner i - 1 to corner i) crosses the line from a (ax0, ay0) along
 * (dx, dy) short of `end` (a share of the line), among edges whose bounding box meets the line's box.
 */
function crosses(
  px: number,
  py: number,
  qx: number,
  qy: number,
  a0: number,
  a1: number,
  dx: number,
  dy: number,
  end: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
): boolean {
  if ((px < x0 && qx < x0) || (px > x1 && qx > x1) || (py < y0 && qy < y0) || (py > y1 && qy > y1)) return false;
  const ex = qx - px;
  const ey = qy - py;
  const d = dx * ey - dy * ex;
  if (!d) return false;
  const t = ((px - a0) * ey - (py - a1) * ex) / d;
  const u = ((px - a0) * dy - (py - a1) * dx) / d;
  return t >= 0 && t < end && u >= 0 && u <= 1;
}

/**
 * Whether the straight line from `a` (inside the polygon) to `b` (inside or on its border) stays inside: it
 * crosses none of the polygon's edges short of its last half point, and `a` is inside.
 */
export function lineStaysInside(a: Point, b: Point, poly: readonly Point[]): boolean {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const end = 1 - 0.5 / (Math.hypot(dx, dy) || 1);
  // An edge wholly to one side of the line's bounding box cannot cross it.
  const x0 = Math.min(a[0], b[0]);
  const x1 = Math.max(a[0], b[0]);
  const y0 = Math.min(a[1], b[1]);
  const y1 = Math.max(a[1], b[1]);
  const g = gridOf(poly);
  if (!g) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const p = poly[j]!;
      const q = poly[i]!;
      if (crosses(p[0], p[1], q[0], q[1], a[0], a[1], dx, dy, end, x0, x1, y0, y1)) return false;
    }
    return pointInside(a[0], a[1], poly);
  }
  // Column by column, the rows the line (widened by MARGIN) passes in that column.
  const c0 = Math.max(0, Math.floor((x0 - MARGIN - g.x0) / g.cell));
  const c1 = Math.min(g.cols - 1, Math.floor((x1 + MARGIN - g.x0) / g.cell));
  for (let c = c0; c <= c1; c++) {
    let ylo = y0;
    let yhi = y1;
    if (dx) {
      const sx0 = Math.max(x0, g.x0 + c * g.cell - MARGIN);
      const sx1 = Math.min(x1, g.x0 + (c + 1) * g.cell + MARGIN);
      const ya = a[1] + ((sx0 - a[0]) * dy) / dx;
      const yb = a[1] + ((sx1 - a[0]) * dy) / dx;
      ylo = Math.max(y0, Math.min(ya, yb));
      yhi = Math.min(y1, Math.max(ya, yb));
    }
    const r0 = Math.max(0, Math.floor((ylo - MARGIN - g.y0) / g.cell));
    const r1 = Math.min(g.rows - 1, Math.floor((yhi + MARGIN - g.y0) / g.cell));
    for (let r = r0; r <= r1; r++) {
      const k = r * g.cols + c;
      for (let s = g.starts[k]; s < g.starts[k + 1]; s++) {
        const i = g.items[s];
        if (crosses(g.ax[i], g.ay[i], g.bx[i], g.by[i], a[0], a[1], dx, dy, end, x0, x1, y0, y1)) return false;
      }
    }
  }
  const known = g.inside.get(a);
  if (known && known[0] === a[0] && known[1] === a[1]) return known[2];
  const inside = pointInside(a[0], a[1], poly);
  g.inside.set(a, [a[0], a[1], inside]);
  return inside;
}

/**
 * The polygon's edges that may come within `r` of the box from (x0, y0) to (x1, y1), by the index of their first
 * corner (edge k runs from corner k to corner k + 1), in increasing order, each once: every edge that does is
 * among them. Undefined for a polygon too small to file, whose edges are all tested.
 */
export function edgesNear(
  poly: readonly Point[],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number,
): number[] | undefined {
  const g = gridOf(poly);
  if (!g) return undefined;
  const c0 = Math.max(0, Math.floor((x0 - r - MARGIN - g.x0) / g.cell));
  const c1 = Math.min(g.cols - 1, Math.floor((x1 + r + MARGIN - g.x0) / g.cell));
  const r0 = Math.max(0, Math.floor((y0 - r - MARGIN - g.y0) / g.cell));
  const r1 = Math.min(g.rows - 1, Math.floor((y1 + r + MARGIN - g.y0) / g.cell));
  const out: number[] = [];
  for (let row = r0; row <= r1; row++)
    for (let c = c0; c <= c1; c++) {
      const k = row * g.cols + c;
      for (let s = g.starts[k]; s < g.starts[k + 1]; s++) out.push((g.items[s] + g.ax.length - 1) % g.ax.length);
    }
  out.sort((a, b) => a - b);
  let n = 0;
  for (let i = 0; i < out.length; i++) if (!i || out[i] !== out[i - 1]) out[n++] = out[i];
  out.length = n;
  return out;
}

/**
 * Whether `p` lies closer than `r` to the polygon's border (or at `r`, when `orAt`): distanceToBorder(p, poly) < r,
 * looking only at the edges filed near p.
 */
export function nearBorder(p: Point, poly: readonly Point[], r: number, orAt = false): boolean {
  const within = (d: number) => d < r || (orAt && d === r);
  const g = gridOf(poly);
  if (!g) {
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
      if (within(distanceToSegmentXY(p[0], p[1], poly[j]![0], poly[j]![1], poly[i]![0], poly[i]![1]))) return true;
    return false;
  }
  const c0 = Math.max(0, Math.floor((p[0] - r - MARGIN - g.x0) / g.cell));
  const c1 = Math.min(g.cols - 1, Math.floor((p[0] + r + MARGIN - g.x0) / g.cell));
  const r0 = Math.max(0, Math.floor((p[1] - r - MARGIN - g.y0) / g.cell));
  const r1 = Math.min(g.rows - 1, Math.floor((p[1] + r + MARGIN - g.y0) / g.cell));
  for (let row = r0; row <= r1; row++)
    for (let c = c0; c <= c1; c++) {
      const k = row * g.cols + c;
      for (let s = g.starts[k]; s < g.starts[k + 1]; s++) {
        const i = g.items[s];
        if (within(distanceToSegmentXY(p[0], p[1], g.ax[i], g.ay[i], g.bx[i], g.by[i]))) return true;
      }
    }
  return false;
}
