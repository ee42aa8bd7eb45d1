import type { Rect } from '../../../geometry/point.js';
import { SEAM_INSET, type TilePlan } from './plan-tiles.js';

/** Air kept between a window's edge and a block it leaves whole on one side, pt. */
const AIR = 2;

/** How many of `spans` (start, end) the window [p, p + size] cuts: an edge inside a span, AIR short of its ends. */
function cutCount(p: number, size: number, spans: readonly (readonly [number, number])[]): number {
  let n = 0;
  for (const [a, b] of spans) if ([p, p + size].some((e) => a - AIR < e && e < b + AIR)) n++;
  return n;
}

/**
 * Where a middle window sits between the cuts on either side of it: the place nearest the middle of its room whose
 * edges cut the fewest blocks, or `now` when no place cuts fewer than it does.
 */
function slide(
  now: number,
  lo: number,
  hi: number,
  size: number,
  spans: readonly (readonly [number, number])[],
): number {
  if (hi < lo || !spans.length) return now;
  const mid = (lo + hi) / 2;
  let best = now;
  let least = cutCount(now, size, spans);
  const tries = [mid, ...spans.flatMap(([a, b]) => [a - AIR, b + AIR, a - AIR - size, b + AIR - size])]
    .filter((p) => p >= lo && p <= hi)
    .sort((p, q) => Math.abs(p - mid) - Math.abs(q - mid));
  for (const p of tries) {
    const n = cutCount(p, size, spans);
    if (n < least) {
      best = p;
      least = n;
    }
  }
  return best;
}

/**
 * A plan whose middle windows slide, within the room their cuts leave them (SEAM_INSET past each), so that no edge
 * of a sheet runs through a block of furniture or a box that no trim line cuts (issue 24: on legal paper Remagen's
 * sector capacity box stood clear of the cut between G8 and G9, yet G8 printed its left edge cut off at the sheet's
 * side, under the overlap G9 covers). The cuts stay where they are; only what each sheet shows past them changes.
 */
export function clearWindows(plan: TilePlan, width: number, height: number, blocks: readonly Rect[]): TilePlan {
  if (!blocks.length) return plan;
  const W = plan.tiles[0].window.width;
  const H = plan.tiles[0].window.height;
  const rowY = plan.tiles.filter((t) => t.col === 1).map((t) => t.window.y);
  const ys = plan.seams.y;
  for (let r = 1; r < plan.rows - 1; r++) {
    const lo = Math.max(0, ys[r] + SEAM_INSET - H);
    const hi = Math.min(height - H, ys[r - 1] - SEAM_INSET);
    rowY[r] = slide(
      rowY[r],
      lo,
      hi,
      H,
      blocks.map((b) => [b.y, b.y + b.height] as const),
    );
  }
  const colX = plan.seams.x.map((xs, r) => {
    const row = plan.tiles.filter((t) => t.row === r + 1).map((t) => t.window.x);
    const inRow = blocks.filter((b) => b.y < rowY[r] + H && rowY[r] < b.y + b.height);
    for (let c = 1; c < plan.cols - 1; c++) {
      const lo = Math.max(0, xs[c] + SEAM_INSET - W);
      const hi = Math.min(width - W, xs[c - 1] - SEAM_INSET);
      row[c] = slide(
        row[c],
        lo,
        hi,
        W,
        inRow.map((b) => [b.x, b.x + b.width] as const),
      );
    }
    return row;
  });
  // The overview states the least overlap on any seam, as freeSeams does.
  const overlap = (starts: readonly number[], size: number, was: number) =>
    starts.length < 2 ? was : Math.min(...starts.slice(1).map((a, k) => starts[k] + size - a));
  return {
    ...plan,
    overlapX: Math.min(...colX.map((row) => overlap(row, W, plan.overlapX))),
    overlapY: overlap(rowY, H, plan.overlapY),
    tiles: plan.tiles.map((t) => ({
      ...t,
      window: { ...t.window, x: colX[t.row - 1][t.col - 1], y: rowY[t.row - 1] },
    })),
  };
}
