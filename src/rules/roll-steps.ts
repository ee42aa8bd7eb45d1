import type { DieTable } from '../model/schema/charts.js';
import type { UnitPool } from '../model/schema/rules.js';
import type { RollStep, StepWhen } from '../model/schema/rules-roll-steps.js';
import type { StepRoll, StrengthRatio } from '../model/schema/rules-steps.js';
import type { Message } from '../assist/messages.js';
import { strengthRatio, type RatioResult, type RatioUnit } from './strength-ratio.js';
import { stepChance, stepRolled, type StepRollChance } from './step-roll.js';
import { unitPoolChances, unitPoolDice, unitPoolHits } from './unit-pool.js';

// A procedure's rolls in the order its `steps` declare (rules-roll-steps.ts): each step is one of the declared rolls
// (a ratio of strengths, a success roll on a die table, a pool of unit dice) or an effect on the units (removed,
// entering the area, stopping), taken only when its `when` holds of an earlier roll. Before the dice (`planSteps`)
// the ratio is judged and each roll's chance counted; with the dice (`resolveSteps`) the steps run in order. The
// numbers are the engine's; the game's catalogue words the lines of a ratio, a pool and the effects (`StepWords`).

export type Side = 'movers' | 'defenders';

/** The declared parts the steps take: the procedure's own `ratio`, `successRoll` (with its chart) and `pool`. */
export interface StepParts {
  ratio?: StrengthRatio;
  roll?: { table: DieTable; roll: StepRoll };
  pool?: UnitPool;
}

/** How the game words the lines of the steps it declares; the engine words a success roll's own. */
export interface StepWords {
  ratio(r: RatioResult): Message[];
  pool(shots: readonly { ref: string; dice: number }[], faces: readonly number[], hits: number): Message[];
  remove(refs: readonly string[]): Message[];
  enter(): Message[];
  stop(): Message[];
}

export interface StepsPlan {
  ratio?: RatioResult;
  /** The chance of the first success roll. */
  chance?: StepRollChance;
  /** Each unit's dice in the pool, the side that fires, and the chance of each number of hits. */
  pool?: {
    by: Side;
    shots: { ref: string; dice: number }[];
    total: number;
    chances: ReturnType<typeof unitPoolChances>;
  };
  /** The lines before any die: the ratio's, then the chance of the roll. */
  before: Message[];
}

/** The dice a step rolls: a success roll's total, or a pool's faces (as many as asked). */
export interface StepDice {
  roll(step: RollStep): number;
  faces(step: RollStep, count: number): number[];
}

/** Dice given by hand: each success roll's total, then a pool's faces (as many as it fires, or refused). */
export const handDice = (roll: number, faces: readonly number[]): StepDice => ({
  roll: () => roll,
  faces: (step, count) => {
    if (faces.length !== count) throw new Error(`step "${step.id}" rolls ${count} dice; ${faces.length} faces given`);
    return [...faces];
  },
});

export interface StepsResult {
  /** Each success roll's result, by its step id. */
  results: Record<string, boolean>;
  roll?: number;
  /** The first success roll's result. */
  success: boolean;
  faces: number[];
  hits: number;
  /** Units the steps removed from play. */
  removed: string[];
  /** The sides that entered the area, and that stopped where they stand. */
  entered: Side[];
  stopped: Side[];
  /** The lines after the dice, in the steps' order. */
  after: Message[];
}

/** Whether a step's condition holds of the results so far: a step not taken meets neither success nor failure. */
export function stepHolds(when: StepWhen | undefined, results: Readonly<Record<string, boolean>>): boolean {
  if (!when) return true;
  const r = results[when.step];
  return r !== undefined && r === (when.is === 'success');
}

function part<T>(v: T | undefined, step: RollStep): T {
  if (v === undefined) throw new Error(`step "${step.id}" rolls ${step.roll}, which the procedure does not declare`);
  return v;
}

/** The steps before the dice: the ratio judged (refused when short), the chance of the roll, the pool's dice. */
export function planSteps(
  steps: readonly RollStep[],
  parts: StepParts,
  sides: Readonly<Record<Side, readonly RatioUnit[]>>,
  words: Pick<StepWords, 'ratio'>,
): StepsPlan {
  const plan: StepsPlan = { before: [] };
  let rolled = false;
  for (const step of steps) {
    if (step.roll === 'ratio') {
      plan.ratio = strengthRatio(part(parts.ratio, step), sides.movers, sides.defenders);
      if (!rolled) plan.before.push(...words.ratio(plan.ratio));
    } else if (step.roll === 'successRoll') {
      const r = part(parts.roll, step);
      const chance = stepChance(r.table, r.roll);
      if (!plan.chance) {
        plan.chance = chance;
        plan.before.push(chance.said);
      }
      rolled = true;
    } else if (step.roll === 'pool' && !plan.pool) {
      const pool = part(parts.pool, step);
      const by = step.units ?? 'defenders';
      const shots = unitPoolDice(pool, sides[by]);
      const total = shots.reduce((n, p) => n + p.dice, 0);
      plan.pool = { by, shots, total, chances: unitPoolChances(pool, total) };
    }
  }
  return plan;
}

/** The steps with the dice, in order, each taken when its condition holds of the rolls before it. */
export function resolveSteps(
  steps: readonly RollStep[],
  parts: StepParts,
  sides: Readonly<Record<Side, readonly RatioUnit[]>>,
  dice: StepDice,
  words: StepWords,
): StepsResult {
  const out: StepsResult = {
    results: {},
    success: false,
    faces: [],
    hits: 0,
    removed: [],
    entered: [],
    stopped: [],
    after: [],
  };
  let first = true;
  for (const step of steps) {
    if (!stepHolds(step.when, out.results)) continue;
    if (step.roll === 'successRoll') {
      const r = part(parts.roll, step);
      const roll = dice.roll(step);
      const rolled = stepRolled(r.table, r.roll, roll);
      out.results[step.id] = rolled.success;
      if (first) {
        out.roll = roll;
        out.success = rolled.success;
        first = false;
      }
      out.after.push(rolled.said);
    } else if (step.roll === 'pool') {
      const pool = part(parts.pool, step);
      const shots = unitPoolDice(pool, sides[step.units ?? 'defenders']);
      out.faces = dice.faces(
        step,
        shots.reduce((n, p) => n + p.dice, 0),
      );
      out.hits = unitPoolHits(pool.hitOn, out.faces);
      out.after.push(...words.pool(shots, out.faces, out.hits));
    } else if (step.effect === 'remove') {
      const refs = sides[step.units ?? 'defenders'].map((u) => u.ref);
      out.removed.push(...refs);
      out.after.push(...words.remove(refs));
    } else if (step.effect === 'enter') {
      out.entered.push(step.units ?? 'movers');
      out.after.push(...words.enter());
    } else if (step.effect === 'stop') {
      out.stopped.push(step.units ?? 'movers');
      out.after.push(...words.stop());
    }
  }
  return out;
}

/** The side a pool's hits land on: the side that did not fire. */
export const poolTargets = (plan: StepsPlan): Side => (plan.pool?.by === 'movers' ? 'defenders' : 'movers');
