import { parseRollLabel, type RollRange } from '../../model/roll-range.js';

export interface CoverageIssue {
  row?: number;
  message: string;
}

/**
 * Die rows must read as rolls, follow each other without gap or overlap, and span every total the dice can
 * make (a modified roll beyond the ends is read on the end row, so open-ended end rows are not required).
 */
export function rollCoverage(
  labels: readonly (string | number)[],
  dice: { min: number; max: number },
): CoverageIssue[] {
  const issues: CoverageIssue[] = [];
  const ranges: (RollRange & { row: number })[] = [];
  labels.forEach((label, row) => {
    const r = parseRollLabel(label);
    if (!r)
      issues.push({ row, message: `"${label}" does not read as a roll; write "3", "1-2", "-4 or less" or "16+"` });
    else ranges.push({ ...r, row });
  });
  if (issues.length) return issues;
  ranges.sort((a, b) => a.min - b.min);
  for (let i = 1; i < ranges.length; i++) {
    const prev = ranges[i - 1];
    const cur = ranges[i];
    if (cur.min <= prev.max)
      issues.push({ row: cur.row, message: `roll ${labels[cur.row]} overlaps the row ${labels[prev.row]}` });
    else if (cur.min > prev.max + 1)
      issues.push({
        row: cur.row,
        message: `no row for ${prev.max + 1 === cur.min - 1 ? prev.max + 1 : `${prev.max + 1} to ${cur.min - 1}`}`,
      });
  }
  const first = ranges[0];
  const last = ranges[ranges.length - 1];
  if (first.min > dice.min)
    issues.push({ row: first.row, message: `the dice can roll ${dice.min}, but the first row starts at ${first.min}` });
  if (last.max < dice.max)
    issues.push({ row: last.row, message: `the dice can roll ${dice.max}, but the last row ends at ${last.max}` });
  return issues;
}
