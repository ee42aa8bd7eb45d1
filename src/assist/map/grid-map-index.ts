import type { HexMap, SquareMap } from '../../model/schema/map.js';
import { expandCells, cellKey, type Grid } from '../../geometry/grid.js';
import type { Cell } from '../../geometry/types.js';
import { gridOf } from '../../load/validate/map-grid.js';
import { KeyedRefusal, msg } from '../messages.js';

/** Lookups the assist needs on a hex or square map: terrain per cell, features on the side between two cells, names. */
export interface GridMapIndex {
  map: HexMap | SquareMap;
  grid: Grid;
  /** Reads a cell label in any of the map's schemes; an InputError names the bad label. */
  cell(label: string): Cell;
  terrainAt(cell: Cell): string;
  featuresBetween(a: Cell, b: Cell): string[];
  placeAt(cell: Cell): string | undefined;
  /** The cells of a named zone, line or edge. */
  named(id: string): Cell[] | undefined;
  /** A cell list as the data writes it, runs "F3..F9" included. */
  expand(list: readonly string[]): Cell[];
}

const pairKey = (a: Cell, b: Cell) => [cellKey(a), cellKey(b)].sort().join('|');

export function gridMapIndex(map: HexMap | SquareMap): GridMapIndex {
  const grid = gridOf(map);
  const terrain = new Map<string, string>();
  for (const [t, list] of Object.entries(map.terrain.cells))
    for (const c of expandCells(list, grid).cells) terrain.set(cellKey(c), t);
  const sides = new Map<string, string[]>();
  if (map.kind === 'hex')
    for (const h of map.hexsides) {
      const [a, b] = h.between.map((x) => grid.parse(x)!);
      const k = pairKey(a, b);
      sides.set(k, [...(sides.get(k) ?? []), h.feature]);
    }
  const places = new Map(map.places.map((p) => [cellKey(grid.parse(p.at)!), p.name] as const));
  const named = new Map<string, Cell[]>();
  for (const z of map.zones) if (z.cells) named.set(z.id, expandCells(z.cells, grid).cells);
  for (const l of map.lines) named.set(l.id, expandCells(l.cells, grid).cells);
  for (const e of map.edges)
    named.set(e.id, e.cells ? expandCells(e.cells, grid).cells : grid.cells().filter((c) => grid.onEdge(c, e.side)));
  return {
    map,
    grid,
    cell(label) {
      const c = grid.parse(label);
      if (!c)
        throw new KeyedRefusal(
          msg(map.kind === 'hex' ? 'place.offHexMap' : 'place.offSectorMap', {
            raw: label,
            columns: map.columns,
            rows: map.rows,
          }),
        );
      return c;
    },
    terrainAt: (c) => terrain.get(cellKey(c)) ?? map.terrain.default,
    featuresBetween: (a, b) => sides.get(pairKey(a, b)) ?? [],
    placeAt: (c) => places.get(cellKey(c)),
    named: (id) => named.get(id),
    expand: (list) => expandCells(list, grid).cells,
  };
}
