import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { has } from './unit-values.js';
import { render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';

const LARGE = new Set(['regiment', 'brigade', 'division']);

/**
 * 6.3: a hex holds all the regiments or brigades of one division, or two from different divisions, plus
 * one smaller unit (battalion, battery, Kampfgruppe or 79th Armoured). Outposts never count. One 79th
 * Armoured unit stacks free (8.2); a second is no longer free and counts as the brigade it is. A small unit
 * of the same division as the hex's regiments is one of that division's subunits, not the one extra.
 * Returns what is wrong with the hex, or undefined.
 */
export function stackingWhy(units: readonly Pick<PlacedUnit, 'ref' | 'unit'>[]): Message | undefined {
  const sides = new Set(units.map((u) => u.unit.side));
  if (sides.size > 1) return msg('veritable.stack.bothSides');
  const counted = units.filter((u) => !has(u.unit, 'outpost'));
  const free = counted.filter((u) => has(u.unit, 'armour-shift')).slice(0, 1);
  const rest = counted.filter((u) => !free.includes(u));
  const large = rest.filter((u) => LARGE.has(u.unit.echelon) && !has(u.unit, 'kampfgruppe'));
  const divisions = new Set(large.map((u) => u.unit.formation ?? u.unit.id));
  const ownDivision = divisions.size === 1 ? [...divisions][0] : undefined;
  const small = rest.filter(
    (u) => !large.includes(u) && (ownDivision === undefined || u.unit.formation !== ownDivision),
  );
  const armour = large.filter((u) => has(u.unit, 'armour-shift'));
  if (divisions.size > 1 && large.length > 2)
    return msg(armour.length ? 'veritable.stack.largeArmour' : 'veritable.stack.large', {
      count: large.length,
      divisions: divisions.size,
      units: large.map((u) => u.ref).join(', '),
      ...(armour.length ? { armour: armour[0].ref } : {}),
    });
  if (small.length > 1)
    return msg('veritable.stack.small', { count: small.length, units: small.map((u) => u.ref).join(', ') });
  return undefined;
}

/** The same, in English: what is wrong with the hex, or undefined. */
export function stackingProblem(units: readonly Pick<PlacedUnit, 'ref' | 'unit'>[]): string | undefined {
  const why = stackingWhy(units);
  return why && render(why);
}

/**
 * The `veritable.stacking` hook of rules.yaml's stacking: the fewest of a hex's units whose removal leaves a
 * legal stack (6.3), the last-listed first where several would do. Which units of an over-stacked hex go is not
 * in the rules; the fewest, last arrived, is ours (reconstructed).
 */
export function beyondTheLimit(units: readonly Pick<PlacedUnit, 'ref' | 'unit'>[]): string[] {
  const n = units.length;
  // Subsets of k units, the later units tried first; a hex holds a handful, so this stays small.
  const choose = (k: number, from: number): number[][] =>
    k === 0
      ? [[]]
      : Array.from({ length: from }, (_, i) => from - 1 - i).flatMap((i) => choose(k - 1, i).map((c) => [...c, i]));
  for (let k = 0; k <= n; k++)
    for (const drop of choose(k, n))
      if (!stackingProblem(units.filter((_, i) => !drop.includes(i))))
        return drop.sort((a, b) => a - b).map((i) => units[i].ref);
  return units.map((u) => u.ref);
}

/**
 * Every fewest set of a hex's units whose removal leaves a legal stack (6.3): the owner's choices when the end of
 * the turn finds the hex over the limit. "Units found to be in violation ... are eliminated"; which go is his.
 */
export function legalRemovals(units: readonly Pick<PlacedUnit, 'ref' | 'unit'>[]): string[][] {
  const n = units.length;
  const choose = (k: number, from: number): number[][] =>
    k === 0 ? [[]] : Array.from({ length: from }, (_, i) => i).flatMap((i) => choose(k - 1, i).map((c) => [...c, i]));
  for (let k = 0; k <= n; k++) {
    const found = choose(k, n).filter((drop) => !stackingProblem(units.filter((_, i) => !drop.includes(i))));
    if (found.length) return found.map((drop) => drop.sort((a, b) => a - b).map((i) => units[i].ref));
  }
  return [units.map((u) => u.ref)];
}
