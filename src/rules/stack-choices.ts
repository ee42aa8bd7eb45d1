import type { MovementRules } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';

// The largest sets of a cell's units that stay within a declared choice of limits (stack-limits.ts), found from the
// limits' shape instead of by trying every subset: a kept set is legal under one limit, with its free units, and
// under one limit it holds either no counted large units, one formation's (with all that formation's subunits)
// or several formations'. Each case has one best size, so the work grows with the answers, not with 2^n.

type Stacking = NonNullable<MovementRules['stacking']>;
type Limit = NonNullable<Stacking['anyOf']>[number];
type Stacked = { unit: Unit };
type Shape = { size: number; expand: () => number[][] };

const formationOf = (u: Unit): string => u.formation ?? u.id;
const ascending = (a: number, b: number) => a - b;

/** Every k-subset of `items`, each in the items' order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let last = k - 1; last < items.length; last++)
    for (const c of subsets(items.slice(0, last), k - 1)) out.push([...c, items[last]]);
  return out;
}

/** Every way to take one part from each list, joined. */
function cross(...lists: number[][][]): number[][] {
  return lists.reduce<number[][]>((acc, list) => acc.flatMap((a) => list.map((b) => [...a, ...b])), [[]]);
}

/** Every choice of exactly `count` units from 2 to `most` of the formations (`groups`). */
function severalFormations(groups: readonly number[][], count: number, most: number): number[][] {
  const out: number[][] = [];
  // The most units the groups from `g` on give with `slots` formations: the largest of them.
  const reach = (g: number, slots: number) =>
    groups
      .slice(g)
      .map((x) => x.length)
      .sort((a, b) => b - a)
      .slice(0, slots)
      .reduce((a, b) => a + b, 0);
  const go = (g: number, left: number, used: number, picked: number[]) => {
    if (left === 0) {
      if (used >= 2) out.push(picked);
      return;
    }
    if (g === groups.length) return;
    for (let k = 0; k <= Math.min(left, groups[g].length); k++) {
      const now = used + (k > 0 ? 1 : 0);
      if (now > most || reach(g + 1, most - now) < left - k) continue;
      for (const sub of subsets(groups[g], k)) go(g + 1, left - k, now, [...picked, ...sub]);
    }
  };
  go(0, count, 0, []);
  return out;
}

/** The best kept sets of `pool` (indices into `units`) under one limit: no large units, one formation, several. */
function limitShapes(l: Limit, units: readonly Stacked[], pool: readonly number[]): Shape[] {
  const isLarge = (i: number) =>
    l.echelons.includes(units[i].unit.echelon) && !units[i].unit.abilities.some((a) => l.except.includes(a));
  const large = pool.filter(isLarge);
  const smallish = pool.filter((i) => !isLarge(i));
  const most = l.units ?? Number.POSITIVE_INFINITY;
  const formations = l.formations ?? Number.POSITIVE_INFINITY;
  const smalls = (from: readonly number[]) => {
    const k = Math.min(l.plus, from.length);
    return { k, all: () => subsets(from, k) };
  };
  const groups = new Map<string, number[]>();
  for (const i of large) groups.set(formationOf(units[i].unit), [...(groups.get(formationOf(units[i].unit)) ?? []), i]);
  const none = smalls(smallish);
  const out: Shape[] = [{ size: none.k, expand: none.all }];
  if (formations >= 1 && most >= 1)
    for (const [formation, members] of groups) {
      // One formation's large units: its subunits join free, other small units count against `plus`.
      const take = Math.min(most, members.length);
      const sub = smallish.filter((i) => units[i].unit.formation === formation);
      const others = smalls(smallish.filter((i) => units[i].unit.formation !== formation));
      out.push({
        size: take + sub.length + others.k,
        expand: () => cross(subsets(members, take), [sub], others.all()),
      });
    }
  if (formations >= 2 && most >= 2 && groups.size >= 2) {
    const sizes = [...groups.values()].map((g) => g.length).sort((a, b) => b - a);
    const count = Math.min(
      most,
      sizes.slice(0, formations).reduce((a, b) => a + b, 0),
    );
    out.push({
      size: count + none.k,
      expand: () => cross(severalFormations([...groups.values()], count, formations), none.all()),
    });
  }
  return out;
}

/**
 * Every largest set of a cell's units (as indices, ascending) that `stackLimitWhy` finds within the declared
 * limits. Exempt units always stay; the free units are the first kept with the ability, so each choice of them
 * (none kept, or `free.units` of them with only later ones counted as any other unit) is searched on its own.
 */
export function largestKept(st: Stacking, units: readonly Stacked[]): number[][] {
  const all = units.map((_, i) => i);
  const limits = st.anyOf ?? [];
  if (!limits.length) return [all];
  const exempt = all.filter((i) => units[i].unit.abilities.some((a) => st.exempt.includes(a)));
  const counted = all.filter((i) => !exempt.includes(i));
  const able = st.free ? counted.filter((i) => units[i].unit.abilities.includes(st.free!.ability)) : [];
  const plain = counted.filter((i) => !able.includes(i));
  const f = st.free?.units ?? 0;
  const frees: { free: number[]; pool: number[] }[] = [];
  for (let k = 0; k <= Math.min(f, able.length); k++)
    for (const free of subsets(able, k)) {
      const later = k < f ? [] : able.filter((i) => k === 0 || i > free[k - 1]);
      frees.push({ free, pool: [...plain, ...later].sort(ascending) });
    }
  const shapes = limits.flatMap((l) =>
    frees.flatMap(({ free, pool }) =>
      limitShapes(l, units, pool).map((sh) => ({
        size: sh.size + free.length + exempt.length,
        expand: () => sh.expand().map((kept) => [...exempt, ...free, ...kept].sort(ascending)),
      })),
    ),
  );
  const best = Math.max(...shapes.map((sh) => sh.size));
  const found = new Map<string, number[]>();
  for (const sh of shapes) if (sh.size === best) for (const kept of sh.expand()) found.set(kept.join(','), kept);
  return [...found.values()];
}

/** Index sets of one size, compared from their last index down: the order in which k-subsets are counted. */
export function colex(a: readonly number[], b: readonly number[]): number {
  for (let i = a.length - 1; i >= 0; i--) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
