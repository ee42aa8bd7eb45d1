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

/** One kind of piece to place: how many copies, and its trim size in pt. */
export interface PieceToPlace {
  count: number;
  width: number;
  height: number;
}

/**
 * Pieces of more than one size (square counters beside 1 × ½ in leaders): rows of one size each, the game's
 * counters first and each other size after in the order the data first names it, a new row where the size
 * changes or the row is full, a new sheet where the rows are. Each sheet's block is centred in the area; the
 * backs go where the duplex mode puts them, as for the square grid.
 */
export function placeMixedCounters(
  pieces: readonly PieceToPlace[],
  area: Box,
  bleed: number,
  gutter: number,
  page: { width: number; height: number },
  mode: DuplexMode,
  offset: Offset,
): CounterPlan {
  const key = (p: PieceToPlace) => `${p.width.toFixed(3)}x${p.height.toFixed(3)}`;
  // Square counters first (the game's own, and any square piece), then each other shape as the data first names it.
  const square = (p: PieceToPlace) => Math.abs(p.width - p.height) < 1e-6;
  const order = [...new Set([...pieces.filter(square), ...pieces.filter((p) => !square(p))].map(key))];
  const copies = pieces
    .flatMap((p, piece) => Array.from({ length: p.count }, (_, i) => ({ piece, copy: i + 1, size: p })))
    .sort((a, b) => order.indexOf(key(a.size)) - order.indexOf(key(b.size)) || a.piece - b.piece);
  const sheets: { piece: number; copy: number; x: number; y: number; width: number; height: number }[][] = [[]];
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  let rowKey = '';
  for (const c of copies) {
    const w = c.size.width + 2 * bleed;
    const h = c.size.height + 2 * bleed;
    if (x > 0 && (key(c.size) !== rowKey || x + w > area.width + 1e-9)) {
      y += rowHeight + gutter;
      x = 0;
      rowHeight = 0;
    }
    if (y > 0 && y + h > area.height + 1e-9) {
      sheets.push([]);
      y = 0;
      x = 0;
      rowHeight = 0;
    }
    sheets[sheets.length - 1].push({ piece: c.piece, copy: c.copy, x: x + bleed, y: y + bleed, ...c.size });
    x += w + gutter;
    rowHeight = Math.max(rowHeight, h);
    rowKey = key(c.size);
  }
  const placed: PlacedCounter[] = [];
  sheets.forEach((cells, i) => {
    const sheet = i + 1;
    const pages = sheetPages(sheet, mode);
    const blockW = Math.max(...cells.map((c) => c.x + c.width + bleed));
    const blockH = Math.max(...cells.map((c) => c.y + c.height + bleed));
    const dx = area.x + (area.width - blockW) / 2;
    const dy = area.y + (area.height - blockH) / 2;
    for (const c of cells) {
      const front = { x: dx + c.x, y: dy + c.y, width: c.width, height: c.height };
      placed.push({ ...front, page: pages.front, sheet, side: 'front', piece: c.piece, copy: c.copy, rotation: 0 });
      if (mode !== 'none')
        placed.push({
          ...backPlacement(front, page.width, page.height, mode, offset),
          page: pages.back,
          sheet,
          side: 'back',
          piece: c.piece,
          copy: c.copy,
        });
    }
  });
  return { sheets: sheets.length, pages: sheetPages(sheets.length, mode).back, placed };
}
