import type { Rect } from '../../../geometry/point.js';
import type { StrokedSegment } from '../../../geometry/segment.js';

/**
 * What comes near a box, from things filed once by the squares (of side `cell`) their box, widened by a point,
 * meets: the things the exact test can pass and some more, in their order. A spot's 162 placements each scanned the
 * map's every word, mark and line.
 */
export function nearIndex<T>(all: readonly T[], boxOf: (t: T) => Rect, cell: number): (r: Rect) => T[] {
  const span = (lo: number, hi: number) => [Math.floor((lo - 1) / cell), Math.floor((hi + 1) / cell)];
  const filed = new Map<string, number[]>();
  all.forEach((t, i) => {
    const b = boxOf(t);
    const [x0, x1] = span(b.x, b.x + b.width);
    const [y0, y1] = span(b.y, b.y + b.height);
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const k = `${x},${y}`;
        const l = filed.get(k);
        if (l) l.push(i);
        else filed.set(k, [i]);
      }
  });
  return (r) => {
    const [x0, x1] = span(r.x, r.x + r.width);
    const [y0, y1] = span(r.y, r.y + r.height);
    const found = new Set<number>();
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) for (const i of filed.get(`${x},${y}`) ?? []) found.add(i);
    return [...found].sort((a, b) => a - b).map((i) => all[i]);
  };
}

/** Each set of drawn lines filed once by their boxes, with the widest stroke among them. */
const filed = new WeakMap<readonly StrokedSegment[], { widest: number; near: (r: Rect) => StrokedSegment[] }>();

/**
 * The lines that can come within their stroke's width and `air` of a rectangle, and maybe some more, in their order:
 * each cell's number and terrain symbols test only these (a cell's tests scanned the map's every hexside and road).
 */
export function linesNear(lines: readonly StrokedSegment[], r: Rect, air: number): StrokedSegment[] {
  let f = filed.get(lines);
  if (!f) {
    const box = (s: StrokedSegment): Rect => {
      const x = Math.min(s.a[0], s.b[0]);
      const y = Math.min(s.a[1], s.b[1]);
      return { x, y, width: Math.max(s.a[0], s.b[0]) - x, height: Math.max(s.a[1], s.b[1]) - y };
    };
    f = { widest: Math.max(0, ...lines.map((s) => s.width)), near: nearIndex(lines, box, 40) };
    filed.set(lines, f);
  }
  const pad = f.widest + air;
  return f.near({ x: r.x - pad, y: r.y - pad, width: r.width + 2 * pad, height: r.height + 2 * pad });
}
