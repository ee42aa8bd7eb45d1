/** A point in map coordinates: pt from the top-left of the printed map, y growing downwards as in SVG. */
export type Point = readonly [number, number];

/** An axis-aligned rectangle in the same coordinates. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const distance = (a: Point, b: Point): number => Math.hypot(a[0] - b[0], a[1] - b[1]);

export const midpoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/** The rectangle as a clockwise ring (on paper, y down), from its top-left corner. */
export function rectCorners(r: Rect): Point[] {
  return [
    [r.x, r.y],
    [r.x + r.width, r.y],
    [r.x + r.width, r.y + r.height],
    [r.x, r.y + r.height],
  ];
}

export function rectContains(r: Rect, p: Point): boolean {
  return p[0] >= r.x && p[0] <= r.x + r.width && p[1] >= r.y && p[1] <= r.y + r.height;
}

/** Whether `r` lies whole inside `outer`, to a hundredth of a millimetre (a sheet's window, a band's room). */
export function rectHolds(outer: Rect, r: Rect): boolean {
  return (
    r.x >= outer.x - 0.01 &&
    r.y >= outer.y - 0.01 &&
    r.x + r.width <= outer.x + outer.width + 0.01 &&
    r.y + r.height <= outer.y + outer.height + 0.01
  );
}

export function rectsOverlap(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

export function boundsOf(points: readonly Point[]): Rect {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const [x, y] of points) {
    if (x < x0) x0 = x;
    if (y < y0) y0 = y;
    if (x > x1) x1 = x;
    if (y > y1) y1 = y;
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
