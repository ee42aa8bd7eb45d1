import type { Point } from '../point.js';

/**
 * The stretches of border two area shapes have in common, as segments. Edges count as shared when they
 * lie on one line (within `tolerance`) and overlap; hand-drawn polygons need not share vertices exactly.
 */
export function sharedBorder(a: readonly Point[], b: readonly Point[], tolerance = 0.5): [Point, Point][] {
  return stretches(a, b, tolerance, false);
}

/**
 * Whether two area shapes share any stretch of border: sharedBorder(a, b, tolerance).length > 0, ending at the first
 * stretch found. Most connections only ask this (a road's own course is searched once and kept).
 */
export function sharesBorder(a: readonly Point[], b: readonly Point[], tolerance = 0.5): boolean {
  return stretches(a, b, tolerance, true).length > 0;
}

/** sharedBorder's stretches in its order; with `first`, only the first of them. */
function stretches(a: readonly Point[], b: readonly Point[], tolerance: number, first: boolean): [Point, Point][] {
  const out: [Point, Point][] = [];
  const index = edgeIndexOf(b);
  const [bx0, by0, bx1, by1] = index.bounds;
  // Only b's edges whose boxes reach an edge of a's box (grown by the tolerance) can share a stretch with it: the
  // index hands out those that share a cell with it, in b's order, so the stretches come out as a scan of every pair
  // would find them. A map's shapes have hundreds of edges each, and every road and river asks for two of them.
  const seen = new Uint32Array(b.length);
  let stamp = 0;
  const candidates: number[] = [];
  for (let i = 0; i < a.length; i++) {
    const p = a[i];
    const q = a[(i + 1) % a.length];
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const len = Math.hypot(dx, dy);
    if (len < tolerance) continue;
    const ux = dx / len;
    const uy = dy / len;
    // a's edge's box, grown by the tolerance: an edge of b outside it shares nothing with this one (a shared
    // stretch lies within the tolerance of a's edge).
    const x0 = Math.min(p[0], q[0]) - tolerance;
    const x1 = Math.max(p[0], q[0]) + tolerance;
    const y0 = Math.min(p[1], q[1]) - tolerance;
    const y1 = Math.max(p[1], q[1]) + tolerance;
    if (x1 < bx0 || x0 > bx1 || y1 < by0 || y0 > by1) continue;
    stamp++;
    candidates.length = 0;
    const [c0, c1, r0, r1] = index.cellsOver(x0, y0, x1, y1);
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++)
        for (const j of index.cells[r * index.cols + c]!)
          if (seen[j] !== stamp) {
            seen[j] = stamp;
            candidates.push(j);
          }
    if (candidates.length > 1) candidates.sort((m, n) => m - n);
    for (const j of candidates) {
      const r = b[j];
      const s = b[(j + 1) % b.length];
      if ((r[0] < x0 && s[0] < x0) || (r[0] > x1 && s[0] > x1) || (r[1] < y0 && s[1] < y0) || (r[1] > y1 && s[1] > y1))
        continue;
      // Both ends of b's edge must lie on a's edge line.
      const offR = Math.abs((r[0] - p[0]) * uy - (r[1] - p[1]) * ux);
      const offS = Math.abs((s[0] - p[0]) * uy - (s[1] - p[1]) * ux);
      if (offR > tolerance || offS > tolerance) continue;
      const alongR = (r[0] - p[0]) * ux + (r[1] - p[1]) * uy;
      const alongS = (s[0] - p[0]) * ux + (s[1] - p[1]) * uy;
      const t0 = Math.max(0, Math.min(alongR, alongS));
      const t1 = Math.min(len, Math.max(alongR, alongS));
      if (t1 - t0 > tolerance) {
        out.push([
          [p[0] + ux * t0, p[1] + uy * t0],
          [p[0] + ux * t1, p[1] + uy * t1],
        ]);
        if (first) return out;
      }
    }
  }
  return out;
}

/** A shape's edges (edge j runs from corner j to the next) filed by the cells of a grid over its bounds they cross. */
interface EdgeIndex {
  bounds: [number, number, number, number];
  cols: number;
  cells: number[][];
  /** The first and last column and row of cells a box reaches, clamped to the grid. */
  cellsOver(x0: number, y0: number, x1: number, y1: number): [number, number, number, number];
}

/** Cells a side of a shape's grid. */
const INDEX_CELLS = 24;

/** Each shape's index, made on its first asking: a shape is asked about once for each neighbour it has. */
const indexes = new WeakMap<readonly Point[], EdgeIndex>();

function edgeIndexOf(poly: readonly Point[]): EdgeIndex {
  const kept = indexes.get(poly);
  if (kept) return kept;
  const bounds = boundsOf(poly, 0);
  const [x0, y0, x1, y1] = bounds;
  const w = Math.max(x1 - x0, 1e-9) / INDEX_CELLS;
  const h = Math.max(y1 - y0, 1e-9) / INDEX_CELLS;
  const clamp = (v: number) => Math.min(INDEX_CELLS - 1, Math.max(0, Math.floor(v)));
  const cellsOver = (a0: number, b0: number, a1: number, b1: number): [number, number, number, number] => [
    clamp((a0 - x0) / w),
    clamp((a1 - x0) / w),
    clamp((b0 - y0) / h),
    clamp((b1 - y0) / h),
  ];
  const cells: number[][] = Array.from({ length: INDEX_CELLS * INDEX_CELLS }, () => []);
  for (let j = 0; j < poly.length; j++) {
    const r = poly[j]!;
    const s = poly[(j + 1) % poly.length]!;
    const [c0, c1, r0, r1] = cellsOver(
      Math.min(r[0], s[0]),
      Math.min(r[1], s[1]),
      Math.max(r[0], s[0]),
      Math.max(r[1], s[1]),
    );
    for (let row = r0; row <= r1; row++) for (let c = c0; c <= c1; c++) cells[row * INDEX_CELLS + c]!.push(j);
  }
  const index = { bounds, cols: INDEX_CELLS, cells, cellsOver };
  indexes.set(poly, index);
  return index;
}

/** A polygon's bounds grown by `pad`, as [x0, y0, x1, y1]. */
function boundsOf(poly: readonly Point[], pad: number): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const r of poly) {
    if (r[0] < x0) x0 = r[0];
    if (r[0] > x1) x1 = r[0];
    if (r[1] < y0) y0 = r[1];
    if (r[1] > y1) y1 = r[1];
  }
  return [x0 - pad, y0 - pad, x1 + pad, y1 + pad];
}
