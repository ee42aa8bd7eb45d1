import type { Scenario } from '../../model/scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import { KeyedRefusal, msg } from '../../assist/messages.js';

export type TableChart = Extract<Chart, { kind: 'table' }>;
export type TerrainChart = Extract<Chart, { kind: 'terrain-effects' }>;

/** A chart the procedure cannot do without; its absence is a fault of the game's data, named as such. */
export function requireChart<K extends Chart['kind']>(s: Scenario, id: string, kind: K): Extract<Chart, { kind: K }> {
  const c = s.charts.find((x) => x.id === id);
  if (!c || c.kind !== kind) throw new KeyedRefusal(msg('refused.needsChart', { game: s.id, kind, id }));
  return c as Extract<Chart, { kind: K }>;
}

/** The row of a plain table whose first cell is `name`. */
export function tableRow(chart: TableChart, name: string): (string | number)[] {
  const row = chart.rows.find((r) => r[0] === name);
  if (!row) throw new KeyedRefusal(msg('refused.noRow', { id: chart.id, row: name }));
  return row;
}

/** The index of the column whose id (the chart's `columnIds`) is `id`; headings are words, never looked up. */
export function columnIndex(chart: { id: string; columnIds?: readonly string[] }, id: string): number {
  const i = chart.columnIds?.indexOf(id) ?? -1;
  if (i < 0)
    throw new KeyedRefusal(
      msg('refused.noColumnId', {
        id: chart.id,
        column: id,
        tail: chart.columnIds
          ? msg('refused.columnIds', { ids: chart.columnIds.join(', ') })
          : msg('refused.giveColumnIds'),
      }),
    );
  return i;
}

/** The cell of the row `rowName` in the column whose id is `column`. */
export function tableCell(chart: TableChart, rowName: string, column: string): string | number {
  return tableRow(chart, rowName)[columnIndex(chart, column)];
}

/** A cell read as a number; "—" and other text mean none. */
export function numberCell(v: string | number | undefined): number | undefined {
  if (typeof v === 'number') return v;
  if (v !== undefined && /^\d+$/.test(v.trim())) return Number(v);
  return undefined;
}
