import { z } from 'zod';
import { strict, id, name, list, LIMITS } from './common.js';
import { workRoll } from './work-roll.js';

// Work rolled toward a threshold as a procedure of its own (`kind: work`): the places where the work is done and
// the cells their workers stand in are data, so a game with no code gets the command, the page's form, the aid
// and the journal's running count. The numbers are the same `work` a rule hook may read (work-roll.ts).

const section = name.min(1).max(40);

/** A place where work is done: its id in the journal, its name in reports, its cells and where workers stand. */
export const workPlace = strict({
  /** The place's id, as the journal keeps its count and `--place` names it (`pontoon-1`). */
  id,
  /** The place as reports name it ("Pontoon site Erpel"). */
  name: name.min(1),
  /** The cells the place covers: a destruction clears the units on them; the place may be named by one. */
  cells: list(name, 20).min(1),
  /** The cells a worker must stand in to roll for the place; left out, the place's own cells. */
  from: list(name, 50).optional(),
  section,
});

export const workProcedure = strict({
  id: z
    .string()
    .max(40)
    .regex(/^[a-z][a-z0-9-]*$/, 'a procedure id is its command name: lower-case letters, digits and "-"'),
  /** Which engine runs it: `work`, dice rolled each turn toward a threshold (a bridge built, a breach cleared). */
  kind: z.literal('work'),
  /** Its name in the command's help, on the page and in the report ("Pontoon labour"). */
  title: name.min(1),
  section,
  /** The places, each with its cells and where its workers stand; or `bridges`, or both. */
  places: list(workPlace, LIMITS.items).default([]),
  /**
   * A square map's bridges of a kind (map.yaml `bridges`) as places: a bridge's id and name, its sectors as its
   * cells, its two bridgeheads as where its workers stand.
   */
  bridges: strict({
    /** The kind of bridge whose sites are worked: `railway`, `road` or `pontoon-site`. */
    kind: z.enum(['railway', 'road', 'pontoon-site']),
    section,
  }).optional(),
  /** The option that names the units rolling (`--engineers`), and its label; `--units` otherwise. */
  workers: strict({ id: id.default('units'), label: name.min(1).default('units that roll for the work') }).default({
    id: 'units',
    label: 'units that roll for the work',
  }),
  /** The option that names the place (`--site`), and its label; `--place` otherwise. */
  place: strict({ id: id.default('place'), label: name.min(1).optional() }).default({ id: 'place' }),
  /**
   * Game options the work reads, each taken as an option of its own (`--night-moves on`) instead of the shared
   * `--option ID=CHOICE`; an option not listed keeps its default.
   */
  optionFlags: list(id, 20).default([]),
  /** A chart in charts.yaml that already prints this work for the players: the aids print no second one. */
  printedBy: id.optional(),
  /**
   * A game's own check before any die, as a rule hook of its hooks.ts (`work` hooks): an enemy next to the place
   * stopping work. `units` is an option of its own naming units the check reads (`--enemy`).
   */
  check: strict({
    /** The rule hook that checks (`<game>.<rule>`, a `work` hook of src/games/<game>/hooks.ts). */
    hook: z.string().min(1).max(80),
    /** An option of its own naming the units the check reads (`--enemy`): its id and label. */
    units: strict({
      /** The option naming the units the check reads (`--enemy`), a field on the page. */
      id,
      /** The option's label ("Enemy units next to the site"). */
      label: name.min(1),
    }).optional(),
    section,
  }).optional(),
  work: workRoll,
});

export type WorkProcedure = z.infer<typeof workProcedure>;
export type WorkPlaceDecl = z.infer<typeof workPlace>;
