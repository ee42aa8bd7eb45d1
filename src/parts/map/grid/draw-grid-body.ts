import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import type { HexLayout } from '../../../geometry/hex/hex-layout.js';
import type { Point, Rect } from '../../../geometry/point.js';
import type { Cell } from '../../../geometry/types.js';
import type { Item } from '../../../print/scene.js';
import { expandCells, cellKey } from '../../../geometry/grid.js';
import type { CellGeometry } from './cell-geometry.js';
import type { DrawContext } from './draw-context.js';
import { terrainOfCells, cellsByTerrain } from './terrain-of-cells.js';
import { drawTerrain, placedGlyphSpots, glyphBox } from './draw-terrain.js';
import { drawCellNumbers, type SeamRanges } from './draw-grid-lines.js';
import { drawLines, drawZones } from './draw-lines.js';
import { drawHexsides, type DrawnHexside } from './draw-hexsides.js';
import { drawRoads, isWaterColor, ROAD_CASING, type DrawnRoad } from './draw-roads.js';
import { mmToPt } from '../../../print/units.js';
import type { StrokedSegment } from '../../../geometry/segment.js';
import { drawBridges, bridgeWidth } from './draw-bridges.js';
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
 * The hexside features and roads as drawn, each straight run with its stroke width (a solid road's casing
 * included): what cell numbers and terrain symbols keep off.
 */
export function drawnLines(
  map: HexMap | SquareMap,
  hexsides: readonly DrawnHexside[],
  roads: readonly DrawnRoad[],
): StrokedSegment[] {
  const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
  const out: StrokedSegment[] = [];
  for (const h of hexsides) {
    const f = features.get(h.feature);
    if (f) out.push({ a: h.segment[0], b: h.segment[1], width: mmToPt(f.widthMm) });
  }
  for (const r of roads) {
    const f = features.get(r.kind);
    if (!f) continue;
    const width = mmToPt(f.widthMm) + (f.dash ? 0 : ROAD_CASING);
    for (let i = 1; i < r.points.length; i++) out.push({ a: r.points[i - 1], b: r.points[i], width });
  }
  return out;
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
  seams?: SeamRanges,
): { items: Item[]; facts: Record<string, unknown>; notes: string[] } {
  const terrain = terrainOfCells(map.terrain, geo.grid);
  const groups = cellsByTerrain(
    geo.grid,
    terrain,
    map.terrainTypes.map((t) => t.id),
  );
  // Hexside features and roads are laid out first, so the terrain symbols and cell numbers drawn under and
  // beside them can keep off their lines; they are still drawn in their usual order, over the terrain.
  let hexsides: DrawnHexside[] = [];
  let hexsideItems: Item[] = [];
  const waterSides = new Map<string, [Point, Point]>();
  if (map.kind === 'hex' && hex) {
    const drawn = drawHexsides(map, geo.grid, hex);
    hexsides = drawn.sides;
    hexsideItems = drawn.items;
    const colors = new Map(map.lineFeatures.map((f) => [f.id, f.color]));
    for (const h of hexsides)
      if (isWaterColor(colors.get(h.feature) ?? '#000000')) waterSides.set([...h.between].sort().join('|'), h.segment);
  }
  const roads = drawRoads(map, geo, waterSides);
  const lines = drawnLines(map, hexsides, roads.roads);
  const bridges = map.kind === 'square' ? drawBridges(map, geo, ctx.texts) : undefined;
  // A bridge runs into its bridgeheads' cells, to their middles: their terrain symbols keep off it as off a road
  // (issue 24: Remagen's Unkel pontoon line was drawn over the buildings of B11).
  const bridgeLines: StrokedSegment[] = (bridges?.bridges ?? []).flatMap((b) =>
    b.points.slice(1).map((q, i) => ({ a: b.points[i]!, b: q, width: bridgeWidth(b.kind, geo.size) })),
  );
  // The terrain symbols' spots, placed once: drawn by drawTerrain, and kept off by the river names below.
  const patterns = new Map(map.terrainTypes.map((t) => [t.id, t.pattern]));
  const spots = new Map<Cell, Point[]>();
  const glyphLines = [...lines, ...bridgeLines];
  for (const [id, cells] of groups) {
    const pattern = patterns.get(id);
    if (!pattern || pattern === 'none') continue;
    for (const c of cells) spots.set(c, placedGlyphSpots(pattern, geo.centre(c), geo.outline(c), geo.size, glyphLines));
  }
  const items: Item[] = [
    ...drawTerrain(map, geo, groups, lines, spots),
    ...drawZones(map, geo, ctx.texts),
    ...drawLines(map, geo),
    ...hexsideItems,
    ...roads.items,
  ];
  if (bridges) items.push(...bridges.items);
  items.push(
    ...drawPlaces(
      bridges ? { ...map, places: map.places.filter((p) => !namedByBridge(p, map, geo)) } : map,
      geo,
      ctx.texts,
    ),
    ...drawCellNumbers(geo, labelOf, lines, seams),
    ...drawEdges(map, geo, ctx, map.kind === 'square' ? sectorLabelBand(geo.size) : 0, seams),
  );
  if (map.kind === 'square') items.push(...drawSectorLabels(geo));
  if (capacity && map.kind === 'square') items.push(...drawCapacityMarks(capacity, geo, terrain, seams));
  const words = items.flatMap((it) => (it.kind === 'text' || (it.kind === 'path' && it.mark) ? [it.box] : []));
  // The terrain symbols, each where drawTerrain sets it: a river name keeps off them where it can.
  const terrainMarks = [...groups].flatMap(([, cells]) =>
    cells.flatMap((c) =>
      (spots.get(c) ?? []).map(([x, y]) => ({ cell: geo.grid.label(c), box: glyphBox(x, y, geo.size) })),
    ),
  );
  const glyphs: Rect[] = terrainMarks.map((m) => m.box);
  const rivers =
    map.kind === 'hex'
      ? drawRiverNames(map, geo, hexsides, ctx.texts, words, glyphs, drawnLines(map, [], roads.roads))
      : undefined;
  if (rivers) items.push(...rivers.items);
  // A water name keeps off the bridges and crossings drawn over the water as well as off words and marks.
  const crossings = bridges?.items.flatMap((it) => (it.kind === 'path' ? [it.box] : [])) ?? [];
  if (map.kind === 'square')
    items.push(...drawWaterSectorNames(map, geo, terrain, ctx.texts, [...words, ...crossings], seams));
  return {
    items,
    facts: {
      ...(map.kind === 'hex' ? { hexsides } : {}),
      roads: roads.roads,
      terrainMarks,
      ...(bridges ? { bridges: bridges.bridges } : {}),
    },
    notes: rivers?.notes ?? [],
  };
}
