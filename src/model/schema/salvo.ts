import { z } from 'zod';
import { strict, id, name, int, list } from './common.js';

// A salvo (issue #20): fire whose hits are a dice total divided by a chart's divisor, rather than dice that each
// hit on a face. Declared as a rule hook's `salvo` in rules.yaml and read by src/rules/salvo.ts, with the chart
// row each counter reads (`rows`). A `kind: salvo` procedure is run by the engine (src/rules/salvo-run.ts), which
// keeps the journal.

const section = name.min(1).max(40);

/**
 * The steps of a salvo's report a game may word as its own (`says`): the sector fired into under cover and in the
 * open, the order hits go in, a figure and figures counted, and the refusals of an order that breaks `weaker` or
 * `last`. A step the data leaves unworded is said in the engine's words (the catalogue's `salvo.*`).
 */
export const SALVO_STEPS = [
  /**
   * The sector fired into is cover: `{at}` and `{place}` name it, `{terrain}` its terrain, `{pips}` the pips on the
   * hit dice that kill a figure there.
   */
  'cover',
  /** The sector fired into is open ground: `{at}`, `{place}`, `{terrain}` and `{pips}`, as `cover`. */
  'open',
  /** The order hits go in: `{cv}`, the firer's factor, `{rules}`, the rules that set it, `{targets}`, the units. */
  'order',
  /** One figure, as a count says it ("1 figure"). */
  'figure',
  /** More figures: `{n}`, how many ("{n} figures"). */
  'figures',
  /**
   * Refused: `{ref}` (`{cv}`) is hit before `{later}` (`{laterCv}`, no stronger than the firer's `{firerCv}`), which
   * the `weaker` rule (`{text}`, `{section}`) says goes first.
   */
  'refusedWeaker',
  /** Refused: `{ref}` is hit while `{later}` is in the sector; `{text}` and `{section}` are the `last` rule's. */
  'refusedLast',
] as const;
export type SalvoStep = (typeof SALVO_STEPS)[number];

/** A column of a chart, by its id in the chart's `columnIds`. */
const column = id;

/**
 * Fire read off a table chart: each firing unit rolls its printed fire dice (units.yaml `fireDice`), the pips of
 * every unit firing together are added, and the total divided by the divisor in the firing unit's row and the
 * range's column, the remainder lost, is the number of hits. The chart's columns are found by id: `range-2`
 * covers range 2, `range-6-8` ranges 6 to 8, `range-9-up` 9 and more; "—" in a cell is out of range. Hits on
 * units that lose figures roll hit dice whose pips kill figures (more pips a figure under cover); hits on other
 * units add up to disable and destroy them.
 */
export const salvo = strict({
  /** The fire table: a row per kind of firing unit, a column per range. */
  chart: id,
  /**
   * The row each unit reads in the fire, figures and vehicles tables: in each table, the row of the first entry
   * whose unit condition holds for the unit (left out: every unit) and that names a row there. `symbol('EVATH')`
   * tells a heavy tank from a medium by its symbol code (units.yaml `sidc`), as the counter does.
   */
  rows: list(
    strict({
      /** Which units read this entry: a unit condition (`symbol('EVATH')`); left out, every unit. */
      unit: z.string().min(1).max(500).optional(),
      /** The row of the fire table these units read (its first cell, `MG`). */
      fire: name.min(1).optional(),
      /** The row of the figures table they read (a kind of tray). */
      figures: name.min(1).optional(),
      /** The row of the vehicles table they read (a kind of vehicle or gun). */
      vehicles: name.min(1).optional(),
    }),
    50,
  ).default([]),
  /** Faces on the fire and hit dice. */
  sides: int(2, 20).default(6),
  /** Range counted in cells of the map (diagonal steps on a square map count one): where it is said. */
  range: strict({ section }),
  /** Units fire together only at one divisor: where the rules let them add their pips. */
  lump: strict({ section }),
  /** Where the total, its divisor and the lost remainder are said. */
  section,
  /** The terrain-effects chart whose rows' `effect` (true) puts men in the sector under cover. */
  cover: strict({
    /** The terrain-effects chart (charts.yaml `kind: terrain-effects`) whose rows say what gives cover. */
    chart: id,
    /** The chart's effect that is true for a terrain giving cover (`cover`). */
    effect: id,
    section,
  }),
  /**
   * Units that lose figures (those the unit condition `unit` names, `has(figures)`): a table chart with a row per
   * kind of tray, its columns the figures on a full tray and the pips a figure takes in the open and under cover.
   */
  figures: strict({
    /** Which units lose figures: a unit condition (`has(figures)`). */
    unit: z.string().min(1).max(500),
    /** The figures table (charts.yaml `kind: table`), a row per kind of tray. */
    chart: id,
    /** The column giving the figures on a full tray. */
    figures: column,
    /** The column giving the pips that kill a figure in the open. */
    open: column,
    /** The column giving the pips that kill a figure under cover. */
    cover: column,
    section,
  }),
  /** Other units (vehicles, guns): a table with the hits that disable ("—": never) and destroy each kind. */
  vehicles: strict({
    /** The vehicles table (charts.yaml `kind: table`), a row per kind of vehicle or gun. */
    chart: id,
    /** The column giving the hits that disable one ("—": never). */
    disable: column,
    /** The column giving the hits that destroy one. */
    destroy: column,
    section,
  }),
  /**
   * The order hits go in, each rule kept by any order the firer gives. `weaker`: units whose printed factor is at
   * most the strongest firer's are hit before any stronger one. `last`: units the unit condition names are hit
   * only after every other unit that loses figures.
   */
  order: list(
    z.union([
      strict({
        /** Hit weaker units first: the printed factor compared, `combat` or `fireDice`. */
        weaker: z.enum(['combat', 'fireDice']),
        /** The rule in the game's words, as a refusal says it. */
        text: name.min(1),
        section,
      }),
      strict({
        /** Hit last the units this unit condition names (`has(officer)`). */
        last: z.string().min(1).max(500),
        /** The rule in the game's words, as a refusal says it. */
        text: name.min(1),
        section,
      }),
    ]),
    10,
  ).default([]),
  /** The report's steps in the game's own words, keyed `<procedure>.says.<step>` for the locale files. */
  says: strict(
    Object.fromEntries(SALVO_STEPS.map((k) => [k, name.min(1).optional()])) as Record<
      SalvoStep,
      z.ZodOptional<z.ZodString>
    >,
  ).default({}),
});

export type Salvo = z.infer<typeof salvo>;
