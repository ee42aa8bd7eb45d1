import { sizeToMm } from '../model/size.js';

export const PT_PER_IN = 72;
export const PT_PER_MM = 72 / 25.4;

export const mmToPt = (mm: number): number => mm * PT_PER_MM;
export const ptToMm = (pt: number): number => pt / PT_PER_MM;

/** "8in", "203mm", "2.5cm", "36pt", "5/8" → points (src/model/size.ts). */
export function lengthToPt(length: string): number {
  const mm = sizeToMm(length);
  if (mm === undefined) throw new Error(`not a length: ${length}`);
  return mmToPt(mm);
}
