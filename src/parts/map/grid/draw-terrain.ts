import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { path, polygonPath, boxAround, type Item } from '../../../print/scene.js';
import { terrainGlyph, glyphPaint, cellGlyphSpots } from '../terrain-glyphs.js';
import type { CellGeometry } from './cell-geometry.js';
import type { Cell } from '../../../geometry/types.js';
import { GRID_INK } from '../map-style.js';
import { gridLineWidth } from './draw-grid-lines.js';

/**
 * Terrain colour fills for every cell, each outlined with the grid line in the same path (a later cell's
 * fill covers half of a shared edge, its own outline paints it again), then each type's pattern marks.
 */
export function drawTerrain(map: HexMap | SquareMap, geo: CellGeometry, groups: Map<string, Cell[]>): Item[] {
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
  const s = geo.size * 0.2;
  for (const [id, cells] of groups) {
    const t = types.get(id);
    if (!t || t.pattern === 'none') continue;
    const paint = glyphPaint(t.pattern, t.color, s);
    for (const c of cells) {
      const [cx, cy] = geo.centre(c);
      const d = cellGlyphSpots(t.pattern, cx, cy, geo.size)
        .map(([x, y]) => terrainGlyph(t.pattern, x, y, s))
        .join('');
      items.push(
        path(d, { x: cx - geo.size / 2, y: cy - geo.size / 2, width: geo.size, height: geo.size }, paint, true),
      );
    }
  }
  return items;
}
