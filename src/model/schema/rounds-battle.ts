import { z } from 'zod';
import { strict, name, list, int } from './common.js';

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

export const roundsBattle = strict({
  /** Where the rounds and the results are said. */
  section,
  results: list(
    strict({
      code: name.min(1),
      attacker: sideEffect.optional(),
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
