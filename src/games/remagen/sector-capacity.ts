import type { Unit } from '../../model/schema/units.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { TerrainChart } from '../../rules/shared/chart-lookup.js';
import { capacityKindOf, type CapacityKind } from '../../load/capacity-kind.js';
import { gridMapIndex } from '../../assist/map/grid-map-index.js';
import type { StackingHook } from '../game-hooks.js';

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
  const parts: Message[] = [];
  for (const [kind, n] of counts) {
    const cap = Number(row.effects[kind] ?? 0);
    if (cap <= 0) throw new KeyedRefusal(msg('remagen.refused.holdsNo', { at: label, terrain, kind, n }));
    share += n / cap;
    parts.push(msg('remagen.refused.capacityPart', { n, kind, cap }));
  }
  if (share > 1 + 1e-9)
    throw new KeyedRefusal(
      msg('remagen.refused.overCapacity', {
        at: label,
        terrain,
        parts: parts.reduce((a, b) => msg('remagen.refused.plus', { a, b })),
        percent: Math.round(share * 100),
      }),
    );
  return share;
}

/**
 * Sector capacity as the move engine's stacking hook (`remagen.capacity`): of a sector's units in the order they
 * came in, those that no longer fit once the sector is full. Terrain with no capacity row is not checked.
 */
export const beyondCapacity: StackingHook = (units, where) => {
  const s = where?.scenario;
  const map = s?.map;
  const capacity = s?.charts.find((c): c is TerrainChart => c.id === 'capacity' && c.kind === 'terrain-effects');
  if (!s || !map || map.kind === 'area' || !capacity) return [];
  const index = gridMapIndex(map);
  const cell = index.grid.parse(where.at);
  if (!cell) return [];
  const row = capacity.rows.find((r) => r.terrain === index.terrainAt(cell));
  if (!row) return [];
  let share = 0;
  const over: string[] = [];
  for (const u of units) {
    const cap = Number(row.effects[capacityKindOf(u.unit)] ?? 0);
    const next = share + (cap > 0 ? 1 / cap : Number.POSITIVE_INFINITY);
    if (next > 1 + 1e-9) over.push(u.ref);
    else share = next;
  }
  return over;
};
