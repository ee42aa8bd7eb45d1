import type { Scenario } from '../model/scenario.js';
import type { MovementRules } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import type { Message } from '../assist/messages.js';
import { saysMessage } from './says.js';
import type { StackingHook } from './move-hooks.js';

// Stacking as a choice of limits by echelon and formation (rules.yaml `movement.stacking.anyOf`): a cell is
// within stacking when any one limit holds. Each limit counts the units of its echelons, grouped by formation
// (at most `formations` of them, at most `units` units), and lets `plus` smaller units join; a smaller unit of
// the counted units' one formation is one of its subunits. Exempt kinds never count, and the first `free` units
// with an ability stack free. The words of an over-stacked cell are the data's own (`says`).

type Stacking = NonNullable<MovementRules['stacking']>;
type Stacked = { ref: string; unit: Unit };

const formationOf = (u: Unit): string => u.formation ?? u.id;

/** What is wrong with a cell's friendly units under the declared choice of limits, or undefined. */
export function stackLimitWhy(st: Stacking, units: readonly Stacked[]): Message | undefined {
  const limits = st.anyOf ?? [];
  const counted = units.filter((u) => !u.unit.abilities.some((a) => st.exempt.includes(a)));
  const free = st.free
    ? counted.filter((u) => u.unit.abilities.includes(st.free!.ability)).slice(0, st.free.units)
    : [];
  const rest = counted.filter((u) => !free.includes(u));
  const judged = limits.map((l) => {
    const large = rest.filter(
      (u) => l.echelons.includes(u.unit.echelon) && !u.unit.abilities.some((a) => l.except.includes(a)),
    );
    const formations = new Set(large.map((u) => formationOf(u.unit)));
    const own = formations.size === 1 ? [...formations][0] : undefined;
    const small = rest.filter((u) => !large.includes(u) && (own === undefined || u.unit.formation !== own));
    const within =
      (l.formations === undefined || formations.size <= l.formations) &&
      (l.units === undefined || large.length <= l.units);
    return { large, formations, small, within, plus: small.length <= l.plus };
  });
  if (!judged.length || judged.some((j) => j.within && j.plus)) return undefined;
  const says = st.says;
  const text = (step: 'over' | 'overFree' | 'plus') => says?.[step] ?? says?.over ?? '';
  const refs = (us: readonly Stacked[]) => us.map((u) => u.ref).join(', ');
  const inside = judged.find((j) => j.within);
  if (inside)
    return saysMessage('movement', 'stacking', 'plus', text('plus'), {
      count: inside.small.length,
      units: refs(inside.small),
    });
  const [first] = judged;
  const beyondFree = st.free ? first.large.find((u) => u.unit.abilities.includes(st.free!.ability)) : undefined;
  const values = { count: first.large.length, formations: first.formations.size, units: refs(first.large) };
  return beyondFree && says?.overFree
    ? saysMessage('movement', 'stacking', 'overFree', text('overFree'), { ...values, unit: beyondFree.ref })
    : saysMessage('movement', 'stacking', 'over', text('over'), values);
}

/** Subsets of k of n indices, the later indices first (`late`) or in order. A cell holds a handful of units. */
function choose(k: number, n: number, late: boolean): number[][] {
  if (k === 0) return [[]];
  const from = Array.from({ length: n }, (_, i) => (late ? n - 1 - i : i));
  return from.flatMap((i) => choose(k - 1, i, late).map((c) => [...c, i]));
}

/**
 * Every fewest set of a cell's units whose removal leaves it within stacking as `why` judges it: the owner's
 * choices when the judging finds the cell over the limit.
 */
export function fewestRemovals<T extends { ref: string }>(
  units: readonly T[],
  why: (units: readonly T[]) => unknown,
): string[][] {
  const n = units.length;
  for (let k = 0; k <= n; k++) {
    const found = choose(k, n, false).filter((drop) => !why(units.filter((_, i) => !drop.includes(i))));
    if (found.length) return found.map((drop) => drop.sort((a, b) => a - b).map((i) => units[i].ref));
  }
  return [units.map((u) => u.ref)];
}

/** The fewest of a cell's units whose removal leaves it within stacking, the last-listed first where several do. */
export function beyondLimits<T extends { ref: string }>(
  units: readonly T[],
  why: (units: readonly T[]) => unknown,
): string[] {
  const n = units.length;
  for (let k = 0; k <= n; k++)
    for (const drop of choose(k, n, true))
      if (!why(units.filter((_, i) => !drop.includes(i)))) return drop.sort((a, b) => a - b).map((i) => units[i].ref);
  return units.map((u) => u.ref);
}

/** The declared choice of limits as the engine's stacking rule (the refs beyond it), when rules.yaml gives one. */
export function declaredStacking(s: Scenario): StackingHook | undefined {
  const st = s.rules?.movement?.stacking;
  if (!st?.anyOf) return undefined;
  return (units) => beyondLimits(units, (us) => stackLimitWhy(st, us));
}
