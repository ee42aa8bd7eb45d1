import { backPlacement, sheetPages, type Box, type DuplexMode, type Offset } from '../../print/duplex.js';
import { gridCell, type CounterGrid } from './counter-grid.js';

export interface PlacedCounter extends Box {
  /** PDF page, from 1, in print order. */
  page: number;
  /** Sheet of paper, from 1. */
  sheet: number;
  side: 'front' | 'back';
  /** Index of the piece in the list given. */
  piece: number;
  /** Which of the piece's copies, from 1. */
  copy: number;
  rotation: 0 | 180;
}

export interface CounterPlan {
  sheets: number;
  pages: number;
  placed: PlacedCounter[];
}

/**
 * Every copy of every piece on a sheet, fronts filling the grid in order, backs where the duplex mode puts
 * them, on the pages sheetPages gives.
 */
export function placeCounters(
  counts: number[],
  g: CounterGrid,
  page: { width: number; height: number },
  mode: DuplexMode,
  offset: Offset,
): CounterPlan {
  const copies = counts.flatMap((count, piece) => Array.from({ length: count }, (_, i) => ({ piece, copy: i + 1 })));
  const sheets = Math.max(1, Math.ceil(copies.length / g.perSheet));
  const placed: PlacedCounter[] = [];
  copies.forEach(({ piece, copy }, n) => {
    const sheet = Math.floor(n / g.perSheet) + 1;
    const pages = sheetPages(sheet, mode);
    const front = gridCell(g, n % g.perSheet);
    placed.push({ ...front, page: pages.front, sheet, side: 'front', piece, copy, rotation: 0 });
    if (mode !== 'none')
      placed.push({
        ...backPlacement(front, page.width, page.height, mode, offset),
        page: pages.back,
        sheet,
        side: 'back',
        piece,
        copy,
      });
  });
  return { sheets, pages: sheetPages(sheets, mode).back, placed };
}
