import { withoutSpurs } from './spurs.js';
import type { Point, Rect } from '../point.js';

/** A rectangle kept empty at a corner of a frame: 0 top left, 1 top right, 2 bottom right, 3 bottom left. */
export interface CornerNotch {
  corner: 0 | 1 | 2 | 3;
  width: number;
  height: number;
}

/**
 * A rectangle kept empty along the middle of one side of a frame, from `from` (its least x on the top or bottom,
 * its least y on the left or right) on; `width` and `height` are its size on the page.
 */
export interface SideNotch {
  side: 'top' | 'right' | 'bottom' | 'left';
  from: number;
  width: number;
  height: number;
}

export type Notch = CornerNotch | SideNotch;

const isSide = (n: Notch): n is SideNotch => 'side' in n;

export function notchRect(frame: Rect, n: Notch): Rect {
  if (isSide(n)) {
    const { side, from, width, height } = n;
    if (side === 'top' || side === 'bottom')
      return { x: from, y: side === 'top' ? frame.y : frame.y + frame.height - height, width, height };
    return { x: side === 'left' ? frame.x : frame.x + frame.width - width, y: from, width, height };
  }
  const right = n.corner === 1 || n.corner === 2;
  const bottom = n.corner >= 2;
  return {
    x: right ? frame.x + frame.width - n.width : frame.x,
    y: bottom ? frame.y + frame.height - n.height : frame.y,
    width: n.width,
    height: n.height,
  };
}

function cornerOf(frame: Rect, corner: CornerNotch['corner']): Point {
  return [
    corner === 1 || corner === 2 ? frame.x + frame.width : frame.x,
    corner >= 2 ? frame.y + frame.height : frame.y,
  ];
}

/** How far clear of every notch a shape's bounds must lie for notchShape to leave it as it is, pt. */
const CLEAR = 1e-3;

/**
 * A shape with the frame's notches kept empty: every point of it inside a notch is pushed out along the line from
 * the frame's corner, onto the notch's inner edges. The push is the same for every shape, so two areas that share
 * a border still share it, and a border along the frame now runs along the notch. Edges that cross a notch are
 * first cut every `step`, so that the pushed shape follows the notch's edges closely.
 */
export function notchShape(poly: readonly Point[], frame: Rect, notches: readonly Notch[], step: number): Point[] {
  const rects = notches.map((n) => notchRect(frame, n));
  // The notches' edges as plain numbers, read for every point of every shape each try of the notch search cuts (a
  // cold Death of a Division map cuts some 800 shapes of 200–500 points): no arrays or closures a point.
  const nr = rects.length;
  const x0 = new Float64Array(nr);
  const x1 = new Float64Array(nr);
  const y0 = new Float64Array(nr);
  const y1 = new Float64Array(nr);
  for (let e = 0; e < nr; e++) {
    const r = rects[e]!;
    x0[e] = r.x;
    x1[e] = r.x + r.width;
    y0[e] = r.y;
    y1[e] = r.y + r.height;
  }
  // A shape whose bounds lie clear of every notch keeps its points (those repeated one after another dropped, as
  // below): most of a map's shapes are nowhere near its corners and sides.
  let [bx0, by0, bx1, by1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of poly)
    [bx0, by0, bx1, by1] = [Math.min(bx0, x), Math.min(by0, y), Math.max(bx1, x), Math.max(by1, y)];
  let clear = true;
  for (let e = 0; e < nr && clear; e++)
    clear = bx1 < x0[e]! - CLEAR || bx0 > x1[e]! + CLEAR || by1 < y0[e]! - CLEAR || by0 > y1[e]! + CLEAR;
  if (clear) {
    const kept: Point[] = [];
    for (const q of poly) {
      const last = kept[kept.length - 1];
      if (!last || Math.abs(last[0] - q[0]) > 1e-6 || Math.abs(last[1] - q[1]) > 1e-6) kept.push(q);
    }
    return kept;
  }
  const dense: Point[] = [];
  const count = poly.length;
  for (let i = 0; i < count; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % count]!;
    dense.push(a);
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    // Whether the segment's box meets a notch, its edges included (a border along the frame lies on one).
    let meets = false;
    for (let e = 0; e < nr && !meets; e++)
      meets =
        Math.max(ax, bx) >= x0[e]! &&
        Math.min(ax, bx) <= x1[e]! &&
        Math.max(ay, by) >= y0[e]! &&
        Math.min(ay, by) <= y1[e]!;
    if (!meets) continue;
    const k = Math.ceil(Math.hypot(bx - ax, by - ay) / step);
    for (let j = 1; j < k; j++) dense.push([ax + ((bx - ax) * j) / k, ay + ((by - ay) * j) / k]);
  }
  const out: Point[] = [];
  let pushed = false;
  for (const p of dense) {
    let q = p;
    for (let e = 0; e < nr; e++) {
      // Its edges count as in it (a point on them stays put), so that a border along the frame goes onto the notch.
      if (!(q[0] >= x0[e]! && q[0] <= x1[e]! && q[1] >= y0[e]! && q[1] <= y1[e]!)) continue;
      const n = notches[e]!;
      if (isSide(n)) {
        q = pushFromSide(q, rects[e]!, n.side);
        continue;
      }
      // Along the line from a point as far outside the corner as the notch is large: the frame's corner goes to
      // the notch's inner corner, and the frame's edges in the notch go along its inner edges, in order.
      const o = cornerOf(frame, n.corner);
      const [sx, sy] = [n.corner === 1 || n.corner === 2 ? -1 : 1, n.corner >= 2 ? -1 : 1];
      const [u, v] = [Math.abs(q[0] - o[0]) + n.width, Math.abs(q[1] - o[1]) + n.height];
      const t = Math.min((2 * n.width) / u, (2 * n.height) / v);
      q = [o[0] + sx * (t * u - n.width), o[1] + sy * (t * v - n.height)];
    }
    if (q !== p) pushed = true;
    const last = out[out.length - 1];
    if (!last || Math.abs(last[0] - q[0]) > 1e-6 || Math.abs(last[1] - q[1]) > 1e-6) out.push(q);
  }
  // A bent border pushed flat onto a notch's edge can run along it and back: that spur is dropped.
  const shaped = aroundCorners(out, rects);
  return pushed ? withoutSpurs(shaped, 1e-6) : shaped;
}

/**
 * A shape whose border runs from one edge of a notch straight to the next edge would cut the corner between them
 * and leave a sliver of the notch's inside uncovered: the corner goes in between. The rule looks at the two points
 * only, not the way round, so two shapes sharing that border both take the corner.
 */
function aroundCorners(poly: readonly Point[], rects: readonly Rect[]): Point[] {
  const eps = 1e-6;
  // Which of a notch's edges a point lies on, as bits (top, bottom, left, right): every point of a border pushed
  // onto a notch lies on one, and this is asked of each.
  const TOP = 1;
  const BOTTOM = 2;
  const LEFT = 4;
  const RIGHT = 8;
  const ends = TOP | BOTTOM;
  const sides = LEFT | RIGHT;
  const edges = (p: Point, r: Rect) => {
    const inX = p[0] >= r.x - eps && p[0] <= r.x + r.width + eps;
    const inY = p[1] >= r.y - eps && p[1] <= r.y + r.height + eps;
    return (
      (inX && Math.abs(p[1] - r.y) < eps ? TOP : 0) |
      (inX && Math.abs(p[1] - r.y - r.height) < eps ? BOTTOM : 0) |
      (inY && Math.abs(p[0] - r.x) < eps ? LEFT : 0) |
      (inY && Math.abs(p[0] - r.x - r.width) < eps ? RIGHT : 0)
    );
  };
  // A point off a notch's edges lies on none of them: the notch is passed over without asking which.
  // The notches' edges widened by eps, as plain numbers: asked of every point and its next.
  const nr = rects.length;
  const [lx, hx, ly, hy] = [new Float64Array(nr), new Float64Array(nr), new Float64Array(nr), new Float64Array(nr)];
  for (let e = 0; e < nr; e++) {
    const r = rects[e]!;
    lx[e] = r.x - eps;
    hx[e] = r.x + r.width + eps;
    ly[e] = r.y - eps;
    hy[e] = r.y + r.height + eps;
  }
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    out.push(p);
    const q = poly[(i + 1) % poly.length]!;
    for (let e = 0; e < nr; e++) {
      const left = lx[e]!;
      const right = hx[e]!;
      const top = ly[e]!;
      const foot = hy[e]!;
      if (
        !(p[0] >= left && p[0] <= right && p[1] >= top && p[1] <= foot) ||
        !(q[0] >= left && q[0] <= right && q[1] >= top && q[1] <= foot)
      )
        continue;
      const r = rects[e]!;
      const a = edges(p, r);
      const b = edges(q, r);
      // From a top or bottom edge to a side edge, or back, each point on one kind of edge only: it turns a corner.
      const turns =
        (a & ends && b & sides && !(a & sides) && !(b & ends)) ||
        (a & sides && b & ends && !(a & ends) && !(b & sides));
      if (!turns || a & b & sides || a & b & ends) continue;
      out.push([(a | b) & LEFT ? r.x : r.x + r.width, (a | b) & TOP ? r.y : r.y + r.height]);
      break;
    }
  }
  return out;
}

/**
 * A point in a notch along a side, pushed out along the line from a point outside the frame, across from the
 * notch's middle and half its length away: the frame's side in the notch goes onto its three inner edges in
 * order (the middle of the side to the middle of the inner edge, the notch's ends stay), and the push is the same
 * for every shape, so shared borders stay shared.
 */
function pushFromSide(q: Point, r: Rect, side: SideNotch['side']): Point {
  // The point outside, as two numbers: this runs for every point of every shape a side notch is tried on.
  const across = side === 'top' || side === 'bottom';
  const ox = across ? r.x + r.width / 2 : side === 'left' ? r.x - r.height / 2 : r.x + r.width + r.height / 2;
  const oy = !across ? r.y + r.height / 2 : side === 'top' ? r.y - r.width / 2 : r.y + r.height + r.width / 2;
  const dx = q[0] - ox;
  const dy = q[1] - oy;
  // Where the line from o through q leaves the notch: the first of its exits from the notch's two slabs.
  const tx = dx > 0 ? (r.x + r.width - ox) / dx : dx < 0 ? (r.x - ox) / dx : Infinity;
  const ty = dy > 0 ? (r.y + r.height - oy) / dy : dy < 0 ? (r.y - oy) / dy : Infinity;
  const t = Math.min(tx, ty);
  return [ox + t * dx, oy + t * dy];
}

/** The frame's outline with its notches cut out, clockwise from the top left. */
export function notchedOutline(frame: Rect, notches: readonly Notch[]): Point[] {
  const at = (c: CornerNotch['corner']) => notches.find((n): n is CornerNotch => !isSide(n) && n.corner === c);
  const along = (side: SideNotch['side'], down: boolean) =>
    notches
      .filter((n): n is SideNotch => isSide(n) && n.side === side)
      .sort((a, b) => (down ? b.from - a.from : a.from - b.from));
  const { x, y, width: w, height: h } = frame;
  const pts: Point[] = [];
  const tl = at(0);
  const tr = at(1);
  const br = at(2);
  const bl = at(3);
  pts.push(
    ...(tl
      ? ([
          [x, y + tl.height],
          [x + tl.width, y + tl.height],
          [x + tl.width, y],
        ] as Point[])
      : [[x, y] as Point]),
  );
  for (const n of along('top', false))
    pts.push([n.from, y], [n.from, y + n.height], [n.from + n.width, y + n.height], [n.from + n.width, y]);
  pts.push(
    ...(tr
      ? ([
          [x + w - tr.width, y],
          [x + w - tr.width, y + tr.height],
          [x + w, y + tr.height],
        ] as Point[])
      : [[x + w, y] as Point]),
  );
  for (const n of along('right', false))
    pts.push(
      [x + w, n.from],
      [x + w - n.width, n.from],
      [x + w - n.width, n.from + n.height],
      [x + w, n.from + n.height],
    );
  pts.push(
    ...(br
      ? ([
          [x + w, y + h - br.height],
          [x + w - br.width, y + h - br.height],
          [x + w - br.width, y + h],
        ] as Point[])
      : [[x + w, y + h] as Point]),
  );
  for (const n of along('bottom', true))
    pts.push(
      [n.from + n.width, y + h],
      [n.from + n.width, y + h - n.height],
      [n.from, y + h - n.height],
      [n.from, y + h],
    );
  pts.push(
    ...(bl
      ? ([
          [x + bl.width, y + h],
          [x + bl.width, y + h - bl.height],
          [x, y + h - bl.height],
        ] as Point[])
      : [[x, y + h] as Point]),
  );
  for (const n of along('left', true))
    pts.push([x, n.from + n.height], [x + n.width, n.from + n.height], [x + n.width, n.from], [x, n.from]);
  return pts;
}

/** The notches chosen, where each block stands in them (its top left corner), and which of its shapes it takes. */
export interface NotchPlan {
  notches: Notch[];
  at: Point[];
  shape: number[];
}

/**
 * Notches that hold blocks of these sizes (largest first; a block may offer several shapes, such as a legend in
 * more or fewer rows, the first its own), chosen so that the shapes they cut into keep the most
 * room: `holds` says whether a cut shape still holds its stack and how well (its surface against what it needs),
 * undefined when it does not or when it does no better than `floor` (the best try so far: it may stop early).
 * A block goes in a frame's corner (alone, or beside or under the blocks already there) or in a notch of its own
 * along the middle of a side, `gap` clear of the notch's inner edges and of the other notches. Undefined when
 * some block finds no place.
 *
 * `avoid` are the lines the map draws across the frame (a strategic box's link to its area, a road between two
 * areas): no notch is cut where one runs. `cuts` are stretches of x a block may not reach across (where a sheet
 * printed in columns of paper is cut: a block that spans one would be taped together).
 *
 * `room`, when given, is the cheap part of `holds` (a shape's surface against what it needs; `holds` answers it or
 * undefined): every shape a try cuts is measured by it before any is asked the dear rest.
 */
export function chooseNotches(
  sizes: readonly (readonly { width: number; height: number }[])[],
  frame: Rect,
  shapes: readonly (readonly Point[])[],
  gap: number,
  step: number,
  holds: (shape: readonly Point[], floor: number) => number | undefined,
  avoid: readonly (readonly [Point, Point])[] = [],
  cuts: readonly (readonly [number, number])[] = [],
  room?: (shape: readonly Point[]) => number,
): NotchPlan | undefined {
  // The lines' points, every `step`, laid down once: every try of every block asks about them.
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [a, b] of avoid) {
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k <= n; k++) {
      xs.push(a[0] + ((b[0] - a[0]) * k) / n);
      ys.push(a[1] + ((b[1] - a[1]) * k) / n);
    }
  }
  // In order of x, so that a notch looks only at the points across its own width.
  const byX = xs.map((_, i) => i).sort((i, j) => xs[i]! - xs[j]!);
  const sx = byX.map((i) => xs[i]!);
  const sy = byX.map((i) => ys[i]!);
  const crossed = (r: Rect) => {
    const [x0, x1, y0, y1] = [r.x - step, r.x + r.width + step, r.y - step, r.y + r.height + step];
    let [lo, hi] = [0, sx.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sx[mid]! > x0) hi = mid;
      else lo = mid + 1;
    }
    for (let i = lo; i < sx.length && sx[i]! < x1; i++) if (sy[i]! > y0 && sy[i]! < y1) return true;
    return false;
  };
  const near = (a: Rect, b: Rect) =>
    a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
  const notches: Notch[] = [];
  const at: Point[] = sizes.map(() => [0, 0]);
  const shape: number[] = sizes.map(() => 0);
  const surface = (i: number) => sizes[i]![0]!.width * sizes[i]![0]!.height;
  const boxes = shapes.map((s) => {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of s) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  });
  const order = sizes.map((_, i) => i).sort((i, j) => surface(j) - surface(i));
  const { x: fx, y: fy, width: fw, height: fh } = frame;
  for (const i of order) {
    // Each try: the notch, the notch it replaces (a corner's that grows), the block's top left in it and shape.
    const tries: { notch: Notch; replaces?: Notch; spot: Point; shape: number }[] = [];
    sizes[i]!.forEach(({ width: bw, height: bh }, form) => {
      for (const corner of [0, 1, 2, 3] as const) {
        const had = notches.find((n): n is CornerNotch => !isSide(n) && n.corner === corner);
        const [right, bottom] = [corner === 1 || corner === 2, corner >= 2];
        const spot = (dx: number, dy: number): Point => [
          right ? fx + fw - dx - bw : fx + dx,
          bottom ? fy + fh - dy - bh : fy + dy,
        ];
        if (had) {
          tries.push(
            {
              notch: { corner, width: had.width + bw + gap, height: Math.max(had.height, bh + gap) },
              replaces: had,
              spot: spot(had.width, 0),
              shape: form,
            },
            {
              notch: { corner, width: Math.max(had.width, bw + gap), height: had.height + bh + gap },
              replaces: had,
              spot: spot(0, had.height),
              shape: form,
            },
          );
        } else tries.push({ notch: { corner, width: bw + gap, height: bh + gap }, spot: spot(0, 0), shape: form });
      }
      // Along the middle of each side, every quarter of the block's length or so, clear of the corners' notches.
      for (const side of ['bottom', 'right', 'top', 'left'] as const) {
        const across = side === 'top' || side === 'bottom';
        const [len, start] = across ? [fw, fx] : [fh, fy];
        const long = (across ? bw : bh) + 2 * gap;
        const deep = (across ? bh : bw) + gap;
        const stride = Math.max(step, Math.min(long / 4, len / 48));
        for (let from = start + gap; from + long <= start + len - gap; from += stride) {
          const notch: SideNotch = across
            ? { side, from, width: long, height: deep }
            : { side, from, width: deep, height: long };
          const r = notchRect(frame, notch);
          const spot: Point = across
            ? [from + gap, side === 'top' ? fy : fy + fh - bh]
            : [side === 'left' ? fx : fx + fw - bw, from + gap];
          if (!notches.some((n) => near(notchRect(frame, n), r))) tries.push({ notch, spot, shape: form });
        }
      }
    });
    let best: { notch: Notch; replaces?: Notch; spot: Point; shape: number; score: number } | undefined;
    // The block's own shape first; its other shapes only when that finds no place.
    for (const t of [...tries.filter((t) => !t.shape), undefined, ...tries.filter((t) => t.shape)]) {
      if (!t) {
        if (best) break;
        continue;
      }
      const { notch } = t;
      if (notch.width > fw / 2 || notch.height > fh / 2) continue;
      const r = notchRect(frame, notch);
      // A corner's notch keeps clear of the notches along the sides (those were placed clear of every notch).
      if (!isSide(notch) && notches.some((n) => isSide(n) && near(notchRect(frame, n), r))) continue;
      if (crossed(r)) continue;
      const bx = t.spot[0] + sizes[i]![t.shape]!.width;
      if (cuts.some(([lo, hi]) => t.spot[0] < lo && bx > hi)) continue;
      const all = [...notches.filter((n) => n !== t.replaces), notch];
      // The least room a cut shape keeps; a try that cannot beat the best so far stops early.
      const floor = best?.score ?? 0;
      let score = Infinity;
      if (room) {
        // Every cut shape's surface first: the dear test runs only when none of them already loses to the best.
        const cut: Point[][] = [];
        for (let k = 0; k < shapes.length && score > floor; k++) {
          const b = boxes[k]!;
          if (b.x >= r.x + r.width || b.x + b.width <= r.x || b.y >= r.y + r.height || b.y + b.height <= r.y) continue;
          const c = notchShape(shapes[k]!, frame, all, step);
          cut.push(c);
          score = Math.min(score, room(c));
        }
        for (let k = 0; k < cut.length && score > floor; k++) score = Math.min(score, holds(cut[k]!, floor) ?? 0);
      } else
        for (let k = 0; k < shapes.length && score > floor; k++) {
          const b = boxes[k]!;
          if (b.x >= r.x + r.width || b.x + b.width <= r.x || b.y >= r.y + r.height || b.y + b.height <= r.y) continue;
          score = Math.min(score, holds(notchShape(shapes[k]!, frame, all, step), floor) ?? 0);
        }
      if (score > floor) best = { ...t, score };
    }
    if (!best) return undefined;
    const k = best.replaces ? notches.indexOf(best.replaces) : -1;
    if (k >= 0) notches[k] = best.notch;
    else notches.push(best.notch);
    at[i] = best.spot;
    shape[i] = best.shape;
  }
  return { notches, at, shape };
}
