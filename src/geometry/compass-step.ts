import type { Cell, GridShape, HexGridShape } from './types.js';
import type { Grid } from './grid.js';
import { hexLayout } from './hex/hex-layout.js';

// A step from a cell toward a compass point (a scatter: "2 cells north-east"), on a square grid (row 1 north,
// column 1 west) or a hex grid, whose hexes face six of the eight points by their orientation.

const BEARING: Record<string, number> = { n: 0, ne: 45, e: 90, se: 135, s: 180, sw: 225, w: 270, nw: 315 };

/** The compass points a step may take on this grid: the eight on squares, the six a hex faces. */
export function compassPoints(grid: Grid): string[] {
  if (grid.kind === 'square') return Object.keys(BEARING);
  return (grid.shape as HexGridShape).orientation === 'flat'
    ? ['n', 'ne', 'se', 's', 'sw', 'nw']
    : ['ne', 'e', 'se', 'sw', 'w', 'nw'];
}

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/** The neighbour toward the point, or undefined at the map's edge. */
export function compassStep(grid: Grid, cell: Cell, point: string): Cell | undefined {
  const want = BEARING[point];
  if (want === undefined) return undefined;
  if (grid.kind === 'square') {
    const r = (want * Math.PI) / 180;
    const to = { col: cell.col + Math.round(Math.sin(r)), row: cell.row - Math.round(Math.cos(r)) };
    const shape: GridShape = grid.shape;
    return to.col >= 1 && to.row >= 1 && to.col <= shape.columns && to.row <= shape.rows ? to : undefined;
  }
  const layout = hexLayout(grid.shape as HexGridShape, 1);
  const [x, y] = layout.centre(cell);
  // A hex faces a point within 30 degrees of the bearing to its neighbour's centre (paper's y runs south).
  return grid.neighbours(cell).find((n) => {
    const [nx, ny] = layout.centre(n);
    const bearing = (Math.atan2(nx - x, y - ny) * 180) / Math.PI;
    return angleBetween((bearing + 360) % 360, want) < 30;
  });
}
