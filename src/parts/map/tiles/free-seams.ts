import { SEAM_INSET, type Tile, type TilePlan } from './plan-tiles.js';

/** One side's cost of a cut at `v`: `cost` is what snapSeams weighs, `hard` the words and blocks it crosses. */
export interface CutCost {
  cost: (v: number) => number;
  hard: (v: number) => number;
}

/** Candidate cuts are tried every this many pt. */
const STEP = 1;
/**
 * What a cut pays per pt it lies from its evenly spread place: a tie-breaker small enough that it never outweighs a
 * word (6) across a whole sheet's width, so between equal cuts the sheets stay as even as planned.
 */
const DRIFT = 0.002;

/**
 * The cuts along one side of `len` pt shown through `n` windows of `win` pt, chosen together at the least summed
 * cost. Unlike snapSeams, which moves each cut only inside the evenly spread overlap, each window may slide (the
 * overlaps grow on one seam and shrink on the next) so long as every cut stays SEAM_INSET inside both windows that
 * meet there and no sheet keeps less than a third of its window once trimmed. Undefined when no such cuts exist.
 */
export function cheapestCuts(
  len: number,
  win: number,
  n: number,
  cost: (v: number) => number,
  /** The last cut lies at or past this (the foot of the map, above a band of furniture: see freeSeams). */
  lastFrom = 0,
): number[] | undefined {
  if (n < 2) return [];
  const P = Math.floor(len / STEP);
  const costs = new Float64Array(P + 1);
  for (let i = 0; i <= P; i++) costs[i] = cost(i * STEP);
  return cutsOver(costs, len, win, n, lastFrom);
}

/**
 * cheapestCuts over the costs at every candidate place. Kept apart from the calls of `cost`, which is a new function
 * for each side and row of sheets: the search's loops then run as compiled code from one call to the next, rather
 * than falling back to the interpreter each time the function they were compiled with changes.
 */
function cutsOver(costs: Float64Array, len: number, win: number, n: number, lastFrom: number): number[] | undefined {
  const inner = win - 2 * SEAM_INSET;
  const least = win / 3;
  const P = costs.length - 1;
  // Where each cut would lie were the sheets spread evenly: cut k + 1 at ((k + 1) * len) / n. (Written out, as are
  // the places i * STEP, rather than as small functions, which the compiled loops would have to call.)
  // best[k][i]: least cost of cuts 1..k+1 with cut k+1 at position i; from[k][i] the position of cut k. Two rows of
  // costs and one queue serve every cut in turn (a side is some 5,000 positions, cut up to eight times).
  let best = new Float64Array(P + 1).fill(Infinity);
  let spare = new Float64Array(P + 1);
  const queue = new Int32Array(P + 1);
  const from: Int32Array[] = [];
  const even0 = len / n;
  for (let i = 0; i <= P; i++) {
    const v = i * STEP;
    if (v >= least && v <= win - SEAM_INSET) best[i] = costs[i] + DRIFT * Math.abs(v - even0);
  }
  for (let k = 1; k < n - 1; k++) {
    const next = spare.fill(Infinity);
    const back = new Int32Array(P + 1).fill(-1);
    const evenK = ((k + 1) * len) / n;
    // The least of best[lo..hi] as the range slides right (both ends only grow): a queue of positions whose costs
    // rise from front to back, the earliest of equal costs kept first, as a scan from lo would choose it.
    let head = 0;
    let tail = 0;
    let added = 0;
    for (let i = 0; i <= P; i++) {
      const v = i * STEP;
      // The previous cut lies between v - inner and v - least.
      const lo = Math.max(0, Math.ceil((v - inner) / STEP));
      const hi = Math.min(P, Math.floor((v - least) / STEP));
      for (; added <= hi; added++) {
        while (tail > head && best[queue[tail - 1]] > best[added]) tail--;
        queue[tail++] = added;
      }
      while (tail > head && queue[head] < lo) head++;
      const arg = tail > head && best[queue[head]] < Infinity ? queue[head] : -1;
      const m = arg >= 0 ? best[arg] : Infinity;
      if (arg >= 0) {
        next[i] = m + costs[i] + DRIFT * Math.abs(v - evenK);
        back[i] = arg;
      }
    }
    from.push(back);
    spare = best;
    best = next;
  }
  // The last window ends on the map's edge: the last cut lies SEAM_INSET inside it, and leaves it a third or more.
  let end = -1;
  let m = Infinity;
  for (let i = 0; i <= P; i++) {
    const v = i * STEP;
    if (v < len - win + SEAM_INSET || v > len - least || v < lastFrom) continue;
    if (best[i] < m) {
      m = best[i];
      end = i;
    }
  }
  if (end < 0) return undefined;
  const cuts = [end];
  for (let k = from.length - 1; k >= 0; k--) cuts.unshift(from[k][cuts[0]]);
  return cuts.map((i) => i * STEP);
}

/**
 * A cut's cost with its words and blocks put first: no number of cells crossed (a piece may lie on a taped seam)
 * weighs as much as one word cut in two, which reads on neither sheet.
 */
const firm = (c: CutCost) => (v: number) => 1000 * c.hard(v) + c.cost(v);

/**
 * The windows for cuts along one side: the first from 0, the last to the side's end, each between them centred on
 * the room its two cuts leave it (SEAM_INSET past each), so its overlaps with both neighbours are as even as may be.
 */
export function windowsFor(cuts: readonly number[], len: number, win: number): number[] {
  const n = cuts.length + 1;
  return Array.from({ length: n }, (_, k) => {
    if (n === 1) return 0;
    if (k === 0) return 0;
    if (k === n - 1) return len - win;
    const lo = Math.max(0, cuts[k] + SEAM_INSET - win);
    const hi = Math.min(len - win, cuts[k - 1] - SEAM_INSET);
    return (lo + hi) / 2;
  });
}

/**
 * A snapped plan with its cuts chosen again where snapSeams left a word or a block under a trim line (issue 24:
 * Nordwind's strategic boxes and Remagen's pontoon labels lay in the overlap wherever it was cut): the rows of sheets
 * are cut first, then each row's columns for what it keeps, each side at the least summed cost over every placement
 * of its windows. A side keeps snapSeams' cuts unless the new ones cross fewer words and blocks, so a map that was
 * cut clear prints as before.
 */
export function freeSeams(
  plan: TilePlan,
  width: number,
  height: number,
  costX: (band: { y: number; height: number }) => CutCost,
  costY: CutCost,
  /**
   * The foot of everything drawn above a band of furniture, when the map has such a band: the last cut between rows
   * goes there or below where that crosses no more words and blocks, so the bottom row keeps the band alone and its
   * sheets that hold no block print nothing (printPages leaves them out).
   */
  foot?: number,
): TilePlan {
  const W = plan.tiles[0].window.width;
  const H = plan.tiles[0].window.height;
  const hardSum = (cuts: readonly number[], c: CutCost) => cuts.reduce((s, v) => s + c.hard(v), 0);
  const costSum = (cuts: readonly number[], c: CutCost) => cuts.reduce((s, v) => s + c.cost(v), 0);
  const better = (fresh: number[] | undefined, old: number[], c: CutCost) =>
    !!fresh &&
    (hardSum(fresh, c) < hardSum(old, c) ||
      (hardSum(fresh, c) === hardSum(old, c) && hardSum(old, c) > 0 && costSum(fresh, c) < costSum(old, c) - 1e-6));
  let ys = plan.seams.y;
  let rowY = plan.tiles.filter((t) => t.col === 1).map((t) => t.window.y);
  if (plan.rows > 1) {
    // Cuts that cross no word or block are kept (see better): the search is skipped for them.
    const fresh = hardSum(ys, costY) > 0 ? cheapestCuts(height, H, plan.rows, firm(costY)) : undefined;
    if (better(fresh, ys, costY)) {
      ys = fresh!;
      rowY = windowsFor(ys, height, H);
    }
    const clear =
      foot === undefined || ys[ys.length - 1] >= foot
        ? undefined
        : cheapestCuts(height, H, plan.rows, firm(costY), foot);
    if (clear && hardSum(clear, costY) <= hardSum(ys, costY)) {
      ys = clear;
      rowY = windowsFor(ys, height, H);
    }
  }
  const xs: number[][] = [];
  const colX: number[][] = [];
  for (let r = 0; r < plan.rows; r++) {
    const top = r ? ys[r - 1] : 0;
    const bottom = r < plan.rows - 1 ? ys[r] : height;
    const c = costX({ y: top, height: bottom - top });
    const old = plan.seams.x[r];
    const fresh = plan.cols > 1 && hardSum(old, c) > 0 ? cheapestCuts(width, W, plan.cols, firm(c)) : undefined;
    if (better(fresh, old, c)) {
      xs.push(fresh!);
      colX.push(windowsFor(fresh!, width, W));
    } else {
      xs.push(old);
      colX.push(plan.tiles.filter((t) => t.row === 1).map((t) => t.window.x));
    }
  }
  const tiles: Tile[] = plan.tiles.map((t) => ({
    ...t,
    window: { ...t.window, x: colX[t.row - 1][t.col - 1], y: rowY[t.row - 1] },
  }));
  // The overview states the overlap: once windows slide it differs from seam to seam, and the least is stated.
  const least = (starts: readonly number[], size: number, fallback: number) =>
    starts.length < 2 ? fallback : Math.min(...starts.slice(1).map((a, k) => starts[k] + size - a));
  return {
    ...plan,
    tiles,
    overlapX: Math.min(...colX.map((row) => least(row, W, plan.overlapX))),
    overlapY: least(rowY, H, plan.overlapY),
    seams: { x: xs, y: ys },
  };
}
