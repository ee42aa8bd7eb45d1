import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { locationResolver } from './locations.js';
import { at, missing } from './report.js';
import { gridOf } from './map-grid.js';

/** Each set-up, arrival and reserve location exists on the map. */
export function checkSetup(s: Scenario): Problem[] {
  if (!s.map) return [];
  const where = locationResolver(s.map);
  const boxes = s.map.boxes.map((b) => b.id);
  const out: Problem[] = [];
  // A start is one space a piece stands on: a hex, sector or area, never a zone, edge or box.
  const map = s.map;
  const grid = map.kind === 'area' ? undefined : gridOf(map);
  const spaces = map.kind === 'area' ? map.areas.map((a) => a.id) : [];
  const isSpace = (id: string) => (grid ? grid.parse(id) !== undefined : spaces.includes(id));
  const pieces = [
    ...s.units.map((u, i) => ({ p: u, ref: s.origins.units[i] })),
    ...s.markers.map((m, i) => ({ p: m, ref: s.origins.markers[i] })),
  ];
  for (const { p, ref } of pieces) {
    if (p.setup && !where.has(p.setup.location))
      out.push(
        at(
          ref,
          ['setup', 'location'],
          `${missing('place', p.setup.location, where.names(p.setup.location))} on the map: ` +
            'use a cell, area, box, zone or edge id',
        ),
      );
    if (p.setup?.start && !isSpace(p.setup.start))
      out.push(at(ref, ['setup', 'start'], `${missing('hex, sector or area', p.setup.start, spaces)} on the map`));
  }
  s.units.forEach((u, i) => {
    if (u.reserve && !boxes.includes(u.reserve.box))
      out.push(at(s.origins.units[i], ['reserve', 'box'], missing('box', u.reserve.box, boxes)));
  });
  return out;
}
