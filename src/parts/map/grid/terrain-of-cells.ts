import { expandCells, cellKey, type Grid } from '../../../geometry/grid.js';
import type { Cell } from '../../../geometry/types.js';

/** Every cell's terrain type id: the listed ones, the rest the default. A cell listed twice takes the later list. */
export function terrainOfCells(
  terrain: { default: string; cells: Record<string, string[]> },
  grid: Grid,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of grid.cells()) out.set(cellKey(c), terrain.default);
  for (const [id, list] of Object.entries(terrain.cells))
    for (const c of expandCells(list, grid).cells) out.set(cellKey(c), id);
  return out;
}

/** Cells grouped by terrain type, in the order the types are defined, so one path per type is written. */
export function cellsByTerrain(
  grid: Grid,
  terrainByCell: Map<string, string>,
  order: readonly string[],
): Map<string, Cell[]> {
  const groups = new Map<string, Cell[]>(order.map((id) => [id, []]));
  for (const c of grid.cells()) {
    const t = terrainByCell.get(cellKey(c))!;
    if (!groups.has(t)) groups.set(t, []);
    groups.get(t)!.push(c);
  }
  return groups;
}
