import type { OddsBattle } from '../model/schema/odds-battle.js';
import type { GridMapIndex } from '../assist/map/grid-map-index.js';
import type { PlacedUnit } from './shared/placed-unit.js';
import { KeyedRefusal, msg } from '../assist/messages.js';
import { saysMessage } from './says.js';

// Which places may fight in a battle by odds, as its declaration says (rules.yaml `battle.places`): each side's
// places apart, and each attacking place next to a defending one and the other way round. A refusal is worded in
// the declared `says`, keyed "<procedure>.says.<step>" for a locale file, else in the engine's (`battle.<step>`).

/** The battle's units by place, in the order given. */
export function byPlace(units: readonly PlacedUnit[]): Map<string, PlacedUnit[]> {
  const m = new Map<string, PlacedUnit[]>();
  for (const u of units) m.set(u.label, [...(m.get(u.label) ?? []), u]);
  return m;
}

/** Refuses the first place the declared checks do not let fight; nothing when the battle declares none. */
export function checkBattlePlaces(
  procedure: string,
  decl: OddsBattle,
  index: GridMapIndex,
  attackers: readonly PlacedUnit[],
  defenders: readonly PlacedUnit[],
): void {
  const p = decl.places;
  if (!p) return;
  const refuse = (step: 'both' | 'attackNotNext' | 'defendNotNext', at: string) => {
    const text = p.says[step];
    throw new KeyedRefusal(text ? saysMessage(procedure, '', step, text, { at }) : msg(`battle.${step}`, { at }));
  };
  const a = byPlace(attackers);
  const d = byPlace(defenders);
  if (p.apart) for (const label of a.keys()) if (d.has(label)) refuse('both', label);
  if (!p.adjacent) return;
  const next = (us: PlacedUnit[], others: Map<string, PlacedUnit[]>) =>
    [...others.values()].some((o) => index.grid.adjacent(us[0].cell, o[0].cell));
  for (const [label, us] of a) if (!next(us, d)) refuse('attackNotNext', label);
  for (const [label, us] of d) if (!next(us, a)) refuse('defendNotNext', label);
}
