import type { Scenario } from '../../model/scenario.js';
import type { RosterWords } from './roster-words.js';

const EDGE_WORD = { north: 'northEdge', south: 'southEdge', east: 'eastEdge', west: 'westEdge' } as const;

/**
 * How a sheet names a set-up or arrival location: an area, box, zone or line by its name, an edge by
 * its side, a hex or sector by its label with the place printed there. Ids the map does not know print as
 * they are (the loader has already checked them).
 */
export function locationName(s: Scenario, id: string, w: RosterWords): string {
  const map = s.map;
  if (!map) return id;
  const box = map.boxes.find((b) => b.id === id);
  if (box) return w.name(box.id, box.name);
  if (map.kind === 'area') {
    const area = map.areas.find((a) => a.id === id);
    return area ? w.name(area.id, area.name) : id;
  }
  const named = [...map.zones, ...map.lines].find((z) => z.id === id);
  if (named) return w.name(named.id, named.name);
  const edge = map.edges.find((e) => e.id === id);
  if (edge) return w.str(EDGE_WORD[edge.side]);
  const place = map.places.find((p) => p.at === id);
  return place ? `${id} ${w.name(place.name, place.name)}` : id;
}
