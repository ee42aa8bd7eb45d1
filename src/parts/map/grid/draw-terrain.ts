import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { marks, path, polygonPath, boxAround, type Item } from '../../../print/scene.js';
import { terrainMark, glyphPaint, cellGlyphSpots, type TerrainPattern } from '../terrain-glyphs.js';
import type { CellGeometry } from './cell-geometry.js';
import type { Cell } from '../../../geometry/types.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { pointInPolygon, strokeTouches, type StrokedSegment } from '../../../geometry/segment.js';
import { GRID_INK } from '../map-style.js';
import { gridLineWidth } from './draw-grid-lines.js';
import { linesNear } from './near-index.js';

/** A terrain symbol's drawing is about this share of its cell's size across. */
export const GLYPH_SHARE = 0.2;

/** Air kept between a terrain symbol and a river or road line, pt. */
export const GLYPH_AIR = 0.5;

/** The square a terrain symbol at (x, y) is drawn in. */
export const glyphBox = (x: number, y: number, size: number): Rect => {
  const g = size * GLYPH_SHARE;
  return { x: x - g / 2, y: y - g / 2, width: g, height: g };
};

/**
 * Where a cell's terrain symbols go: the pattern's usual spots, except that a symbol a river or road (`lines`) would
 * print over moves to the nearest free spot of the lower part of its cell, clear of the lines and the other symbols,
 * and is left out where the cell has none (a road through a small wood keeps the wood's other trees).
 */
export function placedGlyphSpots(
  pattern: TerrainPattern,
  centre: Point,
  outline: readonly Point[],
  size: number,
  lines: readonly StrokedSegment[],
): Point[] {
  const [cx, cy] = centre;
  const usual = cellGlyphSpots(pattern, cx, cy, size);
  const xs = outline.map((p) => p[0]);
  const ys = outline.map((p) => p[1]);
  const cell = { x: Math.min(...xs), y: Math.min(...ys), width: 0, height: 0 };
  cell.width = Math.max(...xs) - cell.x;
  cell.height = Math.max(...ys) - cell.y;
  const near = linesNear(lines, cell, GLYPH_AIR).filter((s) => strokeTouches(s, cell, GLYPH_AIR));
  if (!near.length) return usual;
  const fits = (p: Point, kept: readonly Point[]) => {
    const b = glyphBox(p[0], p[1], size);
    const corners: Point[] = [
      [b.x, b.y],
      [b.x + b.width, b.y],
      [b.x + b.width, b.y + b.height],
      [b.x, b.y + b.height],
    ];
    const g = size * GLYPH_SHARE;
    return (
      corners.every((c) => pointInPolygon(c, outline)) &&
      !near.some((s) => strokeTouches(s, b, GLYPH_AIR)) &&
      kept.every((k) => Math.abs(k[0] - p[0]) >= g * 1.05 || Math.abs(k[1] - p[1]) >= g * 1.05)
    );
  };
  const r = size / 2;
  // The lower part of the cell, on a lattice a little finer than a symbol, nearest the usual spot first.
  const lattice: Point[] = [];
  for (let dy = -0.1; dy <= 0.75; dy += 0.1)
    for (let dx = -0.8; dx <= 0.8; dx += 0.1) lattice.push([cx + dx * r, cy + dy * r]);
  const kept: Point[] = [];
  for (const p of usual) {
    if (fits(p, kept)) {
      kept.push(p);
      continue;
    }
    // Nearest first, then the first that fits: the spot that sorting every fitting one would put first (the sort
    // is stable either way), without testing the whole lattice against the lines for each moved symbol.
    const moved = lattice
      .map((q) => ({ q, d: Math.hypot(q[0] - p[0], q[1] - p[1]) }))
      .sort((a, b) => a.d - b.d)
      .find((e) => fits(e.q, kept))?.q;
    if (moved) kept.push(moved);
  }
  return kept;
}

/**
 * Terrain colour fills for every cell, each outlined with the grid line in the same path (a later cell's
 * fill covers half of a shared edge, its own outline paints it again), then each type's pattern marks, kept off the
 * rivers and roads drawn over the cells (`lines`).
 */
export function drawTerrain(
  map: HexMap | SquareMap,
  geo: CellGeometry,
  groups: Map<string, Cell[]>,
  lines: readonly StrokedSegment[] = [],
  /** Each cell's symbol spots where the caller has placed them already (placedGlyphSpots with these lines). */
  placed?: ReadonlyMap<Cell, Point[]>,
): Item[] {
  const items: Item[] = [];
  const types = new Map(map.terrainTypes.map((t) => [t.id, t]));
  const grid = { stroke: GRID_INK, width: gridLineWidth(geo.size), join: 'round' as const };
  for (const [id, cells] of groups) {
    const t = types.get(id);
    if (!t) continue;
    for (const c of cells) {
      const outline = geo.outline(c);
      items.push(path(polygonPath(outline), boxAround(outline), { fill: t.color, ...grid }));
    }
  }
  const s = geo.size * GLYPH_SHARE;
  for (const [id, cells] of groups) {
    const t = types.get(id);
    if (!t || t.pattern === 'none') continue;
    const paint = glyphPaint(t.pattern, t.color, s);
    const mark = terrainMark(t.pattern, s);
    for (const c of cells) {
      const [cx, cy] = geo.centre(c);
      const at = placed?.get(c) ?? placedGlyphSpots(t.pattern, [cx, cy], geo.outline(c), geo.size, lines);
      // One mark repeated (a map has thousands): the same drawing as the cell's glyphs in one path, written once.
      if (at.length)
        items.push(
          marks(
            mark,
            at,
            { x: cx - geo.size / 2, y: cy - geo.size / 2, width: geo.size, height: geo.size },
            paint,
            true,
          ),
        );
    }
  }
  return items;
}
