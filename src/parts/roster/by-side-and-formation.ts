import type { Scenario } from '../../model/scenario.js';
import { InputError } from '../../util/input-error.js';
import type { RosterWords } from './roster-words.js';

export interface FormationGroup<T> {
  /** undefined for the units that belong to no formation. */
  id?: string;
  name: string;
  /** The formation it belongs to, where the game nests formations. */
  parentName?: string;
  color?: string;
  units: T[];
}

export interface SideGroup<T> {
  id: string;
  name: string;
  color?: string;
  formations: FormationGroup<T>[];
  units: T[];
}

/**
 * Units by side (in the game's order of sides) and formation (in the order game.yaml lists formations,
 * units with none last). Sides or formations without units are left out. A unit naming a side or formation
 * the game does not define is an error: the loader's cross-check normally stops it first.
 */
export function bySideAndFormation<T extends { id: string; side: string; formation?: string }>(
  s: Scenario,
  units: T[],
  w: RosterWords,
): SideGroup<T>[] {
  const formations = s.game.formations;
  for (const u of units) {
    if (!s.game.sides.some((x) => x.id === u.side))
      throw new InputError(`unit "${u.id}" is on side "${u.side}", which game.yaml does not define`);
    if (u.formation && !formations.some((f) => f.id === u.formation))
      throw new InputError(`unit "${u.id}" belongs to formation "${u.formation}", which game.yaml does not define`);
  }
  return s.game.sides
    .map((side): SideGroup<T> => {
      const mine = units.filter((u) => u.side === side.id);
      const groups: FormationGroup<T>[] = formations
        .map((f) => {
          const parent = f.parent ? formations.find((p) => p.id === f.parent) : undefined;
          return {
            id: f.id,
            name: w.name(f.id, f.name),
            parentName: parent ? w.name(parent.id, parent.name) : undefined,
            color: f.color,
            units: mine.filter((u) => u.formation === f.id),
          };
        })
        .filter((g) => g.units.length);
      const loose = mine.filter((u) => !u.formation);
      if (loose.length) groups.push({ name: w.str('noFormation'), units: loose });
      return { id: side.id, name: w.name(side.id, side.name), color: side.color, formations: groups, units: mine };
    })
    .filter((g) => g.units.length);
}
