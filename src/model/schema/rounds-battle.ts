import { z } from 'zod';
import { strict, name, list, int, id } from './common.js';

// A battle fought round after round on the hook's CRTs (issue #20), declared as a combat hook's `rounds` in
// rules.yaml and read by src/rules/rounds-battle.ts: what each result does to the side it strikes (every unit falls
// back so many places, or so many units are lost, or all of them), whether the battle goes on to another round, and
// which result engages the place. Operation Nordwind's L: "Continue combat until one side retreats, is eliminated or
// an engaged marker is placed."

const section = name.min(1).max(40);

/** What a result does to one side's units in the battle. */
const sideEffect = strict({
  /** Every unit of the side falls back this many places. */
  retreat: int(1, 20).optional(),
  /** The side loses this many units (`all`: every one). */
  lose: z.union([int(1, 99), z.literal('all')]).optional(),
});

/** A unit condition or a battle's condition (model/rules-condition.ts), checked at validate. */
const condition = z.string().min(1).max(500);

export const roundsBattle = strict({
  /** Where the rounds and the results are said. */
  section,
  /**
   * An area of two terrains is fought on the terrain of the side the attack comes from (the map's `approaches`):
   * where that is said, for the refusals that ask for it.
   */
  approach: strict({ section }).optional(),
  /** A side that loses some of its units loses those this unit condition picks last (armour, the better keep). */
  keepLast: condition.optional(),
  /** Lines the report adds after the shifts when their condition holds over the round's units. */
  notes: list(
    strict({
      /** The note's id, keyed `<procedure>.says.<id>` in the locale files. */
      id: name.min(1).max(40),
      /** When the line is added: a condition over the round's units (`attackers.any(type == armour)`). */
      when: condition,
      /** The line, in the game's words. */
      says: name.min(1),
    }),
    10,
  ).default([]),
  /**
   * The report's own words for two steps, keyed `<procedure>.says.<step>`: `engaged`, the engagement; `drm`, the
   * round's die modifier, given `{drm}` and, for each declared die modifier, its part signed as declared, named by
   * its id without a trailing number and with `_` for `-` (area-defence-1 and area-defence-2 are `{area_defence}`).
   */
  says: strict({
    /** Said when the place is engaged. */
    engaged: name.min(1).optional(),
    /** The round's die modifier; values {drm} and each declared modifier's part. */
    drm: name.min(1).optional(),
  }).default({}),
  /**
   * A side's choice on a result that strikes it (a card played once the outcome is known, Nordwind's Heroic Stand):
   * asked at each such result, answered by `--choose` in turn or for every result by the field `id` (`--<id>`);
   * an option with `stop` ends the battle there with that outcome, engaged; the first option changes nothing and
   * is the answer of a side the game's play hook says cannot make the choice. Its words are `says`.
   */
  choice: strict({
    /** The field and option (`--ID`) that answers the choice for every result. */
    id,
    /** The side that chooses: `attacker` or `defender`. */
    side: z.enum(['attacker', 'defender']),
    section,
    /** What the choice is, as `--choose` names it in a refusal. */
    name: name.min(1),
    /** The question, given `{result}` and `{meaning}`; and the line the battle stops on while it waits. */
    question: name.min(1),
    /** The line the battle stops on while it waits for the answer. */
    waits: name.min(1),
    options: list(
      strict({
        /** The answer's id, as `--choose` takes it (`none`, `heroic-stand`). */
        id,
        /** The outcome the battle stops with, engaged (a result code); left out, the battle goes on. */
        stop: id.optional(),
        /** The line said when it is chosen. */
        says: name.min(1).optional(),
      }),
      10,
    ).min(2),
  }).optional(),
  /** What each result code of the charts does to each side, and whether the battle goes on. */
  results: list(
    strict({
      /** The result code as the charts print it (`A1`, `D2`, `E`). */
      code: name.min(1),
      /** What the result does to the attacker: retreat so many places, or lose so many units. */
      attacker: sideEffect.optional(),
      /** What the result does to the defender: retreat so many places, or lose so many units. */
      defender: sideEffect.optional(),
      /** The battle stops with both sides in the place, engaged until a later battle there decides otherwise. */
      engage: z.boolean().default(false),
      /** Another round is fought while both sides still have units (a result that only takes losses). */
      goesOn: z.boolean().default(false),
    }),
    60,
  ).min(1),
});

export type RoundsBattle = z.infer<typeof roundsBattle>;
export type RoundsResult = RoundsBattle['results'][number];
