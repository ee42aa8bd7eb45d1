import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { Cell } from '../../geometry/types.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { RuleRefusal } from '../report.js';
import { positionItems, unitFor } from '../../assist/position/position-entries.js';

/** A unit on the map: which counter (a unit with count 3 has copies "id#1".."id#3") and where. */
export interface PlacedUnit {
  ref: string;
  unit: Unit;
  cell: Cell;
  label: string;
}

export function findUnit(s: Scenario, ref: string): Unit {
  const found = unitFor(s, ref);
  if ('error' in found) throw new RuleRefusal(found.said);
  return found.unit;
}

/** Reads "ID@HEX" items, as given to an input (`flag`, "--firer", names it in a refusal), with each one's cell. */
export function placeUnits(s: Scenario, index: GridMapIndex, items: readonly string[], flag?: string): PlacedUnit[] {
  return positionItems(s, items, flag).map((e) => ({ ref: e.ref, unit: e.unit, cell: index.cell(e.at), label: e.at }));
}
