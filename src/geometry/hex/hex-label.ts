import type { Cell, HexLabelScheme } from '../types.js';
import { columnLetters, columnNumber } from './column-letters.js';

/** Writes a cell in a numbering scheme: "F3" (letter-number), "0603" (ccrr), "6.3" (number-number). */
export function formatHexLabel(cell: Cell, scheme: HexLabelScheme): string {
  switch (scheme) {
    case 'letter-number':
      return `${columnLetters(cell.col)}${cell.row}`;
    case 'ccrr':
      return `${String(cell.col).padStart(2, '0')}${String(cell.row).padStart(2, '0')}`;
    case 'number-number':
      return `${cell.col}.${cell.row}`;
  }
}

/** Reads a label in one scheme; undefined when it is not of that form. */
export function parseHexLabel(label: string, scheme: HexLabelScheme): Cell | undefined {
  const s = label.trim();
  let m: RegExpMatchArray | null;
  switch (scheme) {
    case 'letter-number':
      m = s.match(/^([A-Za-z]{1,2})(\d{1,3})$/);
      return m ? { col: columnNumber(m[1]), row: Number(m[2]) } : undefined;
    case 'ccrr':
      m = s.match(/^(\d{2})(\d{2})$/) ?? s.match(/^(\d{2})(\d{3})$/);
      return m ? { col: Number(m[1]), row: Number(m[2]) } : undefined;
    case 'number-number':
      m = s.match(/^(\d{1,3})\.(\d{1,3})$/);
      return m ? { col: Number(m[1]), row: Number(m[2]) } : undefined;
  }
}
