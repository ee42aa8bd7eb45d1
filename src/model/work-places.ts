import type { Scenario } from './scenario.js';
import type { WorkPlaceDecl, WorkProcedure } from './schema/work-procedure.js';

// Where a declared `work` procedure is done: the places it lists, and the map's bridges of a kind it names. Read
// by the referee (src/rules/work-run.ts) and the printed aid alike.

/** Every place of the procedure: those it lists, then the map's bridges of the kind it names. */
export function workPlaces(s: Scenario, p: WorkProcedure): WorkPlaceDecl[] {
  const b = p.bridges;
  const bridges = b && s.map?.kind === 'square' ? s.map.bridges.filter((x) => x.kind === b.kind) : [];
  return [
    ...p.places,
    ...bridges.map((x) => ({
      id: x.id,
      name: x.name,
      cells: x.sectors,
      from: [...x.bridgeheads],
      section: b!.section,
    })),
  ];
}
