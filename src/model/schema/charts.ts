import { z } from 'zod';
import { strict, id, name, text, int, list, value, turn, provenance, diceSpec, effects, LIMITS } from './common.js';

/** Rows, columns and cells of one chart: a roll of 10d100 has 991 totals, a printed table far fewer. */
const ROWS = LIMITS.items;
const COLUMNS = 100;

/**
 * An id for each column, in order: a rule hook finds a column by id ("range-6-8", "cover"), never by its printed
 * heading, so the headings may be reworded or translated without changing what the referee reads.
 */
const columnIds = list(id, COLUMNS).optional();

const base = {
  id,
  name,
  /** Notes printed under the chart, in our own words. */
  notes: list(text, 100).default([]),
  provenance,
};

/** The largest number a roll label may name: more than any total the bounded dice make, with modifiers. */
const ROLL_MAX = LIMITS.dice * LIMITS.faces;

/**
 * A die row is written as printed: "3", "1-2", "-4 or less", "16+".
 * The loader turns it into an inclusive range.
 */
const rollLabel = z.union([
  int(-ROLL_MAX, ROLL_MAX),
  z
    .string()
    .min(1)
    .max(40)
    .refine((s) => (s.match(/\d+/g) ?? []).every((d) => Number(d) <= ROLL_MAX), {
      error: `a roll names numbers from -${ROLL_MAX} to ${ROLL_MAX}`,
    }),
]);

const modifier = strict({
  id,
  text,
  /** Net column shift; positive favours the attacker. */
  shift: int(-LIMITS.shift, LIMITS.shift).optional(),
  /** Die roll modifier. */
  drm: int(-LIMITS.shift, LIMITS.shift).optional(),
  provenance,
});

export const crt = strict({
  ...base,
  kind: z.literal('crt'),
  method: z.enum(['odds', 'differential']),
  dice: diceSpec,
  /** Column headings as printed: "1-2", "3-1" for odds; "-4", "+3", "<-5" for differentials. */
  columns: list(name.min(1), COLUMNS).min(2),
  rows: list(strict({ roll: rollLabel, results: list(name.min(1), COLUMNS) }), ROWS).min(1),
  /** Cells such as "1/1" hold the attacker's and defender's results either side of this separator. */
  split: name.optional(),
  results: list(
    strict({
      code: name.min(1),
      meaning: text,
      /** The result in a few words, shown by default; `meaning` in full (the option readings) under --explain. */
      short: name.min(1).optional(),
      for: z.enum(['attacker', 'defender', 'either']).default('either'),
    }),
    200,
  ).min(1),
  modifiers: list(modifier, 200).default([]),
  /**
   * What the chart prints for odds past its ends ("odds worse than 1-6 = A ELIM"): a result read without a die.
   * Without it odds past an end read on the end column.
   */
  ends: strict({ worse: name.min(1).optional(), better: name.min(1).optional(), text: text.min(1) }).optional(),
});

export const dieTable = strict({
  ...base,
  kind: z.literal('die-table'),
  dice: diceSpec,
  /** Headings of the result columns, e.g. ["Allied air units", "German air units"]. */
  columns: list(name, COLUMNS).default(['Result']),
  columnIds,
  rows: list(strict({ roll: rollLabel, results: list(text, COLUMNS).min(1), effects: effects.default({}) }), ROWS).min(
    1,
  ),
});

export const terrainEffects = strict({
  ...base,
  kind: z.literal('terrain-effects'),
  columns: list(name, COLUMNS).min(1),
  columnIds,
  rows: list(
    strict({
      terrain: id,
      cells: list(text, COLUMNS).min(1),
      effects: effects.default({}),
      provenance: provenance.optional(),
      /** Cells (by column, from 0) that are reconstructed in a row whose provenance is otherwise the rules. */
      reconstructedCells: list(int(0, COLUMNS - 1), COLUMNS).optional(),
    }),
    ROWS,
  ).min(1),
});

export const turnTrack = strict({
  ...base,
  kind: z.literal('turn-track'),
  turns: list(
    strict({
      turn,
      label: name,
      night: z.boolean().default(false),
      events: list(text, 100).default([]),
    }),
    LIMITS.turns,
  ).min(1),
});

const step: z.ZodType<{ text: string; steps?: { text: string }[] }> = strict({
  text,
  steps: list(strict({ text }), 200).optional(),
});

export const sequence = strict({ ...base, kind: z.literal('sequence'), steps: list(step, 200).min(1) });

export const victory = strict({
  ...base,
  kind: z.literal('victory'),
  points: list(strict({ id, text, value: z.union([value, name]), provenance: provenance.optional() })).default([]),
  levels: list(
    strict({ range: name, result: name, text: text.optional(), provenance: provenance.optional() }),
    100,
  ).default([]),
});

export const table = strict({
  ...base,
  kind: z.literal('table'),
  columns: list(name, COLUMNS).min(1),
  columnIds,
  rows: list(list(z.union([text, value]), COLUMNS), ROWS).min(1),
});

export const chart = z.discriminatedUnion(
  'kind',
  [crt, dieTable, terrainEffects, turnTrack, sequence, victory, table],
  {
    error: 'chart kind must be one of: crt, die-table, terrain-effects, turn-track, sequence, victory, table',
  },
);

export const chartsFile = strict({ charts: list(chart, 200).min(1) });

export type Crt = z.infer<typeof crt>;
export type DieTable = z.infer<typeof dieTable>;
export type Chart = z.infer<typeof chart>;
