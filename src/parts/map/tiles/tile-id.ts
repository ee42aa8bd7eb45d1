import { columnLetters } from '../../../geometry/hex/column-letters.js';

/** Tiles are named like map cells: a letter for the row from the top, a number for the column, "A1", "B3". */
export function tileId(row: number, col: number): string {
  return `${columnLetters(row)}${col}`;
}
