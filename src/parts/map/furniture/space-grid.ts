import type { Rect } from '../../../geometry/point.js';

/** How n equal spaces are arranged in a box: per row, and the size of each. */
export interface SpaceGrid {
  perRow: number;
  rows: number;
  width: number;
  height: number;
}

/**
 * The arrangement that makes spaces as large as possible (up to `max` wide) inside `width` × `height`,
 * each space `ratio` times as tall as it is wide.
 */
export function fitSpaces(n: number, width: number, height: number, ratio: number, max: number): SpaceGrid {
  let best: SpaceGrid = { perRow: n, rows: 1, width: width / n, height: (width / n) * ratio };
  let bestW = 0;
  for (let perRow = 1; perRow <= n; perRow++) {
    const rows = Math.ceil(n / perRow);
    const w = Math.min(max, width / perRow, height / rows / ratio);
    if (w > bestW + 1e-9) {
      bestW = w;
      best = { perRow, rows, width: w, height: w * ratio };
    }
  }
  return best;
}

/** The natural arrangement: spaces of size `space`, at most `perRowMax` to a row, rows as even as can be. */
export function naturalSpaces(n: number, space: number, ratio: number, perRowMax: number): SpaceGrid {
  const rows = Math.max(1, Math.ceil(n / perRowMax));
  const perRow = Math.ceil(n / rows);
  return { perRow, rows, width: space, height: space * ratio };
}

/** The first n spaces of the grid, row by row from `top`, the rows centred across a box `width` wide at `x`. */
export function spaceRects(grid: SpaceGrid, n: number, x: number, top: number, width: number): Rect[] {
  const x0 = x + (width - grid.perRow * grid.width) / 2;
  return Array.from({ length: n }, (_, i) => ({
    x: x0 + (i % grid.perRow) * grid.width,
    y: top + Math.floor(i / grid.perRow) * grid.height,
    width: grid.width,
    height: grid.height,
  }));
}
