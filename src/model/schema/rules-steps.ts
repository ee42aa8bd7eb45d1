import { z } from 'zod';
import { strict, id, name, int, list } from './common.js';

// Steps a rule hook takes whose numbers and words are data, judged by the engine (src/rules/): a ratio of
// strengths the moving side needs, a success roll read off a die table in charts.yaml, and a limit on how often a
// unit does it each turn, counted in the journal. The hook says when each step comes; the rest is declared.

const section = name.min(1).max(40);
const condition = z.string().min(1).max(500);

/**
 * The ratio of strengths a step needs (an overrun at 6-1): the movers' strength less their hits against the
 * defenders', each defender a unit `defendAs` names counting as its `strength`, rounded down to N-1; at least
 * `atLeast`-1 or the step is refused ("6-2 is 3-1: {text} needs 6-1 or better"). src/rules/strength-ratio.ts.
 */
export const strengthRatio = strict({
  /** The first number of the least ratio that succeeds (`6` for 6-1): a lower ratio is refused. */
  atLeast: int(1, 100),
  /** What needs the ratio, as the refusal says it: "an overrun". */
  text: name.min(1),
  /** Defenders that count as another strength than their own (artillery counts 1). */
  defendAs: list(
    strict({
      /** The defenders that count so: a unit condition (`has(artillery)`). */
      unit: condition,
      /** The strength each such defender counts as (0–100). */
      strength: int(0, 100),
      /** The units' word in the totals: "us-592-fa 1 (artillery counts 1)". */
      label: name.min(1),
      section,
    }),
    10,
  ).default([]),
  section,
});

/**
 * A success roll read off a die table in charts.yaml: the chart's dice, a row whose `effect` (by default
 * `success`) is true succeeds, any other fails; the row's text is what the roll did. src/rules/step-roll.ts.
 */
export const stepRoll = strict({
  /** The die table in charts.yaml (`kind: die-table`) rolled for the step (`overrun`). */
  chart: id,
  /** The effect of the chart's rows that marks a success (true), by default `success`. */
  effect: id.default('success'),
  section,
});

/**
 * How often a unit takes the step in one game turn (two overruns a turn), counted in the journal's state under
 * `record` ({ turn, byUnit, stopped }); with `stopOnFailure`, a unit whose step failed may not take it again that
 * turn. Without a turn the count is not kept and the report says so. src/rules/turn-limit.ts.
 */
export const turnLimit = strict({
  /** The most times a unit takes the step in one turn (1–20). */
  count: int(1, 20),
  /** The journal state's key the count is kept under. */
  record: id,
  /** What was done so often, as the refusal says it: "{ref} has made two overruns on turn 2 already". */
  text: name.min(1),
  /** The limit's name, as a report without a turn names it: "two-overruns-a-turn". */
  name: name.min(1),
  /** A unit whose step failed may not take it again that turn; the refusal's words. */
  stopOnFailure: strict({
    /** What failed, as the refusal says it ("failed an overrun"). */
    text: name.min(1),
    section,
  }).optional(),
  section,
});

export type StrengthRatio = z.infer<typeof strengthRatio>;
export type StepRoll = z.infer<typeof stepRoll>;
export type TurnLimit = z.infer<typeof turnLimit>;
