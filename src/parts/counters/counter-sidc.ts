import type { Unit } from '../../model/types.js';
import { ECHELON_DIGITS, ECHELON_LETTER } from '../../model/sidc.js';

type Echelon = Unit['echelon'];

// The echelon marks are the data model's (the same the SIDC made from type and echelon uses): one table each.
const LETTER_ECHELON = ECHELON_LETTER;
const NUMBER_ECHELON = ECHELON_DIGITS;

/**
 * The SIDC as a counter draws it. Affiliation becomes "friend" for every side: a printed counter is
 * seen by both players, so side is shown by the background colour and every unit gets the rectangular
 * frame wargamers expect. Where the SIDC leaves the echelon blank, the unit's echelon fills it in,
 * so the size marks above the frame are always drawn.
 */
export function counterSidc(sidc: string, echelon: Echelon): string {
  if (/^\d+$/.test(sidc)) {
    const d = sidc.split('');
    d[3] = '3';
    if (d.slice(4, 6).join('') === '10' && d.slice(8, 10).join('') === '00' && NUMBER_ECHELON[echelon]) {
      [d[8], d[9]] = NUMBER_ECHELON[echelon]!.split('');
    }
    return d.join('');
  }
  const c = sidc.toUpperCase().padEnd(15, '-').split('');
  c[1] = 'F';
  const isGroundUnit = c[2] === 'G' && c[4] === 'U';
  const blank = (ch: string) => ch === '-' || ch === '*';
  if (isGroundUnit && blank(c[11]) && LETTER_ECHELON[echelon]) c[11] = LETTER_ECHELON[echelon]!;
  return c.join('');
}
