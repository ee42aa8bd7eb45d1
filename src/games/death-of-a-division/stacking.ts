import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { AreaUnit } from './area-units.js';

const LIMIT_ROW = 'Friendly units that may end their move in one area';

/** No more than three friendly units end their move in one area (rules 5); the limit is read off the stacking table. */
export function checkStacking(s: Scenario, units: readonly AreaUnit[]): void {
  const chart = s.charts.find((c) => c.id === 'stacking');
  const row = chart?.kind === 'table' ? chart.rows.find((r) => r[0] === LIMIT_ROW) : undefined;
  const limit = Number(row?.[1]);
  if (!Number.isFinite(limit)) return;
  const groups = new Map<string, AreaUnit[]>();
  for (const u of units) {
    const k = `${u.area}|${u.unit.side}`;
    groups.set(k, [...(groups.get(k) ?? []), u]);
  }
  for (const [k, us] of groups)
    if (us.length > limit)
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.stacking', {
          count: us.length,
          side: us[0].unit.side,
          at: k.split('|')[0],
          units: us.map((u) => u.ref).join(', '),
          limit,
        }),
      );
}
