import { columnLetters } from '../../../geometry/hex/column-letters.js';
import { text, type Item } from '../../../print/scene.js';
import { LABEL_INK } from '../map-style.js';
import type { CellGeometry } from './cell-geometry.js';

/** The band outside a square grid that carries its column numbers and row letters. */
export const sectorLabelBand = (size: number): number => Math.min(40, Math.max(10, size * 0.14));

/** Column numbers above and below the grid, row letters left and right of it, as on a surveyor's sheet. */
export function drawSectorLabels(geo: CellGeometry): Item[] {
  const { columns, rows } = geo.grid.shape;
  const b = geo.bounds;
  const band = sectorLabelBand(geo.size);
  const fs = band * 0.62;
  const items: Item[] = [];
  for (let c = 1; c <= columns; c++) {
    const x = b.x + (c - 0.5) * geo.size;
    items.push(text(x, b.y - band * 0.3, String(c), fs, { face: 'condensedBold', fill: LABEL_INK }));
    items.push(
      text(x, b.y + b.height + band * 0.3 + fs * 0.8, String(c), fs, { face: 'condensedBold', fill: LABEL_INK }),
    );
  }
  for (let r = 1; r <= rows; r++) {
    const y = b.y + (r - 0.5) * geo.size + fs * 0.35;
    const letter = columnLetters(r);
    items.push(text(b.x - band * 0.45, y, letter, fs, { face: 'condensedBold', fill: LABEL_INK }));
    items.push(text(b.x + b.width + band * 0.45, y, letter, fs, { face: 'condensedBold', fill: LABEL_INK }));
  }
  return items;
}
