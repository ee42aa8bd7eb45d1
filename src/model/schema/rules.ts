import { z } from 'zod';
import { hookName, id, int, LIMITS, list, name, num, strict, text, turn, value } from './common.js';
import { victoryTally } from './victory-tally.js';
import { victoryObjectives } from './victory-objectives.js';
import { strengthRatio, stepRoll, turnLimit } from './rules-steps.js';
import { rollSteps } from './rules-roll-steps.js';
import { salvo } from './salvo.js';
import { setupCheck } from './setup-check.js';
import { workRoll } from './work-roll.js';
import { workProcedure } from './work-procedure.js';
import { turnEndProcedure } from './turn-end-procedure.js';
import { turnChoiceProcedure } from './turn-choice-procedure.js';
import { reserveProcedure } from './reserve-procedure.js';
import { replaceProcedure } from './replace-procedure.js';
import { heldGroups } from './held-groups.js';
import { stackingChoice } from './stacking-limits.js';
import { stackingCapacity } from './stacking-capacity.js';
import { oddsBattle } from './odds-battle.js';
import { combatSays } from './combat-says.js';
import { outcomeReading, sideOutcome } from './side-outcome.js';
import { roundsBattle } from './rounds-battle.js';
import { unitTypes } from './units.js';
import { tablePlace } from './rules-place.js';
import { tableOption, unitRoll } from './die-table-unit.js';
import { supplyHalve, supplyInPlace, supplyReport, supplyRoads, supplyStanding, supplyKept } from './supply-line.js';

// rules.yaml: a game's procedures as data, read by one engine (src/rules). Charts stay in charts.yaml: a
// procedure names its chart and the modifiers printed there, so the numbers are written once. Every condition
// is a string in the small expression language of model/rules-condition.ts, checked at validate.

/** The rule section a number or a step comes from, as the game's rules number it: "7.3", "6.5.1", "L". */
const section = name.min(1).max(40);

/** A condition: parsed and type-checked at validate, never run as code. */
export const condition = z.string().min(1).max(500);

/**
 * A unit refused a step (an overrun, a road march): the first entry whose `when` holds (a game option, the turn)
 * and whose `unit` condition holds for the unit is refused with these words and section. A unit's `supplied` is
 * false when its side's supply check found it cut off this turn (the journal's `outOfSupply`).
 */
export const unitRefusalEntry = strict({
  when: condition.optional(),
  /** The units refused: a unit condition (`supplied == false`, `has(armour)`), checked at validate. */
  unit: condition,
  /** The refusal as the player reads it, in the game's words (≤ 200 characters). */
  text: name.min(1),
  section,
});

/**
 * A unit a combat refuses as an attacker: the first entry whose `unit` condition holds for it (its counter: `type`,
 * `side`, `attack`, `defence`, `has(ABILITY)`), and `when` for the moment (`option.ID`, `turn`), refuses the
 * combat in its words: `says` (`{ref}` the unit, `{section}`; a locale file's `words.rules` words it under
 * "<procedure>.says.<id>.one"), else `text`.
 */
export const attackerRefusal = strict({
  /** Its name in errors and in a locale file's words. */
  id,
  /** A condition on the moment (`option.ID`, `turn`); left out, always. */
  when: condition.optional(),
  /** A condition on the unit's counter: the units it holds for are refused. */
  unit: condition,
  /** The refusal in plain words, when no `says` is given. */
  text: name.min(1).optional(),
  /** The refusal's words with values: `{ref}` the unit, `{section}` the section. */
  says: text.min(1).optional(),
  section,
});

/** A procedure's id is also its command: `sandtable <id> GAME`. */
const procedureId = z
  .string()
  .max(40)
  .regex(/^[a-z][a-z0-9-]*$/, 'a procedure id is its command name: lower-case letters, digits and "-"');

/** A value a player gives a procedure: a number (air units committed), a yes/no, one of a list, or a unit. */
export const input = strict({
  /** The value's name: the command's option `--ID` and the id a condition reads it by (`input.ID`). */
  id,
  /** What the page's form and the command's help call it. */
  label: name.min(1),
  /**
   * `number` (from `min` to `max`), `check` (yes or no), `choice` (one of `choices`) or, in a combat, `unit`: one
   * unit the player names among those fighting (`among`), its id read as `input.ID` and a unit's own as `id`; or,
   * in a combat, `dice`: faces rolled by hand, in order, for the dice its outcome hook rolls (retreat tests).
   */
  kind: z.enum(['number', 'check', 'choice', 'unit', 'dice']),
  min: int(0, LIMITS.value).default(0),
  max: int(0, LIMITS.value).default(99),
  /** The values a `choice` takes, by id. */
  choices: list(id, 50).optional(),
  /** A `unit` input: the side the unit is named from (attackers, defenders, any unit fighting); left out, attackers. */
  among: z.enum(['attackers', 'defenders', 'units']).optional(),
  /** A `unit` input: a condition on the unit named (`side == allied`); a unit it does not hold for is refused. */
  unit: condition.optional(),
  /** A `unit` input: the refusal's words for a unit that may not be named, `{ref}` the unit, `{section}` its rule. */
  says: text.min(1).optional(),
  /** A `unit` input: a condition on the moment (`option.ID`) for naming a unit at all; left out, always. */
  when: condition.optional(),
  /** A `unit` input: the refusal's words when `when` does not hold, `{section}` its section. */
  closed: text.min(1).optional(),
  /**
   * A combat's `check` input: that side's units are out of supply as the player says, where no whole position is
   * known to trace supply from; where one is, supply is traced and the input refused (said before the totals).
   */
  supply: z.enum(['attacker', 'defender']).optional(),
  /**
   * A combat's `choice` input: the game option it chooses for this combat alone (its choices are the option's);
   * left unsaid, the option as agreed. A journal's agreed choice may not be contradicted.
   */
  option: id.optional(),
  /**
   * A combat's `number` input: at most the most a die table grants the attacking or defending side in one roll (its
   * rows' `effects.<side>`, the air units a turn can bring), refused beyond it in `says` (`{side}` the side's id).
   */
  most: strict({
    /** The die table, by its id in charts.yaml. */
    chart: id,
    /** Whose grant bounds the input: the attacking side's or the defending side's. */
    side: z.enum(['attacker', 'defender']),
    /** Why the bound holds, after the range: "air units the {side} side can have in a turn, 5.1". */
    says: text.min(1),
  }).optional(),
  section: section.optional(),
});

/** A multiplier on one side's total: woods double the defender, a river halves the attacker. */
const multiplier = strict({
  /** Its name in the explanation and in errors. */
  id,
  /** Whose total it multiplies. */
  side: z.enum(['attacker', 'defender']),
  /** The factor: 2 doubles, 0.5 halves. */
  by: num(0, 100).refine((n) => n > 0, { error: 'a multiplier is more than 0' }),
  /** What it is, in the game's words, for the explanation; the id otherwise. */
  text: name.optional(),
  when: condition,
  /** Applied to each unit the condition holds for (`unit.*` in the condition), or to the whole side's total. */
  each: z.boolean().default(false),
  section,
});

/**
 * A column shift or die modifier. `modifier` takes the number, the words and the provenance from the CRT's
 * modifiers in charts.yaml; otherwise `shift` or `drm` and `text` are given here. `per` multiplies it by an
 * input (air units committed) or a count in the condition.
 */
const adjustment = strict({
  /** Its name in the explanation, in errors and in a locale file's words; left out, the modifier's id. */
  id: id.optional(),
  /** A modifier of the CRT in charts.yaml, by id: the number, words and provenance are taken from there. */
  modifier: id.optional(),
  /** Columns shifted, in the attacker's favour when positive; with no `modifier`, this or `drm` is given. */
  shift: int(-LIMITS.shift, LIMITS.shift).optional(),
  /** Added to the die roll; with no `modifier`, this or `shift` is given. */
  drm: int(-LIMITS.shift, LIMITS.shift).optional(),
  /** What it is, in the game's words, for the explanation (with no `modifier`). */
  text: text.optional(),
  /** A condition that must hold for it to count (the defender's terrain, a river crossed); left out, always. */
  when: condition.optional(),
  /** A number it counts per: an input (`input.air`) or a count (`attackers.count(has(armour))`). */
  per: condition.optional(),
  /**
   * In a combat or combat hook: the shifts (or die modifiers) of the same list, by id, that each count of this one
   * cancels, one count each, in the order named, never more than they count; it moves nothing on its own.
   */
  cancels: list(id, 10).optional(),
  section: section.optional(),
  /**
   * In a combat's or combat hook's report: the words for this number, `{n}` its count and `{section}` its section;
   * `many`, when given, for a count over one. A locale file's `words.rules` words them under
   * "<procedure>.says.<id>.one|many".
   */
  says: z
    .union([
      text.min(1),
      strict({
        /** The words for a count of one. */
        one: text.min(1),
        /** The words for a count over one; left out, `one`'s. */
        many: text.min(1).optional(),
      }),
    ])
    .optional(),
});

/** What a result does to one side. */
const sideEffect = strict({
  /** Every unit of the side retreats this many cells, as `movement.retreat` says. */
  retreat: int(0, 20).optional(),
  /** Step losses the side takes, its owner choosing the units. */
  steps: int(0, LIMITS.steps).optional(),
  /** Every unit of the side is eliminated. */
  eliminate: z.boolean().optional(),
  /** The owner picks one of these instead (retreat 2 or lose a step). */
  choose: list(strict({ retreat: int(0, 20).optional(), steps: int(0, LIMITS.steps).optional() }), 5)
    .min(2)
    .optional(),
  /**
   * A number N the owner meets by retreats and losses, unit by unit (src/rules/owner-losses.ts): `all-or-losses`,
   * every unit retreats N cells or N units are eliminated, in any mix; `that-many`, N units are each eliminated or
   * retreat one cell. Retreats go as `movement.retreat` says.
   */
  retreatOrLose: strict({
    /** The number N: cells retreated, or units lost. */
    n: int(1, 9),
    /** How N is met: `all-or-losses` or `that-many`, as above. */
    reading: outcomeReading,
  }).optional(),
});

/** What one result of the chart does: matched by its code as the CRT prints it. */
const result = strict({
  /** The result as the chart's cells print it ("DR", "1/2", "EX"). */
  code: name.min(1),
  /** What it does to the attacking side. */
  attacker: sideEffect.optional(),
  /** What it does to the defending side. */
  defender: sideEffect.optional(),
  /**
   * Both sides lose: the side with fewer factors loses every unit, the other whole units of at least as many
   * printed factors, its owner choosing which (none more than needed). `true` compares printed factors; `{ factors:
   * total }` compares the sides' combat totals (terrain and multipliers counted) and takes that many printed factors.
   */
  exchange: z
    .union([
      z.boolean(),
      strict({
        /** `printed`: the other side loses at least as many printed factors; `total`: as its combat total. */
        factors: z.enum(['printed', 'total']).default('printed'),
        section: section.optional(),
      }),
    ])
    .default(false),
  /** The attacker may advance into the hex the defender left. */
  advance: z.boolean().default(false),
  section: section.optional(),
});

/** What odds past one end of the CRT read as: the end column, a result without a roll, or not allowed. */
const end = z.union([
  z.literal('column'),
  z.literal('forbidden'),
  strict({
    /** The result read without a roll (a code of the chart's). */
    result: name.min(1),
  }),
]);

/** How each side's combat total is formed: a declared combat's, and a combat hook's that reads them. */
export const totalsSchema = strict({
  /** The printed factor each side adds up: attack and defence, or one combat factor. */
  attacker: z.enum(['attack', 'defence', 'combat', 'strength']),
  /** The printed factor the defending side adds up. */
  defender: z.enum(['attack', 'defence', 'combat', 'strength']),
  /** A terrain-effects chart in charts.yaml whose rows' defenceMultiplier / attackMultiplier apply. */
  terrain: id.optional(),
  multipliers: list(multiplier, 50).default([]),
  /** How a total with a fraction is rounded, and for whom. */
  round: z.enum(['down', 'up', 'nearest']).default('down'),
  section: section.optional(),
});

/**
 * A combat read on a CRT (`kind: combat`): each side's total from its units' factors and multipliers, the odds or
 * differential column, the shifts and die modifiers whose conditions hold, the roll, and what the result does.
 */
export const combatProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `combat`, a battle read on an odds or differential CRT. */
  kind: z.literal('combat'),
  /** Its name in the command's help, on the page and in the report. */
  title: name.min(1),
  section,
  /** The CRT it reads, by its id in charts.yaml (`kind: crt`). */
  chart: id,
  /** Values the player gives besides the units (air units committed, a river crossed): each a command option. */
  inputs: list(input, 20).default([]),
  totals: totalsSchema,
  /** Column shifts, each counted where its condition holds. */
  shifts: list(adjustment, 50).default([]),
  /** Die-roll modifiers, each counted where its condition holds. */
  drms: list(adjustment, 50).default([]),
  /** How odds past the chart's worse (left) and better (right) ends are read; left out, the end column. */
  ends: strict({
    /** Odds worse than the first column. */
    worse: end,
    /** Odds better than the last column. */
    better: end,
    section,
  }).optional(),
  /** What each result code of the chart does to each side; a code not listed does nothing. */
  results: list(result, 100).default([]),
  /**
   * The side whose part of a result its owner meets first where both sides meet a number by retreats and losses
   * (`retreatOrLose`): its question is asked, and its part applied, before the other's (src/rules/side-parts.ts).
   */
  first: z.enum(['attacker', 'defender']).default('attacker'),
  /** Units that may not attack (src/rules/attack-refusals.ts). */
  refusedAttackers: list(attackerRefusal, 20).default([]),
  /**
   * The report in the game's own words, step by step (src/model/schema/combat-says.ts): the engine words its title
   * and its roll so, and a hook point (`hooks`) the lines it says (a stack's total, `attackFrom`).
   */
  says: z.optional(
    combatSays.extend({
      /** The report's title, given `{game}` and `{target}`: "{game}: combat at {target}". */
      title: name.min(1).optional(),
      /** The roll's line, given `{roll}`, `{drm}` (" +1 = 5" or nothing), `{result}` and `{column}`. */
      rolled: name.min(1).optional(),
      // Worded again here, nearer than a victory's or a die-table roll's `says`, which write these names too.
      /** A stack's note: attacking across `{features}` (a river), its strength ×`{by}`. */
      across: name.min(1).optional(),
      /** The reasons a retreat is closed, `{closed}`, inside `optionLoss`. */
      closed: name.min(1).optional(),
      /**
       * The heading over each result's chance, before the die is rolled: `{column}` the CRT column read (after
       * the shifts), `{drm}` the die modifier as " +1" (nothing without one). Left out, Sandtable's own heading.
       */
      chances: name.min(1).optional(),
    }),
  ),
  /**
   * Points of the combat that only a game's code decides, each a rule hook ("<game>.<rule>") of its hooks.ts, named
   * here; the engine does the rest. `check`: a refusal only code can judge, after the engine's own and before the
   * totals (a `combatCheck` hook); `totals`: each side's total where `totals` cannot say it (a `combatTotals` hook).
   */
  hooks: strict({
    /** Who may fight as only code can say (a side with no attack factor, stacking on the hex), refused in turn. */
    check: hookName('my-game.combat-check').optional(),
    /** A side's total in code, with the lines it says (stacks each halved alone out of supply, say). */
    totals: hookName('my-game.stack-totals').optional(),
    /**
     * What the result rolled does, in code, in place of `results` (a `combatOutcome` hook): each side's part as
     * `outcome` declares it, where a unit may retreat and its retreat test with its dice (`kind: dice` input).
     */
    outcome: hookName('my-game.retreat').optional(),
    /**
     * The game's own journal, in code (a `combatKept` hook): where units stand and the turn and options from it,
     * its refusals (whose turn, one attack a turn), and the state it keeps once the combat is whole.
     */
    kept: hookName('my-game.combat-kept').optional(),
    /**
     * The command's --json in the game's own shape, in code (a `combatJson` hook), from what the engine and the
     * other hooks worked out: for a game whose players' programs read an older shape than the engine's.
     */
    json: hookName('my-game.combat-json').optional(),
  }).optional(),
  /**
   * What each side's part of a result does, read by the outcome hook (`hooks.outcome`): the codes, each side's
   * reading of a number, the retreat tests' modifiers (said before the roll) and the committed units spent.
   */
  outcome: sideOutcome.optional(),
});

export const dieTableProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `die-table`, one roll read on a die table of charts.yaml (weather, air power, arrival). */
  kind: z.literal('die-table'),
  /** Its name in the command's help, on the page and in the report ("Air power"). */
  title: name.min(1),
  section,
  /** The die table it reads, by its id in charts.yaml (`kind: die-table`). */
  chart: id,
  /**
   * Values the player gives before the roll, each a command option (`--ID`), read by the modifiers' conditions as
   * `input.ID`.
   */
  inputs: list(input, 20).default([]),
  /** Column shifts on the table's rows are not a thing; die modifiers are. */
  drms: list(adjustment, 50).default([]),
  /** Effects of the row read (charts.yaml rows' `effects`) kept in the game's state for later conditions. */
  record: list(id, 20).default([]),
  /** Rolled once a turn: a second roll for the same turn is refused. */
  oncePerTurn: z.boolean().default(false),
  /**
   * One roll for each reinforcement named (`--unit`), a turn before it is due: the row's `shift` effect moves
   * the turn it arrives, kept per unit in the state key `record` (read wherever a unit's arrival is judged).
   * A unit rolls once.
   */
  each: strict({
    /** Always `reinforcements`: the units rolled for are those units.yaml brings on after the first turn. */
    units: z.literal('reinforcements'),
    /** The roll is made this many turns before the unit's set-up turn. */
    rolledBefore: int(0, 20).default(1),
    /** The rows' numeric effect added to the unit's set-up turn. */
    shift: id,
    /** The journal's state key that keeps each unit's shifted arrival turn, read wherever its arrival is judged. */
    record: id,
    section,
  }).optional(),
  /** One roll for the unit named, its result kept per unit (model/schema/die-table-unit.ts). */
  unit: unitRoll.optional(),
  /** Rolled only while a game option has a given choice. */
  option: tableOption.optional(),
  /**
   * The turns the table is rolled on (the air power from turn 2): on another turn no die is rolled, the table
   * gives nothing and the turn is still recorded as played.
   */
  turns: strict({
    /** The first turn the table is rolled on (1: from the start). */
    from: int(1, 999).default(1),
    /** The last turn it is rolled on; left out, every turn to the game's end. */
    to: int(1, 999).optional(),
    /**
     * What a turn outside them does: `no-roll` plays it with no die and nothing given; `refuse` turns the roll
     * down, naming the turns (a roll the rules make only from a given turn).
     */
    outside: z.enum(['no-roll', 'refuse']).default('no-roll'),
    section,
  }).optional(),
  /** The side in whose part of the turn the table is rolled: the roll puts that side in play, as its own act. */
  side: id.optional(),
  /**
   * `turn`: only the column whose id (charts.yaml `columnIds`: turn-8, turns-4-5) covers the turn is read; the
   * chances are of that column's results, and the report gives that cell alone.
   */
  column: z.literal('turn').optional(),
  /**
   * A roll that can end the table for the rest of the game (a bridge that falls): on a row for which `when` holds
   * (it may read the row's effects as `row.ID` and the turn) it ends, kept in the journal's state under
   * `state` as `{ <flag>: true, turn }`; a later roll is refused. From `certainFrom` it ends without a roll.
   * `units` asks for the units that are lost when it ends, standing on the map's bridges of a kind.
   */
  ends: strict({
    /** The journal's state key that keeps the end, as `{ <flag>: true, turn }` (`ludendorff`). */
    state: id,
    /** The key set to true inside that state once the table has ended (`collapsed`). */
    flag: id.default('ended'),
    /**
     * When the roll ends the table, read over the row's effects (`row.ID`) and the turn (`turn >=
     * row.collapsesFromTurn`).
     */
    when: condition,
    /** From this turn on the table has ended without a roll; left out, only a roll ends it. */
    certainFrom: int(1, 999).optional(),
    /** What ending does, and what the other rows do, in the game's words. */
    text: name.min(1),
    /** What the rows that do not end it mean, in the game's words ("the bridge stands this turn"). */
    otherwise: name.min(1),
    /** The units lost when it ends, which the player names (`{ id: "on", label: Units on the bridge }`). */
    units: strict({
      /** The option that names them: `--ID UNIT…` on the command line, a field on the page. */
      id,
      /** The option's label on the page and in the help ("Units on the bridge"). */
      label: name.min(1),
      /** The units must stand on the sectors of the map's bridges of this kind. */
      bridge: id.optional(),
    }).optional(),
    section,
  }).optional(),
  /**
   * Counts kept in the journal across the game (Luftwaffe Surges granted so far), read in conditions as
   * `state.ID` and raised by the grants that name them; never past `most`. Without a journal, `--ID` gives it.
   */
  counters: list(
    strict({
      /** The counter's id, read in conditions as `state.ID` and named by a grant's `counts`. */
      id,
      /** What it counts, as the report says it ("Luftwaffe Surges granted"). */
      text: name.min(1),
      /** The most it may reach: a grant that would raise it further is withheld. */
      most: int(1, 999),
      section,
    }),
    10,
  ).default([]),
  /**
   * A row's numeric effect granted to a side (air units): kept in the journal's state under the effect's id,
   * for this turn only. With `when` it is granted only while the condition holds (conditions may read the row's
   * effects as `row.ID` and the counters as `state.ID`); otherwise the side gets 0, and `withheld` says why.
   * `counts` raises a counter by one whenever the grant is more than 0.
   */
  grants: list(
    strict({
      /** The side granted the effect (a `sides[].id` of game.yaml). */
      side: id,
      /** The row's numeric effect granted (a key of the table rows' `effects`): `allied` on the air-power table. */
      effect: id,
      /** What the side is granted, as the report says it ("RAF air units", "Luftwaffe Surge"). */
      text: name.min(1),
      /** The grant holds only while this holds (`state.surges < row.surgeIfFewerThan`); left out, always. */
      when: condition.optional(),
      /** Why the side gets nothing when `when` does not hold, in the game's words. */
      withheld: name.min(1).optional(),
      /** A counter (a `counters[].id`) raised by one each time this grant is more than 0. */
      counts: id.optional(),
      section,
    }),
    10,
  ).default([]),
  /** A roll that names a place on the map (rules-place.ts): an airborne drop, kept in the journal's state. */
  place: tablePlace.optional(),
  /**
   * A game hook ("<game>.<rule>") for a game whose turn is kept by its own code: it judges the turn the roll is
   * made on before the dice, and writes the game's own state once the row is read.
   */
  turnHook: hookName('my-game.open-turn').optional(),
});

/** Dice a pool adds: `dice` of them, times a number input or count (`per`), when the condition holds. */
const poolDice = strict({
  /** The dice's id, which the report names them by (`attackers`, `guns`). */
  id,
  /** What the dice are, as the report says them ("the attacking units' strength"). */
  text: name.optional(),
  /** Dice added (0–100); with `per`, dice per one of what `per` counts. */
  dice: int(0, 100).default(1),
  /** A number input or count the dice are multiplied by (`input.strength`); left out, `dice` as written. */
  per: condition.optional(),
  /** The dice are added only while this holds (`input.night`); left out, always. */
  when: condition.optional(),
  section,
});

/** A change to the face a pool's die needs to hit: +1 needs one pip more, -1 one pip less (dug in). */
const hitModifier = strict({
  /** The modifier's id, which the report and validate name it by (`dug-in`, `cover`). */
  id,
  /** Why the face needed changes, as the report says it ("target dug in"). */
  text: name.optional(),
  /** Pips added to the face a die needs to hit (−19 to 19): `1` needs one more (cover), `-1` one less. */
  by: int(-19, 19),
  /** The modifier counts only while this holds (`input.dug-in`); left out, always. */
  when: condition.optional(),
  /** `firer`: only the firing unit's own dice (a dug-in unit), never the dice other units add. */
  applies: z.enum(['all', 'firer']).default('all'),
  section,
});

/**
 * A unit fires (issue #20): the pool rolls its strength less the hits it carries (its strength factor, else its
 * steps) in dice, at enemy units in its own place; a unit whose hits reach its strength has left play.
 */
const poolFirer = strict({
  section,
  /** Each unit fires, or adds its dice to another's fire, once a turn. */
  oncePerTurn: strict({ section }).optional(),
  /**
   * No fire from a place another procedure recorded in the journal's list `state` (a surprise roll's
   * `surprised`), on the turn `onTurn` when given, by the firing units the unit condition names.
   */
  refusedIn: list(
    strict({
      /** The journal's state list of places another procedure recorded (`surprised`). */
      state: id,
      /** Only when it was recorded on this turn (a number from 1); left out, on any turn. */
      onTurn: turn.optional(),
      /** Only firing units this unit condition names (`not has(artillery)`); left out, any unit. */
      unit: condition.optional(),
      /** Why fire is refused there, in the game's words. */
      text: name.min(1),
      section,
    }),
    10,
  ).default([]),
});

/**
 * Other units adding their dice to a unit's fire (artillery): each one the unit condition names, of the firer's
 * side, in the firer's place or up to `reach` links or cells from it, rolls its strength less its hits. Its flag
 * is `--<id>`.
 */
const poolSupport = strict({
  /** The option naming the supporting units: `--ID UNIT…` on the command line, a field on the page. */
  id,
  /** The option's label on the page and in the help ("Supporting artillery"). */
  label: name.min(1),
  /** Which units may support: a unit condition (`has(artillery)`). */
  unit: condition,
  /** How far a supporter may stand from the firer, in links (area maps) or cells: 0, the firer's own place. */
  reach: int(0, 20).default(0),
  /**
   * Under a condition (an option), a supporting unit the unit condition names adds its dice only to a unit of
   * its own formation, unless its formation is in `except` (corps artillery supports anyone).
   */
  sameFormation: list(
    strict({
      /** While this holds (an option: `option.corps-support == 'formation'`) the rule applies. */
      when: condition,
      /** Only supporters this unit condition names are held to their formation; left out, every supporter. */
      unit: condition.optional(),
      /** Formations (`formations[].id` of game.yaml) whose supporters may support anyone (corps artillery). */
      except: list(id, 50).default([]),
      section,
    }),
    10,
  ).default([]),
  section,
});

/** Fire refused when the condition holds (for the firing unit, when `unit` is given): its words and section. */
const poolRefusal = strict({ when: condition, unit: condition.optional(), text: name.min(1), section });

/**
 * A dice pool: as many dice as a strength (the sum of `dice`), each a hit at or above `hitOn`, as modified;
 * the hits are then allocated by the owner or the firer.
 */
export const dicePoolProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `dice-pool`, as many dice as a strength, each a hit at or above a face. */
  kind: z.literal('dice-pool'),
  /** Its name in the command's help, on the page and in the report ("Fire"). */
  title: name.min(1),
  section,
  /**
   * Values the player gives besides the units (`--strength 4`), each a command option, read in conditions as
   * `input.ID`.
   */
  inputs: list(input, 20).default([]),
  /** Faces on each die of the pool (2–20; 6 for d6). */
  sides: int(2, 20).default(6),
  /**
   * A chart in charts.yaml that already prints this roll for the players (a fire table with its notes): the
   * aids print that chart and no second aid from this declaration.
   */
  printedBy: id.optional(),
  /** Dice the pool adds from its inputs; with a `firer`, the firing units' dice come on top. */
  dice: list(poolDice, 20).default([]),
  /** A unit that fires: its strength less its hits in dice, at enemy units in its own place. */
  firer: poolFirer.optional(),
  /** Other units adding their dice to the firer's (artillery), named by the player. */
  support: poolSupport.optional(),
  /** Fire refused outright while a condition holds, each with its words and section. */
  refusals: list(poolRefusal, 20).default([]),
  /** More dice than this are refused, as a slip: no strength in the game comes near. */
  maxDice: int(1, 100).default(60),
  /** The face each die needs to hit, before `modifiers`. */
  hitOn: strict({
    /** The face a die must show, or beat, to hit before modifiers (`6`: only a 6 hits on a d6). */
    atLeast: int(1, 20),
    section,
  }),
  /** Changes to the face needed to hit, each counted while its condition holds (a target dug in). */
  modifiers: list(hitModifier, 50).default([]),
  /**
   * Who spreads the hits over the targets: the owner of the units hit, or the firer. With it the pool takes
   * `--target` (units in one place): each hit is a step, and where more than one spread is legal the roll waits
   * for the answer (`--choose`, or taps on the page).
   */
  allocate: strict({
    /** Who spreads the hits: `owner`, the player whose units are hit; `firer`, the player who fired. */
    by: z.enum(['owner', 'firer']),
    section,
    /** The other spreads them when a condition holds (an option giving the firer the choice). */
    unless: list(
      strict({
        /** While this holds (an option giving the firer the choice) the other player spreads them. */
        when: condition,
        /** Who spreads them then: `owner` or `firer`. */
        by: z.enum(['owner', 'firer']),
        section,
      }),
      5,
    ).default([]),
  }).optional(),
});

/** What a success roll's outcome does: its words, and state kept in the journal for later conditions. */
const outcome = strict({
  /** What the outcome means at the table, in the game's words ("the bridge is blown"). */
  text: text.min(1),
  /** Values kept in the journal's state for later conditions, by key: `{ blown: true }` is read as `state.blown`. */
  record: z.record(id, z.union([id, value])).default({}),
  section: section.optional(),
});

/**
 * A success roll: one roll of `dice`, modified, against a target number: a success at or above it (`atLeast`)
 * or at or below it (`atMost`, a test against a factor). The target is a number or a number input.
 */
export const successRollProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `success-roll`, one modified roll against a target number. */
  kind: z.literal('success-roll'),
  /** Its name in the command's help, on the page and in the report ("Blow the bridge"). */
  title: name.min(1),
  section,
  /** Values the player gives (`--factor 3`), each a command option, read in conditions as `input.ID`. */
  inputs: list(input, 20).default([]),
  /** The dice rolled and summed, as NdM with 1–99 dice of 2–20 faces (`1d6`, `2d6`). */
  dice: z
    .string()
    .max(10)
    .regex(/^[1-9]\d?d([2-9]|1\d|20)$/, 'dice are written like 1d6 or 2d6')
    .default('1d6'),
  /** `atLeast`: the roll succeeds at or above the target; `atMost`: at or below it (a test against a factor). */
  succeed: z.enum(['atLeast', 'atMost']),
  /** The number the roll is read against: a fixed `value` or one read with `per`. */
  target: strict({
    /** The target as a fixed number (0–400). */
    value: int(0, 400).optional(),
    /** Or a number read from the player's inputs or the state (`input.factor`), instead of `value`. */
    per: condition.optional(),
    section,
  }),
  /** Die-roll modifiers, each added to the roll while its condition holds. */
  drms: list(adjustment, 50).default([]),
  /** What a success does: its words, and what the journal keeps. */
  success: outcome,
  /** What a failure does: its words, and what the journal keeps. */
  failure: outcome,
  /** Rolled once a turn: a second roll for the same turn is refused. */
  oncePerTurn: z.boolean().default(false),
});

/** What stops a traced line (supply, a victory's link): enemy units, their zones of control, contested places. */
const lineBlocks = strict({
  /** Places holding enemy units. */
  enemyUnits: z.boolean().default(true),
  /** Cells next to an enemy unit, unless a friendly unit stands in the cell (hex and square maps). */
  enemyZoc: z.boolean().default(false),
  /**
   * Places holding units of both sides (a contested area): true blocks them, false lets a line through where a
   * friendly unit stands; left out, as `enemyUnits` says. The unit's own place never blocks its line.
   */
  contested: z.boolean().optional(),
  section: section.optional(),
});

/** Where a traced line may end: map edges, single cells (area ids), and the places the map marks in a role. */
const lineEnds = {
  /** Map edges (their ids in map.yaml `edges`) a line may end on. */
  edges: list(id, 20).default([]),
  /** Single cells (hexes, squares or, on an area map, area ids) a line may end in. */
  cells: list(name, 200).default([]),
  /** `start`: an area's `startFor`, the side's start line (area maps). */
  roles: list(z.enum(['supply', 'entry', 'start']), 3).default([]),
};

export const supplyProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `supply`, lines traced from each unit to its side's sources. */
  kind: z.literal('supply'),
  /** Its name in the command's help, on the page and in the report ("Supply"). */
  title: name.min(1),
  section,
  /**
   * Each side's sources: map edges (their ids in map.yaml), single cells (on an area map, area ids), and `roles`:
   * every place the map marks for the side in that role (an area's `supplyFor` or `entryFor`; a hex or square
   * map's edges whose `roles` hold it and whose `for` is the side).
   */
  sources: list(
    strict({
      /** The side these sources supply (a `sides[].id` of game.yaml). */
      side: id,
      ...lineEnds,
      section,
    }),
    20,
  ).min(1),
  /** How many cells (on an area map, links) a line may run, counting the unit's own as 0; left out, any length. */
  range: int(0, 200).optional(),
  /** On an area map, the kinds of link a line may follow (roads and bridges); left out, every link. */
  along: list(id, 20).default([]),
  /**
   * Terrain types and hexside features a line never enters or crosses; on an area map, the terrain of an area
   * it never enters and rivers (map.yaml `rivers`) whose borders it never crosses.
   */
  prohibited: list(id, 50).default([]),
  /** What stops a line: enemy units, their zones of control, contested places. */
  blockedBy: lineBlocks,
  /** Places where a side's units are supplied where they stand (supply-line.ts). */
  inPlace: list(supplyInPlace, 10).default([]),
  /** Lines prefer roads, and the road line a victory count reads (supply-line.ts). */
  roads: supplyRoads.optional(),
  /**
   * How the report is worded: `lengths`, unit by unit with the length of its line, then each side's count;
   * `lines`, a side at a time, what its lines trace to and what blocks them, then each unit's line cell by cell.
   */
  report: supplyReport,
  /** Where units stand without a position file: a game hook (supply-line.ts). */
  standing: supplyStanding.optional(),
  /** Or where the journal's game object puts them, as the engine reads it (supply-line.ts). */
  kept: supplyKept.optional(),
  /**
   * What an unsupplied unit suffers, in words; the numbers are where they apply (a combat multiplier whose
   * condition reads `not supplied`), so they are written once.
   */
  outOfSupply: strict({
    /** What being out of supply does, in the game's words ("attacks and defends at half strength"). */
    text: text.optional(),
    /**
     * Hits each unit out of supply takes when its side checks supply, kept in the journal's `hits`; a unit whose
     * hits reach its strength factor (else its steps) is removed. A side checks supply once a turn.
     */
    hits: int(0, 9).default(0),
    /**
     * What being out of supply adds while a game option has a choice (an optional rule): its text is shown on each
     * unit cut off, citing its section.
     */
    options: list(
      strict({
        /** The game option (an `options[].id` of game.yaml) that adds this effect. */
        option: id,
        /** The option's choice under which it applies (default `on`). */
        choice: id.default('on'),
        /** The added effect in the game's words. */
        text: text,
        section,
      }),
      10,
    ).default([]),
    /** Each unit's factors halved (supply-line.ts), as the report states for every unit cut off. */
    halve: supplyHalve.optional(),
    section,
  }),
});

export const victoryProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `victory`, points, levels and conditions read at the end of a turn or of the game. */
  kind: z.literal('victory'),
  /** Its name in the command's help, on the page and in the report ("Victory"). */
  title: name.min(1),
  section,
  /** Points go to `side`. */
  side: id,
  /** What scores points for `side`: cells held, enemy units eliminated, each worth `value`. */
  points: list(
    strict({
      /** The line's id, which the report names it by (`towns`, `kills`). */
      id,
      /** Cells (hexes) worth `value` each while `side` holds them: its unit stood there last. */
      held: list(name, 200).optional(),
      /** Each unit of this side eliminated is worth `value`. */
      eliminated: id.optional(),
      /** Points for each cell held or unit eliminated. */
      value,
      section,
    }),
    50,
  ).default([]),
  /** The game ends after this turn; before it, victory is only read as "so far". */
  lastTurn: turn.optional(),
  /** Levels from the most points down: the first whose `atLeast` the total reaches. Left out with `capture`. */
  levels: list(
    strict({
      /** The fewest points that reach this level. */
      atLeast: value,
      /** The level as the report says it ("Allied decisive victory"). */
      result: name.min(1),
      section: section.optional(),
    }),
    20,
  ).default([]),
  /**
   * The level is read off a victory chart's rows by the turn `side` last captured `place` (its `range` "1-4"; the
   * row whose range is not turns, "never", when it never did or a requirement fails). The turn is given as
   * `--taken-on N` and kept in the journal.
   */
  capture: strict({
    /** The place (a hex, a cell or an area id) whose capture the chart reads (`ludendorff-bridge`). */
    place: name.min(1),
    /** The victory chart (charts.yaml `kind: victory`) read by the turn of capture. */
    chart: id,
    section,
  }).optional(),
  /** What must all hold at the end for any level of `side`'s: the place held by it alone, or a traced link. */
  require: list(
    strict({
      /** The requirement's id, which the report and validate name it by (`bridge-held`). */
      id,
      /** How reports name it ("Sole possession"); left out, its id. */
      name: name.min(1).optional(),
      /** Only `side`'s units stand in this place (and at least one). */
      alone: name.min(1).optional(),
      /**
       * A line from `from` to one of the `to` places, traced as supply is (along the link kinds given, stopped
       * where `blockedBy` says) for `side`.
       */
      link: strict({
        /** The place the line starts from (a hex, a cell or an area id). */
        from: name.min(1),
        /** Where it may end: map edges, cells, or places the map marks in a role, as a supply source's. */
        to: strict(lineEnds),
        /** On an area map, the kinds of link the line may follow (`road`); left out, every link. */
        along: list(id, 20).default([]),
        /** Left out: stopped by places holding enemy units. */
        blockedBy: lineBlocks.prefault({}),
      }).optional(),
      section,
    }),
    10,
  ).default([]),
  /** A side wins at once when this holds. */
  sudden: list(
    strict({
      /** The side that wins. */
      side: id,
      /** The condition under which it wins at once (`eliminated(german) >= 10`, `holds(allied, 'K12')`). */
      when: condition,
      section,
    }),
    20,
  ).default([]),
  /** Victory points read off the victory chart, each line counted as it says (victory-tally.ts). */
  tally: victoryTally.optional(),
  /** Objectives held alone, judged from the sides present in each place (victory-objectives.ts). */
  objectives: victoryObjectives.optional(),
});

/** Moving units as `movement` says, kept in the journal: `sandtable <id> GAME --units UNIT@CELL,…`. */
export const moveProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `move`, units moved as rules.yaml's `movement` says, kept in the journal. */
  kind: z.literal('move'),
  /** Its name in the command's help, on the page and in the report ("Move"). */
  title: name.min(1),
  section,
  /**
   * A game whose own code keeps the board in its journal: the hook (src/games/<game>/hooks.ts `moveKept`) reads
   * where units stand and what they have spent, judges the game's own limits on each move, and writes the result;
   * the engine judges the moves. `exit` offers units leaving the map, which the hook takes off.
   */
  kept: strict({
    /** The game hook that keeps the board (`<game>.<rule>`, in src/games/<game>/hooks.ts). */
    hook: hookName('my-game.move-kept', '<module>.<rule>'),
    /** An option naming units that leave the map (`--exit`), which the hook takes off the board. */
    exit: strict({
      /** The option naming units that leave the map: `--ID UNIT…`, a field on the page. */
      id: procedureId,
      /** The option's label ("Units leaving the map"). */
      label: name.min(1),
      section,
    }).optional(),
  }).optional(),
});

/** A number a rule hook reads, with what it is and the rule section that gives it. */
const hookValue = strict({
  /** The number's id, as the hook reads it (`retreatTestMost`). */
  id,
  /** The number (−1,000,000 to 1,000,000). */
  value: int(-LIMITS.value, LIMITS.value),
  /** What the number is, in the game's words. */
  text: text.optional(),
  section,
});

/**
 * An opposed roll: each side rolls `dice`; `first` wins when its roll beats `second`'s, and a tie goes to the
 * side `ties` names.
 */
const opposedRoll = strict({
  /** The dice each side rolls and sums, as NdM with 1–99 dice of 2–20 faces (`1d6`, `2d6`). */
  dice: z
    .string()
    .max(10)
    .regex(/^[1-9]\d?d([2-9]|1\d|20)$/, 'dice are written like 1d6 or 2d6')
    .default('1d6'),
  /** The side (a `sides[].id`) that wins when its roll beats the other's. */
  first: id,
  /** The other side (a `sides[].id`). */
  second: id,
  /** Which of the two wins a tie: `first` or `second`. */
  ties: z.enum(['first', 'second']),
  section,
});

/**
 * An opposed roll in each place named: both sides roll `roll.dice`; where `roll.first` wins (a tie goes to the
 * side `ties` names) the `win` outcome holds, else `lose`. The places won are kept in the state key `win.record`.
 */
export const opposedRollProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `opposed-roll`, both sides roll and the higher wins each place named. */
  kind: z.literal('opposed-roll'),
  /** Its name in the command's help, on the page and in the report ("Surprise"). */
  title: name.min(1),
  section,
  roll: opposedRoll,
  /** The places rolled for, one roll each, in the order named: `--<id>` takes their ids. */
  places: strict({
    /** The option naming the places (`--area`), a field on the page. */
    id: procedureId,
    /** The option's label ("Areas about to see defensive fire"). */
    label: name.min(1),
    section: section.optional(),
  }),
  /** Rolled on this turn only. */
  onTurn: strict({
    /** The turn (1–500) on which the roll is made; on any other it is refused. */
    turn,
    section,
  }).optional(),
  /** What holds in a place where `roll.first` wins: its code and words, and the state key the place is kept under. */
  win: strict({
    /** The outcome's short name, as the report and the odds list it ("surprise"). */
    code: name.min(1),
    /** What it means at the table, in the game's words ("no US defensive fire in the area this turn"). */
    text: text.min(1),
    /** The journal's state key the places won are kept under (`surprised`), which conditions and hooks read. */
    record: id.optional(),
    section: section.optional(),
  }),
  /** What holds in a place where `roll.first` loses: its code and words. */
  lose: strict({
    /** The outcome's short name ("no surprise"). */
    code: name.min(1),
    /** What it means at the table, in the game's words ("US defensive fire as normal"). */
    text: text.min(1),
    section: section.optional(),
  }),
  /** What the rules add after the rolls, in the game's words. */
  notes: list(
    strict({
      /** One note ("Surprise does not apply to overruns."). */
      text: text.min(1),
      section: section.optional(),
    }),
    10,
  ).default([]),
});

/**
 * One option of a rule hook, as the CLI takes it (`--<id>`) and the page's form shows it: the hook's code reads it
 * by id and no longer declares it, so `sandtable <procedure> GAME --help`, the form and the command line all come
 * from this one declaration.
 */
export const hookField = strict({
  /** The option's name: `--<id>` on the command line, the field on the page. */
  id: procedureId,
  /** The field's label on the page and the option's words in `--help` ("Attacking units"). */
  label: name.min(1),
  /**
   * units: a comma list of UNIT@CELL; text: a free value; number; check: on or off; choice: one of `choices`;
   * dice: faces entered by hand; position: a position file (the page's board).
   */
  kind: z.enum(['units', 'text', 'number', 'check', 'choice', 'dice', 'position']),
  /** A short hint shown beside the label: the rule section or the form of the value. */
  hint: name.optional(),
  /**
   * How the value is typed on the command line ("UNIT@HEX", "UNIT=N", "card ids"): `--help` shows it; the page,
   * where units are tapped and listed values offered as taps, does not.
   */
  typed: name.optional(),
  /** For a units field: the side (a `sides[].id`) whose units it takes; the page offers only theirs. */
  side: id.optional(),
  /** The values a choice takes; "" is the page's blank (none chosen). */
  choices: list(name, 50).optional(),
  /** The value when the option is not given. */
  initial: name.optional(),
  /** The option takes a comma list. */
  list: z.boolean().optional(),
  /** The procedure cannot run without it. */
  required: z.boolean().optional(),
  /** A text field that names a place: the page offers the map. */
  place: z.boolean().optional(),
  /** Hand dice of this many sides; `many` takes a list, in order. */
  die: strict({
    /** Faces on each die (2–100). */
    sides: int(2, 100),
    /** Several dice, entered as a list in the order rolled. */
    many: z.boolean().optional(),
  }).optional(),
  /** The values a list takes, offered to tap: the game's cards by id, or these words. */
  values: z.union([z.literal('cards'), list(name.min(1), 50)]).optional(),
  /**
   * The game option (its id in game.yaml) this field sets: the page names the field by the option's title and
   * offers its choices in words; `*` on a list field of `id=choice` items takes every option's choice.
   */
  option: z.union([z.literal('*'), id]).optional(),
});

/**
 * A pool of dice that units roll as a hook's step (parting shots as an overrun removes them): each unit rolls
 * the dice of the first `dice` entry whose unit condition holds for it, else its strength less the hits it
 * carries; each die a hit at or above `hitOn`. The engine (src/rules/unit-pool.ts) counts the chances, reads the
 * hits and lands them on the units fired at, spread by their owner or by the firer as `allocate` says.
 */
export const unitPool = strict({
  /** Faces on each die (2–20; 6 for d6). */
  sides: int(2, 20).default(6),
  /** The dice each kind of unit rolls, the first entry a unit meets counting. */
  dice: list(
    strict({
      /** The units that roll these dice: a unit condition (`has(artillery)`). */
      unit: condition,
      /** Dice each such unit rolls (0: it does not fire). */
      dice: int(0, 100),
      /** How the report names them ("artillery: 1 die"). */
      text: name.optional(),
      section,
    }),
    10,
  ).default([]),
  /** The face each die needs to hit. */
  hitOn: strict({
    /** The face a die must show, or beat, to hit (`6`: only a 6 hits on a d6). */
    atLeast: int(1, 20),
    section,
  }),
  /** Who spreads the hits over the units hit. */
  allocate: strict({
    /** Who spreads the hits: `owner`, the player whose units are hit; `firer`, the player who fired. */
    by: z.enum(['owner', 'firer']),
    section,
  }),
  section,
});

/**
 * A procedure that is code: a rule hook, "<module>.<verb>" (`my-game.combat`), the procedure `verb` of
 * src/games/<module>/hooks.ts, run over this folder's scenario. A copy of a bundled game names its game's hooks
 * and plays as the original.
 */
export const hookProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `hook`, a procedure written as code (a rule hook) that reads this declaration. */
  kind: z.literal('hook'),
  hook: hookName('my-game.combat', '<module>.<procedure>'),
  /** The command is `<id> <subcommand> GAME` (`setup check GAME`) rather than `<id> GAME`. */
  subcommand: procedureId.optional(),
  /** Its title and rule section, for `sandtable GAME --help`, its command's help and the page's heading. */
  title: name.min(1).optional(),
  section: section.optional(),
  /** Its options and the page's form, in order (see hookField); required for a hook that reads them from here. */
  fields: list(hookField, 40).optional(),
  /**
   * The charts the hook reads (a CRT per terrain): `shifts` and `drms` below may name their modifiers, and the
   * aid printed for each lists the declared numbers, as for a declared combat.
   */
  charts: list(id, 20).default([]),
  /**
   * The column shifts and die modifiers the hook applies, each by its `id`: the number is read here (or from the
   * chart's modifier it names), never written in the hook. When each applies is the hook's step, so neither
   * `when` nor `per` is taken.
   */
  shifts: list(adjustment, 50).default([]),
  drms: list(adjustment, 50).default([]),
  /** Other numbers the hook reads by id: a target, a first or last turn, a face that hits. */
  values: list(hookValue, 50).default([]),
  /**
   * How a combat hook forms each side's total (the factor added up, the terrain chart whose multipliers apply, the
   * declared multipliers and the rounding), as a declared combat's `totals`; the hook's own steps read them.
   */
  totals: totalsSchema.optional(),
  /** Units that may not attack, judged by the engine for the hook (src/rules/attack-refusals.ts). */
  refusedAttackers: list(attackerRefusal, 20).default([]),
  /** What each side's part of a combat result does, and the committed units spent (see side-outcome.ts). */
  outcome: sideOutcome.optional(),
  // A combat hook's report in the game's own words, step by step (its steps and their values: combat-says.ts).
  /** A combat hook's report in the game's own words, step by step (docs/rules-model.md). */
  says: z.optional(
    combatSays.extend({
      // Worded here, nearer than a die-table roll's `says.chances`, whose heading takes other values.
      /**
       * The heading over each result's chance, before the die is rolled: `{column}` the CRT column the hook reads,
       * `{drm}` the die modifier as " +1" (nothing without one).
       */
      chances: name.min(1).optional(),
    }),
  ),
  /** Two sides roll one against the other (a surprise roll): the dice, and who wins a tie. */
  opposed: opposedRoll.optional(),
  /** Units roll a pool of dice as the hook's step (parting shots): see unitPool. */
  pool: unitPool.optional(),
  /** Fire whose hits are a dice total divided by a chart's divisor, the hook's step: see salvo.ts. */
  salvo: salvo.optional(),
  /** A battle by odds of a printed factor, read on an odds CRT with its ends, the hook's step: see odds-battle.ts. */
  battle: oddsBattle.optional(),
  /** A battle fought round after round on its CRTs, what each result does: see rounds-battle.ts. */
  rounds: roundsBattle.optional(),
  /** Work rolled toward a threshold at a place (engineers building a bridge), the hook's step: see work-roll.ts. */
  work: workRoll.optional(),
  /** Groups of places a side holds alone (a victory's objectives), the hook's step: see held-groups.ts. */
  held: heldGroups.optional(),
  /** The ratio of strengths the hook's step needs (an overrun at 6-1): see strengthRatio in rules-steps.ts. */
  ratio: strengthRatio.optional(),
  /** The step's success roll, read off a die table in charts.yaml: see stepRoll in rules-steps.ts. */
  successRoll: stepRoll.optional(),
  /** How often a unit takes the step each turn, counted in the journal: see turnLimit in rules-steps.ts. */
  limit: turnLimit.optional(),
  /** The order the declared rolls and their effects come in, each on the results before it: see rules-roll-steps.ts. */
  steps: rollSteps.optional(),
});

/**
 * An overrun (`kind: overrun`): units of one side, all in one area, try to overrun the enemy units in an area they
 * may move into (across the links rules.yaml's movement gives their kind, never out of a contested area into another),
 * as the engine runs it (src/rules/overrun-run.ts). The steps below are the engine's: the odds by strength
 * (`ratio`), a success roll on a die table (`successRoll`), a pool of dice the units overrun fire as they go
 * (`pool`), their removal and the movers going on, or stopping, in the order `steps` gives; units that may not take
 * part (`refusals`) and how often a unit may overrun a turn (`limit`).
 */
export const overrunProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `overrun`, units moving into an enemy's area and firing as they go. */
  kind: z.literal('overrun'),
  /** Its name in the command's help, on the page and in the report ("Overrun"). */
  title: name.min(1),
  section,
  /**
   * The game option whose choice `single` takes the odds against one chosen enemy unit, and removes only it; any
   * other choice overruns every enemy unit in the area.
   */
  target: strict({
    /** The game option (an `options[].id` of game.yaml) that chooses the target (`overrun-target`). */
    option: id,
    /** Its choice under which one chosen enemy unit is the target (`single-unit`). */
    single: id,
    section,
  }).optional(),
  /**
   * The rules a refusal cites: a unit removed from play once its hits reach its strength, a unit not yet due, and
   * the turn sequence (a turn before the journal's); the sequence's section when `sequence` is not given.
   */
  cites: strict({
    /** The section a refusal cites for a unit removed once its hits reach its strength. */
    eliminated: name.min(1),
    /** The section a refusal cites for a unit not yet due to arrive ("8, Reinforcements"). */
    arrival: name.min(1),
    /** The section a refusal cites for a turn before the journal's ("3, Turn Sequence"). */
    sequence: name.min(1).optional(),
  }),
  /** Units that may not take part (artillery; under an optional rule, units out of supply this turn). */
  refusals: list(unitRefusalEntry, 20).default([]),
  /** The ratio of strengths an overrun needs (6-1), and what counts toward it. */
  ratio: strengthRatio,
  /** The success roll read off a die table (charts.yaml) once the ratio is met. */
  successRoll: stepRoll,
  /** How often a unit may overrun each turn (two a turn), counted in the journal. */
  limit: turnLimit.optional(),
  /** The dice the units fire as they go (parting shots), and who spreads the hits. */
  pool: unitPool.optional(),
  /** The order of the rolls and their effects (`ratio`, then `successRoll`, then on success `pool`…). */
  steps: rollSteps,
});

/**
 * A set-up checked against the rules (`kind: setup`), as the engine runs it (src/rules/setup-run.ts): a position
 * file's units, else the journal's, judged by the declared `setup` (src/rules/setup-check.ts) on a hex or
 * square-sector map. Its command is `<id> <subcommand> GAME` (`setup check GAME`) when a subcommand is given.
 */
export const setupProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `setup`, a position's set-up judged against the set-up rules. */
  kind: z.literal('setup'),
  subcommand: procedureId.optional(),
  /** Its name in the command's help, on the page and in the report ("Set-up check"). */
  title: name.min(1),
  section,
  /** The set-up rules the position is judged by: zones, cover, prohibited terrain, stacking (setup-check.ts). */
  setup: setupCheck,
  /**
   * Its options and the page's form, in order (see hookField), when not the engine's own (a position file, else
   * the journal's): a `position` field, and a list field of `id=choice` items (`option: "*"`) for the game
   * options the players agree at the set-up, which the report and the kept journal carry.
   */
  fields: list(hookField, 2)
    .refine((fs) => fs.every((f) => f.kind === 'position' || (f.option === '*' && f.list)), {
      message: 'a set-up check reads a position field and a list of agreed options (option: "*", list: true)',
    })
    .refine((fs) => fs.filter((f) => f.kind === 'position').length === 1, {
      message: 'a set-up check reads one position field',
    })
    .optional(),
  /**
   * A game whose own journal keeps the set-up (rules.yaml names its hook, src/games/<module>/hooks.ts `setupKept`):
   * with `--journal`, a legal set-up is recorded there, the game's object written by the hook, and the position
   * is read from a file, never from the journal.
   */
  kept: strict({ hook: hookName('my-game.setup-kept', '<module>.<hook>') }).optional(),
  /**
   * The report's shape: `indent` sets its steps under its title; `json` lists what `--json` gives besides `game`
   * and `legal`, in order: the units placed (`units`), the cells they stand on (`sectors`), the game options
   * agreed (`options`), the report's steps in English (`steps`).
   */
  report: strict({
    /** The steps printed indented under the title. */
    indent: z.boolean().default(false),
    /** What `--json` gives besides `game` and `legal`, in order: `units`, `sectors`, `options`, `steps` (1–4). */
    json: list(z.enum(['units', 'sectors', 'options', 'steps']), 4).default(['units', 'sectors']),
  }).default({ indent: false, json: ['units', 'sectors'] }),
});

/**
 * A new game's set-up into its journal (`kind: start`), as the engine runs it (src/rules/start-run.ts): every unit
 * that the set-up check `setup` (a procedure with a `setup` declaration) sets up stands in its zone, spread within
 * the capacity that movement.stacking declares, and the journal begins on the set-up's turn. Hex and square maps.
 */
export const startProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `start`, a new game's units set up into its journal. */
  kind: z.literal('start'),
  /** Its name in the command's help, on the page and in the report ("Start a game"). */
  title: name.min(1),
  section,
  /** The procedure whose `setup` says which units set up (the turn, the places filled later). */
  setup: procedureId,
});

/**
 * Fire as a salvo (`kind: salvo`), run by the engine (src/rules/salvo-run.ts): units of one side in one cell fire
 * into another cell; the declared `salvo` gives the dice, divisor, hit dice, cover and the order hits go in, and the
 * journal keeps each unit's figures lost or hits taken and the units eliminated. `fields` are its options and the
 * page's form, in order: the engine reads `firer`, `target`, `order`, `hits`, `turn`, `dice` and `hit-dice`, and
 * hands the others to the game's check hook (`check.hook`), which may refuse a salvo and keep the game's own
 * bookkeeping (a fire portion, return fire); without `fields` the engine gives its own.
 */
export const salvoProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `salvo`, fire whose hits are a dice total divided by a chart's divisor. */
  kind: z.literal('salvo'),
  /** Its name in the command's help, on the page and in the report ("Fire"). */
  title: name.min(1),
  section,
  salvo,
  /** Its options and the page's form, in order (see hookField); left out, the engine's own. */
  fields: list(hookField, 40).optional(),
  /** The game's check (`<game>.<rule>`, a hook of src/games/<game>/hooks.ts) that may refuse a salvo. */
  check: strict({ hook: hookName('my-game.fire-check'), section: section.optional() }).optional(),
});

/**
 * A battle by odds (`kind: battle`), run by the engine (src/rules/battle-run.ts): each side's printed factor added
 * up, the odds read on the declared `battle`'s CRT with its ends, the units a result removes kept in the journal.
 * `fields` are its options and the page's form (the engine reads `attacker`, `defender`, `soak-off`, `turn` and
 * `roll`, and hands the others to the check hook); `values` may give `automatic-victory`, the odds the report calls
 * an automatic victory. The game's check hook (`check.hook`) may refuse a battle and keep its own bookkeeping.
 */
export const battleProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `battle`, printed factors added up and the odds read on a CRT. */
  kind: z.literal('battle'),
  /** Its name in the command's help, on the page and in the report ("Battle"). */
  title: name.min(1),
  section,
  /** The battle itself: its CRT, the factor each side adds, its results, the places that may fight (odds-battle.ts). */
  battle: oddsBattle,
  /** Its options and the page's form, in order (see hookField); left out, the engine's own. */
  fields: list(hookField, 40).optional(),
  /** Numbers the engine and the check read by id: `automatic-victory`, the odds reported as one. */
  values: list(hookValue, 50).default([]),
  /** The game's check (`<game>.<rule>`, a hook of src/games/<game>/hooks.ts) that may refuse a battle. */
  check: strict({ hook: hookName('my-game.battle-check'), section: section.optional() }).optional(),
});

/**
 * A battle fought round after round in one area of an area map (`kind: rounds`), run by the engine
 * (src/rules/rounds-run.ts over src/rules/area-rounds.ts): the terrain the attack meets picks one of the `charts`
 * (a CRT by differential, its id the terrain's); each round reads the units' differential with the declared `shifts`
 * and `drms`, each judged by its condition (`when`, `per`; `area.defence` is the area's defence value), and each
 * result does what `rounds` declares, until a side retreats or is wiped out or the area is engaged. The journal
 * keeps the units lost. `fields` may add game options (`option`); the engine's own are area, from, attacker,
 * defender, turn and rolls.
 */
export const roundsProcedure = strict({
  id: procedureId,
  /** Which engine runs it: `rounds`, a battle fought round after round in one area. */
  kind: z.literal('rounds'),
  /** Its name in the command's help, on the page and in the report ("Assault"). */
  title: name.min(1),
  section,
  /** The CRTs by differential (charts.yaml), one per terrain an attack may meet, each by the terrain's id (1–20). */
  charts: list(id, 20).min(1),
  /** Column shifts, each counted while its condition holds. */
  shifts: list(adjustment, 50).default([]),
  /** Die-roll modifiers, each added while its condition holds. */
  drms: list(adjustment, 50).default([]),
  /** What each round's result does, the choice a side may make, the notes (rounds-battle.ts). */
  rounds: roundsBattle,
  /** More options and fields, in order (see hookField): game options (`option`) besides the engine's own. */
  fields: list(hookField, 40).optional(),
  /**
   * A force may be given as a count of units in place of their ids (`--attacker 4`), `among` of them of a kind
   * (`--attacker-armour 1`: the field `<side>-<among.id>`), the side of a counted attacker by `--attacker-side`:
   * each counted unit is of `plain`'s type, or of `among`'s type and abilities; a count is bounded by the most
   * units a side has in the counter mix, and `among`'s by the most for which `among.when` holds.
   */
  counts: strict({
    /** A unit counted plainly (`--attacker 4`) is of this type. */
    plain: strict({
      /** The unit type a counted unit is taken as (`infantry`). */
      type: z.enum(unitTypes),
    }),
    /** Units counted apart among a side's (`--attacker-armour 1`): their field, type, abilities and condition. */
    among: strict({
      /** The field's name after the side: `--<side>-<id>` (`armour`). */
      id,
      /** The unit type such a unit is taken as (`armour`). */
      type: z.enum(unitTypes),
      /** The abilities (game.yaml `abilities[].id`) it is taken to have. */
      abilities: list(id, 10).default([]),
      /** A unit condition: the units of the counter mix it holds for bound the count. */
      when: z.string().min(1).max(500),
    }),
    section,
  }).optional(),
  /**
   * What a game's cards decide in a battle, its named hook (`src/games/<game>/`): the support each side plays into
   * it (shifts for the whole battle, with their reasons), whether a side can make the declared `rounds.choice`, the
   * units its own journal keeps off the board, and its own journal keys once the battle is fought.
   */
  play: strict({ hook: hookName('my-game.battle-cards'), section: section.optional() }).optional(),
});

export const procedure = z.discriminatedUnion(
  'kind',
  [
    combatProcedure,
    dieTableProcedure,
    opposedRollProcedure,
    dicePoolProcedure,
    successRollProcedure,
    supplyProcedure,
    victoryProcedure,
    moveProcedure,
    workProcedure,
    turnEndProcedure,
    overrunProcedure,
    turnChoiceProcedure,
    reserveProcedure,
    replaceProcedure,
    setupProcedure,
    startProcedure,
    salvoProcedure,
    battleProcedure,
    roundsProcedure,
    hookProcedure,
  ],
  {
    error:
      'procedure kind must be one of: combat, die-table, opposed-roll, dice-pool, success-roll, supply, victory, ' +
      'move, work, turn-end, overrun, turn-choice, reserve, replace, setup, start, salvo, battle, rounds, hook',
  },
);

/**
 * How units move (issue #22): their points from the units data, costs from the terrain chart and hexside
 * features, paths over the map's adjacency (hexes, square sectors, area links), zones of control, road and
 * forced march, stacking judged when the rules judge it, advance after combat and reinforcements. One engine
 * (src/rules/movement.ts) reads it for every game; what no field says is a named hook.
 */
export const movementRules = strict({
  section,
  /**
   * `points`: each unit spends movement points, its printed move factor (units.yaml), on the terrain chart's
   * costs. `cells`: each unit moves up to `cells` cells or areas, whatever the ground.
   */
  measure: z.enum(['points', 'cells']).default('points'),
  /** Cells or areas a move may cover when measured in cells. */
  cells: int(1, 99).default(1),
  /**
   * On an area map, the kinds of link a unit may move along: the first entry whose condition holds for the unit
   * (`has(armour)`: roads and bridges only); without it, every link.
   */
  links: list(
    strict({
      when: condition.optional(),
      /** The map's link kinds (map.yaml `connections[].kind`: road, bridge, trail) a unit matching `when` may use. */
      along: list(id, 20).min(1),
    }),
    20,
  ).default([]),
  /**
   * The id of the terrain-effects chart (charts.yaml) whose rows give movementCost, movementCostExtra,
   * movementProhibited, alongRoadOnly and stopOnEntering (a unit entering such a cell goes no further that turn).
   */
  terrain: id.optional(),
  /** A unit may always move one cell by spending all its points (6.2's "minimum move"). */
  minimumOne: strict({ section }).optional(),
  /**
   * Bridges of these kinds (the map's `bridges`) carry movement over the terrain they span, which the terrain
   * chart may prohibit (a river).
   */
  bridges: strict({
    /** The bridge kinds of map.yaml's `bridges` that carry movement (a blown or pontoon bridge may be left out). */
    kinds: list(id, 10).min(1),
    section,
  }).optional(),
  /**
   * On an area map, where a unit entering an area ends its move: an area holding enemy units (`enemy`), one
   * entered along these link kinds (`along`: a trail), of this terrain (`terrain`: mountains, for the units the
   * condition names), or in this zone (`zone`: the strategic zone).
   */
  stops: list(
    strict({
      when: condition.optional(),
      /** The move ends in an area holding enemy units. */
      enemy: z.boolean().default(false),
      /** The move ends in an area entered along a link of one of these kinds (map.yaml `connections[].kind`). */
      along: list(id, 10).default([]),
      /** The move ends in an area of one of these terrains (map.yaml terrain ids). */
      terrain: list(id, 20).default([]),
      /** The move ends on entering an area of this zone of the map. */
      zone: z.enum(['operational', 'strategic']).optional(),
      section,
    }),
    20,
  ).default([]),
  /**
   * The areas or cells of a move are chosen each time, up to `cells` (a movement card's value): `--areas N`; the
   * game's hook ("<game>.<rule>") may hold them to what was played (the card, the weather).
   */
  chosen: strict({
    hook: hookName('my-game.movement-card').optional(),
    section,
  }).optional(),
  /** Units never enter a cell or area holding an enemy unit (without an overrun). */
  enemyOccupied: strict({ section }).optional(),
  /** Zones of control: the cells next to an enemy unit, never across terrain or hexsides the chart prohibits. */
  zoc: strict({
    /** Extra points to enter an enemy zone, and to leave one. */
    enter: num(0, 99).default(0),
    /** Extra movement points to leave an enemy zone of control (0–99; 0, leaving is free). */
    leave: num(0, 99).default(0),
    /** Extra points to move straight from one enemy zone to another, in place of leaving and entering. */
    between: num(0, 99).optional(),
    /** A unit that enters an enemy zone stops there. */
    stop: z.boolean().default(false),
    /** A friendly unit standing in the cell negates the enemy zone there, for movement. */
    negatedByFriendly: z.boolean().default(false),
    section,
  }).optional(),
  /** A unit that neither enters nor leaves an enemy zone of control on its move may spend `by` times its points. */
  forcedMarch: strict({
    /** The multiplier of the unit's movement points (1.5, 2); 1 to 10. */
    by: num(1, 10),
    section,
  }).optional(),
  /**
   * Road march: along road links only, from a cell or area free of enemy units, never through an enemy-held
   * one; the first `cells` whose condition holds for the unit (`side == us`, `has(armour)`) is how far.
   */
  roadMarch: strict({
    /** The map's road feature or link kinds the march follows. */
    along: list(id, 10).min(1),
    cells: list(
      strict({
        when: condition.optional(),
        /** How many cells or areas a unit matching `when` may road-march (1–99). */
        cells: int(1, 99),
      }),
      20,
    ).min(1),
    /** Units that may not road-march (under an optional rule, units out of supply this turn). */
    refusals: list(unitRefusalEntry, 20).default([]),
    section,
  }).optional(),
  /**
   * Hex and square maps: road movement. A step between two cells of one of the map's roads of kind `terrain`
   * costs that terrain chart row's movementCost in place of the cell's and its hexsides' (a bridge carries it);
   * a unit whose whole move follows the road gains `bonus` points more (a road bonus).
   */
  road: strict({
    /** The map's road kind, which is also the terrain chart row whose movementCost a road step costs. */
    terrain: id,
    /** Movement points added to a unit whose whole move follows the road (0–99). */
    bonus: num(0, 99).default(0),
    section,
  }).optional(),
  /**
   * A unit in a cell or area with enemy units (contested) leaves only into one without enemy units, and taking
   * `leaveHits` hits for leaving (kept in the journal's `hits`; at its `strength` factor it is removed).
   */
  contested: strict({
    /** Always `forbidden`: a unit leaving a contested cell or area may not go into another holding enemy units. */
    intoEnemy: z.literal('forbidden'),
    /** Hits a unit takes for leaving a contested place (0–9). */
    leaveHits: int(0, 9).default(0),
    section,
  }).optional(),
  /**
   * Stacking: at most `limit` friendly units in a cell, or any one of the limits `anyOf` (by echelon and
   * formation), or the game's hook's rule ("<game>.<name>"), judged
   * after each move (`move`), at the end of the phase or at the end of the turn; an over-stack then judged is
   * refused (`move`) or its units beyond the limit eliminated.
   */
  stacking: strict({
    /** At most this many friendly units (or steps, by `counts`) in one cell or area (1–99). */
    limit: int(1, 99).optional(),
    /** What `limit` counts: units, or their steps left (a unit with a step lost counts one less). */
    counts: z.enum(['units', 'steps']).default('units'),
    hook: hookName('my-game.stacking').optional(),
    /** Units of these kinds do not count (markers, air, outposts): ability ids of game.yaml. */
    exempt: list(id, 20).default([]),
    /** When stacking is checked: after each move (`move`, refused), or at the end of the phase or the turn. */
    judged: z.enum(['move', 'phase', 'turn']),
    /** An over-stack found when judged loses its units beyond the limit (eliminated) rather than being refused. */
    eliminate: z.boolean().default(false),
    /** Or a choice of limits by echelon and formation (stacking-limits.ts), with their words. */
    ...stackingChoice,
    /** Or a capacity by terrain, kinds mixing in proportion (stacking-capacity.ts). */
    capacity: stackingCapacity.optional(),
    section,
  }).optional(),
  /**
   * A game's own rules on each move, too particular to declare (engaged sectors, a fallen bridge, dug-in units):
   * its hook ("<game>.<rule>") may refuse a move, change a unit's factor for it, or its hits for leaving.
   */
  check: strict({
    hook: hookName('my-game.move-check'),
    section,
  }).optional(),
  /**
   * After a combat empties the defender's cell, attackers may advance into it, within stacking: up to `cells`
   * cells, the first of them the vacated cell, the rest along a path of cells free of enemy units. `who`: the
   * attackers that fought (`attackers`) or those of them still in the cell they attacked from (`in-place`).
   * `zocStop`: an advance ends on entering an enemy zone of control beyond the vacated cell. `taken`: when it is
   * taken: by `move --advance` after the combat (`move`), or as the combat's last question once its result is
   * settled (`combat`: the owner answers with the units that go, or none; into the vacated cell only).
   */
  advance: strict({
    cells: int(0, 20).default(1),
    /** Who may advance: every attacker that fought (`attackers`) or those still where they attacked from. */
    who: z.enum(['attackers', 'in-place']).default('in-place'),
    zocStop: z.boolean().default(true),
    /** When the advance is taken: by `move --advance` after the combat, or as the combat's last question. */
    taken: z.enum(['move', 'combat']).default('move'),
    section,
  }).optional(),
  /**
   * Retreat after combat, when a combat result says "retreat N": each retreating unit goes N cells, each farther
   * from where it fought, never into or across ground the terrain chart prohibits nor into enemy units; not into an
   * enemy zone of control unless `intoZoc: allowed` (a friendly unit there negates it when `zoc.negatedByFriendly`);
   * ending within stacking as `stacking` counts it (its limit without the exempt kinds, or its hook) unless
   * `stacking: false`. On an area map a unit goes N areas along the links it may move by (`links`), each farther
   * from the battle's area, never into an area holding enemy units; zones of control do not apply. Where two or
   * more end cells are legal the owner picks one after the roll (`--choose`, or a tap on the page); a unit with
   * none is eliminated.
   */
  retreat: strict({
    /** Whether a retreating unit may enter an enemy zone of control (`allowed`) or not (`forbidden`). */
    intoZoc: z.enum(['forbidden', 'allowed']).default('forbidden'),
    stacking: z.boolean().default(true),
    /**
     * A unit that retreated in a side's part met by retreats and losses (`retreatOrLose`) before a unit of its side
     * was lost may not enter the cell it left again in the same game turn: `move` refuses it, citing `section`.
     */
    mayNotReturn: strict({ section }).optional(),
    section,
  }).optional(),
  /**
   * Reinforcements: placed in `phase` (a phase id of the sequence) of their turn, in one of `zones` (map zones,
   * edges or areas), and not acting in an earlier phase of that turn.
   */
  reinforcements: list(
    strict({
      /** The side (game.yaml `sides[].id`) whose reinforcements these are. */
      side: id,
      /** The phase of the sequence (`sequence.phases[].id`) in which they are placed. */
      phase: id,
      /** Where they may be placed: map zones, edges or areas, by id; none listed, anywhere the units data says. */
      zones: list(name, 200).default([]),
      section,
    }),
    20,
  ).default([]),
});

export const phase = strict({
  /** The phase's id, which `phase` fields elsewhere (reinforcements, a hook's turn) name. */
  id,
  /** The phase as the rules and the turn record sheet name it ("Allied Movement Phase"). */
  name: name.min(1),
  /** The side whose phase it is, or `both`. */
  side: id,
  procedures: list(procedureId, 20).default([]),
  section: section.optional(),
});

export const rulesFile = strict({
  /** The game's rules model (docs/rules-model.md): its turn sequence, its procedures and how units move. */
  rules: strict({
    /** The turn sequence: each game turn's phases in order, and which procedures belong to which phase and side. */
    sequence: strict({
      /** The phases of one game turn, in the order they are played (1–50). */
      phases: list(phase, 50).min(1),
      section: section.optional(),
    }),
    /**
     * The game's procedures (at most 50), each a command `sandtable <id> GAME` and a screen of the companion page;
     * told apart by `kind` (combat, die-table, supply, victory, move, hook…).
     */
    procedures: list(procedure, 50).default([]),
    movement: movementRules.optional(),
  }),
});

export type RulesFile = z.infer<typeof rulesFile>;
export type Rules = RulesFile['rules'];
export type Procedure = z.infer<typeof procedure>;
export type CombatProcedure = z.infer<typeof combatProcedure>;
export type DieTableProcedure = z.infer<typeof dieTableProcedure>;
export type DicePoolProcedure = z.infer<typeof dicePoolProcedure>;
export type OpposedRollProcedure = z.infer<typeof opposedRollProcedure>;
export type SuccessRollProcedure = z.infer<typeof successRollProcedure>;
export type SupplyProcedure = z.infer<typeof supplyProcedure>;
export type VictoryProcedure = z.infer<typeof victoryProcedure>;
export type HookProcedure = z.infer<typeof hookProcedure>;
export type OverrunProcedure = z.infer<typeof overrunProcedure>;
export type MoveProcedure = z.infer<typeof moveProcedure>;
export type StartProcedure = z.infer<typeof startProcedure>;
export type SetupProcedure = z.infer<typeof setupProcedure>;
export type SalvoProcedure = z.infer<typeof salvoProcedure>;
export type BattleProcedure = z.infer<typeof battleProcedure>;
export type RoundsProcedure = z.infer<typeof roundsProcedure>;
export type MovementRules = z.infer<typeof movementRules>;
export type Adjustment = z.infer<typeof adjustment>;
export type HookValue = z.infer<typeof hookValue>;
export type HookField = z.infer<typeof hookField>;
export type OpposedRoll = z.infer<typeof opposedRoll>;
export type UnitPool = z.infer<typeof unitPool>;
export type RuleInput = z.infer<typeof input>;
export type RuleResult = z.infer<typeof result>;
export type CombatTotals = z.infer<typeof totalsSchema>;
export type TotalsMultiplier = z.infer<typeof multiplier>;
