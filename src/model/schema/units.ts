import { z } from 'zod';
import {
  strict,
  id,
  name,
  text,
  int,
  num,
  list,
  copies,
  factor,
  turn,
  provenance,
  color,
  LIMITS,
  pieceSize,
} from './common.js';

export const unitTypes = [
  'infantry',
  'mountain-infantry',
  'parachute',
  'armour',
  'mechanized',
  'motorized',
  'panzergrenadier',
  'artillery',
  'self-propelled-artillery',
  'anti-tank',
  'anti-aircraft',
  'assault-gun',
  'engineer',
  'recon',
  'cavalry',
  'hq',
  'outpost',
  'specialist-armour',
  'amphibious',
  'infantry-weapons',
  'truck',
  'half-track',
  'armoured-car',
  'tank-destroyer',
  'air',
  'fortification',
  'other',
] as const;

export const echelons = [
  'none',
  'team',
  'squad',
  'section',
  'platoon',
  'company',
  'battery',
  'battalion',
  'regiment',
  'brigade',
  'division',
  'corps',
  'army',
] as const;

/** The combat values a counter carries, in the form its game uses. */
export const factors = z.discriminatedUnion(
  'kind',
  [
    strict({
      kind: z.literal('attack-defence-move'),
      attack: factor,
      defence: factor,
      move: factor,
      provenance,
    }),
    strict({
      kind: z.literal('combat-move'),
      combat: factor,
      move: factor,
      provenance,
    }),
    strict({ kind: z.literal('shift-move'), shift: int(-LIMITS.shift, LIMITS.shift), move: factor, provenance }),
    strict({
      kind: z.literal('strength'),
      strength: factor,
      move: factor.optional(),
      provenance,
    }),
    strict({
      kind: z.literal('fire-combat-move'),
      fireDice: factor,
      combat: factor,
      move: factor,
      provenance,
    }),
    strict({ kind: z.literal('none'), provenance: provenance.optional() }),
  ],
  {
    error:
      'factors.kind must be one of: attack-defence-move, combat-move, shift-move, strength, fire-combat-move, none',
  },
);

export const placement = strict({
  /** A hex, sector, area, box, zone or edge id on the game's map. */
  location: id,
  /**
   * Where the kit starts the piece when `location` is a zone or a choice: one hex, sector or area of a legal set-up
   * (the VASSAL module's at-start stacks). Without it the piece is spread over its zone.
   */
  start: id.optional(),
  turn: turn.optional(),
  date: name.optional(),
  note: text.optional(),
  provenance: provenance.optional(),
});

export const back = strict({
  /** What the counter's back shows: reduced factors, out-of-supply factors, the other side's, plain or the same. */
  kind: z.enum(['reduced', 'out-of-supply', 'plain', 'other-side', 'same']),
  factors: factors.optional(),
  label: name.optional(),
});

export const unit = strict({
  id,
  name,
  /** Short designation printed on the counter, e.g. "44" or "1051". */
  designation: name.optional(),
  side: id,
  nationality: id,
  formation: id.optional(),
  type: z.enum(unitTypes),
  echelon: z.enum(echelons),
  /**
   * MIL-STD-2525 letter SIDC (15 characters) or 2525D number SIDC, drawn with milsymbol. Left out, it is made
   * from `type`, `echelon` and the side (src/model/sidc.ts).
   */
  sidc: z
    .string()
    .max(30)
    .regex(/^([A-Za-z\-*]{10,15}|\d{20,30})$/, 'a SIDC is 10-15 letters (2525C) or 20-30 digits (2525D)')
    .optional(),
  count: copies.default(1),
  /**
   * The counter's own shape, width by height ("1in x 0.5in" for a leader), where it is not the game's square
   * counter. The face is drawn in a box 100 units on its short side; the bundled templates centre the square face
   */
  size: pieceSize.optional(),
  steps: int(1, LIMITS.steps).default(1),
  factors,
  back: back.default({ kind: 'plain' }),
  colors: strict({
    background: color.optional(),
    symbol: color.optional(),
    band: color.optional(),
    text: color.optional(),
  }).optional(),
  abilities: list(id, 100).default([]),
  /** Where the unit starts, or arrives; absent means the designer left it to the players. */
  setup: placement.optional(),
  reserve: strict({ box: id, cost: num(0, LIMITS.value).optional(), note: text.optional() }).optional(),
  notes: text.optional(),
  provenance,
});

/** The pictures a marker can carry (drawn by the counters part); chosen by what the marker records. */
export const MARKER_ICONS = [
  'turn',
  'sequence',
  'hit',
  'disabled',
  'dug-in',
  'supply',
  'combat',
  'engaged',
  'control',
  'weather',
  'bridge',
  'bridge-collapsed',
  'labour',
  'amphibious',
  'victory-points',
] as const;

export const marker = strict({
  id,
  name,
  side: id.optional(),
  /** Words on the face and back, e.g. "Turn" / "Allied Move-Attack". */
  front: name,
  backText: name.optional(),
  count: copies.default(1),
  size: pieceSize.optional(),
  sidc: name.optional(),
  /** The picture printed above the words, so a marker reads at a glance; a marker with a SIDC shows its symbol. */
  icon: z.enum(MARKER_ICONS).optional(),
  abilities: list(id, 100).default([]),
  setup: placement.optional(),
  provenance,
});

export const unitsFile = strict({
  units: list(unit, LIMITS.pieces).default([]),
  markers: list(marker, LIMITS.pieces).default([]),
  /** Total number of pieces the published game has, checked against units and markers. */
  pieceCount: int(0, LIMITS.pieces).optional(),
});

/** A unit as the loader hands it on: its SIDC written in the data, or made from its type, echelon and side. */
export type Unit = Omit<z.infer<typeof unit>, 'sidc'> & { sidc: string };
export type Marker = z.infer<typeof marker>;
export type Factors = z.infer<typeof factors>;
