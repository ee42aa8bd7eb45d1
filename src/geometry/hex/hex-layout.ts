import type { Cell, HexGridShape } from '../types.js';
import type { Point } from '../point.js';
import { hexToCube } from './hex-cube.js';

/** Where each hex of a grid sits on paper, for one hex size. */
export interface HexLayout {
  shape: HexGridShape;
  /** Distance between opposite sides, pt: the size a counter must fit in. */
  acrossFlats: number;
  /** Centre to corner, pt. */
  radius: number;
  /** The grid's bounding box, its top-left at the origin given. */
  width: number;
  height: number;
  centre(cell: Cell): Point;
  /** Six corners, clockwise on paper, starting east (flat) or north-east (pointy). */
  corners(cell: Cell): Point[];
}

const SQRT3 = Math.sqrt(3);

/**
 * Lays a hex grid out from its cube coordinates (the same conversion the adjacency test uses), so a hex
 * drawn next to another is a hex the rules call adjacent. The grid's bounding box starts at `origin`.
 */
export function hexLayout(shape: HexGridShape, acrossFlats: number, origin: Point = [0, 0]): HexLayout {
  const radius = acrossFlats / SQRT3;
  const flat = shape.orientation === 'flat';
  const raw = (cell: Cell): Point => {
    const { q, r } = hexToCube(cell, shape);
    return flat ? [1.5 * radius * q, SQRT3 * radius * (r + q / 2)] : [SQRT3 * radius * (q + r / 2), 1.5 * radius * r];
  };
  // Extents of a hex around its centre: flat hexes are 2R wide and √3R tall, pointy ones the other way round.
  const halfW = flat ? radius : acrossFlats / 2;
  const halfH = flat ? acrossFlats / 2 : radius;
  let minX = Infinity,
    minY = Infinity,
    maxX = -Infinity,
    maxY = -Infinity;
  // The extremes lie in the first two and last two rows and columns; scanning the border rows and columns is enough.
  const visit = (col: number, row: number) => {
    const [x, y] = raw({ col, row });
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  };
  const cols = [1, 2, shape.columns - 1, shape.columns].filter((c) => c >= 1 && c <= shape.columns);
  const rows = [1, 2, shape.rows - 1, shape.rows].filter((r) => r >= 1 && r <= shape.rows);
  for (const c of cols) for (let r = 1; r <= shape.rows; r++) visit(c, r);
  for (const r of rows) for (let c = 1; c <= shape.columns; c++) visit(c, r);
  const dx = origin[0] + halfW - minX;
  const dy = origin[1] + halfH - minY;
  const angles = Array.from({ length: 6 }, (_, k) => ((flat ? 0 : -30) + 60 * k) * (Math.PI / 180));
  const unit = angles.map((a) => [Math.cos(a) * radius, Math.sin(a) * radius] as const);
  const centre = (cell: Cell): Point => {
    const [x, y] = raw(cell);
    return [x + dx, y + dy];
  };
  return {
    shape,
    acrossFlats,
    radius,
    width: maxX - minX + 2 * halfW,
    height: maxY - minY + 2 * halfH,
    centre,
    corners(cell) {
      const [x, y] = centre(cell);
      return unit.map(([ux, uy]) => [x + ux, y + uy] as Point);
    },
  };
}

/** The grid's width and height, per pt of hex across flats: what a fit to a given space divides by. */
export function hexGridAspect(shape: HexGridShape): { width: number; height: number } {
  const l = hexLayout(shape, 1);
  return { width: l.width, height: l.height };
}
