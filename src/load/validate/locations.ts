import type { GameMap } from '../../model/schema/map.js';
import { gridOf } from './map-grid.js';

/** Every name a set-up or arrival may use: cells, areas, boxes, zones, edges and lines. */
export function locationResolver(map: GameMap): { has(id: string): boolean; names(): string[] } {
  const named = new Set<string>(map.boxes.map((b) => b.id));
  if (map.kind === 'area') {
    map.areas.forEach((a) => named.add(a.id));
    return { has: (id) => named.has(id), names: () => [...named] };
  }
  map.zones.forEach((z) => named.add(z.id));
  map.edges.forEach((e) => named.add(e.id));
  map.lines.forEach((l) => named.add(l.id));
  const grid = gridOf(map);
  return { has: (id) => named.has(id) || grid.parse(id) !== undefined, names: () => [...named] };
}
