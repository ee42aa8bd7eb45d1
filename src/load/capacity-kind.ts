import type { Unit } from '../model/schema/units.js';
import type { Scenario } from '../model/scenario.js';
import type { Chart } from '../model/schema/charts.js';
import type { StackingCapacity } from '../model/schema/stacking-capacity.js';
import type { Cell } from '../geometry/types.js';

type TerrainEffects = Extract<Chart, { kind: 'terrain-effects' }>;

/** A declared capacity by terrain (`movement.stacking.capacity`) with its chart. */
export interface CapacityRule {
  rule: StackingCapacity;
  chart: TerrainEffects;
  section: string;
}

/**
 * The game's capacity by terrain, when rules.yaml declares one and its chart is there. Here, below both the rules'
 * procedures and the kit's parts, because the capacity check and the VASSAL set-up must count a unit alike.
 */
export function capacityRule(s: Scenario | undefined): CapacityRule | undefined {
  const st = s?.rules?.movement?.stacking;
  const rule = st?.capacity;
  if (!rule) return undefined;
  const chart = s!.charts.find((c): c is TerrainEffects => c.id === rule.chart && c.kind === 'terrain-effects');
  return chart ? { rule, chart, section: st.section } : undefined;
}

/** The capacity chart's column a unit counts against: the first declared column that takes it. */
export function capacityColumnOf(rule: StackingCapacity, u: Unit): string {
  const col = rule.columns.find((c) =>
    c.types.length || c.abilities.length
      ? c.types.includes(u.type) || c.abilities.some((a) => (u.abilities ?? []).includes(a))
      : true,
  );
  return (col ?? rule.columns[rule.columns.length - 1]).column;
}

/** How many units of a column a cell of `terrain` holds; undefined when the chart has no row for the terrain. */
export function capacityFor(c: CapacityRule, terrain: string | undefined, column: string): number | undefined {
  const row = c.chart.rows.find((r) => r.terrain === terrain);
  return row ? Number(row.effects[column] ?? 0) : undefined;
}

/**
 * How much of a cell one unit of the initial set-up fills (1 a full cell), by what rules.yaml declares: its capacity
 * by terrain (`movement.stacking.capacity`: a terrain with no row holds none), else its plain `limit` of units (the
 * exempt kinds filling none); undefined when it declares neither. The VASSAL module's at-start stacks and the
 * referee's `start` spread a zone's units by this one measure, so both stand them alike.
 */
export function declaredSpaceShare(
  s: Scenario,
  terrainAt: (cell: Cell) => string | undefined,
): ((unitId: string, cell: Cell) => number) | undefined {
  const units = new Map(s.units.map((u) => [u.id, u]));
  const capacity = capacityRule(s);
  if (capacity)
    return (id, cell) => {
      const u = units.get(id);
      if (!u) return 0;
      const cap = capacityFor(capacity, terrainAt(cell), capacityColumnOf(capacity.rule, u)) ?? 0;
      return cap > 0 ? 1 / cap : Number.POSITIVE_INFINITY;
    };
  const stacking = s.rules?.movement?.stacking;
  const limit = stacking?.limit;
  if (!stacking || limit === undefined) return undefined;
  return (id) => {
    const u = units.get(id);
    return !u || u.abilities.some((a) => stacking.exempt.includes(a)) ? 0 : 1 / limit;
  };
}
