import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { CombatTotals } from '../../model/schema/rules.js';
import { factorOf } from '../../rules/hook-totals.js';

type FactorName = CombatTotals['attacker'];

/** Reads a number from an ability's effects in the data, with the rules' value when the data leaves it out. */
export function abilityEffect(s: Scenario, ability: string, key: string, fallback: number): number {
  const v = s.game.abilities.find((a) => a.id === ability)?.effects[key];
  return typeof v === 'number' ? v : fallback;
}

export const has = (u: Unit, ability: string): boolean => u.abilities.includes(ability);

/** The unit's attack factor, as the combat's totals add it up (`attack`, else its one combat factor). */
export const attackFactor = (u: Unit, want: FactorName = 'attack'): number => factorOf(u, false, want);

/** 8.2: a 79th Armoured unit defends with 1 when alone in its hex, else adds nothing. */
export function defenceFactor(s: Scenario, u: Unit, aloneInHex: boolean, want: FactorName = 'defence'): number {
  const f = factorOf(u, false, want);
  if (f === 0 && has(u, 'armour-shift') && aloneInHex) return abilityEffect(s, 'armour-shift', 'defenceAlone', 1);
  return f;
}

/**
 * 6.5.3: a retreat passes on a die at or under the unit's highest combat factor, never its movement; the 79th
 * counts as 5 (8.2).
 */
export function retreatValue(s: Scenario, u: Unit): number {
  if (has(u, 'armour-shift')) return abilityEffect(s, 'armour-shift', 'retreatValue', 5);
  const f = u.factors;
  if (f.kind === 'attack-defence-move') return Math.max(f.attack, f.defence);
  if (f.kind === 'combat-move') return f.combat;
  if (f.kind === 'strength') return f.strength;
  return 0;
}
