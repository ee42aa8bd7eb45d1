import type { Scenario } from '../model/scenario.js';
import type { Unit } from '../model/schema/units.js';
import type { Facts, UnitFacts, Val } from '../model/condition-eval.js';
import { optionFacts } from '../model/option-facts.js';

// A battle within one area of an area map, as the conditions of a combat hook's numbers see it (rules.yaml `when`,
// `per`, judged by src/rules/hook-shifts.ts): every unit fights in the area, whose terrain is the one the attack
// meets; no hexside lies between them, and supply is not traced here.

export function areaCombatFacts(
  s: Scenario,
  q: {
    attackers: readonly Unit[];
    defenders: readonly Unit[];
    /** The terrain the attack meets (an area's, or that of the side it is entered from). */
    terrain: string;
    /** The hook's inputs, by field id (`input.ID`). */
    inputs?: Readonly<Record<string, Val>>;
    /** Game options as chosen for this battle; others read their default. */
    options?: Readonly<Record<string, string>>;
    turn?: number;
    /** Further names the battle knows (`area.defence`). */
    names?: Readonly<Record<string, Val>>;
  },
): Facts {
  const factsOf = (u: Unit): UnitFacts => ({
    type: u.type,
    side: u.side ?? '',
    terrain: q.terrain,
    reduced: false,
    supplied: true,
    abilities: u.abilities ?? [],
    crossing: [],
    sidc: u.sidc,
  });
  const options = optionFacts(s.game.options, (id) => q.options?.[id]);
  const inputs = Object.fromEntries(Object.entries(q.inputs ?? {}).map(([k, v]) => [`input.${k}`, v]));
  return {
    names: {
      ...q.names,
      ...options,
      ...inputs,
      ...(q.turn !== undefined ? { turn: q.turn } : {}),
      'attacker.side': q.attackers[0]?.side ?? '',
      'defender.side': q.defenders[0]?.side ?? '',
      'defender.terrain': q.terrain,
      'attacker.supplied': true,
      'defender.supplied': true,
    },
    attackers: q.attackers.map(factsOf),
    defenders: q.defenders.map(factsOf),
  };
}
