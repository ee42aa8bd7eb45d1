import type { Cell, GridShape } from '../types.js';
import { onGrid } from '../on-grid.js';

/** Square sectors touch all eight ways, diagonals included. */
export function sectorsAdjacent(a: Cell, b: Cell): boolean {
  const dc = Math.abs(a.col - b.col);
  const dr = Math.abs(a.row - b.row);
  return Math.max(dc, dr) === 1;
}

export function sectorNeighbours(cell: Cell, grid: GridShape): Cell[] {
  const out: Cell[] = [];
  for (let dc = -1; dc <= 1; dc++)
    for (let dr = -1; dr <= 1; dr++) {
      const c = { col: cell.col + dc, row: cell.row + dr };
      if ((dc || dr) && onGrid(c, grid)) out.push(c);
    }
  return out;
}
