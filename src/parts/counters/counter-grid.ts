import type { Box } from '../../print/duplex.js';

/** Counters in rows and columns inside an area; positions are of the trim box (the counter as cut). */
export interface CounterGrid {
  columns: number;
  rows: number;
  perSheet: number;
  size: number;
  bleed: number;
  gutter: number;
  /** Trim-box top-left of the first counter. */
  x0: number;
  y0: number;
  /** Distance from one counter's trim box to the next. */
  pitch: number;
}

/**
 * As many counters as fit the area, each with its bleed on all sides and `gutter` between bleeds,
 * the block centred in the area. Columns or rows are 0 when not even one counter fits.
 */
export function counterGrid(area: Box, size: number, bleed: number, gutter: number): CounterGrid {
  const cell = size + 2 * bleed;
  const pitch = cell + gutter;
  const fit = (length: number) => Math.max(0, Math.floor((length + gutter + 1e-9) / pitch));
  const columns = fit(area.width);
  const rows = fit(area.height);
  const blockW = columns * cell + Math.max(0, columns - 1) * gutter;
  const blockH = rows * cell + Math.max(0, rows - 1) * gutter;
  return {
    columns,
    rows,
    perSheet: columns * rows,
    size,
    bleed,
    gutter,
    x0: area.x + (area.width - blockW) / 2 + bleed,
    y0: area.y + (area.height - blockH) / 2 + bleed,
    pitch,
  };
}

/** The trim box of the n-th counter on a sheet, filling rows left to right, top to bottom. */
export function gridCell(g: CounterGrid, n: number): Box {
  return {
    x: g.x0 + (n % g.columns) * g.pitch,
    y: g.y0 + Math.floor(n / g.columns) * g.pitch,
    width: g.size,
    height: g.size,
  };
}
