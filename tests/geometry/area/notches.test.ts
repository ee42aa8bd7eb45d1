import { describe, it, expect } from 'vitest';
import {
  chooseNotches,
  notchedOutline,
  notchRect,
  notchShape,
  type Notch,
} from '../../../src/geometry/area/notches.js';
import { pointInPolygon, polygonArea } from '../../../src/geometry/area/polygon.js';
import type { Point, Rect } from '../../../src/geometry/point.js';

// closing7, #23: "notches along the middle of an edge, not only at corners" so that `furniture: inside` finds
// room on a map whose corners are taken by the links from its strategic boxes.
const frame: Rect = { x: 0, y: 0, width: 400, height: 300 };
/** The frame cut in four columns of two rows: eight areas that share their borders. */
const grid: Point[][] = [];
for (let c = 0; c < 4; c++)
  for (let r = 0; r < 2; r++)
    grid.push([
      [c * 100, r * 150],
      [(c + 1) * 100, r * 150],
      [(c + 1) * 100, (r + 1) * 150],
      [c * 100, (r + 1) * 150],
    ]);
const inRect = (p: Point, r: Rect, e = 1e-6) =>
  p[0] > r.x + e && p[0] < r.x + r.width - e && p[1] > r.y + e && p[1] < r.y + r.height - e;

describe('notches along the middle of a side', () => {
  const notch: Notch = { side: 'bottom', from: 150, width: 100, height: 60 };
  const r = notchRect(frame, notch);

  it('stands on the side, where it says', () => {
    expect(r).toEqual({ x: 150, y: 240, width: 100, height: 60 });
    expect(notchRect(frame, { side: 'right', from: 50, width: 30, height: 80 })).toEqual({
      x: 370,
      y: 50,
      width: 30,
      height: 80,
    });
  });

  it('pushes every area out of it, and the areas still tile the frame less the notch', () => {
    const cut = grid.map((g) => notchShape(g, frame, [notch], 2));
    for (const s of cut) for (const p of s) expect(inRect(p, r), `${p}`).toBe(false);
    const total = cut.reduce((a, s) => a + Math.abs(polygonArea(s)), 0);
    // Within the chords cut across the notch's inner corners (edges are cut every 2 pt before the push).
    expect(Math.abs(total - (400 * 300 - 100 * 60))).toBeLessThan(20);
    // The two areas the notch cuts keep their shared border (x = 200) above the notch.
    const [left, right] = [cut[3]!, cut[5]!];
    expect(pointInPolygon([199, 200], left)).toBe(true);
    expect(pointInPolygon([201, 200], right)).toBe(true);
    expect(pointInPolygon([200, 270], left) || pointInPolygon([200, 270], right)).toBe(false);
    // Areas away from the notch are not touched.
    expect(cut[0]).toEqual(grid[0]);
  });

  // closing9: "a thin sliver of area fill shows at one inner corner of the 'US units removed' notch": a border
  // pushed onto one inner edge and then the next ran straight across the corner between them.
  it('takes its inner corners: no border cuts across one, and the areas tile the frame less the notch exactly', () => {
    for (const n of [
      notch,
      { side: 'left', from: 80, width: 130, height: 70 } as Notch,
      { corner: 2, width: 90, height: 50 } as Notch,
    ]) {
      const nr = notchRect(frame, n);
      const cut = grid.map((g) => notchShape(g, frame, [n], 2));
      for (const s of cut)
        s.forEach((p, i) => {
          const q = s[(i + 1) % s.length]!;
          for (let k = 1; k < 10; k++) {
            const at: Point = [p[0] + ((q[0] - p[0]) * k) / 10, p[1] + ((q[1] - p[1]) * k) / 10];
            expect(inRect(at, nr), `${p} → ${q} crosses the notch at ${at}`).toBe(false);
          }
        });
      const total = cut.reduce((a, s) => a + Math.abs(polygonArea(s)), 0);
      expect(total).toBeCloseTo(400 * 300 - nr.width * nr.height, 3);
    }
  });

  it('is cut out of the frame outline between the corners, clockwise', () => {
    const o = notchedOutline(frame, [notch, { corner: 0, width: 50, height: 40 }]);
    expect(o).toEqual([
      [0, 40],
      [50, 40],
      [50, 0],
      [400, 0],
      [400, 300],
      [250, 300],
      [250, 240],
      [150, 240],
      [150, 300],
      [0, 300],
    ]);
    expect(Math.abs(polygonArea(o))).toBe(400 * 300 - 100 * 60 - 50 * 40);
  });
});

describe('chooseNotches', () => {
  const holds = (shape: readonly Point[], floor: number) => {
    const a = Math.abs(polygonArea(shape)) / 10000;
    return a >= 1 && a > floor ? a : undefined;
  };

  it('takes the middle of a side when lines cross every corner, clear of the lines', () => {
    // Four lines from outside the frame to each corner area's middle, like a strategic box's link.
    const avoid: [Point, Point][] = [
      [
        [-50, -50],
        [50, 75],
      ],
      [
        [450, -50],
        [350, 75],
      ],
      [
        [450, 350],
        [350, 225],
      ],
      [
        [-50, 350],
        [50, 225],
      ],
    ];
    const plan = chooseNotches([[{ width: 60, height: 40 }]], frame, grid, 5, 2, holds, avoid)!;
    expect(plan).toBeDefined();
    const n = plan.notches[0]!;
    expect('side' in n).toBe(true);
    const r = notchRect(frame, n);
    // Clear of every line, and the block's spot inside the notch, gap clear of its inner edges.
    for (const [a, b] of avoid)
      for (let k = 0; k <= 100; k++)
        expect(inRect([a[0] + ((b[0] - a[0]) * k) / 100, a[1] + ((b[1] - a[1]) * k) / 100], r)).toBe(false);
    const [x, y] = plan.at[0]!;
    expect(x >= r.x && x + 60 <= r.x + r.width && y >= r.y && y + 40 <= r.y + r.height).toBe(true);
    // Every area it cuts keeps at least the surface `holds` asks.
    for (const g of grid) expect(holds(notchShape(g, frame, plan.notches, 2), 0)).toBeDefined();
  });

  it('offers a block its other shapes only when its own finds no place', () => {
    // A 190 × 40 block fits no corner or side (over half the frame's width); its 60 × 100 shape does.
    const plan = chooseNotches(
      [
        [
          { width: 190, height: 40 },
          { width: 60, height: 100 },
        ],
      ],
      { x: 0, y: 0, width: 300, height: 300 },
      [],
      5,
      2,
      holds,
    )!;
    expect(plan.shape).toEqual([1]);
  });

  it('chooses the same notches when told the cheap surface test apart, asking the dear test less', () => {
    const blocks = [[{ width: 60, height: 40 }], [{ width: 90, height: 30 }], [{ width: 40, height: 40 }]];
    let dear = 0;
    // A stand-in for the stack test: it refuses a shape with fewer than 12 corners, and is counted.
    const holdsStack = (shape: readonly Point[], floor: number) => {
      dear++;
      const a = holds(shape, floor);
      return a !== undefined && shape.length >= 12 ? a : undefined;
    };
    const room = (shape: readonly Point[]) => Math.abs(polygonArea(shape)) / 10000;
    const alone = chooseNotches(blocks, frame, grid, 5, 2, holdsStack);
    const asked = dear;
    dear = 0;
    const split = chooseNotches(blocks, frame, grid, 5, 2, holdsStack, [], [], room);
    expect(split).toEqual(alone);
    expect(alone?.notches.length).toBe(3);
    expect(dear).toBeLessThan(asked);
  });

  it('is undefined when no place keeps the areas holding their stacks', () => {
    const tight = (shape: readonly Point[]) => (Math.abs(polygonArea(shape)) >= 150 * 100 ? 1 : undefined);
    expect(chooseNotches([[{ width: 60, height: 40 }]], frame, grid, 5, 2, tight)).toBeUndefined();
  });
});
