import type { Chart } from '../model/schema/charts.js';

// What a terrain-effects chart does to a combat's totals: an attacking unit's multipliers for the hexside features it
// attacks across and the ground it attacks into or out of, the defender's for its ground, and a hexside no attack may
// cross. A declared combat (combat.ts) and a combat hook's totals read the chart the same way.

export type TerrainChart = Extract<Chart, { kind: 'terrain-effects' }>;
type Row = TerrainChart['rows'][number];

/** Effect keys of a terrain-effects row the engine reads; a row with any other (a side-only rule) is a hook's. */
const TERRAIN_KEYS = new Set([
  'movementCost',
  'movementCostExtra',
  'movementProhibited',
  'attackMultiplier',
  'defenceMultiplier',
  'appliesTo',
  'alongRoadOnly',
  'attackProhibited',
  'stopOnEntering',
]);

export interface AttackMultiplier {
  row: Row;
  by: number;
  /** Across a hexside feature the attack crosses, or into or out of the ground. */
  across: boolean;
}

/**
 * The chart's multipliers on one attacking unit, row by row: `across` rows for the features between it and the
 * defender, `into-or-from` rows for its own ground or the defender's.
 */
export function attackMultipliers(
  chart: TerrainChart | undefined,
  q: { crossing: readonly string[]; from: string; target: string },
): AttackMultiplier[] {
  const out: AttackMultiplier[] = [];
  for (const row of chart?.rows ?? []) {
    const by = row.effects.attackMultiplier;
    if (typeof by !== 'number' || Object.keys(row.effects).some((k) => !TERRAIN_KEYS.has(k))) continue;
    const across = row.effects.appliesTo === 'across' && q.crossing.includes(row.terrain);
    const intoOrFrom = row.effects.appliesTo === 'into-or-from' && (q.from === row.terrain || q.target === row.terrain);
    if (across || intoOrFrom) out.push({ row, by, across });
  }
  return out;
}

/** The chart's multiplier on the defender for its ground, with its row; none where the chart gives none. */
export function defenceMultiplier(
  chart: TerrainChart | undefined,
  terrain: string,
): { row: Row; by: number } | undefined {
  const row = chart?.rows.find((r) => r.terrain === terrain);
  const by = row?.effects.defenceMultiplier;
  return row && typeof by === 'number' ? { row, by } : undefined;
}

/** The (last named) hexside feature crossed whose row forbids attacks across it (`attackProhibited`). */
export function attackForbiddenAcross(
  chart: TerrainChart | undefined,
  crossing: readonly string[],
): string | undefined {
  let forbidden: string | undefined;
  for (const f of crossing)
    if (chart?.rows.find((r) => r.terrain === f)?.effects.attackProhibited === true) forbidden = f;
  return forbidden;
}
