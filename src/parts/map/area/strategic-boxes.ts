import type { Point, Rect } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';

/**
 * Boxes for strategic areas, centred on their positions: as wide as the spacing to the next box in the
 * same row allows (and as tall as the spacing in the same column), within sensible bounds.
 */
export function strategicBoxRects(positions: readonly Point[]): Rect[] {
  const maxW = mmToPt(100),
    minW = mmToPt(42),
    maxH = mmToPt(46),
    minH = mmToPt(26);
  return positions.map((p, i) => {
    let w = maxW;
    let h = maxH;
    positions.forEach((q, j) => {
      if (i === j) return;
      const dx = Math.abs(q[0] - p[0]);
      const dy = Math.abs(q[1] - p[1]);
      if (dy < maxH && dx > 0) w = Math.min(w, dx * 0.88);
      if (dx < maxW && dy > 0) h = Math.min(h, dy * 0.85);
    });
    w = Math.max(minW, w);
    h = Math.max(minH, h);
    return { x: p[0] - w / 2, y: p[1] - h / 2, width: w, height: h };
  });
}

/**
 * Strategic box positions moved up or down, the least they must, so that no box (as strategicBoxRects draws it)
 * stands within `air` of a stretch of the sheet's height a cut must pass through (`zones`): the box goes to the
 * nearer side, and pushes on the boxes beyond it in its column (less than a box's width across) as far as keeps
 * each its height, but never into the next stretch or past where it must end (`top`, or its `bottom`): there they
 * close up, the boxes growing lower. A move that would take a box into a stretch or out of bounds is not made; the
 * other side is tried. Returns the positions, moved where they were.
 */
export function strategicOffCuts(
  positions: readonly Point[],
  zones: readonly [number, number][],
  air: number,
  top: number,
  bottom: (i: number) => number,
): Point[] {
  const maxW = mmToPt(100);
  const full = mmToPt(46) / 0.85;
  // Closer than this, two boxes of a column would reach their least height and overlap.
  const closest = mmToPt(26) / 0.85 + 1;
  let at = positions.map((p): [number, number] => [p[0], p[1]]);
  const crosses = (r: Rect, [lo, hi]: readonly [number, number]) => r.y < hi + air && lo - air < r.y + r.height;
  const crossing = (rects: readonly Rect[]) =>
    new Set(rects.flatMap((r, j) => (zones.some((z) => crosses(r, z)) ? [j] : [])));
  const stuck = new Set<number>();
  for (let round = 0; round < 3 * positions.length; round++) {
    const rects = strategicBoxRects(at);
    const before = crossing(rects);
    const i = [...before].find((j) => !stuck.has(j));
    if (i === undefined) break;
    const r = rects[i]!;
    const zone = zones.find((z) => crosses(r, z))!;
    const column = at
      .map((p, j) => ({ j, p }))
      .filter(({ j, p }) => j !== i && Math.abs(p[0] - at[i]![0]) < maxW)
      .map(({ j }) => j);
    // How far a box's centre may go down (or up) before the box, `h` tall, meets the next stretch or its bound.
    const limit = (j: number, h: number, down: boolean) => {
      const c = at[j]![1];
      const ends = down
        ? [bottom(j), ...zones.filter((z) => z[0] > c).map((z) => z[0] - air)]
        : [top, ...zones.filter((z) => z[1] < c).map((z) => z[1] + air)];
      return down ? Math.min(...ends) - h / 2 - 0.5 : Math.max(...ends) + h / 2 + 0.5;
    };
    const moved = (d: number): [number, number][] | undefined => {
      const down = d > 0;
      const next = at.map((p): [number, number] => [p[0], p[1]]);
      next[i]![1] += d;
      const beyond = column
        .filter((j) => (down ? at[j]![1] > at[i]![1] : at[j]![1] < at[i]![1]))
        .sort((a, b) => (at[a]![1] - at[b]![1]) * (down ? 1 : -1));
      let prev = i;
      for (const j of beyond) {
        const keep = Math.min(Math.abs(at[j]![1] - at[prev]![1]), full);
        const want = next[prev]![1] + (down ? keep : -keep);
        if (down ? next[j]![1] >= want : next[j]![1] <= want) break;
        const bound = limit(j, rects[j]!.height, down);
        const least = next[prev]![1] + (down ? closest : -closest);
        next[j]![1] = down ? Math.max(Math.min(want, bound), least) : Math.min(Math.max(want, bound), least);
        prev = j;
      }
      const after = strategicBoxRects(next);
      const inside = after.every((b, j) => b.y >= top - 1e-6 && b.y + b.height <= bottom(j) + 1e-6);
      const now = crossing(after);
      return inside && !now.has(i) && [...now].every((j) => before.has(j)) ? next : undefined;
    };
    const down = zone[1] + air - r.y + 0.5;
    const up = zone[0] - air - (r.y + r.height) - 0.5;
    const [a, b] = Math.abs(down) <= Math.abs(up) ? [down, up] : [up, down];
    // A box whose height changes as it moves (nearer or further from the next) may want a little more.
    let next: [number, number][] | undefined;
    for (const d of [a, a * 1.25, a * 1.5, b, b * 1.25, b * 1.5]) if (!next) next = moved(d);
    if (next) at = next;
    else stuck.add(i);
  }
  return at;
}
