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
