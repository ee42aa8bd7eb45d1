import { InputError } from '../../util/input-error.js';
import { PT_PER_IN, mmToPt } from '../../print/units.js';

/** The sizes wargames print counters at, in inches: ½", ⅝" (the common default), ¾", 1". */
const INCH_SIZES: Record<string, number> = { '1/2': 0.5, '5/8': 0.625, '3/4': 0.75, '1': 1 };

export interface CounterSize {
  /** As the user wrote it, for messages and the manifest: "5/8", "16mm". */
  label: string;
  pt: number;
}

/** Reads --counter-size: 1/2, 5/8, 3/4, 1 (inches; a trailing " or "in" is allowed) or a size in mm such as 16mm. */
export function parseCounterSize(value: string | undefined): CounterSize {
  const v = (value ?? '5/8').trim().toLowerCase().replace(/(in|")$/, '');
  if (INCH_SIZES[v] !== undefined) return { label: `${v}in`, pt: INCH_SIZES[v] * PT_PER_IN };
  const mm = v.match(/^(\d+(?:\.\d+)?)\s*mm$/);
  if (mm && Number(mm[1]) >= 8) return { label: `${mm[1]}mm`, pt: mmToPt(Number(mm[1])) };
  if (mm) throw new InputError(`--counter-size ${value}: counters smaller than 8 mm cannot be cut or read`);
  throw new InputError(`--counter-size "${value}" is not a counter size; use 1/2, 5/8, 3/4, 1 (inches) or a size in mm such as 16mm`);
}
