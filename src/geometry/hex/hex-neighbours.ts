import type { Cell, HexGridShape } from '../types.js';
import { hexDistance } from './hex-cube.js';
import { onGrid } from '../on-grid.js';

export function hexesAdjacent(a: Cell, b: Cell, grid: HexGridShape): boolean {
  return hexDistance(a, b, grid) === 1;
}

/** The up to six neighbours of a hex that lie on the map. */
export function hexNeighbours(cell: Cell, grid: HexGridShape): Cell[] {
  const out: Cell[] = [];
  for (let dc = -1; dc <= 1; dc++)
    for (let dr = -1; dr <= 1; dr++) {
      const c = { col: cell.col + dc, row: cell.row + dr };
      if ((dc || dr) && onGrid(c, grid) && hexesAdjacent(cell, c, grid)) out.push(c);
    }
  return out;
}
