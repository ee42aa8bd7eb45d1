import { offsetToCube, Orientation, type CubeCoordinates } from 'honeycomb-grid';
import type { Cell, HexGridShape } from '../types.js';

/**
 * honeycomb-grid counts offset columns from 0, and its offset -1 shoves odd (0-based) columns;
 * a map whose even-numbered (1-based) columns sit half a hex down is therefore offset -1.
 */
export function hexToCube(cell: Cell, grid: HexGridShape): CubeCoordinates {
  const offset = grid.shifted === 'even' ? -1 : 1;
  const orientation = grid.orientation === 'flat' ? Orientation.FLAT : Orientation.POINTY;
  return offsetToCube({ offset, orientation }, { col: cell.col - 1, row: cell.row - 1 });
}

export function hexDistance(a: Cell, b: Cell, grid: HexGridShape): number {
  const p = hexToCube(a, grid);
  const q = hexToCube(b, grid);
  return Math.max(Math.abs(p.q - q.q), Math.abs(p.r - q.r), Math.abs(p.s - q.s));
}
