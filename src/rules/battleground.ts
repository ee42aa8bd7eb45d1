import type { Scenario } from '../model/scenario.js';
import { areaGraph } from '../assist/map/area-graph.js';
import { supplyIndex } from './supply.js';

// Where a declared combat is fought, whatever the map: the ground a unit stands on, who may attack a place, and
// what lies between. Hexes and squares read the grid; an area map reads its areas and their links, so the same
// combat declaration runs on both (issue #20).

export interface Battleground {
  /** "hex" on a grid, "area" on an area map: the word the English refusals use. */
  word: 'hex' | 'area';
  terrainAt(at: string): string;
  /** A unit at `from` may attack `target`: next to it on a grid; in it or joined to it by a link on an area map. */
  reaches(from: string, target: string): boolean;
  /** Hexside features (a river) or the rivers along an area border crossed from `from` into `target`. */
  crossing(from: string, target: string): string[];
}

export function battleground(s: Scenario): Battleground | undefined {
  const map = s.map;
  if (!map) return undefined;
  if (map.kind === 'area') {
    const g = areaGraph(map);
    const between = (a: string, b: string) =>
      map.rivers
        .filter((r) => r.borders.some(([x, y]) => (x === a && y === b) || (x === b && y === a)))
        .map((r) => r.id);
    return {
      word: 'area',
      terrainAt: (at) => g.area(at).terrain,
      reaches: (from, target) => from === target || g.adjacent(from, target),
      crossing: (from, target) => (from === target ? [] : between(from, target)),
    };
  }
  const ix = supplyIndex(s)!;
  return {
    word: 'hex',
    terrainAt: (at) => ix.terrainAt(ix.cell(at)),
    reaches: (from, target) => ix.grid.adjacent(ix.cell(from), ix.cell(target)),
    crossing: (from, target) => ix.featuresBetween(ix.cell(from), ix.cell(target)),
  };
}
