import type { Cell, GridShape } from './types.js';

export function onGrid(cell: Cell, grid: GridShape): boolean {
  return cell.col >= 1 && cell.row >= 1 && cell.col <= grid.columns && cell.row <= grid.rows;
}
