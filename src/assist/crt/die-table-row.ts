import type { DieTable } from '../../model/schema/charts.js';
import { rowForRoll } from './row-for-roll.js';

/** The row of a die table a roll reads on; rolls past the table's ends read on its end rows. */
export function dieTableRow(table: DieTable, roll: number): DieTable['rows'][number] {
  return table.rows[
    rowForRoll(
      table.rows.map((r) => r.roll),
      roll,
    ).index
  ];
}
