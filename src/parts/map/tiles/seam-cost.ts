import type { Rect } from '../../../geometry/point.js';
import type { MapDrawing } from '../map-drawing.js';

/** What cutting a word in two costs against cutting across a cell: a cut word is read on neither sheet. */
const WORD = 6;

/**
 * The cost of a straight cut across a hex or sector map, for snapSeams: each cell the cut crosses costs 1, and up to
 * 3 more the nearer the cut passes its centre (where a piece stands); each word or number it crosses costs 6. On a
 * flat-topped hex grid the cheapest vertical cut runs through the corners of a column's flat sides, so it takes only
 * the column's pointed ends; the cheapest horizontal cut runs along one row of hexsides and across the centres of the
 * half-offset columns, below their numbers. A sector map is cut between its sectors. Area maps have no cells: none.
 */
export function gridSeamCosts(
  drawing: MapDrawing,
): { costX: (x: number) => number; costY: (y: number) => number } | undefined {
  if (drawing.kind === 'area') return undefined;
  const size = drawing.facts.cellSize as number;
  const orientation = drawing.facts.orientation as 'flat' | 'pointy' | undefined;
  const radius = size / Math.sqrt(3);
  // Half a cell's extent across and down: a flat-topped hex reaches its radius sideways, a pointed one down.
  const [hx, hy] =
    drawing.kind === 'square' ? [size / 2, size / 2] : orientation === 'flat' ? [radius, size / 2] : [size / 2, radius];
  const centres = drawing.things.map((t) => t.centre);
  const words: Rect[] = drawing.items.flatMap((it) => (it.kind === 'text' ? [it.box] : []));
  const EDGE = 0.3;
  const cut = (v: number, c: number, h: number) => {
    const d = Math.abs(v - c);
    return d < h - EDGE ? 1 + 3 * (1 - d / h) : 0;
  };
  return {
    costX: (x) =>
      centres.reduce((sum, c) => sum + cut(x, c[0], hx), 0) +
      WORD * words.filter((w) => w.x < x && x < w.x + w.width).length,
    costY: (y) =>
      centres.reduce((sum, c) => sum + cut(y, c[1], hy), 0) +
      WORD * words.filter((w) => w.y < y && y < w.y + w.height).length,
  };
}
