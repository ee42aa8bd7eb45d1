import type { Point, Rect } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';
import type { Block } from '../furniture/block.js';

/** The room map is kept in cells this size, pt, or larger on a very large sheet (at most MAX_CELLS a side). */
const CELL = mmToPt(1.5);
const MAX_CELLS = 900;

/**
 * What the drawn map already covers: its areas' shapes, the lines it rules (a long slanting arrow covers its
 * stroke, not the box around it, so that blocks may stand between arrows) and the boxes of everything else.
 */
export interface Covered {
  polygons: readonly (readonly Point[])[];
  rects: readonly Rect[];
  lines?: readonly { points: readonly Point[]; width: number }[];
}

/**
 * Where `furniture: inside` sets each block on an area map: in the empty room the drawn map leaves within
 * `region` (the sheet inside its margin), never over an area, a name, a road, an arrow or another block, `gap`
 * clear of all of them. The largest block goes first, each into the corner of the empty room nearest to a corner
 * of the sheet, so that the room left stays in one piece for the next (or nearest its `targets` place, where
 * one was kept for it). Undefined for the first block (by its index) that finds no room.
 */
export function placeInside(
  blocks: readonly Block[],
  covered: Covered,
  region: Rect,
  gap: number,
  targets?: readonly Point[],
): { at: Point[] } | { misfit: number } {
  const cell = Math.max(CELL, Math.max(region.width, region.height) / MAX_CELLS);
  const cols = Math.max(1, Math.floor(region.width / cell));
  const rows = Math.max(1, Math.floor(region.height / cell));
  const full = new Uint8Array(cols * rows);
  const mark = (x0: number, y0: number, x1: number, y1: number) => {
    const c0 = Math.max(0, Math.floor((x0 - region.x) / cell));
    const c1 = Math.min(cols - 1, Math.floor((x1 - region.x) / cell));
    const r0 = Math.max(0, Math.floor((y0 - region.y) / cell));
    const r1 = Math.min(rows - 1, Math.floor((y1 - region.y) / cell));
    // Wholly outside the region, nothing: a typed array's fill would count a negative end from the array's end and
    // mark most of the row (a box left of a region that does not start at the sheet's margin).
    if (c0 > c1 || r0 > r1) return;
    for (let r = r0; r <= r1; r++) full.fill(1, r * cols + c0, r * cols + c1 + 1);
  };
  for (const b of covered.rects) if (b.width >= 0 && b.height >= 0) mark(b.x, b.y, b.x + b.width, b.y + b.height);
  for (const poly of covered.polygons) fillPolygon(poly, region, cell, rows, mark);
  for (const line of covered.lines ?? [])
    for (let i = 1; i < line.points.length; i++) {
      const [a, b] = [line.points[i - 1]!, line.points[i]!];
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / (cell / 2)));
      const r = line.width / 2;
      for (let k = 0; k <= n; k++) {
        const x = a[0] + ((b[0] - a[0]) * k) / n;
        const y = a[1] + ((b[1] - a[1]) * k) / n;
        mark(x - r, y - r, x + r, y + r);
      }
    }
  // Summed counts of covered cells, so that any rectangle of cells is tested at once.
  const sum = new Int32Array((cols + 1) * (rows + 1));
  // From row `from` down: the rows above it hold the same counts as before.
  const rebuild = (from = 0) => {
    for (let r = from; r < rows; r++) {
      let line = 0;
      for (let c = 0; c < cols; c++) {
        line += full[r * cols + c];
        sum[(r + 1) * (cols + 1) + c + 1] = sum[r * (cols + 1) + c + 1] + line;
      }
    }
  };
  rebuild();
  const coveredIn = (c0: number, r0: number, c1: number, r1: number) => {
    const [a, b] = [Math.max(0, c0), Math.min(cols, c1)];
    const [p, q] = [Math.max(0, r0), Math.min(rows, r1)];
    return sum[q * (cols + 1) + b] - sum[p * (cols + 1) + b] - sum[q * (cols + 1) + a] + sum[p * (cols + 1) + a];
  };
  const g = Math.ceil(gap / cell);
  const order = blocks
    .map((_, i) => i)
    .sort((i, j) => blocks[j].width * blocks[j].height - blocks[i].width * blocks[i].height);
  const at: Point[] = blocks.map(() => [0, 0]);
  for (const [n, i] of order.entries()) {
    const w = Math.ceil(blocks[i].width / cell);
    const h = Math.ceil(blocks[i].height / cell);
    let best: [number, number] | undefined;
    let bestCost = Infinity;
    const t = targets?.[i];
    // The first place in reading order of those nearest (see cost), among the cells from c0 to c1 and r0 to r1.
    const search = (c0: number, c1: number, r0: number, r1: number) => {
      for (let r = Math.max(0, r0); r + h <= rows && r <= r1; r++)
        for (let c = Math.max(0, c0); c + w <= cols && c <= c1; c++) {
          // Nearest sheet corner first: its distance to the block's own corner on that side; or, where the block
          // has a place kept for it (a notch cut out of the areas), nearest that place.
          const dx = t ? c - (t[0] - region.x) / cell : Math.min(c, cols - c - w);
          const dy = t ? r - (t[1] - region.y) / cell : Math.min(r, rows - r - h);
          const cost = dx * dx + dy * dy;
          if (cost >= bestCost) continue;
          if (coveredIn(c - g, r - g, c + w + g, r + h + g)) continue;
          [best, bestCost] = [[c, r], cost];
        }
    };
    // A place kept for the block is looked for close round it first: one found within `reach` cells is the place
    // the whole sheet's search would find (every cell farther off costs more), and the sheet is not searched.
    if (t) {
      const [tc, tr] = [(t[0] - region.x) / cell, (t[1] - region.y) / cell];
      for (const reach of [4, 16, 64]) {
        search(Math.floor(tc - reach), Math.ceil(tc + reach), Math.floor(tr - reach), Math.ceil(tr + reach));
        if (bestCost <= reach * reach) break;
        [best, bestCost] = [undefined, Infinity];
      }
    }
    if (!best) search(0, cols, 0, rows);
    if (!best) return { misfit: i };
    const [c, r] = best;
    at[i] = [region.x + c * cell, region.y + r * cell];
    for (let rr = r; rr < r + h; rr++) full.fill(1, rr * cols + c, rr * cols + c + w);
    // The counts change only from the block's first row on, and no block is left to ask them after the last.
    if (n + 1 < order.length) rebuild(r);
  }
  return { at };
}

/**
 * Marks the cells a polygon covers: each row of cells is filled between the polygon's crossings at the row's top,
 * middle and bottom (even-odd rule), and every cell its border passes is marked, so no sliver of it is left free.
 */
function fillPolygon(
  poly: readonly Point[],
  region: Rect,
  cell: number,
  rows: number,
  mark: (x0: number, y0: number, x1: number, y1: number) => void,
): void {
  if (poly.length < 3) return;
  let [top, bottom] = [Infinity, -Infinity];
  for (const p of poly) [top, bottom] = [Math.min(top, p[1]), Math.max(bottom, p[1])];
  const r0 = Math.max(0, Math.floor((top - region.y) / cell));
  const r1 = Math.min(rows - 1, Math.floor((bottom - region.y) / cell));
  // The lines go down the sheet, so each looks only at the edges that span it: the edges in order of their top,
  // taken in as the lines reach them and dropped once passed (an edge from a to b crosses y when a and b lie on
  // either side of it, a's side the one below or on it). Kept in typed arrays: a sheet's areas have thousands of
  // corners and hundreds of lines each.
  const count = poly.length;
  const ax = new Float64Array(count);
  const ay = new Float64Array(count);
  const bx = new Float64Array(count);
  const by = new Float64Array(count);
  const tops = new Float64Array(count);
  const bottoms = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const a = poly[i === 0 ? count - 1 : i - 1]!;
    const b = poly[i]!;
    ax[i] = a[0];
    ay[i] = a[1];
    bx[i] = b[0];
    by[i] = b[1];
    tops[i] = Math.min(a[1], b[1]);
    bottoms[i] = Math.max(a[1], b[1]);
  }
  const order = Int32Array.from({ length: count }, (_, i) => i).sort((i, j) => tops[i]! - tops[j]!);
  const active = new Int32Array(count);
  const xs = new Float64Array(count);
  let next = 0;
  let live = 0;
  for (let r = r0; r <= r1; r++)
    for (const share of [0.01, 0.5, 0.99]) {
      const y = region.y + (r + share) * cell;
      while (next < count && tops[order[next]!]! <= y) active[live++] = order[next++]!;
      let kept = 0;
      let m = 0;
      for (let k = 0; k < live; k++) {
        const i = active[k]!;
        if (bottoms[i]! <= y) continue;
        active[kept++] = i;
        if (ay[i]! > y !== by[i]! > y) xs[m++] = ax[i]! + ((y - ay[i]!) * (bx[i]! - ax[i]!)) / (by[i]! - ay[i]!);
      }
      live = kept;
      const crossings = xs.subarray(0, m).sort();
      for (let k = 0; k + 1 < m; k += 2) mark(crossings[k]!, y, crossings[k + 1]!, y);
    }
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [a, b] = [poly[j]!, poly[i]!];
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / (cell / 2)));
    for (let k = 0; k <= n; k++) {
      const x = a[0] + ((b[0] - a[0]) * k) / n;
      const y = a[1] + ((b[1] - a[1]) * k) / n;
      mark(x, y, x, y);
    }
  }
}
