import type { Scenario } from '../../model/scenario.js';
import { InputError } from '../../util/input-error.js';
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
      throw new InputError(
        `${us.length} ${us[0].unit.side} units in ${k.split('|')[0]} (${us.map((u) => u.ref).join(', ')}): ` +
          `no more than ${limit} friendly units may end their move in one area`,
      );
}
