import type { AreaGraph } from '../../assist/map/area-graph.js';
import { findAreaPath } from '../../assist/map/area-path.js';
import { hasEnemyOf, occupancy, type AreaUnit } from './area-units.js';

export interface UnitSupply {
  ref: string;
  side: string;
  area: string;
  supplied: boolean;
  /** Areas from the unit to its source, both included; empty when cut off. */
  path: string[];
  source?: string;
  /** Out of supply: the hit taken at the start of movement, and whether it removes the unit. */
  effect?: { hitsBefore: number; hitsAfter: number; strength: number; removed: boolean };
  step: string;
}

export interface SupplyReport {
  units: UnitSupply[];
  outOfSupply: string[];
  removed: string[];
  steps: string[];
}

/** Supply lines follow roads; a bridge is a road over a river. */
export const SUPPLY_WAYS = ['road', 'bridge'] as const;

/**
 * Supply (rules 4): each unit traces a line from its area, area to area along roads, to an area that
 * is a supply source of its side. The line may start in a contested area (supply may be drawn to one)
 * but may not enter an area holding enemy units, contested ones included; only units sitting in an
 * area block it. A unit out of supply takes one hit at the start of its movement.
 */
export function checkSupply(
  graph: AreaGraph,
  units: readonly AreaUnit[],
  side?: string,
  noRoadMarch = false,
): SupplyReport {
  const occ = occupancy(units);
  const name = (id: string) => graph.area(id).name;
  const checked: UnitSupply[] = units
    .filter((u) => side === undefined || u.unit.side === side)
    .map((u) => {
      const s = u.unit.side;
      const path =
        findAreaPath(graph, u.area, {
          kinds: SUPPLY_WAYS,
          mayEnter: (a) => !hasEnemyOf(occ, a, s),
          isGoal: (a) => graph.area(a).supplyFor === s,
        }) ?? [];
      const supplied = path.length > 0;
      const via =
        path.length > 1 ? ` by road via ${path.slice(1).map(name).join(' → ')}` : ' (its own area is a supply source)';
      if (supplied)
        return {
          ref: u.ref,
          side: s,
          area: u.area,
          supplied,
          path,
          source: path[path.length - 1],
          step: `${u.ref} in ${name(u.area)}: supplied${via}`,
        };
      const hitsAfter = u.hits + 1;
      const removed = hitsAfter >= u.strength;
      return {
        ref: u.ref,
        side: s,
        area: u.area,
        supplied,
        path,
        effect: { hitsBefore: u.hits, hitsAfter, strength: u.strength, removed },
        step:
          `${u.ref} in ${name(u.area)}: OUT OF SUPPLY (no road free of enemy units leads to a ${s} source); ` +
          `takes 1 hit at the start of movement: ${hitsAfter} of ${u.strength}` +
          `${removed ? ', removed from play' : ''}` +
          `${noRoadMarch ? '; may not road-march or overrun this turn (optional rule 4)' : ''}`,
      };
    });
  const outOfSupply = checked.filter((u) => !u.supplied).map((u) => u.ref);
  const removed = checked.filter((u) => u.effect?.removed).map((u) => u.ref);
  return { units: checked, outOfSupply, removed, steps: checked.map((u) => u.step) };
}
