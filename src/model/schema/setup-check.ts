import { z } from 'zod';
import { strict, id, name, text, int, list } from './common.js';

// A set-up check (issue #20): which units start on the map and where, declared as the `setup` of a `kind: setup`
// procedure in rules.yaml (or of a rule hook) and judged by src/rules/setup-check.ts from the units' own `setup`
// (units.yaml: the zone or cell each sets up in, the turn it arrives) and `reserve`.

const section = name.min(1).max(40);
const condition = z.string().min(1).max(500);

/** The steps a set-up check reports, each worded by a text under `says` with the values listed in SETUP_VALUES. */
export const SETUP_STEPS = [
  'reserve',
  'notPlaced',
  'notSetUp',
  'sideZone',
  'notInitial',
  'outside',
  'uncovered',
  'uncoveredOne',
  'covered',
  'bothSides',
  'stacked',
  'placed',
  'legal',
  'title',
  'problems',
  'problemsOne',
  'recorded',
] as const;

/** The values each step's text may name: `{ref}`, `{at}`... (a step's `{<side id>}` counts too, for `placed`). */
export const SETUP_VALUES: Record<(typeof SETUP_STEPS)[number], readonly string[]> = {
  reserve: ['ref', 'box', 'section'],
  notPlaced: ['ref', 'zone', 'section'],
  notSetUp: ['units', 'count', 'section'],
  sideZone: [],
  notInitial: ['ref', 'at', 'section'],
  outside: ['ref', 'at', 'zone', 'cells', 'section'],
  uncovered: ['cells', 'count', 'section'],
  uncoveredOne: ['cells', 'count', 'section'],
  covered: ['section'],
  bothSides: ['at', 'section'],
  stacked: ['at', 'problem', 'units', 'over', 'section'],
  placed: ['count', 'cells', 'reserves', 'section'],
  legal: ['count', 'cells', 'section'],
  // The report's frame, when the game words it (else the engine's): its title, the count of problems above them
  // (`problemsOne` for one), and the line saying a kept journal recorded the set-up.
  title: ['game', 'title', 'position', 'section'],
  problems: ['title', 'count'],
  problemsOne: ['title', 'count'],
  recorded: ['journal', 'turn'],
};

export const setupCheck = strict({
  /** Where the rules set the forces up: the `{section}` of every step the declaration does not section otherwise. */
  section,
  /** A section per side (`german: "10.1"`): the `{section}` of a unit's own problems, where each side has its rule. */
  sides: z.record(id, section).default({}),
  /** The turn whose units set up before play (units.yaml `setup.turn`, 1 when not given); later arrivals do not. */
  turn: int(1, 99).default(1),
  /** Set-up places (units.yaml `setup.location`) whose units do not set up: a box filled later in the game. */
  later: list(id, 50).default([]),
  /** Units left off the map: each named on its own line, in the units' order (`each`), or all on one at the end. */
  missing: z.enum(['each', 'together']).default('each'),
  /**
   * Units the condition names stand in any cell of these zones (map zones, lines or edges) instead of their own
   * set-up place: outposts on the front line or behind it. `says` words one standing elsewhere ({ref}, {at}).
   */
  instead: list(
    strict({
      /** The rule's id, which keys its words for a locale file (`<procedure>.says.<id>.outside`). */
      id,
      /** The units it is for: a unit condition (`has(outpost)`). */
      unit: condition,
      /** The zones, lines or edges (map.yaml ids) whose cells they may stand in instead (1–20). */
      zones: list(id, 20).min(1),
      /** The problem of one standing elsewhere, in the game's words; values {ref} and {at}. */
      says: text.min(1),
      section: section.optional(),
    }),
    20,
  ).default([]),
  /**
   * Cells that must be covered once the units are set up: every cell of `zone` holds, or (with `zoc`) is next to,
   * a unit the condition names, except across a hexside or into terrain where movement is prohibited.
   */
  cover: strict({
    /** The units that cover: a unit condition (`side == german`). */
    unit: condition,
    /** The zone (map.yaml `zones[].id`) whose every cell must be covered. */
    zone: id,
    /** A cell next to such a unit is covered too (its zone of control). */
    zoc: z.boolean().default(false),
    section,
  }).optional(),
  /** Terrain no unit may start in: a problem worded by `says` ({ref}, {at}, {terrain}). */
  prohibited: list(
    strict({
      /** The terrain (charts.yaml terrain row, map.yaml `terrain`) no unit may start in. */
      terrain: id,
      /** The problem, in the game's words; values {ref}, {at} and {terrain}. */
      says: text.min(1),
      section,
    }),
    20,
  ).default([]),
  /**
   * Judge the stacking rules.yaml declares (`movement.stacking`: its limits or its hook) on every cell at the start;
   * `bothSides` also refuses a cell that units of both sides share.
   */
  stacking: strict({ bothSides: z.boolean().default(false) }).optional(),
  /**
   * Each step in the game's words (see SETUP_STEPS), keyed "<procedure>.says.<step>" for a locale file. A step the
   * check reaches with no text here is refused at validate.
   */
  says: z.partialRecord(z.enum(SETUP_STEPS), text.min(1)).default({}),
});

export type SetupCheck = z.infer<typeof setupCheck>;
