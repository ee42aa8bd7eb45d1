import type { Crt } from '../../model/schema/charts.js';

/** A cell in words: "1/1" on a split table becomes "attacker: …; defender: …". */
export function resultMeaning(crt: Crt, cell: string): string {
  const meaning = (code: string) => crt.results.find((r) => r.code === code)?.meaning ?? code;
  if (!crt.split) return meaning(cell);
  const [a, d] = cell.split(crt.split);
  return `attacker: ${meaning(a)}; defender: ${meaning(d)}`;
}
