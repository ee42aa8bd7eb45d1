import { text, textBox, type Item } from '../../../print/scene.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { pointInPolygon, strokeTouches, type StrokedSegment } from '../../../geometry/segment.js';
import { LABEL_INK } from '../map-style.js';
import type { CellGeometry } from './cell-geometry.js';
import { linesNear } from './near-index.js';

export const gridLineWidth = (size: number): number => Math.min(0.8, Math.max(0.35, size * 0.011));
/** Small on a hex map; on a table-sized sector board, large enough to read from a chair. */
export const cellNumberSize = (size: number): number =>
  size > 150 ? Math.min(20, size * 0.075) : Math.min(8, Math.max(4.2, size * 0.115));

/** Air kept between a cell number's letters and a river or road line, pt. */
export const NUMBER_AIR = 0.8;

/** Where the seams of a tiled sheet may be cut: x ranges for the cuts between columns, y for those between rows. */
export interface SeamRanges {
  x: readonly (readonly [number, number])[];
  y: readonly (readonly [number, number])[];
}

/**
 * Each cell's number in the scheme asked for, small, at the top of the cell; where a river or road (`lines`) runs
 * over that spot, moved down or along inside its own cell to the nearest spot clear of every line. A number no spot
 * of its cell keeps clear gets a white halo, so it still reads over the line. A number that covers the whole of the
 * range a tile seam may be cut in (`seams`) would be cut wherever the seam goes: it moves clear of that range.
 */
export function drawCellNumbers(
  geo: CellGeometry,
  labelOf: (c: { col: number; row: number }) => string,
  lines: readonly StrokedSegment[] = [],
  seams: SeamRanges = { x: [], y: [] },
): Item[] {
  const size = cellNumberSize(geo.size);
  const anchor = geo.grid.kind === 'hex' ? 'middle' : 'start';
  // Steps down the cell, and along it either way (a sector number, anchored at its left, only to the right).
  const downs = [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4].map((k) => k * size);
  const alongs = [0, 0.04, 0.08, 0.12, 0.16, 0.2, 0.24, 0.28, 0.32, 0.36].flatMap((k) =>
    k === 0 ? [0] : anchor === 'start' ? [k * geo.size] : [k * geo.size, -k * geo.size],
  );
  const spots = downs
    .flatMap((dy) => alongs.map((dx) => [dx, dy] as const))
    .sort((p, q) => Math.abs(p[0]) + p[1] - (Math.abs(q[0]) + q[1]));
  return geo.grid.cells().map((c) => {
    const label = labelOf(c);
    const [x, y] = geo.numberAt(c, size);
    const outline = geo.outline(c);
    const bounds = boundsOf(outline);
    const near = linesNear(
      lines,
      { x: bounds[0], y: bounds[2], width: bounds[1] - bounds[0], height: bounds[3] - bounds[2] },
      geo.size * 0.1,
    ).filter((s) => nearCell(s, bounds, geo.size));
    const box = (dx: number, dy: number) => textBox(x + dx, y + dy, label, size, anchor, 0, 'condensed');
    const cut = spansSeam(box(0, 0), seams);
    const clear = (b: Rect) =>
      inside(b, outline) && !near.some((s) => strokeTouches(s, b, NUMBER_AIR)) && (!cut || !touchesSeam(b, seams));
    const spot = near.length || cut ? spots.find(([dx, dy]) => clear(box(dx, dy))) : ([0, 0] as const);
    const [dx, dy] = spot ?? [0, 0];
    return text(x + dx, y + dy, label, size, {
      anchor,
      fill: LABEL_INK,
      face: 'condensed',
      fine: true,
      place: 'number',
      ...(spot ? {} : { halo: '#ffffff' }),
    });
  });
}

/** The box covers the whole of some seam's cut range, across it: no cut there misses it. */
function spansSeam(b: Rect, seams: SeamRanges): boolean {
  return (
    seams.x.some(([lo, hi]) => b.x <= lo && b.x + b.width >= hi) ||
    seams.y.some(([lo, hi]) => b.y <= lo && b.y + b.height >= hi)
  );
}

/** The box reaches into some seam's cut range. */
function touchesSeam(b: Rect, seams: SeamRanges): boolean {
  const a = NUMBER_AIR;
  return (
    seams.x.some(([lo, hi]) => b.x - a < hi && lo < b.x + b.width + a) ||
    seams.y.some(([lo, hi]) => b.y - a < hi && lo < b.y + b.height + a)
  );
}

/** The box, with half a point of air, lies inside the cell's outline. */
function inside(b: Rect, outline: readonly Point[]): boolean {
  const a = 0.5;
  return (
    [
      [b.x - a, b.y - a],
      [b.x + b.width + a, b.y - a],
      [b.x + b.width + a, b.y + b.height + a],
      [b.x - a, b.y + b.height + a],
    ] as const
  ).every((p) => pointInPolygon(p, outline));
}

/** An outline's extent: least and greatest x, least and greatest y. */
function boundsOf(outline: readonly Point[]): [number, number, number, number] {
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  return [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
}

/** Whether a line comes near a cell, of extent `bounds` (boundsOf its outline, found once for all the lines). */
function nearCell(s: StrokedSegment, bounds: readonly [number, number, number, number], size: number): boolean {
  const pad = size * 0.1 + s.width;
  const [x0, x1, y0, y1] = [bounds[0] - pad, bounds[1] + pad, bounds[2] - pad, bounds[3] + pad];
  return !(
    Math.max(s.a[0], s.b[0]) < x0 ||
    Math.min(s.a[0], s.b[0]) > x1 ||
    Math.max(s.a[1], s.b[1]) < y0 ||
    Math.min(s.a[1], s.b[1]) > y1
  );
}
