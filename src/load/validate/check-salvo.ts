import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Salvo } from '../../model/schema/salvo.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { rangesOfColumn } from '../../model/range-column.js';
import { conditionProblems, vocabulary } from './check-rules.js';
import { salvoRowProblems } from './check-salvo-rows.js';

// A hook's declared salvo against the game's charts (issue #20): the fire table has range columns, the figures and
// vehicles tables have the columns named, the cover chart is a terrain chart that gives the effect, the unit
// conditions read, and every unit finds its rows. Each problem names the file, line and field, with the nearest id.

export function salvoProblems(s: Scenario, ref: SourceRef, decl: Salvo): Problem[] {
  const out: Problem[] = [];
  const base: PathPart[] = ['salvo'];
  const ids = s.charts.map((c) => c.id);
  const table = (path: PathPart[], id: string) => {
    const c = s.charts.find((x) => x.id === id);
    if (!c) out.push(at(ref, path, missing('chart', id, ids)));
    else if (c.kind !== 'table') out.push(at(ref, path, `chart "${id}" is a ${c.kind}, not a table`));
    else if (!c.columnIds) out.push(at(ref, path, `chart "${id}" gives no columnIds: the salvo finds columns by id`));
    else return c;
    return undefined;
  };
  const fire = table([...base, 'chart'], decl.chart);
  if (fire?.columnIds && !fire.columnIds.some((c) => rangesOfColumn(c)))
    out.push(
      at(ref, [...base, 'chart'], `chart "${fire.id}" has no range column: ids such as range-1, range-6-8, range-9-up`),
    );
  const columns = (
    what: 'figures' | 'vehicles',
    keys: readonly ('figures' | 'open' | 'cover' | 'disable' | 'destroy')[],
  ) => {
    const decl2 = decl[what] as Record<string, string>;
    const c = table([...base, what, 'chart'], decl2.chart);
    if (!c?.columnIds) return;
    for (const k of keys)
      if (!c.columnIds.includes(decl2[k]))
        out.push(at(ref, [...base, what, k], missing(`column in "${c.id}"`, decl2[k], c.columnIds)));
  };
  columns('figures', ['figures', 'open', 'cover']);
  columns('vehicles', ['disable', 'destroy']);
  const cover = s.charts.find((x) => x.id === decl.cover.chart);
  if (!cover) out.push(at(ref, [...base, 'cover', 'chart'], missing('chart', decl.cover.chart, ids)));
  else if (cover.kind !== 'terrain-effects')
    out.push(at(ref, [...base, 'cover', 'chart'], `chart "${cover.id}" is a ${cover.kind}, not terrain-effects`));
  else {
    const effects = new Set(cover.rows.flatMap((r) => Object.keys(r.effects ?? {})));
    if (!cover.rows.some((r) => r.effects?.[decl.cover.effect] === true))
      out.push(at(ref, [...base, 'cover', 'effect'], missing(`effect in "${cover.id}"`, decl.cover.effect, effects)));
  }
  const v = vocabulary(s, undefined, 'general');
  out.push(...conditionProblems(ref, [...base, 'figures', 'unit'], decl.figures.unit, v, 'bool', true));
  out.push(...salvoRowProblems(s, ref, decl, v, fire));
  decl.order.forEach((o, i) => {
    if ('last' in o) out.push(...conditionProblems(ref, [...base, 'order', i, 'last'], o.last, v, 'bool', true));
  });
  return out;
}
