import { z } from 'zod';
import { strict, id, provenance, diceSpec, effects } from './common.js';

const base = {
  id,
  name: z.string(),
  /** Notes printed under the chart, in our own words. */
  notes: z.array(z.string()).default([]),
  provenance,
};

/**
 * A die row is written as printed: "3", "1-2", "-4 or less", "16+".
 * The loader turns it into an inclusive range.
 */
const rollLabel = z.union([z.number().int(), z.string().min(1)]);

const modifier = strict({
  id,
  text: z.string(),
  /** Net column shift; positive favours the attacker. */
  shift: z.number().int().optional(),
  /** Die roll modifier. */
  drm: z.number().int().optional(),
  provenance,
});

export const crt = strict({
  ...base,
  kind: z.literal('crt'),
  method: z.enum(['odds', 'differential']),
  dice: diceSpec,
  /** Column headings as printed: "1-2", "3-1" for odds; "-4", "+3", "<-5" for differentials. */
  columns: z.array(z.string().min(1)).min(2),
  rows: z.array(strict({ roll: rollLabel, results: z.array(z.string().min(1)) })).min(1),
  /** Cells such as "1/1" hold the attacker's and defender's results either side of this separator. */
  split: z.string().optional(),
  results: z
    .array(
      strict({
        code: z.string().min(1),
        meaning: z.string(),
        for: z.enum(['attacker', 'defender', 'either']).default('either'),
      }),
    )
    .min(1),
  modifiers: z.array(modifier).default([]),
});

export const dieTable = strict({
  ...base,
  kind: z.literal('die-table'),
  dice: diceSpec,
  /** Headings of the result columns, e.g. ["Allied air units", "German air units"]. */
  columns: z.array(z.string()).default(['Result']),
  rows: z.array(strict({ roll: rollLabel, results: z.array(z.string()).min(1), effects: effects.default({}) })).min(1),
});

export const terrainEffects = strict({
  ...base,
  kind: z.literal('terrain-effects'),
  columns: z.array(z.string()).min(1),
  rows: z
    .array(
      strict({
        terrain: id,
        cells: z.array(z.string()).min(1),
        effects: effects.default({}),
        provenance: provenance.optional(),
      }),
    )
    .min(1),
});

export const turnTrack = strict({
  ...base,
  kind: z.literal('turn-track'),
  turns: z
    .array(
      strict({
        turn: z.number().int().min(1),
        label: z.string(),
        night: z.boolean().default(false),
        events: z.array(z.string()).default([]),
      }),
    )
    .min(1),
});

const step: z.ZodType<{ text: string; steps?: { text: string }[] }> = strict({
  text: z.string(),
  steps: z.array(strict({ text: z.string() })).optional(),
});

export const sequence = strict({ ...base, kind: z.literal('sequence'), steps: z.array(step).min(1) });

export const victory = strict({
  ...base,
  kind: z.literal('victory'),
  points: z
    .array(
      strict({ id, text: z.string(), value: z.union([z.number(), z.string()]), provenance: provenance.optional() }),
    )
    .default([]),
  levels: z
    .array(
      strict({ range: z.string(), result: z.string(), text: z.string().optional(), provenance: provenance.optional() }),
    )
    .default([]),
});

export const table = strict({
  ...base,
  kind: z.literal('table'),
  columns: z.array(z.string()).min(1),
  rows: z.array(z.array(z.union([z.string(), z.number()]))).min(1),
});

export const chart = z.discriminatedUnion(
  'kind',
  [crt, dieTable, terrainEffects, turnTrack, sequence, victory, table],
  {
    error: 'chart kind must be one of: crt, die-table, terrain-effects, turn-track, sequence, victory, table',
  },
);

export const chartsFile = strict({ charts: z.array(chart).min(1) });

export type Crt = z.infer<typeof crt>;
export type DieTable = z.infer<typeof dieTable>;
export type Chart = z.infer<typeof chart>;
