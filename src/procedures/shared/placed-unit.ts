import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { Cell } from '../../geometry/types.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { InputError } from '../../util/input-error.js';
import { suggest } from '../../util/suggest.js';

/** A unit on the map: which counter (a unit with count 3 has copies "id#1".."id#3") and where. */
export interface PlacedUnit {
  ref: string;
  unit: Unit;
  cell: Cell;
  label: string;
}

export function findUnit(s: Scenario, ref: string): Unit {
  const id = ref.replace(/#\d+$/, '');
  const unit = s.units.find((u) => u.id === id);
  if (!unit) {
    const near = suggest(id, s.units.map((u) => u.id));
    throw new InputError(`no unit "${id}" in ${s.id}${near ? ` (did you mean "${near}"?)` : ''}`);
  }
  const copy = ref.match(/#(\d+)$/);
  if (copy && (Number(copy[1]) < 1 || Number(copy[1]) > unit.count)) throw new InputError(`${id} has ${unit.count} counter${unit.count === 1 ? '' : 's'}; there is no "${ref}"`);
  return unit;
}

/** Reads "ID@HEX" items, as given on the command line or in a position file. */
export function placeUnits(s: Scenario, index: GridMapIndex, items: readonly string[]): PlacedUnit[] {
  return items.map((item) => {
    const m = item.match(/^([^@\s]+)@(\S+)$/);
    if (!m) throw new InputError(`"${item}" should read UNIT@HEX, e.g. 53-71@H8`);
    const cell = index.cell(m[2]);
    return { ref: m[1], unit: findUnit(s, m[1]), cell, label: index.grid.label(cell) };
  });
}
