import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import type { HexLayout } from '../../../geometry/hex/hex-layout.js';
import type { Point, Rect } from '../../../geometry/point.js';
import { cellGlyphSpots } from '../terrain-glyphs.js';
import type { Cell } from '../../../geometry/types.js';
import type { Item } from '../../../print/scene.js';
import { expandCells, cellKey } from '../../../geometry/grid.js';
import type { CellGeometry } from './cell-geometry.js';
import type { DrawContext } from './draw-context.js';
import { terrainOfCells, cellsByTerrain } from './terrain-of-cells.js';
import { drawTerrain } from './draw-terrain.js';
import { drawCellNumbers } from './draw-grid-lines.js';
import { drawLines, drawZones } from './draw-lines.js';
import { drawHexsides, type DrawnHexside } from './draw-hexsides.js';
import { drawRoads, isWaterColor } from './draw-roads.js';
import { drawBridges } from './draw-bridges.js';
import { drawPlaces } from './draw-places.js';
import { drawRiverNames, drawWaterSectorNames } from './draw-river-names.js';
import { drawEdges } from './draw-edges.js';
import { drawSectorLabels, sectorLabelBand } from './draw-sector-labels.js';
import { drawCapacityMarks, type capacityChart } from './capacity.js';

/** A bridge place in a cell a drawn bridge spans: the bridge already carries the name, so it is not printed twice. */
function namedByBridge(p: HexMap['places'][number], map: HexMap | SquareMap, geo: CellGeometry): boolean {
  if (p.kind !== 'bridge' || map.kind !== 'square') return false;
  const c = geo.grid.parse(p.at);
  return !!c && map.bridges.some((b) => expandCells(b.sectors, geo.grid).cells.some((s) => cellKey(s) === cellKey(c)));
}

/**
 * Everything inside a hex or square map's frame, in drawing order: terrain, zones, the grid, printed
 * lines, hexside features, roads and bridges, places, cell numbers, and the edges outside the grid.
 */
export function drawGridBody(
  map: HexMap | SquareMap,
  geo: CellGeometry,
  ctx: DrawContext,
  labelOf: (c: Cell) => string,
  hex?: HexLayout,
  capacity?: ReturnType<typeof capacityChart>,
): { items: Item[]; facts: Record<string, unknown>; notes: string[] } {
  const terrain = terrainOfCells(map.terrain, geo.grid);
  const groups = cellsByTerrain(
    geo.grid,
    terrain,
    map.terrainTypes.map((t) => t.id),
  );
  const items: Item[] = [...drawTerrain(map, geo, groups), ...drawZones(map, geo, ctx.texts), ...drawLines(map, geo)];
  let hexsides: DrawnHexside[] = [];
  const waterSides = new Map<string, [Point, Point]>();
  if (map.kind === 'hex' && hex) {
    const drawn = drawHexsides(map, geo.grid, hex);
    hexsides = drawn.sides;
    items.push(...drawn.items);
    const colors = new Map(map.lineFeatures.map((f) => [f.id, f.color]));
    for (const h of hexsides)
      if (isWaterColor(colors.get(h.feature) ?? '#000000')) waterSides.set([...h.between].sort().join('|'), h.segment);
  }
  const roads = drawRoads(map, geo, waterSides);
  items.push(...roads.items);
  const bridges = map.kind === 'square' ? drawBridges(map, geo, ctx.texts) : undefined;
  if (bridges) items.push(...bridges.items);
  items.push(
    ...drawPlaces(
      bridges ? { ...map, places: map.places.filter((p) => !namedByBridge(p, map, geo)) } : map,
      geo,
      ctx.texts,
    ),
    ...drawCellNumbers(geo, labelOf),
    ...drawEdges(map, geo, ctx, map.kind === 'square' ? sectorLabelBand(geo.size) : 0),
  );
  if (map.kind === 'square') items.push(...drawSectorLabels(geo));
  if (capacity && map.kind === 'square') items.push(...drawCapacityMarks(capacity, geo, terrain));
  const words = items.flatMap((it) => (it.kind === 'text' || (it.kind === 'path' && it.mark) ? [it.box] : []));
  // The terrain symbols, each where drawTerrain sets it: a river name keeps off them where it can.
  const patterns = new Map(map.terrainTypes.map((t) => [t.id, t.pattern]));
  const glyphs: Rect[] = [...groups].flatMap(([id, cells]) => {
    const pattern = patterns.get(id);
    if (!pattern || pattern === 'none') return [];
    const g = geo.size * 0.2;
    return cells.flatMap((c) =>
      cellGlyphSpots(pattern, ...geo.centre(c), geo.size).map(([x, y]) => ({
        x: x - g / 2,
        y: y - g / 2,
        width: g,
        height: g,
      })),
    );
  });
  const rivers = map.kind === 'hex' ? drawRiverNames(map, geo, hexsides, ctx.texts, words, glyphs) : undefined;
  if (rivers) items.push(...rivers.items);
  // A water name keeps off the bridges and crossings drawn over the water as well as off words and marks.
  const crossings = bridges?.items.flatMap((it) => (it.kind === 'path' ? [it.box] : [])) ?? [];
  if (map.kind === 'square')
    items.push(...drawWaterSectorNames(map, geo, terrain, ctx.texts, [...words, ...crossings]));
  return {
    items,
    facts: {
      ...(map.kind === 'hex' ? { hexsides } : {}),
      roads: roads.roads,
      ...(bridges ? { bridges: bridges.bridges } : {}),
    },
    notes: rivers?.notes ?? [],
  };
}
