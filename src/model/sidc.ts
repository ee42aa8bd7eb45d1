import type { echelons, unitTypes } from './schema/units.js';

type UnitType = (typeof unitTypes)[number];
type Echelon = (typeof echelons)[number];

/**
 * MIL-STD-2525C function ids (positions 5-10 of a letter SIDC) for each unit type, as the bundled games write
 * them, so that a designer who leaves `sidc` out gets the symbol a designer would have chosen.
 */
const FUNCTION: Record<UnitType, string> = {
  infantry: 'UCI---',
  'mountain-infantry': 'UCIO--',
  parachute: 'UCIA--',
  armour: 'UCA---',
  mechanized: 'UCIZ--',
  motorized: 'UCIM--',
  panzergrenadier: 'UCIZ--',
  artillery: 'UCF---',
  'self-propelled-artillery': 'UCFHE-',
  'anti-tank': 'UCAA--',
  'anti-aircraft': 'UCD---',
  'assault-gun': 'UCAAA-',
  engineer: 'UCE---',
  recon: 'UCR---',
  cavalry: 'UCRH--',
  hq: 'UH----',
  outpost: 'UCI---',
  'specialist-armour': 'UCECT-',
  amphibious: 'EVAA--',
  'infantry-weapons': 'EWRH--',
  truck: 'UST---',
  'half-track': 'EVAA--',
  'armoured-car': 'UCRVA-',
  'tank-destroyer': 'UCAA--',
  air: 'MF----',
  fortification: 'UCI---',
  other: 'U-----',
};

/** Position 12 of a letter SIDC: the echelon mark above the frame (XX for a division, III for a regiment). */
export const ECHELON_LETTER: Record<Echelon, string> = {
  none: '-',
  team: 'A',
  squad: 'B',
  section: 'C',
  platoon: 'D',
  company: 'E',
  battery: 'E',
  battalion: 'F',
  regiment: 'G',
  brigade: 'H',
  division: 'I',
  corps: 'J',
  army: 'K',
};

/** The 2525D amplifier digits (positions 9-10 of a number SIDC) for the same echelons. */
export const ECHELON_DIGITS: Record<Echelon, string> = {
  none: '00',
  team: '11',
  squad: '12',
  section: '13',
  platoon: '14',
  company: '15',
  battery: '15',
  battalion: '16',
  regiment: '17',
  brigade: '18',
  division: '21',
  corps: '22',
  army: '23',
};

/**
 * The affiliation a side's symbols carry: the first side of game.yaml is drawn friendly (blue rectangle),
 * every other side hostile (red diamond), as wargames conventionally show the two sides.
 */
export const affiliationOf = (sideIndex: number): 'F' | 'H' => (sideIndex <= 0 ? 'F' : 'H');

/** A 2525C letter SIDC from what the unit already says: its type, echelon and side. */
export function deriveSidc(type: UnitType, echelon: Echelon, sideIndex: number): string {
  const air = type === 'air';
  return `S${affiliationOf(sideIndex)}${air ? 'A' : 'G'}P${FUNCTION[type]}${type === 'hq' ? 'A' : '-'}${
    air ? '-' : ECHELON_LETTER[echelon]
  }`;
}

const LETTER_ECHELON = new Map(Object.entries(ECHELON_LETTER).map(([e, l]) => [l, e as Echelon]));
const DIGITS_ECHELON = new Map(Object.entries(ECHELON_DIGITS).map(([e, d]) => [d, e as Echelon]));

/**
 * The echelon an explicit SIDC prints, where it prints one: milsymbol draws the SIDC's own mark, so a unit
 * whose `echelon` says corps and whose SIDC says division is printed XX without a word. Undefined where the SIDC
 * carries no echelon (equipment, "-").
 */
export function sidcEchelon(sidc: string): Echelon | undefined {
  if (/^\d{20,30}$/.test(sidc)) {
    const e = DIGITS_ECHELON.get(sidc.slice(8, 10));
    return e === 'none' ? undefined : e;
  }
  const e = LETTER_ECHELON.get(sidc.charAt(11).toUpperCase());
  return e === 'none' ? undefined : e;
}

/**
 * Marks an echelon is drawn with besides its own: armies size a gun or vehicle section like a platoon, and some
 * mark a battery as a platoon, so those two readings are not called a disagreement.
 */
const ALSO_DRAWN: Partial<Record<Echelon, string[]>> = { section: ['D'], battery: ['D'] };

/** Whether a SIDC's echelon mark and a unit's `echelon` say the same (a battery and a company share one mark). */
export function sidcAgrees(sidc: string, echelon: Echelon): boolean {
  const printed = sidcEchelon(sidc);
  if (printed === undefined) return true;
  const mark = ECHELON_LETTER[printed];
  return mark === ECHELON_LETTER[echelon] || !!ALSO_DRAWN[echelon]?.includes(mark);
}

/** The echelon's name as the mark a player sees, for a message: "division (XX)". */
const MARK: Record<string, string> = {
  A: 'Ø',
  B: '•',
  C: '••',
  D: '•••',
  E: 'I',
  F: 'II',
  G: 'III',
  H: 'X',
  I: 'XX',
  J: 'XXX',
  K: 'XXXX',
};
export const echelonMark = (e: Echelon): string => `${e} (${MARK[ECHELON_LETTER[e]] ?? '-'})`;
