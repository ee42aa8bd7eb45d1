import { z } from 'zod';
import { hookName, id, list, name, strict } from './common.js';
import { victoryWays } from './victory-ways.js';

// A victory-point tally read off the victory chart the aid prints: each line's value and text are the chart's
// point of that id, and the total is read against the chart's levels ("1 or less", "2-4", "5 or more").

const section = name.min(1).max(40);
const text = z.string().min(1).max(400);
const EDGES = ['north', 'south', 'east', 'west'] as const;

const hook = hookName('my-game.victory-state');

/** One line of the tally: what it counts (exactly one of the ways below), each worth the chart point's value. */
export const tallyPoint = strict({
  /** The victory chart's point whose value and text this line is. */
  point: id,
  /** Places (hex labels or a hex map's named places) counted 1 each while the procedure's `side` holds them. */
  held: list(name.min(1), 200).optional(),
  /** Units of this side eliminated. */
  eliminated: id.optional(),
  /** Units of this side that left the map (exited). */
  exited: id.optional(),
  /**
   * Units of this side brought into play from a reserve; with `also`, while a game option has that choice, the
   * units of a formation that set up on the map (not in a reserve) count as brought in too.
   */
  entered: strict({
    /** The side whose units brought in count. */
    side: id,
    /** More units that count while a game option has a choice: a formation's units that set up on the map. */
    also: strict({
      /** The game option (an `options[].id`) under which more units count. */
      option: id,
      /** Its choice that makes them count (default `on`). */
      choice: id.default('on'),
      /** The formation (a `formations[].id`) whose units set up on the map count as brought in. */
      formation: id,
      section,
    }).optional(),
  }).optional(),
  /**
   * Units of this side on the map and out of supply, as the game's declared supply traces them; where the supply
   * declares `roads` for the side, a unit whose line is not one of roads counts too (a game kept in `kept`).
   */
  outOfSupply: id.optional(),
  /**
   * A side's units still in a reserve (never committed), counted only while a line crosses the map from the edge
   * `across.from` to `across.to` through cells the enemy does not control (victory-across.ts; a game in `kept`).
   */
  unused: strict({
    /** The side whose units left in reserve count. */
    side: id,
    across: strict({
      /** The edge the line starts from: `north`, `south`, `east` or `west`. */
      from: z.enum(EDGES),
      /** The edge the line must reach. */
      to: z.enum(EDGES),
    }),
  }).optional(),
  /**
   * The line's own words: `none` no unit counted; for `outOfSupply`, `road` (values ref, at) a unit without a
   * line of roads; for `unused`, `across` and `closed` (value units) whether a line crosses the map.
   */
  says: strict({
    /** Said of a unit whose supply line is not all roads; values {ref} and {at}. */
    road: text.optional(),
    /** Said when no unit is counted. */
    none: text.optional(),
    /** Said when a line crosses the map; value {units}. */
    across: text.optional(),
    /** Said when no line crosses it; value {units}. */
    closed: text.optional(),
  }).optional(),
  /** A count only code can make (a line traced by the game's own rules), by the name its hooks give it. */
  hook: hook.optional(),
  section,
});

/**
 * A journal that keeps every unit in the game's own object (state.<game id>, written by the game's commands):
 * each unit's status and hex, the set-up recorded, the options agreed, the units entered from a reserve, who
 * holds each place (the side whose unit entered it last), the turn and the last turn ended (kept-units.ts).
 */
export const keptJournal = strict({
  /** The procedure that records the set-up: its section is cited while the journal holds no game yet. */
  setup: id,
  /**
   * An optional extra turn: while the game option has this choice, the game is over once the turn the declared
   * value `value` (a hook procedure's `values`) gives has ended, not the procedure's `lastTurn`.
   */
  extra: strict({ option: id, choice: id.default('on'), value: id }).optional(),
  /** Who holds a place, in the game's words: `held` by the tally's side, `lost` otherwise (value place). */
  says: strict({
    /** Said of a place the tally's side holds, `{place}` the place. */
    held: text,
    /** Said of a place the tally's side does not hold, `{place}` the place. */
    lost: text,
  }),
});

export const victoryTally = strict({
  /** The victory chart (charts.yaml, kind victory) whose points and levels are read. */
  chart: id,
  /**
   * Where the counts are read: left out, the journal's common state; else the game's hook that reads its own
   * journal (who holds each place, each unit's status, the turn and whether the game is over).
   */
  state: hook.optional(),
  /** Or the journal the engine reads where the game keeps every unit in an object of its own. */
  kept: keptJournal.optional(),
  /** The lines counted; left out when `ways` reads the chart instead. */
  points: list(tallyPoint, 50).default([]),
  /** Ways to win tried in order, each reading one of the chart's levels (victory-ways.ts). */
  ways: victoryWays.optional(),
  /** The levels: the total read against the chart's ranges. */
  levels: strict({
    /**
     * How a total no level names (a half point between "1 or less" and "2-4") is read, by a game option's
     * choice: `draw-between` (the level between them), `round-down` or `round-up`; `flag` is its command option.
     */
    fractions: strict({ option: id, flag: id, section }).optional(),
    section,
  }),
  /** Before the game is over the tally is an interim one; the section that says when it is scored. */
  interim: strict({ section }),
});

export type VictoryTally = z.infer<typeof victoryTally>;
export type TallyPoint = z.infer<typeof tallyPoint>;
export type KeptJournal = z.infer<typeof keptJournal>;
