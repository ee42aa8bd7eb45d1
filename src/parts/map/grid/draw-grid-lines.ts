import { text, type Item } from '../../../print/scene.js';
import { LABEL_INK } from '../map-style.js';
import type { CellGeometry } from './cell-geometry.js';

export const gridLineWidth = (size: number): number => Math.min(0.8, Math.max(0.35, size * 0.011));
/** Small on a hex map; on a table-sized sector board, large enough to read from a chair. */
export const cellNumberSize = (size: number): number =>
  size > 150 ? Math.min(20, size * 0.075) : Math.min(8, Math.max(4.2, size * 0.115));

/** Each cell's number in the scheme asked for, small, at the top of the cell. */
export function drawCellNumbers(geo: CellGeometry, labelOf: (c: { col: number; row: number }) => string): Item[] {
  const size = cellNumberSize(geo.size);
  return geo.grid.cells().map((c) => {
    const [x, y] = geo.numberAt(c, size);
    return text(x, y, labelOf(c), size, {
      anchor: geo.grid.kind === 'hex' ? 'middle' : 'start',
      fill: LABEL_INK,
      face: 'condensed',
      fine: true,
      place: 'number',
    });
  });
}
