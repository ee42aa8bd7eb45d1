import { InputError } from '../../util/input-error.js';
import { mmToPt } from '../../print/units.js';

/** Reads a length option given in mm ("3", "3mm") into points; 0 when absent. */
export function parseMmOption(flag: string, value: string | undefined, maxMm: number): number {
  if (value === undefined || value.trim() === '') return 0;
  const m = value.trim().match(/^(\d+(?:\.\d+)?)\s*(?:mm)?$/i);
  if (!m) throw new InputError(`${flag} "${value}": give a length in mm, e.g. ${flag} 2`);
  const mm = Number(m[1]);
  if (mm > maxMm) throw new InputError(`${flag} ${value}: at most ${maxMm} mm makes sense here`);
  return mmToPt(mm);
}
