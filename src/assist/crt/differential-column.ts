import { parseCrtColumns } from '../../model/crt-columns.js';

/** The column for a differential; the end columns take everything beyond them ("<-5", "+5 >"). */
export function differentialColumnIndex(
  diff: number,
  labels: readonly string[],
): { index: number; clamped: 'low' | 'high' | undefined } {
  const { columns } = parseCrtColumns('differential', labels);
  const first = columns[0].value;
  const last = columns[columns.length - 1].value;
  if (diff <= first) return { index: 0, clamped: diff < first ? 'low' : undefined };
  if (diff >= last) return { index: columns.length - 1, clamped: diff > last ? 'high' : undefined };
  const exact = columns.findIndex((c) => c.value === diff);
  if (exact >= 0) return { index: exact, clamped: undefined };
  // A table with gaps between columns reads a differential on the column below it.
  let index = 0;
  columns.forEach((c, i) => c.value <= diff && (index = i));
  return { index, clamped: undefined };
}
