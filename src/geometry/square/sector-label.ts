import type { Cell } from '../types.js';

/** Sectors are named row letter then column number, "D18": row D (4th from the top), column 18. */
export function formatSectorLabel(cell: Cell): string {
  return `${String.fromCharCode(64 + cell.row)}${cell.col}`;
}

export function parseSectorLabel(label: string): Cell | undefined {
  const m = label.trim().match(/^([A-Za-z])(\d{1,2})$/);
  return m ? { row: m[1].toUpperCase().charCodeAt(0) - 64, col: Number(m[2]) } : undefined;
}
