import { inRange, parseRollLabel, type RollRange } from '../../model/roll-range.js';

/** The row a modified roll reads on; rolls past the table's ends read on its end rows. */
export function rowForRoll(labels: readonly (string | number)[], roll: number): { index: number; clamped: boolean } {
  const ranges: RollRange[] = labels.map((l) => parseRollLabel(l)!);
  const i = ranges.findIndex((r) => inRange(r, roll));
  if (i >= 0) return { index: i, clamped: false };
  let lowest = 0;
  let highest = 0;
  ranges.forEach((r, k) => {
    if (r.min < ranges[lowest].min) lowest = k;
    if (r.max > ranges[highest].max) highest = k;
  });
  return { index: roll < ranges[lowest].min ? lowest : highest, clamped: true };
}
