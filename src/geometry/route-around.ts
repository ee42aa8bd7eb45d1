import { distance, type Point, type Rect } from './point.js';

/** Whether the segment a–b passes through the open inside of `r` (running along its edge does not count). */
export function segmentEntersRect(a: Point, b: Point, r: Rect, inset = 1e-3): boolean {
  const [x0, y0, x1, y1] = [r.x + inset, r.y + inset, r.x + r.width - inset, r.y + r.height - inset];
  if (x1 <= x0 || y1 <= y0) return false;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  // Liang–Barsky: clip the segment's parameter range to each slab in turn (written out, not looped over a list:
  // this runs for every pair of corners a strategic link may turn at).
  const range = { t0: 0, t1: 1 };
  if (!clipSlab(-dx, a[0] - x0, range) || !clipSlab(dx, x1 - a[0], range)) return false;
  if (!clipSlab(-dy, a[1] - y0, range) || !clipSlab(dy, y1 - a[1], range)) return false;
  return range.t1 - range.t0 > 1e-9;
}

function clipSlab(p: number, q: number, range: { t0: number; t1: number }): boolean {
  if (p === 0) return q > 0;
  const t = q / p;
  if (p < 0) {
    if (t > range.t0) range.t0 = t;
  } else if (t < range.t1) range.t1 = t;
  return range.t0 < range.t1;
}

const grow = (r: Rect, m: number): Rect => ({
  x: r.x - m,
  y: r.y - m,
  width: r.width + 2 * m,
  height: r.height + 2 * m,
});

/**
 * A way among rectangles: for each pair of corners (of the rectangles grown by the margin) the rectangles their
 * straight line passes through, worked out once, so that each line asked for (which may pass through its own two
 * end rectangles) costs only its search.
 */
export interface RectMaze {
  /** The shortest line from `from` to `to` around every rectangle but those listed in `through`; undefined if none. */
  route(from: Point, to: Point, through: readonly number[]): Point[] | undefined;
}

export function rectMaze(rects: readonly Rect[], margin: number): RectMaze {
  const grown = rects.map((r) => grow(r, margin));
  const corners: Point[] = [];
  for (const r of grown)
    for (const p of [
      [r.x, r.y],
      [r.x + r.width, r.y],
      [r.x + r.width, r.y + r.height],
      [r.x, r.y + r.height],
    ] as Point[])
      if (!grown.some((g) => p[0] > g.x && p[0] < g.x + g.width && p[1] > g.y && p[1] < g.y + g.height))
        corners.push(p);
  const blockers = (a: Point, b: Point): number[] => {
    const out: number[] = [];
    grown.forEach((g, i) => {
      if (segmentEntersRect(a, b, g)) out.push(i);
    });
    return out;
  };
  const n = corners.length;
  const between: (number[] | undefined)[] = new Array(n * n);
  const cornerBlockers = (i: number, j: number): number[] => {
    const k = i < j ? i * n + j : j * n + i;
    return (between[k] ??= blockers(corners[i]!, corners[j]!));
  };
  return {
    route(from, to, through) {
      const open = (bs: readonly number[]) => bs.every((b) => through.includes(b));
      if (open(blockers(from, to))) return [from, to];
      // Dijkstra over the corners: node n is `from`, node n + 1 is `to`.
      const fromOpen = corners.map((c) => open(blockers(from, c)));
      const toOpen = corners.map((c) => open(blockers(c, to)));
      const dist = new Array<number>(n + 2).fill(Infinity);
      const prev = new Array<number>(n + 2).fill(-1);
      const done = new Array<boolean>(n + 2).fill(false);
      dist[n] = 0;
      for (;;) {
        let k = -1;
        for (let i = 0; i < n + 2; i++) if (!done[i] && dist[i] < Infinity && (k < 0 || dist[i]! < dist[k]!)) k = i;
        if (k < 0 || k === n + 1) break;
        done[k] = true;
        const at = k === n ? from : corners[k]!;
        for (let i = 0; i < n; i++) {
          if (done[i] || i === k) continue;
          const d = dist[k]! + distance(at, corners[i]!);
          if (d >= dist[i]!) continue;
          if (k === n ? fromOpen[i] : open(cornerBlockers(k, i))) [dist[i], prev[i]] = [d, k];
        }
        if (k < n && toOpen[k]) {
          const d = dist[k]! + distance(at, to);
          if (d < dist[n + 1]!) [dist[n + 1], prev[n + 1]] = [d, k];
        }
      }
      if (dist[n + 1] === Infinity) return undefined;
      const path: Point[] = [to];
      for (let i = prev[n + 1]!; i !== n; i = prev[i]!) path.unshift(corners[i]!);
      path.unshift(from);
      return path;
    },
  };
}

export const routeLength = (route: readonly Point[]): number =>
  route.slice(1).reduce((sum, p, i) => sum + distance(route[i]!, p), 0);
