import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { ReplaceProcedure } from '../../model/schema/replace-procedure.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { gridOf } from './map-grid.js';

// Where a replacement may enter (`kind: replace`, `enter`): each side and place it names exists, with "did you
// mean", and the map marks some area for each role it reads.

export function replaceEnterProblems(s: Scenario, ref: SourceRef, p: ReplaceProcedure): Problem[] {
  const out: Problem[] = [];
  const sides = s.game.sides.map((x) => x.id);
  const seen = new Set<string>();
  const map = s.map;
  const areas = map?.kind === 'area' ? map.areas.map((a) => a.id) : [];
  const grid = map && map.kind !== 'area' ? gridOf(map) : undefined;
  p.enter.forEach((e, i) => {
    const path = ['enter', i];
    if (!sides.includes(e.side)) out.push(at(ref, [...path, 'side'], missing('side', e.side, sides)));
    else if (seen.has(e.side))
      out.push(at(ref, [...path, 'side'], `${e.side} is declared twice: give one entry a side`));
    seen.add(e.side);
    if (!e.cells.length && !e.roles.length)
      out.push(at(ref, path, 'names no place: give cells (place ids) or roles (start, entry, supply)'));
    e.cells.forEach((c, j) => {
      if (map?.kind === 'area' && !areas.includes(c))
        out.push(at(ref, [...path, 'cells', j], missing('area', c, areas)));
      if (grid && !grid.parse(c)) out.push(at(ref, [...path, 'cells', j], `no cell "${c}" on the map`));
    });
    if (e.roles.length && map?.kind !== 'area')
      out.push(at(ref, [...path, 'roles'], 'roles name areas of an area map: on this map name cells'));
    else if (map?.kind === 'area') {
      const field = { supply: 'supplyFor', entry: 'entryFor', start: 'startFor' } as const;
      e.roles.forEach((r, j) => {
        const f = field[r];
        const marked = map.areas.some((a) => (f === 'entryFor' ? a.entryFor.includes(e.side) : a[f] === e.side));
        if (!marked) out.push(at(ref, [...path, 'roles', j], `no area of the map has ${f}: ${e.side}`));
      });
    }
    if (e.held && map?.kind !== 'area')
      out.push(at(ref, [...path, 'held'], 'held reads the control marked on the areas of an area map'));
  });
  return out;
}
