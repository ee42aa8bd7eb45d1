import type { Scenario } from '../../model/scenario.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { render, type Message } from '../../assist/messages.js';
import { fewestRemovals, stackLimitWhy } from '../../rules/stack-limits.js';
import { msg } from './messages.js';

type Stacked = Pick<PlacedUnit, 'ref' | 'unit'>;

/**
 * 6.3: what is wrong with a hex's units, or undefined: units of both sides (no unit enters an enemy-occupied
 * hex), else the stacking rules.yaml declares (`movement.stacking`: a division's regiments or brigades, or two
 * from different divisions, plus one smaller unit; outposts exempt; one 79th Armoured unit free, 8.2).
 */
export function stackingWhy(s: Scenario, units: readonly Stacked[]): Message | undefined {
  const sides = new Set(units.map((u) => u.unit.side));
  if (sides.size > 1) return msg('veritable.stack.bothSides');
  const st = s.rules?.movement?.stacking;
  return st ? stackLimitWhy(st, units) : undefined;
}

/** The same, in English: what is wrong with the hex, or undefined. */
export function stackingProblem(s: Scenario, units: readonly Stacked[]): string | undefined {
  const why = stackingWhy(s, units);
  return why && render(why);
}

/**
 * Every fewest set of a hex's units whose removal leaves a legal stack (6.3): the owner's choices when the end of
 * the turn finds the hex over the limit. "Units found to be in violation ... are eliminated"; which go is his.
 */
export function legalRemovals(s: Scenario, units: readonly Stacked[]): string[][] {
  return fewestRemovals(s.rules?.movement?.stacking, units, (u) => u.unit.side);
}
