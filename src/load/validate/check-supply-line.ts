import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { SupplyProcedure } from '../../model/schema/rules.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { gridOf } from './map-grid.js';

// rules.yaml supply's `inPlace`, `roads`, `outOfSupply.halve` and `report` (model/schema/supply-line.ts): each
// names a side, a place, a road kind or an ability the game has, and holds on the map it is traced over.

export function supplyLineProblems(s: Scenario, ref: SourceRef, p: SupplyProcedure): Problem[] {
  const out: Problem[] = [];
  const map = s.map;
  if (!map) return out;
  const sides = s.game.sides.map((x) => x.id);
  const side = (path: PathPart[], v: string) => sides.includes(v) || out.push(at(ref, path, missing('side', v, sides)));
  // A place is a map place's name or a cell label; on an area map, an area id.
  const grid = map.kind === 'area' ? undefined : gridOf(map);
  const places = map.kind === 'area' ? map.areas.map((a) => a.id) : map.places.map((x) => x.name);
  p.inPlace.forEach((e, i) => {
    side(['inPlace', i, 'side'], e.side);
    e.places.forEach((name, j) => {
      if (places.includes(name) || grid?.parse(name)) return;
      const what = map.kind === 'area' ? 'area' : 'place or cell';
      out.push(at(ref, ['inPlace', i, 'places', j], missing(what, name, places)));
    });
  });
  if (p.roads) {
    if (map.kind === 'area')
      out.push(at(ref, ['roads'], 'roads are preferred on a hex or square map; an area map names links in `along`'));
    else {
      const kinds = [...new Set(map.roads.map((r) => r.kind as string))];
      p.roads.along.forEach(
        (k, i) => kinds.includes(k) || out.push(at(ref, ['roads', 'along', i], missing('road kind', k, kinds))),
      );
    }
    p.roads.sides.forEach((x, i) => side(['roads', 'sides', i], x));
    // The road search takes the line with the fewest cells off the roads, whatever its length.
    if (p.range !== undefined)
      out.push(at(ref, ['range'], 'a line that prefers roads runs any length: give `roads` or `range`, not both'));
  }
  const abilities = [...new Set(s.units.flatMap((u) => u.abilities))];
  p.outOfSupply.halve?.exempt.forEach(
    (e, i) =>
      abilities.includes(e.ability) ||
      out.push(
        at(ref, ['outOfSupply', 'halve', 'exempt', i, 'ability'], missing('unit ability', e.ability, abilities)),
      ),
  );
  if (p.report === 'lines' && map.kind === 'area')
    out.push(at(ref, ['report'], 'a report of lines lists cells: an area map reports `lengths`'));
  return out;
}
