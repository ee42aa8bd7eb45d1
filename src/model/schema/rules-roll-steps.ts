import { z } from 'zod';
import { strict, id, name, list } from './common.js';

// The order of a rule's rolls as data (an overrun: the odds, the die, on success the parting shots and the units
// removed, on failure the stop). Each step is one of the procedure's declared rolls (`ratio`, `successRoll`,
// `pool`, see rules-steps.ts and unitPool) or an effect on the units, taken only when its `when` holds of an
// earlier roll's result. src/rules/roll-steps.ts runs them in this order.

const section = name.min(1).max(40);

/** The two sides a step names: the units that move (or act) and the units they act against. */
export const stepSide = z.enum(['movers', 'defenders']);

/** A step taken only when an earlier success roll (by its step id) succeeded or failed. */
export const stepWhen = strict({
  /** The id of the earlier step (a `successRoll` step) whose result is read. */
  step: id,
  /** The result under which this step is taken: `success` or `failure`. */
  is: z.enum(['success', 'failure']),
});

export const rollStep = strict({
  /** The step's id, which a later step's `when.step` names (`roll`, `fire`). */
  id,
  /** The declared roll this step takes: the procedure's own `ratio`, `successRoll` or `pool`. */
  roll: z.enum(['ratio', 'successRoll', 'pool']).optional(),
  /**
   * What the step does to the units: `remove` takes them out of play, `enter` moves them into the area, `stop`
   * leaves them where they stand, their move over.
   */
  effect: z.enum(['remove', 'enter', 'stop']).optional(),
  /**
   * The units the step is about: for a pool, the side that fires (its hits land on the other side); for an
   * effect, the side it moves or removes. A ratio is always movers against defenders.
   */
  units: stepSide.optional(),
  /** Taken only when an earlier step's roll succeeded or failed; left out, always. */
  when: stepWhen.optional(),
  section,
});

export const rollSteps = list(rollStep, 20);

export type RollStep = z.infer<typeof rollStep>;
export type StepWhen = z.infer<typeof stepWhen>;
