import { InputError } from '../../util/input-error.js';

/** Reads --bleed in mm ("3", "3mm"); `fallback` when absent. */
export function parseBleedMm(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const m = value.trim().match(/^(\d+(?:\.\d+)?)\s*(?:mm)?$/);
  if (!m) throw new InputError(`--bleed "${value}": give the bleed in mm, e.g. 3`);
  const mm = Number(m[1]);
  if (mm > 10) throw new InputError(`--bleed ${value}: a bleed is a few mm (3 is usual); ${mm} mm is more than 10`);
  return mm;
}
