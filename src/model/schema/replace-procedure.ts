import { z } from 'zod';
import { strict, int, name, id, list, LIMITS } from './common.js';

// Replacements (`kind: replace`): a player brings back units from his eliminated pile, from a turn of the game on,
// so many a turn for each side, into a place he names. It works on the journal's state: the unit leaves
// `eliminated`, takes its place in `positions`, and `replaced` keeps how many each side brought back in which turn.

const section = name.min(1).max(40);

export const replaceProcedure = strict({
  id: z
    .string()
    .max(40)
    .regex(/^[a-z][a-z0-9-]*$/, 'a procedure id is its command name: lower-case letters, digits and "-"'),
  /** Which engine runs it: `replace`, eliminated units brought back into play. */
  kind: z.literal('replace'),
  /** Its name in the command's help, on the page and in the report ("Replacements"). */
  title: name.min(1),
  section,
  /** The first turn units come back (a turn of the turn track); an earlier turn is refused citing `section`. */
  from: int(1, LIMITS.value).default(1),
  /** How many units each side may bring back in one turn. */
  perTurn: int(1, 99).default(1),
  /**
   * Where each side's replacements may enter, as supply sources name places: `cells` by id (on an area map, area
   * ids), and on an area map `roles`, the areas map.yaml marks for the side (`start`: its set-up areas, `startFor`;
   * `entry`: `entryFor`; `supply`: `supplyFor`). `held`: only a place the side controls, with no enemy unit in it
   * by the journal's positions and, with none of its own there, marked `control` for it on the map. A side not
   * listed may enter anywhere; elsewhere is refused citing `section`.
   */
  enter: list(
    strict({
      /** The side whose replacements enter here (a `sides[].id` of game.yaml). */
      side: id,
      /** Cells (on an area map, area ids) where they may enter. */
      cells: list(id, LIMITS.cells).default([]),
      /**
       * On an area map, the areas map.yaml marks for the side: `start` (`startFor`), `entry` (`entryFor`), `supply`
       * (`supplyFor`).
       */
      roles: list(z.enum(['supply', 'entry', 'start']), 3).default([]),
      /** Only a place the side controls (no enemy unit in it, and marked `control` for it if none of its own is). */
      held: z.boolean().default(false),
      section,
    }),
    10,
  ).default([]),
});

export type ReplaceProcedure = z.infer<typeof replaceProcedure>;
