import { inRange, type RollRange } from '../../model/roll-range.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { numberCell, tableRow, type TableChart } from '../../rules/shared/chart-lookup.js';

/**
 * The ranges a Fire Chart column covers, read from its id (charts.yaml `columnIds`, never the heading's words):
 * "range-2", "range-6-8", "range-9-up"; undefined for other columns.
 */
function rangesOf(columnId: string | undefined): RollRange | undefined {
  const m = columnId?.match(/^range-(\d+)(?:-(\d+|up))?$/);
  if (!m) return undefined;
  return { min: Number(m[1]), max: m[2] === 'up' ? Number.POSITIVE_INFINITY : Number(m[2] ?? m[1]) };
}

/** Each column's ranges; a Fire Chart without column ids is refused, naming what it lacks. */
function columnRanges(fire: TableChart): (RollRange | undefined)[] {
  if (!fire.columnIds) throw new KeyedRefusal(msg('remagen.refused.fireColumnIds', { id: fire.id }));
  return fire.columns.map((_, i) => rangesOf(fire.columnIds![i]));
}

/** The Fire Chart's range column for a range in sectors. */
export function rangeColumn(fire: TableChart, range: number): { index: number; label: string } {
  const index = columnRanges(fire).findIndex((r) => r !== undefined && inRange(r, range));
  if (index < 0) throw new KeyedRefusal(msg('remagen.refused.noRangeColumn', { range }));
  return { index, label: fire.columns[index] };
}

/** What one kind of firing unit reads at a range: the divisor, or undefined when the range is beyond its reach. */
export function divisorFor(fire: TableChart, rowName: string, range: number): number | undefined {
  return numberCell(tableRow(fire, rowName)[rangeColumn(fire, range).index]);
}

/** The longest range at which the row shows a divisor, for error messages. */
export function reachOf(fire: TableChart, rowName: string): number[] {
  const row = tableRow(fire, rowName);
  const out: number[] = [];
  columnRanges(fire).forEach((r, i) => {
    if (r && numberCell(row[i]) !== undefined) out.push(r.min);
  });
  return out;
}
