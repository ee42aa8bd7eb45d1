import type { z } from 'zod';
import { strict, id, name, int, list } from './common.js';

// A die table whose roll names a place on the map (rules.yaml's `place` on a die-table): an airborne drop, a
// landing, a scatter. Each die reads a row of the table; the effects read off the rows, in order, are joined into
// the label of a cell, and the cell with its neighbours is where the roll lands.

const section = name.min(1).max(40);

export const tablePlace = strict({
  /**
   * The row effect each die reads, in order, joined into a cell's label as the map writes it: `[row, column]`
   * reads a first die's row `row: "I"` and a second die's `column: 14` as I14. The table is rolled once a die.
   */
  label: list(id, 4).min(1).optional(),
  /**
   * Instead of `label`, a scatter: the player names the cell aimed at (`--ID CELL`); one roll of the table reads a
   * row whose `direction` effect (n, ne, e, se, s, sw, w, nw; on a hex map the six its hexes face) and `distance`
   * effect (cells, 0 on target) move it. A step off the map stops at its edge.
   */
  scatter: strict({
    from: strict({
      /** The option naming the cell aimed at: `--ID CELL` on the command line, a field on the page. */
      id,
      /** The option's label ("Drop zone aimed at"). */
      label: name.min(1),
      section,
    }),
    /** The row effect that gives the scatter's direction: n, ne, e, se, s, sw, w, nw (on a hex map, its six). */
    direction: id,
    /** The row effect that gives how many cells the place scatters (0: on target). */
    distance: id,
  }).optional(),
  /** The cells within this many steps of the one named may be used too (1: its neighbours). */
  around: int(0, 3).default(0),
  /** Terrains of the map no unit lands in (water): left out of the cells around. */
  except: list(id, 20).default([]),
  /**
   * The journal's state key that keeps the roll, `{ turn, centre, blocked }`, for other rules to read. Once a roll
   * has landed no other is made; a blocked one may be made again on a later turn of `turns`.
   */
  state: id,
  /** The units, given by the player, that hold cells: when one stands in every cell, the roll is blocked. */
  held: strict({
    /** The option naming the units: `--ID UNIT…` on the command line, a field on the page. */
    id,
    /** The option's label ("Units holding the drop zone"). */
    label: name.min(1),
    /** The side whose units hold cells. */
    side: id,
    section,
  }).optional(),
  /** How many units each cell takes: a terrain-effects chart's numeric effect, by the cell's terrain. */
  room: strict({
    /** The terrain-effects chart that gives each terrain's room (charts.yaml `kind: terrain-effects`). */
    chart: id,
    /** The chart's numeric effect read as the units one cell takes (`stack`). */
    effect: id,
    /** How the report says the room ("units a hex takes"). */
    text: name.min(1),
  }).optional(),
  /** The units that land: those whose set-up `location` in units.yaml is this; `text` says what they do. */
  units: strict({
    /** The set-up `location` in units.yaml of the units that land (`drop-zone`). */
    location: id,
    /** What the landed units do, in the game's words. */
    text: name.min(1),
  }).optional(),
  /** What the units may do once they have landed, in the game's words. */
  after: list(name.min(1), 5).default([]),
  section,
});

export type TablePlace = z.infer<typeof tablePlace>;
