import type { Unit } from '../../model/schema/units.js';
import { InputError } from '../../util/input-error.js';
import type { TerrainChart } from '../../rules/shared/chart-lookup.js';
import { capacityKindOf, type CapacityKind } from './unit-kinds.js';

/**
 * Sector capacity (rules: Sector Capacity): each column is a full sector by itself and arms mix in
 * proportion, so a sector holds its units when the shares (count / capacity, per kind) add up to at
 * most 1. Terrain with no capacity row (the river) is not checked. Throws naming the sector and what is too much.
 */
export function checkSectorCapacity(
  capacity: TerrainChart,
  terrain: string,
  label: string,
  units: readonly Unit[],
): number {
  const row = capacity.rows.find((r) => r.terrain === terrain);
  if (!row || !units.length) return 0;
  const counts = new Map<CapacityKind, number>();
  for (const u of units) counts.set(capacityKindOf(u), (counts.get(capacityKindOf(u)) ?? 0) + 1);
  let share = 0;
  const parts: string[] = [];
  for (const [kind, n] of counts) {
    const cap = Number(row.effects[kind] ?? 0);
    if (cap <= 0) throw new InputError(`sector ${label} (${terrain}) holds no ${kind}; ${n} placed there`);
    share += n / cap;
    parts.push(`${n} ${kind} of ${cap}`);
  }
  if (share > 1 + 1e-9)
    throw new InputError(
      `sector ${label} (${terrain}) is over capacity: ${parts.join(' + ')} fill ${Math.round(share * 100)}% of it`,
    );
  return share;
}
