import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { beyondLimits, fewestRemovals, stackLimitWhy } from '../../src/rules/stack-limits.js';
import type { MovementRules } from '../../src/model/schema/rules.js';
import type { Unit } from '../../src/model/schema/units.js';

// The owner's choice of which units leave an over-stacked cell (6.3 in Veritable) is found from the declared
// limits' shape. Checked against trying every subset, fewest first (the way it was found before), on random
// stacks of up to 15 units under Veritable's limits and random ones; and on a stack of 40 no search could try.

type Stacking = NonNullable<MovementRules['stacking']>;
type Stacked = { ref: string; unit: Unit };

const s = loadScenario('data/veritable');
const veritable = s.rules!.movement!.stacking!;

/** Subsets of k of n indices, the later indices first (`late`) or in order: the search before. */
function choose(k: number, n: number, late: boolean): number[][] {
  if (k === 0) return [[]];
  const from = Array.from({ length: n }, (_, i) => (late ? n - 1 - i : i));
  return from.flatMap((i) => choose(k - 1, i, late).map((c) => [...c, i]));
}

function everySubset(units: readonly Stacked[], why: (us: readonly Stacked[]) => unknown, late: boolean) {
  const n = units.length;
  for (let k = 0; k <= n; k++) {
    const found = choose(k, n, late).filter((drop) => !why(units.filter((_, i) => !drop.includes(i))));
    if (found.length) return found.map((drop) => drop.sort((a, b) => a - b).map((i) => units[i].ref));
  }
  return [units.map((u) => u.ref)];
}

/** A small seeded generator (mulberry32), so a failing stack can be made again. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const template = s.units[0];
const echelons = ['division', 'brigade', 'regiment', 'battalion', 'battery', 'company'] as const;
const abilities = ['outpost', 'armour-shift', 'kampfgruppe'];

function randomStack(next: () => number, n: number, sides: number): Stacked[] {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  return Array.from({ length: n }, (_, i) => {
    const formation = pick(['f1', 'f2', 'f3', 'f4', undefined]);
    const unit = {
      ...template,
      id: `u${i}`,
      side: sides > 1 ? pick(['allied', 'german']) : template.side,
      echelon: pick(echelons),
      formation,
      abilities: next() < 0.3 ? [pick(abilities)] : [],
    } as Unit;
    return { ref: `u${i}`, unit };
  });
}

function randomLimits(next: () => number): Stacking {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)];
  const limit = () => ({
    echelons: pick([['regiment', 'brigade', 'division'], ['brigade'], ['battalion', 'regiment']]),
    except: pick([[], ['kampfgruppe']]),
    formations: pick([undefined, 0, 1, 2, 3]),
    units: pick([undefined, 1, 2, 3, 5]),
    plus: pick([0, 1, 2]),
  });
  return {
    ...veritable,
    exempt: pick([[], ['outpost']]),
    free: pick([undefined, { ability: 'armour-shift', units: 1 }, { ability: 'armour-shift', units: 2 }]),
    anyOf: Array.from({ length: 1 + Math.floor(next() * 3) }, limit),
  } as Stacking;
}

describe('6.3: which units leave an over-stacked cell, found from the limits', () => {
  it('6.3: the same choices as trying every subset, on 1,000 random stacks of up to 15 units', () => {
    const next = random(20);
    let over = 0;
    for (let t = 0; t < 1000; t++) {
      const st = t % 2 ? veritable : randomLimits(next);
      // Most stacks small, one in a hundred of 13 to 15 units (trying every subset of those is what takes the time).
      const n = t % 100 === 0 ? 13 + Math.floor(next() * 3) : 1 + Math.floor(next() * 10);
      const stack = randomStack(next, n, 1);
      const why = (us: readonly Stacked[]) => stackLimitWhy(st, us);
      const before = everySubset(stack, why, false);
      if (before[0].length) over++;
      expect(fewestRemovals(st, stack), `stack ${t}`).toEqual(before);
      expect(beyondLimits(st, stack), `stack ${t}`).toEqual(everySubset(stack, why, true)[0]);
    }
    expect(over).toBeGreaterThan(300);
  });

  it('6.3: both sides in one hex: only one side stays, as trying every subset finds', () => {
    const next = random(24);
    for (let t = 0; t < 1000; t++) {
      const stack = randomStack(next, 1 + Math.floor(next() * 10), 2);
      const why = (us: readonly Stacked[]) =>
        new Set(us.map((u) => u.unit.side)).size > 1 || stackLimitWhy(veritable, us);
      expect(
        fewestRemovals(veritable, stack, (u) => u.unit.side),
        `stack ${t}`,
      ).toEqual(everySubset(stack, why, false));
    }
  });

  it('6.3: a hex of 40 brigades of 40 divisions keeps any two of them: 780 choices of 38 to go', () => {
    const stack = Array.from({ length: 40 }, (_, i) => ({
      ref: `b${i}`,
      unit: { ...template, id: `b${i}`, echelon: 'brigade', formation: `d${i}`, abilities: [] } as Unit,
    }));
    const options = fewestRemovals(veritable, stack);
    expect(options).toHaveLength(780);
    for (const drop of options) {
      expect(drop).toHaveLength(38);
      expect(
        stackLimitWhy(
          veritable,
          stack.filter((u) => !drop.includes(u.ref)),
        ),
      ).toBeUndefined();
    }
    expect(beyondLimits(veritable, stack)).toEqual(stack.slice(2).map((u) => u.ref));
  });

  it('6.3: forty units of one division with a 79th Armoured unit and an outpost: the small units beyond one go', () => {
    const unit = (i: number, echelon: Unit['echelon'], formation: string, more: string[] = []) => ({
      ref: `x${i}`,
      unit: { ...template, id: `x${i}`, echelon, formation, abilities: more } as Unit,
    });
    const stack = [
      ...Array.from({ length: 20 }, (_, i) => unit(i, 'brigade', 'one')),
      ...Array.from({ length: 10 }, (_, i) => unit(20 + i, 'battalion', 'one')),
      ...Array.from({ length: 8 }, (_, i) => unit(30 + i, 'battalion', 'two')),
      unit(38, 'brigade', '79th', ['armour-shift']),
      unit(39, 'company', 'two', ['outpost']),
    ];
    // One formation's brigades and subunits stay, the 79th Armoured unit free, the outpost exempt, one more small.
    const options = fewestRemovals(veritable, stack);
    expect(options).toHaveLength(8);
    expect(options[0]).toEqual(stack.slice(30, 37).map((u) => u.ref));
  });
});
