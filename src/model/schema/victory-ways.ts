import { z } from 'zod';
import { strict, id, name, list, text } from './common.js';
import { inputSays, waySays, waysSays } from './victory-way-says.js';

// Ways to win tried in order, for a victory chart whose levels are not one points total: a count that reaches a
// number while a place is held, a count read against bands (with a gap a game option reads), or the difference
// between the places each side holds. The counts, places and checks are declared inputs, given as command
// options and kept in the journal.

const section = name.min(1).max(40);
const count = z.number().int().min(0).max(10_000);

/** An input the players give: a count, the places a side holds, or a yes/no; kept in the journal by its id. */
export const wayInput = strict({
  id,
  /** What it is: a count (a number), places (a list of the map's places) or a check (yes or no). */
  kind: z.enum(['count', 'places', 'check']),
  /** For a count: units of this side exited are counted by it; for places: the side that holds them. */
  side: id.optional(),
  /** How the page and the report name it. */
  label: name.min(1),
  section,
  says: inputSays.optional(),
});

/** A place held: named in a `places` input, and not while a `check` input (e.g. "still contested") is given. */
export const wayHeld = strict({ place: name.min(1), input: id, unless: id.optional() });

/** A level of the chart (by its `range`, as printed) reached from a count. */
export const wayBand = strict({
  /** The lowest count of the band (0–10,000). */
  from: count,
  /** The level it gives, as the victory chart's `range` prints it ("Major victory"). */
  level: name.min(1),
});

export const victoryWay = strict({
  id,
  section,
  /** Tried only while this place is held (`true`) or not held (`false`). */
  held: wayHeld.optional(),
  heldIs: z.boolean().default(true),
  /** A count that reaches `atLeast` gives `level`. */
  reach: strict({
    /** The input (an `inputs[].id`) whose count is read. */
    count: id,
    /** The least count that reaches the level (0–10,000). */
    atLeast: count,
    /** The level it gives, as the victory chart prints it. */
    level: name.min(1),
  }).optional(),
  /**
   * A count read against bands from the lowest up; a count below the first band falls through to the next way.
   * `gap` is one count the bands leave to a game option: each of its choices gives a level, another falls through.
   */
  bands: strict({
    /** The input (an `inputs[].id`) whose count is read. */
    count: id,
    /** The bands, from the lowest up: each from its `from` count to the next band's. */
    levels: list(wayBand, 20).min(1),
    /** The one count (`at`) that the bands leave to a game option's choice. */
    gap: strict({
      /** The count the bands leave out (0–10,000). */
      at: count,
      /** The game option (an `options[].id` of game.yaml) whose choice reads it. */
      option: id,
      /** The command's option for it, if not the game option's id (`--exactly-nine`). */
      flag: id.optional(),
      /** The level each choice of the option gives, by choice (`{ major: Major victory }`); another falls through. */
      choices: z.record(id, name.min(1)),
    }).optional(),
  }).optional(),
  /**
   * The places of `among` each side holds (a `places` input names the procedure side's; the rest are the other
   * side's): the difference read against bands; a level marked `sided` goes to the side ahead.
   */
  difference: strict({
    places: id,
    /** The map's areas that count: towns (`town: true`), outside the zones listed. */
    among: strict({ town: z.boolean().default(true), outside: list(id, 20).default([]) }),
    levels: list(
      wayBand.extend({
        sided: z.boolean().default(true),
        /** The sided result in the report's own words, `{side}` the side ahead ("{side} marginal victory"). */
        says: text.min(1).optional(),
      }),
      20,
    ).min(1),
  }).optional(),
  /** This way's report lines in the game's own words (victory-way-says.ts). */
  says: waySays.optional(),
});

export const victoryWays = strict({
  /** The whole report's heading and closing line in the game's own words (victory-way-says.ts). */
  says: waysSays.optional(),
  inputs: list(wayInput, 20).default([]),
  ways: list(victoryWay, 20).min(1),
});

export type VictoryWays = z.infer<typeof victoryWays>;
export type VictoryWay = z.infer<typeof victoryWay>;
export type WayInput = z.infer<typeof wayInput>;
