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

const chartsBase = {
  /** The chart's id, which rules.yaml's procedures and `sandtable crt GAME --table ID` name. */
  id,
  /** The chart's title as printed on the aids ("Combat Results Table"). */
  name,
  /** Notes printed under the chart, in our own words. */
  notes: list(text, 100).default([]),
  /**
   * Notes (by position, from 0) that say something the rules leave unsaid: Sandtable's reconstruction in a chart
   * whose provenance is otherwise the rules. They print with a dagger, and the sheet says what it means.
   */
  reconstructedNotes: list(int(0, 99), 100).optional(),
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
  /** The modifier's id, which the printed aid lists and a combat procedure's shifts may name. */
  id,
  /** The modifier as the aid prints it, in our words ("Defender in city: 1 left"). */
  text,
  /** Net column shift; positive favours the attacker. */
  shift: int(-LIMITS.shift, LIMITS.shift).optional(),
  /** Die roll modifier. */
  drm: int(-LIMITS.shift, LIMITS.shift).optional(),
  provenance,
});

export const crt = strict({
  ...chartsBase,
  /** A combat results table: columns by odds or by differential, rows by die roll. */
  kind: z.literal('crt'),
  /** How a column is found: the attack total to the defence total (`odds`, "3-1") or one less the other. */
  method: z.enum(['odds', 'differential']),
  dice: diceSpec,
  /** Column headings as printed: "1-2", "3-1" for odds; "-4", "+3", "<-5" for differentials. */
  columns: list(name.min(1), COLUMNS).min(2),
  /** The chart's rows, one per roll as printed, top to bottom. */
  rows: list(
    strict({
      /** The roll or rolls the row is read on, as printed: 3, "1-2", "-4 or less", "16+". */
      roll: rollLabel,
      /** The row's result codes, one per column, as printed ("DR", "1/2", "EX"); each is a `results[].code`. */
      results: list(name.min(1), COLUMNS),
    }),
    ROWS,
  ).min(1),
  /** Cells such as "1/1" hold the attacker's and defender's results either side of this separator. */
  split: name.optional(),
  results: list(
    strict({
      /** The result code as the chart's cells print it ("DR", "AE", "EX"). */
      code: name.min(1),
      /** What the result does, in full and in our words, for the aid's key and --explain. */
      meaning: text,
      /** The result in a few words, shown by default; `meaning` in full (the option readings) under --explain. */
      short: name.min(1).optional(),
      /** Whose result the code is where a cell holds both sides' (`split`): attacker, defender or either. */
      for: z.enum(['attacker', 'defender', 'either']).default('either'),
    }),
    200,
  ).min(1),
  /** The shifts and die modifiers the aid lists under the chart (≤ 200); a combat procedure applies them. */
  modifiers: list(modifier, 200).default([]),
  /**
   * What the chart prints for odds past its ends ("odds worse than 1-6 = A ELIM"): a result read without a die.
   * Without it odds past an end read on the end column.
   */
  ends: strict({
    /** The result code of odds worse than the first column, read without a roll. */
    worse: name.min(1).optional(),
    /** The result code of odds better than the last column, read without a roll. */
    better: name.min(1).optional(),
    /** The chart's own words for its ends, printed under it. */
    text: text.min(1),
  }).optional(),
});

export const dieTable = strict({
  ...chartsBase,
  /** A table read by a roll alone: each row's results and the effects a procedure reads from them. */
  kind: z.literal('die-table'),
  dice: diceSpec,
  /** Headings of the result columns, e.g. ["Allied air units", "German air units"]. */
  columns: list(name, COLUMNS).default(['Result']),
  columnIds,
  rows: list(
    strict({
      /** The roll or rolls the row is read on, as printed: 3, "1-2", "16+". */
      roll: rollLabel,
      /** The row's printed results, one per column. */
      results: list(text, COLUMNS).min(1),
      /** Numbers a procedure reads from the row (`allied-air: 2`): a die-table procedure's grants name them. */
      effects: effects.default({}),
    }),
    ROWS,
  ).min(1),
});

export const terrainEffects = strict({
  ...chartsBase,
  /** The terrain effects chart: one row per terrain, its printed cells and the effects movement and combat read. */
  kind: z.literal('terrain-effects'),
  /** Column headings as printed ("Movement cost", "Combat"). */
  columns: list(name, COLUMNS).min(1),
  columnIds,
  rows: list(
    strict({
      /** The terrain (a map.yaml terrain id) the row is for. */
      terrain: id,
      /** The row's printed cells, one per column. */
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
  ...chartsBase,
  /** The turn record track, one box per turn with its date and events. */
  kind: z.literal('turn-track'),
  turns: list(
    strict({
      turn,
      /** The turn's date or name as the track prints it ("Feb 8/9"). */
      label: name,
      night: z.boolean().default(false),
      /** What happens on the turn (reinforcements, weather, a rule that begins), printed in its box. */
      events: list(text, 100).default([]),
      /**
       * Events (by position, from 0) that are Sandtable's reconstruction (an arrival from a reconstructed order of
       * battle) on a track whose provenance is otherwise the rules: printed with a dagger.
       */
      reconstructedEvents: list(int(0, 99), 100).optional(),
    }),
    LIMITS.turns,
  ).min(1),
});

const step: z.ZodType<{ text: string; steps?: { text: string }[] }> = strict({
  /** The step as the sequence of play prints it, in our words. */
  text,
  /** Its sub-steps, printed indented under it. */
  steps: list(strict({ text }), 200).optional(),
});

export const sequence = strict({
  ...chartsBase,
  /** The sequence of play, printed as numbered steps. */
  kind: z.literal('sequence'),
  steps: list(step, 200).min(1),
});

export const victory = strict({
  ...chartsBase,
  /** The victory conditions: what scores points and the levels of victory the totals reach. */
  kind: z.literal('victory'),
  /** What scores victory points, each printed as one line. */
  points: list(
    strict({
      /** The item's id, which a victory procedure's tally names. */
      id,
      /** What scores, as the aid prints it ("Each town held at game end"). */
      text,
      /** The points it scores, a number (`2`) or as printed when it is not one ("1 per step"). */
      value: z.union([value, name]),
      provenance: provenance.optional(),
    }),
  ).default([]),
  /** The levels of victory and the point totals that reach them (≤ 100). */
  levels: list(
    strict({
      /** The totals the level covers, as printed ("12+", "6-11"). */
      range: name,
      /** The level's name ("Allied decisive victory"). */
      result: name,
      /** Anything more the level says, in our words. */
      text: text.optional(),
      provenance: provenance.optional(),
    }),
    100,
  ).default([]),
});

export const table = strict({
  ...chartsBase,
  /** Any other printed table: headings and rows of cells, printed as they are. */
  kind: z.literal('table'),
  /** Column headings as printed. */
  columns: list(name, COLUMNS).min(1),
  columnIds,
  /** The rows, each a list of cells (text or numbers), one per column. */
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
