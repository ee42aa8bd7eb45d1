import { inRange, parseRollLabel, type RollRange } from '../../model/roll-range.js';
import { InputError } from '../../util/input-error.js';
import { numberCell, tableRow, type TableChart } from '../../rules/shared/chart-lookup.js';

/** The ranges a Fire Chart column heading covers: "Range 2", "Range 6-8", "Range 9+"; undefined for other columns. */
function rangesOf(heading: string): RollRange | undefined {
  const m = heading.match(/^Range\s+(.+)$/i);
  return m ? parseRollLabel(m[1]) : undefined;
}

/** The Fire Chart's range column for a range in sectors. */
export function rangeColumn(fire: TableChart, range: number): { index: number; label: string } {
  const index = fire.columns.findIndex((c) => {
    const r = rangesOf(c);
    return r !== undefined && inRange(r, range);
  });
  if (index < 0) throw new InputError(`the Fire Chart has no column for range ${range}`);
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
  fire.columns.forEach((c, i) => {
    const r = rangesOf(c);
    if (r && numberCell(row[i]) !== undefined) out.push(r.min);
  });
  return out;
}
