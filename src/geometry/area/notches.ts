import type { Point, Rect } from '../point.js';

/** A rectangle kept empty at a corner of a frame: 0 top left, 1 top right, 2 bottom right, 3 bottom left. */
export interface Notch {
  corner: 0 | 1 | 2 | 3;
  width: number;
  height: number;
}

export function notchRect(frame: Rect, n: Notch): Rect {
  const right = n.corner === 1 || n.corner === 2;
  const bottom = n.corner >= 2;
  return {
    x: right ? frame.x + frame.width - n.width : frame.x,
    y: bottom ? frame.y + frame.height - n.height : frame.y,
    width: n.width,
    height: n.height,
  };
}

function cornerOf(frame: Rect, corner: Notch['corner']): Point {
  return [
    corner === 1 || corner === 2 ? frame.x + frame.width : frame.x,
    corner >= 2 ? frame.y + frame.height : frame.y,
  ];
}

const meets = (a: Point, b: Point, r: Rect) =>
  Math.max(a[0], b[0]) > r.x &&
  Math.min(a[0], b[0]) < r.x + r.width &&
  Math.max(a[1], b[1]) > r.y &&
  Math.min(a[1], b[1]) < r.y + r.height;

/**
 * A shape with the frame's notches kept empty: every point of it inside a notch is pushed out along the line from
 * the frame's corner, onto the notch's inner edges. The push is the same for every shape, so two areas that share
 * a border still share it, and a border along the frame now runs along the notch. Edges that cross a notch are
 * first cut every `step`, so that the pushed shape follows the notch's edges closely.
 */
export function notchShape(poly: readonly Point[], frame: Rect, notches: readonly Notch[], step: number): Point[] {
  const rects = notches.map((n) => notchRect(frame, n));
  const dense: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const [a, b] = [poly[i]!, poly[(i + 1) % poly.length]!];
    dense.push(a);
    if (!rects.some((r) => meets(a, b, r))) continue;
    const k = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step);
    for (let j = 1; j < k; j++) dense.push([a[0] + ((b[0] - a[0]) * j) / k, a[1] + ((b[1] - a[1]) * j) / k]);
  }
  const out: Point[] = [];
  for (const p of dense) {
    let q = p;
    notches.forEach((n, i) => {
      const r = rects[i]!;
      if (!(q[0] > r.x && q[0] < r.x + r.width && q[1] > r.y && q[1] < r.y + r.height)) return;
      // Along the line from a point as far outside the corner as the notch is large: the frame's corner goes to
      // the notch's inner corner, and the frame's edges in the notch go along its inner edges, in order.
      const o = cornerOf(frame, n.corner);
      const [sx, sy] = [n.corner === 1 || n.corner === 2 ? -1 : 1, n.corner >= 2 ? -1 : 1];
      const [u, v] = [Math.abs(q[0] - o[0]) + n.width, Math.abs(q[1] - o[1]) + n.height];
      const t = Math.min((2 * n.width) / u, (2 * n.height) / v);
      q = [o[0] + sx * (t * u - n.width), o[1] + sy * (t * v - n.height)];
    });
    const last = out[out.length - 1];
    if (!last || Math.abs(last[0] - q[0]) > 1e-6 || Math.abs(last[1] - q[1]) > 1e-6) out.push(q);
  }
  return out;
}

/** The frame's outline with its notches cut out, clockwise from the top left. */
export function notchedOutline(frame: Rect, notches: readonly Notch[]): Point[] {
  const at = (c: Notch['corner']) => notches.find((n) => n.corner === c);
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
  pts.push(
    ...(tr
      ? ([
          [x + w - tr.width, y],
          [x + w - tr.width, y + tr.height],
          [x + w, y + tr.height],
        ] as Point[])
      : [[x + w, y] as Point]),
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
  pts.push(
    ...(bl
      ? ([
          [x + bl.width, y + h],
          [x + bl.width, y + h - bl.height],
          [x, y + h - bl.height],
        ] as Point[])
      : [[x, y + h] as Point]),
  );
  return pts;
}

/**
 * Notches at the frame's corners that hold blocks of these sizes (largest first, each beside or under the blocks
 * already in a corner), chosen so that the shapes they cut into keep the most room: `holds` says whether a cut
 * shape still holds its stack and how well (its surface against what it needs), undefined when it does not.
 * Undefined when some block finds no corner.
 */
export function chooseNotches(
  sizes: readonly { width: number; height: number }[],
  frame: Rect,
  shapes: readonly (readonly Point[])[],
  gap: number,
  step: number,
  holds: (shape: readonly Point[]) => number | undefined,
  avoid: readonly (readonly [Point, Point])[] = [],
): Notch[] | undefined {
  // A line the map draws across the frame's edge (a strategic box's link to its area) keeps clear of every notch.
  const crossed = (r: Rect) =>
    avoid.some(([a, b]) => {
      const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
      for (let k = 0; k <= n; k++) {
        const [x, y] = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
        if (x > r.x - step && x < r.x + r.width + step && y > r.y - step && y < r.y + r.height + step) return true;
      }
      return false;
    });
  const notches: Notch[] = [];
  const boxes = shapes.map((s) => {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of s) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
  });
  const order = sizes
    .map((_, i) => i)
    .sort((i, j) => sizes[j]!.width * sizes[j]!.height - sizes[i]!.width * sizes[i]!.height);
  for (const i of order) {
    const { width: bw, height: bh } = sizes[i]!;
    let best: { notch: Notch; score: number } | undefined;
    for (const corner of [0, 1, 2, 3] as const) {
      const had = notches.find((n) => n.corner === corner);
      const tries: Notch[] = had
        ? [
            { corner, width: had.width + bw + gap, height: Math.max(had.height, bh + gap) },
            { corner, width: Math.max(had.width, bw + gap), height: had.height + bh + gap },
          ]
        : [{ corner, width: bw + gap, height: bh + gap }];
      for (const notch of tries) {
        if (notch.width > frame.width / 2 || notch.height > frame.height / 2) continue;
        const all = [...notches.filter((n) => n.corner !== corner), notch];
        const r = notchRect(frame, notch);
        if (crossed(r)) continue;
        let score = Infinity;
        for (let k = 0; k < shapes.length && score > 0; k++) {
          const b = boxes[k]!;
          if (b.x >= r.x + r.width || b.x + b.width <= r.x || b.y >= r.y + r.height || b.y + b.height <= r.y) continue;
          score = Math.min(score, holds(notchShape(shapes[k]!, frame, all, step)) ?? 0);
        }
        if (score > 0 && (!best || score > best.score)) best = { notch, score };
      }
    }
    if (!best) return undefined;
    const at = notches.findIndex((n) => n.corner === best!.notch.corner);
    if (at >= 0) notches[at] = best.notch;
    else notches.push(best.notch);
  }
  return notches;
}
