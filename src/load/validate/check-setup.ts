import type { Scenario } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { locationResolver } from './locations.js';
import { at, missing } from './report.js';

/** Each set-up, arrival and reserve location exists on the map. */
export function checkSetup(s: Scenario): Problem[] {
  if (!s.map) return [];
  const where = locationResolver(s.map);
  const boxes = s.map.boxes.map((b) => b.id);
  const out: Problem[] = [];
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
  }
  s.units.forEach((u, i) => {
    if (u.reserve && !boxes.includes(u.reserve.box))
      out.push(at(s.origins.units[i], ['reserve', 'box'], missing('box', u.reserve.box, boxes)));
  });
  return out;
}
