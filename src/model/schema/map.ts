import { z } from 'zod';
import { strict, id, provenance, color, length } from './common.js';

export const terrainType = strict({
  id,
  name: z.string(),
  color,
  /** Drawn over the fill: trees for woods, blocks for towns, waves for flooded ground. */
  pattern: z
    .enum(['none', 'trees', 'buildings', 'water', 'marsh', 'hills', 'mountain', 'fortification'])
    .default('none'),
});

export const lineFeatureType = strict({
  id,
  name: z.string(),
  color,
  widthMm: z.number().positive().default(1),
  dash: z.boolean().default(false),
});

/** Cells (hexes or sectors) may be listed one by one or as runs along a column or row, "F3..F9". */
const cellList = z.array(z.string().min(1));

const place = strict({
  at: z.string(),
  name: z.string(),
  kind: z.enum(['city', 'town', 'village', 'landmark', 'bridge', 'house', 'other']).default('town'),
  provenance,
});

const edge = strict({
  id,
  side: z.enum(['north', 'south', 'east', 'west']),
  roles: z.array(z.enum(['supply', 'entry', 'exit'])).min(1),
  for: id,
  /** Only these cells of the edge serve (e.g. the road hexes); absent means the whole edge. */
  cells: cellList.optional(),
  provenance,
});

const line = strict({
  id,
  name: z.string(),
  cells: cellList,
  style: z.enum(['front-line', 'boundary', 'other']).default('other'),
  provenance,
});

const zone = strict({ id, name: z.string(), cells: cellList.optional(), description: z.string(), provenance });

export const box = strict({
  id,
  name: z.string(),
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
  position: z.tuple([z.number(), z.number()]).optional(),
  size: z.tuple([z.number().positive(), z.number().positive()]).optional(),
  provenance,
});

const road = strict({ kind: id, cells: cellList.min(2), name: z.string().optional(), provenance });

const gridCommon = {
  name: z.string(),
  printedSize: strict({ width: length, height: length }),
  terrainTypes: z.array(terrainType).min(1),
  lineFeatures: z.array(lineFeatureType).default([]),
  terrain: strict({ default: id, cells: z.record(id, cellList).default({}) }),
  places: z.array(place).default([]),
  roads: z.array(road).default([]),
  edges: z.array(edge).default([]),
  lines: z.array(line).default([]),
  zones: z.array(zone).default([]),
  boxes: z.array(box).default([]),
  provenance,
};

export const hexLabelScheme = z.enum(['letter-number', 'ccrr', 'number-number']);

export const hexMap = strict({
  kind: z.literal('hex'),
  orientation: z.enum(['flat', 'pointy']),
  columns: z.number().int().min(1).max(702),
  rows: z.number().int().min(1).max(999),
  /** Which columns (flat) or rows (pointy), by their 1-based number, sit half a hex down (or right). */
  shifted: z.enum(['odd', 'even']),
  labels: strict({
    primary: hexLabelScheme,
    alternates: z.array(strict({ id, scheme: hexLabelScheme })).default([]),
  }),
  hexsides: z.array(strict({ between: z.tuple([z.string(), z.string()]), feature: id, provenance })).default([]),
  ...gridCommon,
});

export const squareMap = strict({
  kind: z.literal('square'),
  /** Rows are lettered from the top (A, B, …), columns numbered from the left. */
  rows: z.number().int().min(1).max(26),
  columns: z.number().int().min(1).max(99),
  bridges: z
    .array(
      strict({
        id,
        name: z.string(),
        kind: z.enum(['railway', 'road', 'pontoon-site']),
        sectors: cellList.min(1),
        bridgeheads: z.tuple([z.string(), z.string()]),
        provenance,
      }),
    )
    .default([]),
  ...gridCommon,
});

const point = z.tuple([z.number(), z.number()]);

export const area = strict({
  id,
  name: z.string(),
  terrain: id,
  defence: z.number().int().min(0).optional(),
  /** Some areas read differently depending on the side a unit enters from. */
  approaches: z
    .array(strict({ from: z.enum(['north', 'south', 'east', 'west']), terrain: id, defence: z.number().int().min(0) }))
    .default([]),
  zone: z.enum(['operational', 'strategic']).default('operational'),
  /** Centre for drawing, in mm from the top-left of the printed map. */
  position: point.optional(),
  polygon: z.array(point).min(3).optional(),
  town: z.boolean().default(false),
  victoryPoints: z.number().default(0),
  control: id.optional(),
  startFor: id.optional(),
  supplyFor: id.optional(),
  entryFor: z.array(id).default([]),
  provenance,
});

export const connection = strict({
  between: z.tuple([id, id]),
  kind: z.enum(['road', 'trail', 'river-crossing', 'bridge', 'strategic', 'entry', 'adjacent']),
  river: id.optional(),
  provenance,
});

export const areaMap = strict({
  kind: z.literal('area'),
  name: z.string(),
  printedSize: strict({ width: length, height: length }),
  terrainTypes: z.array(terrainType).min(1),
  areas: z.array(area).min(1),
  connections: z.array(connection).default([]),
  rivers: z
    .array(
      strict({
        id,
        name: z.string(),
        color: color.default('#3a78c2'),
        borders: z.array(z.tuple([id, id])).min(1),
        provenance,
      }),
    )
    .default([]),
  boxes: z.array(box).default([]),
  provenance,
});

export const mapFile = strict({
  map: z.discriminatedUnion('kind', [hexMap, squareMap, areaMap], { error: 'map.kind must be hex, square or area' }),
});

export type HexMap = z.infer<typeof hexMap>;
export type SquareMap = z.infer<typeof squareMap>;
export type AreaMap = z.infer<typeof areaMap>;
export type GameMap = HexMap | SquareMap | AreaMap;
