/** What a CRT column stands for: an odds ratio (attacker/defender) or a differential. */
export interface CrtColumn {
  label: string;
  value: number;
}

/**
 * Reads column headings as printed. Odds "3-1" is 3, "1-2" is 0.5; differentials "-4", "+3",
 * and open ends such as "<-5" or "+5 >" are read as their number: the first and last columns
 * take everything beyond them.
 */
export function parseCrtColumns(
  method: 'odds' | 'differential',
  labels: readonly string[],
): { columns: CrtColumn[]; bad: number[] } {
  const columns: CrtColumn[] = [];
  const bad: number[] = [];
  labels.forEach((label, i) => {
    if (method === 'odds') {
      const m = label.match(/(\d+)\s*[-:]\s*(\d+)/);
      if (m && Number(m[2]) > 0) columns.push({ label, value: Number(m[1]) / Number(m[2]) });
      else bad.push(i);
    } else {
      const m = label.replace(/\s+/g, '').match(/[+-]?\d+/);
      if (m) columns.push({ label, value: Number(m[0]) });
      else bad.push(i);
    }
  });
  return { columns, bad };
}
