import type { Rect } from '../../../geometry/point.js';
import { cheapestCuts } from './free-seams.js';
import { planTiles, SEAM_INSET, type TileOptions, type TilePlan } from './plan-tiles.js';

/** Air a cut keeps from a box's frame, pt: seamCosts counts a cut this close as running through the box. */
export const CUT_AIR = 3;

/** Where the cuts between rows of sheets can pass, found before a map is laid out (see rowCutsClearOf). */
export interface RowCuts {
  /** The evenly spread plan in the orientation the sheets will be printed in. */
  plan: TilePlan;
  /**
   * For each cut between two rows of sheets, the stretch of the map's height it can pass in, clear of the boxes that
   * do not move (a cut that cannot pass clear of them has none): what a layout keeps free to let it through.
   */
  rows: ([number, number] | undefined)[];
}

/** How many of `rects` a cut at `v` runs through, across (`'y'`) or down (`'x'`) the map. */
const crossing =
  (rects: readonly Rect[], axis: 'x' | 'y') =>
  (v: number): number => {
    let n = 0;
    for (const r of rects) {
      const [a, len] = axis === 'y' ? [r.y, r.height] : [r.x, r.width];
      if (a - CUT_AIR < v && v < a + len + CUT_AIR) n++;
    }
    return n;
  };

/**
 * The cuts between rows of sheets for a sheet `width` × `height` with boxes that keep their places (`fixed`), worked
 * out before the rest of it is laid out, so that what may still move keeps out of their way. The page is turned as
 * cutTiles turns it: the way that takes the fewest sheets, unless its cuts cannot pass clear of the fixed boxes and
 * the other way's pass clear of more. Undefined when the sheet fits one page.
 */
export function rowCutsClearOf(
  width: number,
  height: number,
  fixed: readonly Rect[],
  opts: TileOptions,
): RowCuts | undefined {
  const fewest = planTiles(width, height, opts);
  if (fewest.tiles.length < 2) return undefined;
  const cost = crossing(fixed, 'y');
  const turned = fewest.orientation === 'portrait' ? 'landscape' : 'portrait';
  const tried = ([fewest.orientation, turned] as const).map((o) => {
    const plan = o === fewest.orientation ? fewest : planTiles(width, height, { ...opts, orientation: o });
    const H = plan.tiles[0].window.height;
    const cuts = plan.rows > 1 ? cheapestCuts(height, H, plan.rows, (v) => 1000 * cost(v)) : [];
    const crossed = cuts ? cuts.reduce((n, v) => n + cost(v), 0) : Infinity;
    return { plan, cuts, crossed };
  });
  const [first, other] = tried;
  const best = first.crossed > 0 && other.crossed < first.crossed && !opts.orientation ? other : first;
  const { plan, cuts } = best;
  if (!cuts) return { plan, rows: Array.from({ length: plan.rows - 1 }, () => undefined) };
  const H = plan.tiles[0].window.height;
  const inner = H - 2 * SEAM_INSET;
  const least = H / 3;
  // Each cut may slide as far as its neighbours (kept where they are) and the windows let it, while it stays clear.
  const rows = cuts.map((v, k): [number, number] | undefined => {
    if (cost(v) > 0) return undefined;
    const last = k === cuts.length - 1;
    const lo = Math.max(k === 0 ? least : cuts[k - 1]! + least, last ? height - H + SEAM_INSET : cuts[k + 1]! - inner);
    const hi = Math.min(k === 0 ? H - SEAM_INSET : cuts[k - 1]! + inner, last ? height - least : cuts[k + 1]! - least);
    let [a, b] = [v, v];
    while (a - 0.5 >= lo && cost(a - 0.5) === 0) a -= 0.5;
    while (b + 0.5 <= hi && cost(b + 0.5) === 0) b += 0.5;
    return [a, b];
  });
  return { plan, rows };
}

/**
 * Where blocks of `widths` stand along a row of sheets, left to right from `left` in the order given and ending by
 * `right`, so that a cut between every two columns of sheets can still pass beside them, `air` clear of each, and
 * clear of `fixed` (the x ranges of what else the row holds). The columns are `n` windows `win` wide over a side `len`
 * long, their cuts placed as freeSeams may place them. Each block goes as far left as it may: the first column that
 * can take it after the blocks before it. Undefined when they cannot all stand so.
 */
export function placeBetweenCuts(
  widths: readonly number[],
  left: number,
  right: number,
  gap: number,
  air: number,
  side: { len: number; win: number; n: number },
  fixed: readonly [number, number][],
): number[] | undefined {
  const { len, win, n } = side;
  const inner = win - 2 * SEAM_INSET;
  const least = win / 3;
  const clear = (p: number) => !fixed.some(([a, b]) => a - CUT_AIR < p && p < b + CUT_AIR);
  const firstClear = (from: number, to: number) => {
    for (let p = Math.ceil(from * 2) / 2; p <= to; p += 0.5) if (clear(p)) return p;
    return undefined;
  };
  // The range cut k (0-based) may take after the cut before it, such that the cuts after it can still reach the last.
  const limits = (k: number, prev: number | undefined): [number, number] => {
    let lo = prev === undefined ? least : prev + least;
    let hi = prev === undefined ? win - SEAM_INSET : prev + inner;
    if (k === n - 2) [lo, hi] = [Math.max(lo, len - win + SEAM_INSET), Math.min(hi, len - least)];
    lo = Math.max(lo, len - win + SEAM_INSET - (n - 2 - k) * inner);
    return [lo, hi];
  };
  const xs: number[] = [];
  let [x, k, end] = [left, 0, left - air];
  let prev: number | undefined;
  const close = () => {
    const [lo, hi] = limits(k, prev);
    const p = firstClear(Math.max(lo, end + air), hi);
    if (p === undefined) return false;
    [prev, k, x] = [p, k + 1, Math.max(x, p + air)];
    return true;
  };
  for (const w of widths) {
    for (;;) {
      if (k >= n - 1) break;
      const [lo, hi] = limits(k, prev);
      if (firstClear(Math.max(lo, x + w + air), hi) !== undefined) break;
      if (!close()) return undefined;
    }
    if (x + w > right + 1e-6) return undefined;
    xs.push(x);
    end = x + w;
    x = end + gap;
  }
  while (k < n - 1) if (!close()) return undefined;
  return xs;
}

/**
 * Whether the `n - 1` cuts between columns of sheets down a side `len` long (windows `win` wide, placed as freeSeams
 * may place them) can all pass `CUT_AIR` clear of the x ranges `fixed`: the places each cut may take, clear and
 * within reach of a place the cut before it may take, are followed from the first cut to the last. `air`: how far a
 * cut keeps from each range.
 * `more`: further ranges, already widened by `air` and ordered (airSpans).
 */
export function cutsPassClear(
  fixed: readonly (readonly [number, number])[],
  side: { len: number; win: number; n: number },
  air = CUT_AIR,
  more: readonly (readonly [number, number])[] = [],
): boolean {
  const { len, win, n } = side;
  const inner = win - 2 * SEAM_INSET;
  const least = win / 3;
  // The stretches a cut may pass in, clear of every range (a cut on a range's air line is clear).
  const own = airSpans(fixed, air);
  const spans = more.length ? mergeSpans(own, more) : own;
  const free: [number, number][] = [];
  let from = 0;
  for (const [a, b] of spans) {
    if (a > from) free.push([from, a]);
    from = Math.max(from, b);
  }
  if (from < len) free.push([from, len]);
  let reach: [number, number][] = [[0, len]];
  for (let k = 0; k < n - 1; k++) {
    let [lo, hi] = k === 0 ? [least, win - SEAM_INSET] : [0, len];
    if (k === n - 2) [lo, hi] = [Math.max(lo, len - win + SEAM_INSET), Math.min(hi, len - least)];
    lo = Math.max(lo, len - win + SEAM_INSET - (n - 2 - k) * inner);
    const step = k === 0 ? reach : reach.map(([a, b]): [number, number] => [a + least, b + inner]);
    const next: [number, number][] = [];
    for (const [a, b] of step)
      for (const [c, d] of free) {
        const [x, y] = [Math.max(a, c, lo), Math.min(b, d, hi)];
        if (x <= y) next.push([x, y]);
      }
    if (!next.length) return false;
    // Joined only while a step reaches at least as far as it must go (least ≤ inner), where it keeps the places.
    reach = least <= inner ? merged(next) : next;
  }
  return true;
}

/**
 * Ranges widened by `air` each side, in order of their starts: what cutsPassClear takes as `more`, made once for
 * ranges it is asked about again and again with others (the town signs along a row of boxes tried thousands of ways).
 */
export function airSpans(ranges: readonly (readonly [number, number])[], air = CUT_AIR): (readonly [number, number])[] {
  return ranges.map(([a, b]) => [a - air, b + air] as const).sort((p, q) => p[0] - q[0]);
}

/** Two lists in order of their starts as one, the first's first where starts are equal (as a stable sort of both). */
function mergeSpans(
  a: readonly (readonly [number, number])[],
  b: readonly (readonly [number, number])[],
): (readonly [number, number])[] {
  const out: (readonly [number, number])[] = [];
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) out.push(b[j]![0] < a[i]![0] ? b[j++]! : a[i++]!);
  while (i < a.length) out.push(a[i++]!);
  while (j < b.length) out.push(b[j++]!);
  return out;
}

/**
 * Places given as stretches, overlapping ones joined: the same places, in as few stretches as they make. Without it
 * each cut multiplies the stretches the last one left by the free ones (a row of boxes tried against 193 town signs
 * over five columns of tabloid sheets: millions of stretches, a second of a tiled Nordwind map).
 */
function merged(spans: [number, number][]): [number, number][] {
  spans.sort((p, q) => p[0] - q[0]);
  const out: [number, number][] = [spans[0]!];
  for (let i = 1; i < spans.length; i++) {
    const last = out[out.length - 1]!;
    const [a, b] = spans[i]!;
    if (a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}
