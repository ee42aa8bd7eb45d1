import type { PlacedUnit } from '../shared/placed-unit.js';
import { has } from './unit-values.js';

const LARGE = new Set(['regiment', 'brigade', 'division']);

/**
 * 6.3: a hex holds all the regiments or brigades of one division, or two from different divisions, plus
 * one smaller unit (battalion, battery, Kampfgruppe or 79th Armoured). Outposts never count; one 79th
 * Armoured unit stacks free. Returns what is wrong with the hex, or undefined.
 */
export function stackingProblem(units: PlacedUnit[]): string | undefined {
  const counted = units.filter((u) => !has(u.unit, 'outpost'));
  const free = counted.filter((u) => has(u.unit, 'stacks-free')).slice(0, 1);
  const rest = counted.filter((u) => !free.includes(u));
  const large = rest.filter((u) => LARGE.has(u.unit.echelon) && !has(u.unit, 'kampfgruppe'));
  const small = rest.filter((u) => !large.includes(u));
  const divisions = new Set(large.map((u) => u.unit.formation ?? u.unit.id));
  if (divisions.size > 1 && large.length > 2)
    return (
      `${large.length} regiments/brigades from ${divisions.size} divisions; ` +
      'only two from different divisions may stack (6.3)'
    );
  if (small.length > 1)
    return (
      `${small.length} battalions, batteries or Kampfgruppen (${small.map((u) => u.ref).join(', ')}); ` +
      'only one may join a stack (6.3)'
    );
  return undefined;
}
