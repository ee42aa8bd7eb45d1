import { z } from 'zod';
import { strict, id, provenance, color } from './common.js';

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
      attack: z.number().int().min(0),
      defence: z.number().int().min(0),
      move: z.number().int().min(0),
      provenance,
    }),
    strict({
      kind: z.literal('combat-move'),
      combat: z.number().int().min(0),
      move: z.number().int().min(0),
      provenance,
    }),
    strict({ kind: z.literal('shift-move'), shift: z.number().int(), move: z.number().int().min(0), provenance }),
    strict({
      kind: z.literal('strength'),
      strength: z.number().int().min(0),
      move: z.number().int().min(0).optional(),
      provenance,
    }),
    strict({
      kind: z.literal('fire-combat-move'),
      fireDice: z.number().int().min(0),
      combat: z.number().int().min(0),
      move: z.number().int().min(0),
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
  turn: z.number().int().min(1).optional(),
  date: z.string().optional(),
  note: z.string().optional(),
  provenance: provenance.optional(),
});

export const back = strict({
  kind: z.enum(['reduced', 'out-of-supply', 'plain', 'other-side', 'same']),
  factors: factors.optional(),
  label: z.string().optional(),
});

export const unit = strict({
  id,
  name: z.string(),
  /** Short designation printed on the counter, e.g. "44" or "1051". */
  designation: z.string().optional(),
  side: id,
  nationality: id,
  formation: id.optional(),
  type: z.enum(unitTypes),
  echelon: z.enum(echelons),
  /** MIL-STD-2525 letter SIDC (15 characters) or 2525D number SIDC, drawn with milsymbol. */
  sidc: z.string().regex(/^([A-Za-z\-*]{10,15}|\d{20,30})$/, 'a SIDC is 10-15 letters (2525C) or 20-30 digits (2525D)'),
  count: z.number().int().min(1).default(1),
  steps: z.number().int().min(1).default(1),
  factors,
  back: back.default({ kind: 'plain' }),
  colors: strict({
    background: color.optional(),
    symbol: color.optional(),
    band: color.optional(),
    text: color.optional(),
  }).optional(),
  abilities: z.array(id).default([]),
  /** Where the unit starts, or arrives; absent means the designer left it to the players. */
  setup: placement.optional(),
  reserve: strict({ box: id, cost: z.number().optional(), note: z.string().optional() }).optional(),
  notes: z.string().optional(),
  provenance,
});

export const marker = strict({
  id,
  name: z.string(),
  side: id.optional(),
  /** Words on the face and back, e.g. "Turn" / "Allied Move-Attack". */
  front: z.string(),
  backText: z.string().optional(),
  count: z.number().int().min(1).default(1),
  sidc: z.string().optional(),
  abilities: z.array(id).default([]),
  setup: placement.optional(),
  provenance,
});

export const unitsFile = strict({
  units: z.array(unit).default([]),
  markers: z.array(marker).default([]),
  /** Total number of pieces the published game has, checked against units and markers. */
  pieceCount: z.number().int().optional(),
});

export type Unit = z.infer<typeof unit>;
export type Marker = z.infer<typeof marker>;
export type Factors = z.infer<typeof factors>;
