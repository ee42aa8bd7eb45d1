import type { Scenario } from '../model/scenario.js';
import type { MovementRules } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import type { Message } from '../assist/messages.js';
import { saysMessage } from './says.js';
import type { StackingHook } from './move-hooks.js';
import { colex, largestKept } from './stack-choices.js';
import { capacityStacking } from './stack-capacity.js';

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

/**
 * Every fewest set of a cell's units whose removal leaves it within the declared limits: the owner's choices when
 * the judging finds the cell over the limit, in the order the sets are counted (by their last unit, then the one
 * before). Units whose `apart` keys differ (sides) never stay together. Found from the limits' shape
 * (stack-choices.ts), so a cell of forty units is answered as quickly as one of four.
 */
export function fewestRemovals<T extends Stacked>(
  st: Stacking | undefined,
  units: readonly T[],
  apart?: (u: T) => string,
): string[][] {
  const parts = new Map<string, number[]>();
  units.forEach((u, i) => {
    const key = apart ? apart(u) : '';
    parts.set(key, [...(parts.get(key) ?? []), i]);
  });
  const kept = [...parts.values()].flatMap((part) =>
    (st
      ? largestKept(
          st,
          part.map((i) => units[i]),
        )
      : [part.map((_, j) => j)]
    ).map((k) => k.map((j) => part[j])),
  );
  const most = Math.max(0, ...kept.map((k) => k.length));
  return kept
    .filter((k) => k.length === most)
    .map((k) => units.map((_, i) => i).filter((i) => !k.includes(i)))
    .sort(colex)
    .map((drop) => drop.map((i) => units[i].ref));
}

/** One unit as a plain limit counts it: its ref, its abilities (an exempt kind never counts) and its steps. */
export interface Weighed {
  ref: string;
  abilities: readonly string[];
  steps: number;
}

/**
 * One side's units in one place beyond the plain limit (`movement.stacking.limit`): those not exempt, counted one
 * each or by their steps, in listed order, the ones the count passes the limit at; a move's over-stack and the
 * set-up's are judged alike.
 */
export function pastPlainLimit(st: Stacking, units: readonly Weighed[]): string[] {
  if (st.limit === undefined) return [];
  let sum = 0;
  return units
    .filter((u) => !u.abilities.some((a) => st.exempt.includes(a)))
    .filter((u) => (sum += st.counts === 'steps' ? u.steps : 1) > st.limit!)
    .map((u) => u.ref);
}

/** A cell's units beyond the plain limit, side by side (the set-up's units, at full strength). */
export function beyondPlainLimit(st: Stacking, units: readonly Stacked[]): string[] {
  return [...new Set(units.map((u) => u.unit.side))].flatMap((side) =>
    pastPlainLimit(
      st,
      units
        .filter((u) => u.unit.side === side)
        .map((u) => ({ ref: u.ref, abilities: u.unit.abilities, steps: u.unit.steps })),
    ),
  );
}

/** The fewest of a cell's units whose removal leaves it within the limits, the last-listed first where several do. */
export function beyondLimits<T extends Stacked>(st: Stacking, units: readonly T[]): string[] {
  const options = fewestRemovals(st, units);
  return options[options.length - 1] ?? [];
}

/**
 * The declared choice of limits, or the declared capacity by terrain, as the engine's stacking rule (the refs beyond
 * it), when rules.yaml gives one.
 */
export function declaredStacking(s: Scenario): StackingHook | undefined {
  const st = s.rules?.movement?.stacking;
  if (st?.capacity) return capacityStacking(s);
  if (!st?.anyOf) return undefined;
  return (units) => beyondLimits(st, units);
}
