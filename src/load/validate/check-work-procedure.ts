import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { WorkProcedure } from '../../model/schema/work-procedure.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { placeProblems } from './check-rules.js';
import { workProblems } from './check-work.js';

// A declared `work` procedure against the game: the numbers as a hook's work is checked, every place's cells are
// the map's, one cell names one place, and the option naming the units rolling is none of the procedure's other
// options. Each problem names the file, line and field.

/** The options a work procedure takes besides the units rolling: the units' option may not be one of them. */
const TAKEN = ['damage', 'completed', 'position', 'turn', 'option', 'dice', 'seed', 'journal', 'preview'];

export function workProcedureProblems(s: Scenario, ref: SourceRef, p: WorkProcedure): Problem[] {
  const out = workProblems(s, ref, p.work);
  if (!p.places.length && !p.bridges)
    out.push(at(ref, ['places'], 'work is done at places: list them, or name bridges'));
  if (p.bridges) {
    const map = s.map;
    if (map?.kind !== 'square') out.push(at(ref, ['bridges'], "bridges are a square map's (map.yaml bridges)"));
    else if (!map.bridges.some((b) => b.kind === p.bridges?.kind))
      out.push(at(ref, ['bridges', 'kind'], `the map has no bridge of kind "${p.bridges.kind}"`));
  }
  const owner = new Map<string, string>();
  const ids = new Set<string>();
  p.places.forEach((place, i) => {
    if (ids.has(place.id)) out.push(at(ref, ['places', i, 'id'], `place "${place.id}" is declared twice`));
    ids.add(place.id);
    place.cells.forEach((c, j) => {
      out.push(...placeProblems(s, ref, ['places', i, 'cells', j], c));
      const first = owner.get(c.toUpperCase());
      if (first && first !== place.id)
        out.push(
          at(ref, ['places', i, 'cells', j], `"${c}" is a cell of place "${first}" too: a cell names one place`),
        );
      owner.set(c.toUpperCase(), place.id);
    });
    (place.from ?? []).forEach((c, j) => out.push(...placeProblems(s, ref, ['places', i, 'from', j], c)));
  });
  // The procedure's own options, each a name no other option of the command has.
  const own: [string, (string | number)[]][] = [
    [p.place.id, ['place', 'id']],
    ...(p.check?.units ? [[p.check.units.id, ['check', 'units', 'id']] as [string, (string | number)[]]] : []),
    [p.workers.id, ['workers', 'id']],
    [p.work.state.count, ['work', 'state', 'count']],
    ...p.optionFlags.map((o, i): [string, (string | number)[]] => [o, ['optionFlags', i]]),
  ];
  own.forEach(([id, field], i) => {
    if (TAKEN.includes(id) || own.slice(0, i).some(([other]) => other === id))
      out.push(at(ref, field, `"--${id}" is an option the work procedure has already: name it otherwise`));
  });
  // A game option taken as an option of its own is one game.yaml declares.
  const options = s.game.options.map((o) => o.id);
  p.optionFlags.forEach((o, i) => {
    if (!options.includes(o)) out.push(at(ref, ['optionFlags', i], missing('game option', o, options)));
  });
  return out;
}
