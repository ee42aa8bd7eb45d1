import { z } from 'zod';
import { strict, id, name, list } from './common.js';

// A battle by odds (issue #20), declared as a rule hook's `battle` in rules.yaml and read by src/rules/odds-battle.ts:
// each side's printed factor added up, the odds the larger over the smaller rounded in the defender's favour, read
// on an odds CRT whose ends (charts.yaml `ends`) give a result without a roll, and what each result does to the
// units in the battle, and which places may fight (next to each other, each side apart). The hook keeps the journal.

const section = name.min(1).max(40);

/** The steps of a battle's report that `says` words, each with the values (`{name}`) its words may fill. */
export const BATTLE_STEPS = [
  /** The report's heading: `{game}`, the game's title, and `{odds}`, the column ("{game}: battle at {odds}"). */
  'title',
  /** One unit in a side's line: `{ref}`, the unit, and `{cv}`, the factor it adds ("{ref} {cv}"). */
  'unit',
  /** One place of a side: `{at}`, the cell, and `{units}`, its units as `unit` words them ("{at}: {units}"). */
  'place',
  /** The attackers' line: `{total}`, their factors added, and `{sectors}`, their places ("Attack {total}"). */
  'attack',
  /** The defenders' line: `{total}` and `{sectors}`, as `attack` ("Defence {total} ({sectors})"). */
  'defence',
  /** The exact ratio, larger over smaller: `{a}` and `{b}` ("{a} / {b}"). */
  'ratio',
  /** Said after the ratio when it was rounded in the defender's favour (", rounded for the defender"). */
  'rounded',
  /**
   * The odds line: `{attack}`, `{defence}`, `{exact}` (the `ratio` words), `{rounded}` (the `rounded` words or
   * nothing) and `{odds}`, the column read ("Odds {attack}-{defence}: {exact}{rounded}: {odds}").
   */
  'odds',
  /** The chart's end that needs no roll: `{odds}`, and `{at}`, the odds from which it holds ("{at}-1 or better"). */
  'automatic',
  /** Said when the result removes every attacking unit. */
  'attackersRemoved',
  /** Said when the result removes every defending unit. */
  'defendersRemoved',
  /** A soak-off allowed: `{odds}`, and `{column}`, the worst column a soak-off may take. */
  'soakOff',
  /** Refused: the battle names no attacking or no defending unit. */
  'refusedSides',
  /** Refused: `{ref}` (of `{side}`) may not attack beside `{other}` (of `{otherSide}`), a unit of another side. */
  'refusedBeside',
  /** Refused: `{ref}`, named as a defender, is on the attacking side. */
  'refusedAttackingSide',
  /** Refused: `{ref}` has been eliminated (the journal says so). */
  'refusedEliminated',
  /** Refused: a soak-off at `{odds}` is worse than `{column}`, as `{section}` forbids. */
  'refusedSoakOff',
] as const;
export type BattleStep = (typeof BATTLE_STEPS)[number];

/** What a result does to one side's units in the battle. */
const sideEffect = strict({ eliminate: z.literal(true), section });

export const oddsBattle = strict({
  /** The odds CRT (method: odds) read. */
  chart: id,
  /**
   * The printed factor each side adds up: `combat`, an attacker's attack and a defender's defence factor
   * (`attack-defence-move`), else the unit's combat value or strength; `fireDice`, a `fire-combat-move` unit's
   * fire dice.
   */
  factor: z.enum(['combat', 'fireDice']),
  /** Where the totals and the rounding in the defender's favour are said. */
  section,
  /**
   * Which places may fight, judged before any die (src/rules/battle-places.ts). `apart`: no place holds units of both
   * sides. `adjacent`: every attacking place is next to a defending one, and every defending place next to an
   * attacking one. `says` words each refusal, given the place as {at}: `both`, `attackNotNext`, `defendNotNext`.
   */
  places: strict({
    /** Each side apart: no place in the battle holds units of both sides. */
    apart: strict({ section }).optional(),
    /** Every attacking place is next to a defending one, and every defending place next to an attacking one. */
    adjacent: strict({ section }).optional(),
    /** The refusals' words, each given the place as {at}. */
    says: strict({
      /** The refusal of a place holding both sides; value {at}. */
      both: name.min(1).optional(),
      /** The refusal of an attacking place next to no defending one; value {at}. */
      attackNotNext: name.min(1).optional(),
      /** The refusal of a defending place next to no attacking one; value {at}. */
      defendNotNext: name.min(1).optional(),
    }).default({}),
  }).optional(),
  /** A weak attack made to free the odds elsewhere (`--soak-off`): never at odds past the chart's worse end. */
  soakOff: strict({ section }).optional(),
  /**
   * What results do. `attacker`/`defender` `eliminate`: every unit of that side in the battle is removed (the
   * chart's ends read as results too). `engage`: the places in the battle are engaged, their units held there until
   * a later battle there decides otherwise, as the game's own move check reads it.
   */
  results: list(
    strict({
      /** The result code as the chart prints it (`AE`, `DE`, `EX`). */
      code: name.min(1),
      /** What the result does to the attacker's units: `{ eliminate: true, section }` removes them all. */
      attacker: sideEffect.optional(),
      /** What the result does to the defender's units: `{ eliminate: true, section }` removes them all. */
      defender: sideEffect.optional(),
      /** The places in the battle are engaged: their units held there until a later battle decides. */
      engage: strict({ section }).optional(),
    }),
    50,
  ).default([]),
  /**
   * The battle's report in the game's own words, keyed `<procedure>.says.<step>` so that a locale file words it:
   * the title, each side's line, the odds, the chart's ends and the refusals (src/rules/battle-says.ts lists them).
   * A step left out is said in the engine's own words (the catalogue's `battle.<step>`).
   */
  says: strict(
    Object.fromEntries(BATTLE_STEPS.map((k) => [k, name.min(1).optional()])) as Record<
      BattleStep,
      z.ZodOptional<z.ZodString>
    >,
  ).default({}),
});

export type OddsBattle = z.infer<typeof oddsBattle>;
