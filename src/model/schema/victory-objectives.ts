import { z } from 'zod';
import { hookName, id, list, name, strict, text } from './common.js';
import { heldGroups } from './held-groups.js';

// Victory by objectives held alone (issue #20): where the units stand now (a position file, else the journal's
// last-seen places), which sides are present in each place tells a group held alone from a contested or an empty
// one. A sudden death when the procedure's side has no unit beyond a terrain line from a turn on; the groups and
// counted items (a hook's, each worth a chart point, at most N) summed onto the victory chart's levels; or, by a
// game option's choice, a short list of requirements that all hold. Judged by src/rules/victory-objectives.ts.

const section = name.min(1).max(40);
const turn = z.number().int().min(1).max(999);
const hook = hookName('my-game.bridges');
/** The game's own words for a step, written in place ("US units east of the Rhine: {units}"). */
const says = text.min(1);

/**
 * The report's steps, each worded by the engine's key `victory.objectives.<step>` unless the data writes its own
 * text under `says` (a locale file words it as `<procedure>.says.<step>`).
 */
export const OBJECTIVE_STEPS = [
  'title',
  'fromFile',
  'fromJournal',
  'none',
  'sudden',
  'beyond',
  'objectives',
  'objective',
  'counted',
  'requires',
  'met',
  'unmet',
  'points',
  'text',
  /** The rule a turn before the journal's is refused by (the turn record); left out, the sequence's section. */
  'turnRule',
] as const;

/** Places past the last place of a terrain in their row (east) or column (south), or before its first. */
export const beyondLine = strict({
  /** The terrain whose last (or first) place in each row or column draws the line (`river`). */
  terrain: id,
  /** Which way past it counts as beyond: `east`, `west`, `north` or `south`. */
  toward: z.enum(['east', 'west', 'north', 'south']),
});

/** Items only code can list (completed bridges whose ends the enemy does not hold), each worth a chart point. */
export const objectiveCount = strict({
  /** The count's id, which a requirement's `count` names. */
  id,
  /** The victory chart's numeric point each item is worth. */
  point: id,
  hook,
  /** At most this many count. */
  most: z.number().int().min(1).max(100).optional(),
  section,
});

/** A requirement of a reading: a group held alone, or at least N items of a count. */
export const objectiveRequirement = strict({
  /** Its value's name in the `requires` step's words ({<id>}). */
  id,
  /** A group of places (a `held.groups[].id`) the side must hold alone. */
  group: id.optional(),
  /** Or a count (a `counts[].id`) that must reach `atLeast`. */
  count: id.optional(),
  /** The least the count must reach (default 1). */
  atLeast: z.number().int().min(1).max(100).default(1),
  /**
   * The game's own words for it met and not met ("held", "no bridge"), keyed `<procedure>.says.<id>.met` and
   * `.unmet` for a locale file; left out, the engine's (or `says`') `met` and `unmet` steps.
   */
  says: strict({
    /** Said when the requirement holds ("held"). */
    met: says,
    /** Said when it does not ("no bridge"). */
    unmet: says,
  })
    .partial()
    .optional(),
});

export const victoryObjectives = strict({
  /** The victory chart whose points and levels are read. */
  chart: id,
  /** The groups held alone by the procedure's side (the chart's points): see held-groups.ts. */
  held: heldGroups.omit({ chart: true }),
  /** From turn `from`, no unit of the procedure's side beyond the line: `result` at once. */
  sudden: strict({
    /** The first turn (1–999) the line is judged on. */
    from: turn,
    /** The line the side must have a unit beyond. */
    beyond: beyondLine,
    /** The result when it has none ("German decisive victory"). */
    result: name.min(1),
    section,
  }).optional(),
  /** Items only code can list (bridges completed), each worth a chart point. */
  counts: list(objectiveCount, 10).default([]),
  /**
   * A game option whose choices read the end differently: the choice `points` sums the points onto the chart's
   * levels; any other choice listed in `requires` wins with `win` when every requirement holds, else gives `lose`.
   */
  option: strict({
    /** The game option (an `options[].id` of game.yaml) whose choice decides how the end is read. */
    id,
    /** For each choice but `points`, what must hold for a win. */
    requires: list(
      strict({
        /** The option's choice these requirements are for. */
        choice: id,
        /** The requirements, all of which must hold. */
        all: list(objectiveRequirement, 10).min(1),
        /** The result when they all hold ("American victory"). */
        win: name.min(1),
        /** The result otherwise ("German victory"). */
        lose: name.min(1),
        section,
      }),
      10,
    ).default([]),
  }).optional(),
  /** The game's own words for a step of the report (see OBJECTIVE_STEPS), by step: `{value}`s as the step gives. */
  says: z.partialRecord(z.enum(OBJECTIVE_STEPS), says).default({}),
  /** How the command and the page label the turn, position and option fields. */
  labels: strict({
    /** The turn field's label ("Turn judged"). */
    turn: name.min(1),
    /** The position field's label ("Position file"). */
    position: name.min(1),
    /** The option field's label. */
    option: name.min(1),
  })
    .partial()
    .default({}),
  section,
});

export type VictoryObjectives = z.infer<typeof victoryObjectives>;
export type ObjectiveStep = (typeof OBJECTIVE_STEPS)[number];
