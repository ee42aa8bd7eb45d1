import type { Cell, GridShape } from '../types.js';
import type { Point, Rect } from '../point.js';

/** Where each square sector sits on paper: rows lettered from the top, columns numbered from the left. */
export interface SectorLayout {
  shape: GridShape;
  size: number;
  width: number;
  height: number;
  rect(cell: Cell): Rect;
  centre(cell: Cell): Point;
}

export function sectorLayout(shape: GridShape, size: number, origin: Point = [0, 0]): SectorLayout {
  const rect = (c: Cell): Rect => ({
    x: origin[0] + (c.col - 1) * size,
    y: origin[1] + (c.row - 1) * size,
    width: size,
    height: size,
  });
  return {
    shape,
    size,
    width: shape.columns * size,
    height: shape.rows * size,
    rect,
    centre(c) {
      const r = rect(c);
      return [r.x + size / 2, r.y + size / 2];
    },
  };
}
