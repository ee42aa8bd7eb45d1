import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { Cell } from '../../geometry/types.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { InputError } from '../../util/input-error.js';
import { suggest } from '../../util/suggest.js';
import { positionItems } from '../../assist/position/position-file.js';

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

/** Reads "ID@HEX" items, as given on the command line, with the cell each stands in. */
export function placeUnits(s: Scenario, index: GridMapIndex, items: readonly string[]): PlacedUnit[] {
  return positionItems(s, items).map((e) => ({ ref: e.ref, unit: e.unit, cell: index.cell(e.at), label: e.at }));
}
