import type { Scenario } from '../model/scenario.js';
import type { Unit } from '../model/schema/units.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';
import { capacityColumnOf, capacityFor, capacityRule, type CapacityRule } from '../load/capacity-kind.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import type { StackingHook } from './move-hooks.js';
import type { GameMap } from '../model/schema/map.js';
import { placeKey } from './shared/place-words.js';

// A capacity by terrain (`movement.stacking.capacity`, a sector capacity): each column of the chart is a
// full cell by itself and kinds mix in proportion, so a cell holds its units when the shares (count / capacity, per
// column) add up to at most 1. A terrain with no row (a river) is not counted.

/**
 * The share of a cell of `terrain` that `units` fill; throws naming the cell (a hex or a sector, by the map's
 * `mapKind`) and what is too much when they do not fit. 0 for no units or a terrain with no row.
 */
export function checkCapacity(
  c: CapacityRule,
  terrain: string,
  label: string,
  units: readonly Unit[],
  mapKind?: GameMap['kind'],
): number {
  if (!units.length || capacityFor(c, terrain, '') === undefined) return 0;
  const counts = new Map<string, number>();
  for (const u of units) {
    const col = capacityColumnOf(c.rule, u);
    counts.set(col, (counts.get(col) ?? 0) + 1);
  }
  let share = 0;
  const parts: Message[] = [];
  for (const [kind, n] of counts) {
    const cap = capacityFor(c, terrain, kind) ?? 0;
    if (cap <= 0)
      throw new KeyedRefusal(msg(placeKey('stack.capacity.holdsNo', mapKind), { at: label, terrain, kind, n }));
    share += n / cap;
    parts.push(msg('stack.capacity.part', { n, kind, cap }));
  }
  if (share > 1 + 1e-9)
    throw new KeyedRefusal(
      msg(placeKey('stack.capacity.over', mapKind), {
        at: label,
        terrain,
        parts: parts.reduce((a, b) => msg('stack.capacity.plus', { a, b })),
        percent: Math.round(share * 100),
      }),
    );
  return share;
}

/** The share of a cell of `terrain` one unit fills: 1 / its column's capacity, infinite where it holds none. */
export function capacityShare(c: CapacityRule, terrain: string | undefined, u: Unit): number {
  const cap = capacityFor(c, terrain, capacityColumnOf(c.rule, u)) ?? 0;
  return cap > 0 ? 1 / cap : Number.POSITIVE_INFINITY;
}

/**
 * The declared capacity as the engine's stacking rule: of a cell's units in the order they came in, those that no
 * longer fit once it is full. A terrain with no row is not checked.
 */
export function capacityStacking(s: Scenario): StackingHook | undefined {
  if (!capacityRule(s)) return undefined;
  return (units, where) => {
    const sc = where?.scenario ?? s;
    const c = capacityRule(sc);
    const map = sc.map;
    if (!c || !map || map.kind === 'area' || !where) return [];
    const index = gridMapIndex(map);
    const cell = index.grid.parse(where.at);
    if (!cell) return [];
    const terrain = index.terrainAt(cell);
    if (capacityFor(c, terrain, '') === undefined) return [];
    let share = 0;
    const over: string[] = [];
    for (const u of units) {
      const next = share + capacityShare(c, terrain, u.unit);
      if (next > 1 + 1e-9) over.push(u.ref);
      else share = next;
    }
    return over;
  };
}
