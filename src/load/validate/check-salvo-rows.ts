import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Salvo } from '../../model/schema/salvo.js';
import type { Vocabulary } from '../../model/rules-condition.js';
import type { Chart } from '../../model/schema/charts.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { conditionProblems } from './check-rules.js';
import { losesFigures, salvoRow } from '../../model/salvo-rows.js';

type TableChart = Extract<Chart, { kind: 'table' }>;

// A salvo's `rows` (issue #20): each names a row its table has, each unit condition reads, and every unit of the
// game finds a row of the fire table, and a row of the vehicles table unless it loses figures on a row of the
// figures table, so no counter is left without a row at the table.

export function salvoRowProblems(
  s: Scenario,
  ref: SourceRef,
  decl: Salvo,
  v: Vocabulary,
  fire: TableChart | undefined,
): Problem[] {
  const out: Problem[] = [];
  const charts: Record<'fire' | 'figures' | 'vehicles', string> = {
    fire: decl.chart,
    figures: decl.figures.chart,
    vehicles: decl.vehicles.chart,
  };
  const table = (id: string) => {
    const c = id === fire?.id ? fire : s.charts.find((x) => x.id === id);
    return c?.kind === 'table' ? c : undefined;
  };
  let unread = false;
  decl.rows.forEach((r, i) => {
    if (r.unit) {
      const found = conditionProblems(ref, ['salvo', 'rows', i, 'unit'], r.unit, v, 'bool', true);
      unread ||= found.length > 0;
      out.push(...found);
    }
    for (const k of ['fire', 'figures', 'vehicles'] as const) {
      const row = r[k];
      const c = row === undefined ? undefined : table(charts[k]);
      if (row !== undefined && c && !c.rows.some((x) => x[0] === row))
        out.push(
          at(
            ref,
            ['salvo', 'rows', i, k],
            missing(
              `row of "${c.id}"`,
              row,
              c.rows.map((x) => String(x[0])),
            ),
          ),
        );
    }
  });
  if (unread) return out;
  const lacking = (u: Scenario['units'][number]) => {
    if (!salvoRow(decl, u, 'fire')) return 'fire';
    const tray = losesFigures(decl, u) && salvoRow(decl, u, 'figures');
    return !tray && !salvoRow(decl, u, 'vehicles') ? 'vehicles' : undefined;
  };
  for (const u of s.units) {
    let lacks: 'fire' | 'vehicles' | undefined;
    try {
      lacks = lacking(u);
    } catch {
      // The figures condition does not read: reported with its own field.
      return out;
    }
    if (lacks)
      out.push(
        at(
          ref,
          ['salvo', 'rows'],
          `unit "${u.id}" (type ${u.type}) reads no row of the ${lacks} table "${charts[lacks]}": ` +
            'add an entry whose unit condition holds for it',
        ),
      );
  }
  return out;
}
