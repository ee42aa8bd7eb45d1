import { z } from 'zod';
import { echelons } from '../echelons.js';
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

export { echelons };

/** Movement allowance in movement points (0–999), spent on the terrain chart's costs. */
const unitMove = factor;

/** Printed combat factor, used to attack and to defend (0–999). */
const unitCombat = factor;

/** The combat values a counter carries, in the form its game uses. */
export const factors = z.discriminatedUnion(
  'kind',
  [
    strict({
      /**
       * The form of the counter's factors: `attack-defence-move`, `combat-move` (one factor both ways), `shift-move`
       * (a column shift), `strength`, `fire-combat-move` (fire dice too) or `none`.
       */
      kind: z.literal('attack-defence-move'),
      /** Printed attack factor (0–999). */
      attack: factor,
      /** Printed defence factor (0–999). */
      defence: factor,
      move: unitMove,
      provenance,
    }),
    strict({
      /**
       * The form of the counter's factors: `attack-defence-move`, `combat-move` (one factor both ways), `shift-move`
       * (a column shift), `strength`, `fire-combat-move` (fire dice too) or `none`.
       */
      kind: z.literal('combat-move'),
      combat: unitCombat,
      move: unitMove,
      provenance,
    }),
    strict({
      /**
       * The form of the counter's factors: `attack-defence-move`, `combat-move` (one factor both ways), `shift-move`
       * (a column shift), `strength`, `fire-combat-move` (fire dice too) or `none`.
       */
      kind: z.literal('shift-move'),
      /** Columns the unit shifts the odds when it takes part (−99 to 99). */
      shift: int(-LIMITS.shift, LIMITS.shift),
      move: unitMove,
      provenance,
    }),
    strict({
      /**
       * The form of the counter's factors: `attack-defence-move`, `combat-move` (one factor both ways), `shift-move`
       * (a column shift), `strength`, `fire-combat-move` (fire dice too) or `none`.
       */
      kind: z.literal('strength'),
      /** Printed strength (0–999). */
      strength: factor,
      move: unitMove.optional(),
      provenance,
    }),
    strict({
      /**
       * The form of the counter's factors: `attack-defence-move`, `combat-move` (one factor both ways), `shift-move`
       * (a column shift), `strength`, `fire-combat-move` (fire dice too) or `none`.
       */
      kind: z.literal('fire-combat-move'),
      /** Dice the unit rolls when it fires (0–999). */
      fireDice: factor,
      combat: unitCombat,
      move: unitMove,
      provenance,
    }),
    strict({
      /**
       * The form of the counter's factors: `attack-defence-move`, `combat-move` (one factor both ways), `shift-move`
       * (a column shift), `strength`, `fire-combat-move` (fire dice too) or `none`.
       */
      kind: z.literal('none'),
      provenance: provenance.optional(),
    }),
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
  /** The date of that turn as the rules print it ("Feb 10/11"), for the roster. */
  date: name.optional(),
  /** Anything the set-up should say about the unit (a condition on its arrival, a choice of place). */
  note: text.optional(),
  provenance: provenance.optional(),
});

/** The counter's back: what it shows when the unit has lost a step or flipped (default a plain back). */
export const back = strict({
  /** What the counter's back shows: reduced factors, out-of-supply factors, the other side's, plain or the same. */
  kind: z.enum(['reduced', 'out-of-supply', 'plain', 'other-side', 'same']),
  /** The factors printed on the back, for a `reduced` or `out-of-supply` back. */
  factors: factors.optional(),
  /** A word printed on the back (a `plain` back's "Disrupted"). */
  label: name.optional(),
});

export const unit = strict({
  /** The unit's id, which players type at the table (`71-bde`) and positions and journals name. */
  id,
  /** The unit's full name, for the roster and the companion page ("71st Infantry Brigade"). */
  name,
  /** Short designation printed on the counter, e.g. "44" or "1051". */
  designation: name.optional(),
  /** The side (game.yaml `sides[].id`) the unit fights for. */
  side: id,
  /** Its nationality (game.yaml `nationalities[].id`), which sets the counter's colours. */
  nationality: id,
  /** The formation it belongs to (game.yaml `formations[].id`): its division's band and roster section. */
  formation: id.optional(),
  /** The unit's arm, which sets its NATO symbol and which rules conditions read (`type == armour`). */
  type: z.enum(unitTypes),
  /** The unit's size, printed above its symbol (brigade: X, division: XX). */
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
  /** How many identical counters are printed (1–200); `#1`, `#2`… tell them apart at the table. */
  count: copies.default(1),
  /**
   * The counter's own shape, width by height ("1in x 0.5in" for a leader), where it is not the game's square
   * counter. The face is drawn in a box 100 units on its short side; the bundled templates centre the square face
   */
  size: pieceSize.optional(),
  /** Steps the unit can lose before it is eliminated (1–20); 2 for a counter with a reduced back. */
  steps: int(1, LIMITS.steps).default(1),
  factors,
  back: back.default({ kind: 'plain' }),
  /** Colours of this unit's counter where they differ from its nationality's and formation's, as #rrggbb. */
  colors: strict({
    /** The counter's background. */
    background: color.optional(),
    /** The NATO symbol's frame and fill. */
    symbol: color.optional(),
    /** The formation band across the counter. */
    band: color.optional(),
    /** The printed text and factors. */
    text: color.optional(),
  }).optional(),
  /** The unit's abilities (game.yaml `abilities[].id`), read by rules conditions (`has(engineer)`). */
  abilities: list(id, 100).default([]),
  /** Where the unit starts, or arrives; absent means the designer left it to the players. */
  setup: placement.optional(),
  /** The unit starts in a reserve box of the map, and what bringing it in costs. */
  reserve: strict({
    /** The map's box (map.yaml `boxes[].id`) it waits in. */
    box: id,
    /** What bringing it in costs, in the game's points (victory points, replacement points). */
    cost: num(0, LIMITS.value).optional(),
    /** When and how it may be brought in, in our words. */
    note: text.optional(),
  }).optional(),
  /** Anything a player should know about the unit, printed on the roster. */
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
  /** The marker's id (`turn`, `allied-air`). */
  id,
  /** The marker's name, for the counter sheet's list. */
  name,
  /** The side whose marker it is; none for a marker both sides use. */
  side: id.optional(),
  /** Words on the face and back, e.g. "Turn" / "Allied Move-Attack". */
  front: name,
  /** Words on the marker's back; none, the back repeats the face. */
  backText: name.optional(),
  /** How many copies are printed (1–200). */
  count: copies.default(1),
  size: pieceSize.optional(),
  /** A MIL-STD-2525 SIDC whose symbol the marker shows. */
  sidc: name.optional(),
  /** The picture printed above the words, so a marker reads at a glance; a marker with a SIDC shows its symbol. */
  icon: z.enum(MARKER_ICONS).optional(),
  /** The marker's abilities (game.yaml `abilities[].id`). */
  abilities: list(id, 100).default([]),
  /** Where the marker starts (a turn track box, a chart). */
  setup: placement.optional(),
  provenance,
});

export const unitsFile = strict({
  /** The game's combat units, one entry per kind of counter (at most 5000 pieces in all). */
  units: list(unit, LIMITS.pieces).default([]),
  /** Markers: turn, control, air and other counters that are not units. */
  markers: list(marker, LIMITS.pieces).default([]),
  /** Total number of pieces the published game has, checked against units and markers. */
  pieceCount: int(0, LIMITS.pieces).optional(),
});

/** A unit as the loader hands it on: its SIDC written in the data, or made from its type, echelon and side. */
export type Unit = Omit<z.infer<typeof unit>, 'sidc'> & { sidc: string };
export type Marker = z.infer<typeof marker>;
export type Factors = z.infer<typeof factors>;
