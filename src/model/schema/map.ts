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
  /** The feature's id, which `hexsides[].feature`, the terrain effects chart and rules conditions name (`river`). */
  id,
  /** The feature as the map's key names it ("River"). */
  name,
  /** The colour the feature is drawn in, as #rrggbb. */
  color,
  /** The drawn line's width in mm (default 1). */
  widthMm: z.number().positive().max(LIMITS.lineMm).default(1),
  /** Drawn dashed rather than solid. */
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
  /** The box's id, which set-up locations and rules name (`turn-track`, `us-eliminated`). */
  id,
  /** The box as the map letters it ("Turn track", "US units lost"). */
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
  /** The side (a `sides[].id` of game.yaml) the box belongs to, for a reserve or an eliminated box. */
  for: id.optional(),
  /** Position and size in mm on the printed map; absent means it is printed beside the map. */
  position: z.tuple([coordMm, coordMm]).optional(),
  /** Width and height in mm on the printed map, `[width, height]`; absent, sized to what it holds. */
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
  trays: strict({
    /** A tray's width in mm. */
    widthMm: sizeMm,
    /** A tray's depth in mm. */
    depthMm: sizeMm,
    /** Trays side by side across the sector (1–20). */
    across: int(1, 20),
    /** Rows of trays down the sector (1–20). */
    down: int(1, 20),
  }).optional(),
  /** Vehicle bases a sector must hold side by side, when they take more room than the trays. */
  vehicles: strict({
    /** A vehicle base's width in mm. */
    widthMm: sizeMm,
    /** A vehicle base's depth in mm. */
    depthMm: sizeMm,
    /** Vehicle bases a sector must hold (1–20). */
    count: int(1, 20),
  }).optional(),
  /** Areas: how many units of one side may stand in one area, and how many sides may share it. */
  stack: strict({
    /** The most units of one side in one area (1–100), as the stacking rule allows. */
    unitsPerSide: int(1, 100),
    sides: int(1, 4).default(2),
    /** Room between stands, as a share of their own area: stands never pack edge to edge on a map. */
    packing: z.number().min(1).max(4).default(1.25),
  }).optional(),
  provenance,
});

const road = strict({
  /** The road's kind, a `lineFeatures[].id` or a terrain chart row that movement reads (`road`, `railway`). */
  kind: id,
  /** The cells the road runs through, in order, at least two ("H1..H7" for a run). */
  cells: cellList.min(2),
  /** The road as the map's key or the rules name it ("Road into Remagen from the west"). */
  name: name.optional(),
  provenance,
});

/** Where a grid map's title, legend, scale and boxes with no `position` may print. */
export const FURNITURE_PLACES = ['below', 'beside', 'inside', 'none'] as const;
const furniture = z.enum(FURNITURE_PLACES);

const mapGridCommon = {
  /** The map's title, lettered on it ("The Reichswald, February 1945"). */
  name,
  /** The printed map's size: the sheet it is drawn for, title and legend included when inside. */
  printedSize: strict({
    /** The printed map's width, with its unit (`11in`, `1620mm`). */
    width: length,
    /** The printed map's height, with its unit (`8in`, `1800mm`). */
    height: length,
  }),
  /**
   * Where the title, legend, scale and boxes with no `position` print: `below` or `beside` the map (the sheet
   * grows), `inside` its printed size (a hex or square map shrinks its cells for them, never below what the pieces
   * need; an area map puts them in the room its areas leave, in notches at the frame's edges or in a band at the
   * sheet's foot, and refuses a block none of these holds) or `none` (every box then needs a `position`). Left out,
   * whichever of inside, below and beside keeps the cells largest.
   */
  furniture: furniture.optional(),
  /** The ground one cell spans (a hex across flats, a sector's side), for the map's scale bar. */
  ground: strict({
    /** How much ground one cell spans (`2`). */
    cell: z.number().positive().max(1000),
    /** Its unit: `km` or `mi`. */
    unit: z.enum(['km', 'mi']),
    provenance,
  }).optional(),
  /** The kinds of terrain the map shows, each with its colour and pattern (at least one). */
  terrainTypes: list(terrainType, 100).min(1),
  /** Features drawn along hexsides or as lines (rivers, the West Wall), each with its colour and width. */
  lineFeatures: list(lineFeatureType, 100).default([]),
  /** Which terrain each cell is: a default, and the cells of every other terrain. */
  terrain: strict({
    /** The terrain of every cell not listed under `cells` (`clear`). */
    default: id,
    /** Cells by terrain: `woods: [C4, "D5..D8"]`, each key a `terrainTypes[].id`. */
    cells: record(key(), cellList, 100).default({}),
  }),
  /** Names lettered on the map (cities, towns, bridges, rivers), each at its cell. */
  places: list(place, LIMITS.pieces).default([]),
  /** Roads and railways drawn cell to cell, which road movement and supply may follow. */
  roads: list(road).default([]),
  /** The map's edges that serve a side: supply sources, entry and exit for reinforcements. */
  edges: list(edge, 100).default([]),
  /** Lines drawn across cells: a front line, a boundary, a fortified line. */
  lines: list(line).default([]),
  /** Named groups of cells (set-up areas), which units' set-up locations and rules name. */
  zones: list(zone).default([]),
  /** Boxes printed on or beside the map: the turn track, reserves, eliminated units. */
  boxes: list(box).default([]),
  /** What one cell must hold, so the map is sized to it: a counter, a sector's trays, an area's stack. */
  pieces: pieces.optional(),
  provenance,
};

export const hexLabelScheme = z.enum(['letter-number', 'ccrr', 'number-number']);

export const hexMap = strict({
  /**
   * The map's grid: `hex` (hexes), `square` (sectors lettered by row, numbered by column) or `area` (areas and their
   * links).
   */
  kind: z.literal('hex'),
  /** `flat`: hexes with a flat top, in columns; `pointy`: hexes with a point on top, in rows. */
  orientation: z.enum(['flat', 'pointy']),
  /** Columns of hexes across the map. */
  /** Columns of cells across the map: hexes, or sectors numbered from the left. */
  columns: int(1, LIMITS.gridCells),
  /** Rows of hexes down the map. */
  /** Rows of cells down the map: hexes, or sectors lettered from the top (A, B, …). */
  rows: int(1, LIMITS.gridCells),
  /** Which columns (flat) or rows (pointy), by their 1-based number, sit half a hex down (or right). */
  shifted: z.enum(['odd', 'even']),
  /** How the hexes are labelled, on the map and when a player types one. */
  labels: strict({
    /** The labelling printed on the map: `letter-number` (A1), `ccrr` (0101) or `number-number` (1.1). */
    primary: hexLabelScheme,
    /** Other labellings of the same hexes (another edition's), which a player may type instead. */
    alternates: list(
      strict({
        /** The labelling's id (`russian-copy`). */
        id,
        /** Its scheme: `letter-number`, `ccrr` or `number-number`. */
        scheme: hexLabelScheme,
      }),
      10,
    ).default([]),
  }),
  /** Hexsides with a feature along them (a river, the West Wall), each between two hexes. */
  hexsides: list(
    strict({
      /** The two hexes the side lies between (`[H8, I9]`). */
      between: z.tuple([name, name]),
      /** The feature along it (a `lineFeatures[].id`): a river, a wall. */
      feature: id,
      provenance,
    }),
    LIMITS.cells,
  ).default([]),
  ...mapGridCommon,
});

export const squareMap = strict({
  /**
   * The map's grid: `hex` (hexes), `square` (sectors lettered by row, numbered by column) or `area` (areas and their
   * links).
   */
  kind: z.literal('square'),
  /** Rows of cells down the map: hexes, or sectors lettered from the top (A, B, …). */
  rows: int(1, 26),
  /** Columns of sectors, numbered from the left (1–99). */
  /** Columns of cells across the map: hexes, or sectors numbered from the left. */
  columns: int(1, 99),
  /** Bridges across the river (square maps), each with its sectors and the bridgeheads at its ends. */
  bridges: list(
    strict({
      /** The bridge's id, which work and die-table procedures name (`ludendorff`). */
      id,
      /** The bridge as the map letters it ("Ludendorff railway bridge"). */
      name,
      /** A bridge's kind: what crosses the river here, which the rules may treat differently. */
      kind: z.enum(['railway', 'road', 'pontoon-site']),
      /** The sectors the bridge spans (`[K8, K9]`). */
      sectors: cellList.min(1),
      /** The sectors at its two ends (`[K7, K10]`), where its workers stand. */
      bridgeheads: z.tuple([name, name]),
      provenance,
    }),
  ).default([]),
  ...mapGridCommon,
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
  /**
   * For a strategic area: the letters (1–3, "C") of the mark the map prints inside each operational area it enters
   * that meets no side of the frame, where an arrow could come in only across other areas; the legend names the
   * strategic area beside its mark. Unset: the first letter of its name.
   */
  entryMark: z.string().min(1).max(3).optional(),
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
  /**
   * The map's grid: `hex` (hexes), `square` (sectors lettered by row, numbered by column) or `area` (areas and their
   * links).
   */
  kind: z.literal('area'),
  /** The map's title, lettered on it ("The Reichswald, February 1945"). */
  name,
  /** The printed map's size: the sheet it is drawn for, title and legend included when inside. */
  printedSize: strict({
    /** The printed map's width, with its unit (`11in`, `1620mm`). */
    width: length,
    /** The printed map's height, with its unit (`8in`, `1800mm`). */
    height: length,
  }),
  /**
   * Where the title, legend, scale and boxes with no `position` print: `below` or `beside` the map (the sheet
   * grows), `inside` its printed size (a hex or square map shrinks its cells for them, never below what the pieces
   * need; an area map puts them in the room its areas leave, in notches at the frame's edges or in a band at the
   * sheet's foot, and refuses a block none of these holds) or `none` (every box then needs a `position`). Left out,
   * whichever of inside, below and beside keeps the cells largest.
   */
  furniture: furniture.optional(),
  /**
   * How the borders between areas given as polygons are drawn: ruled (straight from corner to corner, the
   * default) or drawn (bent like ground between the corners, the same line on both sides of a border)
   */
  borders: z.enum(['ruled', 'drawn']).optional(),
  /** The kinds of terrain the map shows, each with its colour and pattern (at least one). */
  terrainTypes: list(terrainType, 100).min(1),
  /** The areas, each with its terrain, outline and the roles it plays (at least one). */
  areas: list(area, LIMITS.pieces).min(1),
  /** The links between areas units move along: roads, trails, river crossings, bridges. */
  connections: list(connection, LIMITS.cells).default([]),
  /** Rivers drawn along area borders, which supply and movement read (`prohibited`). */
  rivers: list(
    strict({
      /** The river's id, which connections and rules name (`moder`). */
      id,
      /** The river as the map letters it ("Moder"). */
      name,
      /** Its colour on the map, as #rrggbb. */
      color: color.default('#3a78c2'),
      /** The area borders it runs along, each the two areas it separates (`[lemberg, bitche]`). */
      borders: list(z.tuple([id, id]), LIMITS.pieces).min(1),
      provenance,
    }),
  ).default([]),
  /** Boxes printed on or beside the map: the turn track, reserves, eliminated units. */
  boxes: list(box).default([]),
  /** What one cell must hold, so the map is sized to it: a counter, a sector's trays, an area's stack. */
  pieces: pieces.optional(),
  provenance,
});

export const mapFile = strict({
  /** The map: its grid (`kind`), size, terrain and everything drawn on it. */
  map: z.discriminatedUnion('kind', [hexMap, squareMap, areaMap], { error: 'map.kind must be hex, square or area' }),
});

export type HexMap = z.infer<typeof hexMap>;
export type SquareMap = z.infer<typeof squareMap>;
export type AreaMap = z.infer<typeof areaMap>;
export type Pieces = z.infer<typeof pieces>;
export type GameMap = HexMap | SquareMap | AreaMap;
