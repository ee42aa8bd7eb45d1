import type { UnitPool } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { parseCondition } from '../model/rules-condition.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { successDistribution } from '../assist/dice/success-distribution.js';
import { evaluate } from '../model/condition-eval.js';
import { hitsToRemove } from './pool-units.js';
import { unitFacts } from '../model/condition-eval.js';
import { landPoolHits, type PoolHits } from './pool-hits.js';

// A pool of dice that units roll as a step of a rule hook (parting shots as an overrun removes them), declared
// as the hook's `pool` in rules.yaml: each unit's dice, the exact chance of every number of hits, the hits in the
// faces rolled, and the hits landing on the units fired at, spread as `allocate` says (pool-hits.ts). The hook
// decides who fires and when; the numbers and the spreading are the engine's.

/** A unit rolling in the pool: who, where, and the hits it carries now. */
export interface PoolFirer {
  ref: string;
  unit: Unit;
  hits: number;
}

/** Each unit's dice: the first declared entry whose unit condition holds for it, else its strength less its hits. */
export function unitPoolDice(pool: UnitPool, units: readonly PoolFirer[]): { ref: string; dice: number }[] {
  return units.map((u) => {
    const entry = pool.dice.find((d) => evaluate(parseCondition(d.unit), { names: {} }, unitFacts(u.unit)) === true);
    return { ref: u.ref, dice: entry ? entry.dice : Math.max(hitsToRemove(u.unit) - u.hits, 0) };
  });
}

/** The exact chance of each number of hits, 0 to `dice`, from the pool's dice. */
export function unitPoolChances(
  pool: UnitPool,
  dice: number,
): { hits: number; probability: number; fraction: string }[] {
  const { outcomes, ways } = successDistribution([{ count: dice, atLeast: pool.hitOn.atLeast }], pool.sides);
  return ways.map((w, hits) => ({
    hits,
    probability: Number(w) / Number(outcomes),
    fraction: `${w}/${outcomes}`,
  }));
}

/** The hits in the faces rolled: each die at or above the declared face. */
export const unitPoolHits = (hitOn: UnitPool['hitOn'], faces: readonly number[]): number =>
  faces.filter((f) => f >= hitOn.atLeast).length;

/**
 * The hits landing on the units fired at (all in one place), spread as the pool's `allocate` says: on a lone unit,
 * or where every unit takes all it can, with no question; otherwise a question with each unit's legal counts,
 * until `answer` ("UNIT=N,...") gives the spread.
 */
export function landUnitPool(
  pool: UnitPool,
  hits: number,
  targets: readonly PositionEntry[],
  answer: string | undefined,
  sideName: (id: string) => string,
): PoolHits {
  const carried = Object.fromEntries(targets.map((t) => [t.ref, t.hits]));
  return landPoolHits({ p: pool, by: pool.allocate, hits, targets, carried, answer, sideName });
}
