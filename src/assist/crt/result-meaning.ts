import type { Crt } from '../../model/schema/charts.js';

/** A cell in words: "1/1" on a split table becomes "attacker: …; defender: …", each side's own wording. */
export function resultMeaning(crt: Crt, cell: string): string {
  const meaning = (code: string, side: 'attacker' | 'defender' | undefined) =>
    (
      crt.results.find((r) => r.code === code && (side === undefined || r.for === side)) ??
      crt.results.find((r) => r.code === code && r.for === 'either')
    )?.meaning ??
    crt.results.find((r) => r.code === code)?.meaning ??
    code;
  if (!crt.split) return meaning(cell, undefined);
  const [a, d] = cell.split(crt.split);
  return `attacker: ${meaning(a, 'attacker')}; defender: ${meaning(d, 'defender')}`;
}
