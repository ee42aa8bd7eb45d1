import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { has } from './unit-values.js';

const LARGE = new Set(['regiment', 'brigade', 'division']);

/**
 * 6.3: a hex holds all the regiments or brigades of one division, or two from different divisions, plus
 * one smaller unit (battalion, battery, Kampfgruppe or 79th Armoured). Outposts never count. One 79th
 * Armoured unit stacks free (8.2); a second is no longer free and counts as the brigade it is. A small unit
 * of the same division as the hex's regiments is one of that division's subunits, not the one extra.
 * Returns what is wrong with the hex, or undefined.
 */
export function stackingProblem(units: readonly Pick<PlacedUnit, 'ref' | 'unit'>[]): string | undefined {
  const sides = new Set(units.map((u) => u.unit.side));
  if (sides.size > 1) return `units of both sides in one hex; no unit may enter an enemy-occupied hex (6.3)`;
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
    return (
      `${large.length} regiments/brigades from ${divisions.size} divisions ` +
      `(${large.map((u) => u.ref).join(', ')}); only two from different divisions may stack (6.3)` +
      (armour.length
        ? `; only one 79th Armoured unit a hex stacks free, ${armour[0].ref} counts as a brigade (8.2)`
        : '')
    );
  if (small.length > 1)
    return (
      `${small.length} battalions, batteries or Kampfgruppen (${small.map((u) => u.ref).join(', ')}); ` +
      'only one may join a stack (6.3)'
    );
  return undefined;
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
