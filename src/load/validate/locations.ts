import type { GameMap } from '../../model/schema/map.js';
import { gridOf } from './map-grid.js';

/**
 * Every name a set-up or arrival may use: cells, areas, boxes, zones, edges and lines. `names(near)` lists the
 * named places, and the cells `near` would be with its leading zeros back ("510" → "0510"), since a
 * spreadsheet strips them and the message should offer the cell the designer meant.
 */
export function locationResolver(map: GameMap): { has(id: string): boolean; names(near?: string): string[] } {
  const named = new Set<string>(map.boxes.map((b) => b.id));
  if (map.kind === 'area') {
    map.areas.forEach((a) => named.add(a.id));
    return { has: (id) => named.has(id), names: () => [...named] };
  }
  map.zones.forEach((z) => named.add(z.id));
  map.edges.forEach((e) => named.add(e.id));
  map.lines.forEach((l) => named.add(l.id));
  const grid = gridOf(map);
  const padded = (near?: string) =>
    near && /^\d{1,5}$/.test(near)
      ? [1, 2, 3].map((n) => '0'.repeat(n) + near).filter((c) => grid.parse(c) !== undefined)
      : [];
  return {
    has: (id) => named.has(id) || grid.parse(id) !== undefined,
    names: (near) => [...named, ...padded(near)],
  };
}
