import { z } from 'zod';
import {
  strict,
  id,
  name,
  text,
  int,
  list,
  record,
  key,
  provenance,
  color,
  length,
  coordMm,
  sizeMm,
  value,
  LIMITS,
} from './common.js';

export const terrainType = strict({
  /** The terrain's id, which `terrain.cells`, areas and the terrain effects chart's rows name (`woods`, `town`). */
  id,
  /** The terrain as the map's key and the aids name it ("Woods"). */
  name,
  color,
  /** Drawn over the fill: trees for woods, blocks for towns, waves for flooded ground. */
  pattern: z
    .enum(['none', 'trees', 'buildings', 'water', 'marsh', 'hills', 'mountain', 'fortification'])
    .default('none'),
});

export const lineFeatureType = strict({
  id,
  name,
  color,
  widthMm: z.number().positive().max(LIMITS.lineMm).default(1),
  dash: z.boolean().default(false),
});

/** Cells (hexes or sectors) may be listed one by one or as runs along a column or row, "F3..F9". */
const cellList = list(name.min(1), LIMITS.cells);

const place = strict({
  /** The cell (hex or sector label, "E7") or area id where the name is lettered. */
  at: name,
  /** The place's name as the map letters it ("Cleve"). */
  name,
  /** A river's name is lettered along the water line nearest its cell, with no sign of its own. */
  kind: z.enum(['city', 'town', 'village', 'landmark', 'bridge', 'house', 'river', 'other']).default('town'),
  provenance,
});

const edge = strict({
  /** The edge's id, which supply sources, reinforcements and exits name (`west-edge`). */
  id,
  /** Which side of the map the edge runs along. */
  side: z.enum(['north', 'south', 'east', 'west']),
  /** What the edge is for: a supply source, where units enter, where they exit (one or more). */
  roles: list(z.enum(['supply', 'entry', 'exit']), 3).min(1),
  /** The side (game.yaml `sides[].id`) the edge serves. */
  for: id,
  /** Only these cells of the edge serve (e.g. the road hexes); absent means the whole edge. */
  cells: cellList.optional(),
  provenance,
});

const line = strict({
  /** The line's id. */
  id,
  /** The line as the map's key names it ("Start line", "Siegfried Line"). */
  name,
  /** The cells the line runs through, in order ("F3..F9" for a run). */
  cells: cellList,
  /** How the line is drawn: a front line, a boundary, or plain. */
  style: z.enum(['front-line', 'boundary', 'other']).default('other'),
  provenance,
});

const zone = strict({
  /** The zone's id, which set-up locations, reinforcements and rules conditions name. */
  id,
  /** The zone as the set-up card names it ("German set-up area"). */
  name,
  /** The cells the zone covers ("F3..F9" for a run); none, the zone is described only in words. */
  cells: cellList.optional(),
  /** What the zone is, in our words, for the set-up card. */
  description: text,
  provenance,
});

export const box = strict({
  id,
  name,
  /** A box's kind: what it holds (turns, reserves, eliminated units), which decides how it is drawn. */
  kind: z.enum([
    'turn-track',
    'sequence',
    'reserve',
    'victory-track',
    'holding',
    'strategic',
    'battle-board',
    'eliminated',
    'other',
  ]),
  for: id.optional(),
  /** Position and size in mm on the printed map; absent means it is printed beside the map. */
  position: z.tuple([coordMm, coordMm]).optional(),
  size: z.tuple([sizeMm, sizeMm]).optional(),
  provenance,
});

/**
 * What stands on one space of the map, so the map can be sized to hold it: a counter on a hex (the game's
 * default counter size), a sector's stated tray arrangement, or the largest legal stack of every side in an area.
 */
export const pieces = strict({
  /** The counter size the game prints by default; a hex holds one with a margin all round. */
  counter: length.optional(),
  /** The trays a sector must hold side by side: `across` × `down` bases of widthMm × depthMm. */
  trays: strict({ widthMm: sizeMm, depthMm: sizeMm, across: int(1, 20), down: int(1, 20) }).optional(),
  /** Vehicle bases a sector must hold side by side, when they take more room than the trays. */
  vehicles: strict({ widthMm: sizeMm, depthMm: sizeMm, count: int(1, 20) }).optional(),
  /** Areas: how many units of one side may stand in one area, and how many sides may share it. */
  stack: strict({
    unitsPerSide: int(1, 100),
    sides: int(1, 4).default(2),
    /** Room between stands, as a share of their own area: stands never pack edge to edge on a map. */
    packing: z.number().min(1).max(4).default(1.25),
  }).optional(),
  provenance,
});

const road = strict({ kind: id, cells: cellList.min(2), name: name.optional(), provenance });

/** Where a grid map's title, legend, scale and boxes with no `position` may print. */
export const FURNITURE_PLACES = ['below', 'beside', 'inside', 'none'] as const;
const furniture = z.enum(FURNITURE_PLACES);

const gridCommon = {
  name,
  printedSize: strict({ width: length, height: length }),
  /**
   * Where the title, legend, scale and boxes with no position print: below or beside the map (the sheet grows),
   * inside the printed size (the cells shrink for them, never below what the pieces need) or none (the map
   * alone, on its printed size; every box then needs a position). Left out, Sandtable chooses
   */
  furniture: furniture.optional(),
  /** The ground one cell spans (a hex across flats, a sector's side), for the map's scale bar. */
  ground: strict({ cell: z.number().positive().max(1000), unit: z.enum(['km', 'mi']), provenance }).optional(),
  terrainTypes: list(terrainType, 100).min(1),
  lineFeatures: list(lineFeatureType, 100).default([]),
  terrain: strict({ default: id, cells: record(key(), cellList, 100).default({}) }),
  places: list(place, LIMITS.pieces).default([]),
  roads: list(road).default([]),
  edges: list(edge, 100).default([]),
  lines: list(line).default([]),
  zones: list(zone).default([]),
  boxes: list(box).default([]),
  pieces: pieces.optional(),
  provenance,
};

export const hexLabelScheme = z.enum(['letter-number', 'ccrr', 'number-number']);

export const hexMap = strict({
  kind: z.literal('hex'),
  orientation: z.enum(['flat', 'pointy']),
  columns: int(1, LIMITS.gridCells),
  rows: int(1, LIMITS.gridCells),
  /** Which columns (flat) or rows (pointy), by their 1-based number, sit half a hex down (or right). */
  shifted: z.enum(['odd', 'even']),
  labels: strict({
    primary: hexLabelScheme,
    alternates: list(strict({ id, scheme: hexLabelScheme }), 10).default([]),
  }),
  hexsides: list(strict({ between: z.tuple([name, name]), feature: id, provenance }), LIMITS.cells).default([]),
  ...gridCommon,
});

export const squareMap = strict({
  kind: z.literal('square'),
  /** Rows are lettered from the top (A, B, …), columns numbered from the left. */
  rows: int(1, 26),
  columns: int(1, 99),
  bridges: list(
    strict({
      id,
      name,
      /** A bridge's kind: what crosses the river here, which the rules may treat differently. */
      kind: z.enum(['railway', 'road', 'pontoon-site']),
      sectors: cellList.min(1),
      bridgeheads: z.tuple([name, name]),
      provenance,
    }),
  ).default([]),
  ...gridCommon,
});

const point = z.tuple([coordMm, coordMm]);

export const area = strict({
  /** The area's id, which units' positions, connections and procedures name (`lemberg`). */
  id,
  /** The area as the map letters it ("Lemberg"). */
  name,
  /** The area's terrain (a `terrainTypes[].id`), which movement and combat read. */
  terrain: id,
  /** The area's defence value, printed in it and read by combat (0–99). */
  defence: int(0, LIMITS.shift).optional(),
  /** Some areas read differently depending on the side a unit enters from. */
  approaches: list(
    strict({
      /** The direction a unit enters from. */
      from: z.enum(['north', 'south', 'east', 'west']),
      /** The terrain the area counts as for a unit entering from there. */
      terrain: id,
      /** The defence value the area has against an attack from there (0–99). */
      defence: int(0, LIMITS.shift),
    }),
    4,
  ).default([]),
  /** The zone of the map the area lies in: the operational map or the strategic zone. */
  zone: z.enum(['operational', 'strategic']).default('operational'),
  /** Centre for drawing, in mm from the top-left of the printed map. */
  position: point.optional(),
  /** The area's outline on the printed map: at least 3 points, each [x, y] in mm from the top-left. */
  polygon: list(point).min(3).optional(),
  /** The area holds a town, drawn with a town sign and read by victory conditions. */
  town: z.boolean().default(false),
  /** Victory points the area is worth to the side holding it. */
  victoryPoints: value.default(0),
  /** The side (game.yaml `sides[].id`) that controls the area at the start. */
  control: id.optional(),
  /** The side whose start line the area is on: its units may set up and enter there. */
  startFor: id.optional(),
  /** The side for which the area is a supply source. */
  supplyFor: id.optional(),
  /** The sides whose units may enter the map in this area. */
  entryFor: list(id, 20).default([]),
  provenance,
});

export const connection = strict({
  /** The two areas (area ids) the connection joins. */
  between: z.tuple([id, id]),
  /** A connection's kind: how units cross between the two areas (a road, a strategic link, an entry point). */
  kind: z.enum(['road', 'trail', 'river-crossing', 'bridge', 'strategic', 'entry', 'adjacent']),
  /** The river (a `rivers[].id`) the connection crosses, for a river crossing or a bridge. */
  river: id.optional(),
  provenance,
});

export const areaMap = strict({
  kind: z.literal('area'),
  name,
  printedSize: strict({ width: length, height: length }),
  /**
   * Where the title, legend, scale and boxes with no position print: below the map, beside it, inside it (the
   * sheet keeps the printed size; they go in the room the areas, names, roads and arrows leave empty, else in
   * notches cut from the areas at the frame's edges, else in a band kept along the sheet's foot with the areas
   * drawn squeezed above it; refused, naming the block, when none of these holds it and every area its stack) or
   * none (every box then needs a position)
   */
  furniture: furniture.optional(),
  /**
   * How the borders between areas given as polygons are drawn: ruled (straight from corner to corner, the
   * default) or drawn (bent like ground between the corners, the same line on both sides of a border)
   */
  borders: z.enum(['ruled', 'drawn']).optional(),
  terrainTypes: list(terrainType, 100).min(1),
  areas: list(area, LIMITS.pieces).min(1),
  connections: list(connection, LIMITS.cells).default([]),
  rivers: list(
    strict({
      id,
      name,
      color: color.default('#3a78c2'),
      borders: list(z.tuple([id, id]), LIMITS.pieces).min(1),
      provenance,
    }),
  ).default([]),
  boxes: list(box).default([]),
  pieces: pieces.optional(),
  provenance,
});

export const mapFile = strict({
  map: z.discriminatedUnion('kind', [hexMap, squareMap, areaMap], { error: 'map.kind must be hex, square or area' }),
});

export type HexMap = z.infer<typeof hexMap>;
export type SquareMap = z.infer<typeof squareMap>;
export type AreaMap = z.infer<typeof areaMap>;
export type Pieces = z.infer<typeof pieces>;
export type GameMap = HexMap | SquareMap | AreaMap;
