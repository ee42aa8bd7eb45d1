export const PT_PER_IN = 72;
export const PT_PER_MM = 72 / 25.4;

export const mmToPt = (mm: number): number => mm * PT_PER_MM;
export const ptToMm = (pt: number): number => pt / PT_PER_MM;

/** "8in", "203mm", "2.5cm", "36pt" → points. */
export function lengthToPt(length: string): number {
  const m = length.match(/^(\d+(?:\.\d+)?)(mm|cm|in|pt)$/);
  if (!m) throw new Error(`not a length: ${length}`);
  const v = Number(m[1]);
  return m[2] === 'mm' ? mmToPt(v) : m[2] === 'cm' ? mmToPt(v * 10) : m[2] === 'in' ? v * PT_PER_IN : v;
}
