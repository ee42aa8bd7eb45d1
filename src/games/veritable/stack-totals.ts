import type { CombatTotalsHook } from '../../rules/combat-hooks.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import type { TerrainChart } from '../../rules/terrain-multipliers.js';
import { gridCombatFacts } from '../../rules/hook-shifts.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { attackStacks, defenceTotal } from './combat-reading.js';
import { hexIndex } from './table.js';
import { msg } from './messages.js';

// Veritable's totals as a declared combat's hook point (rules.yaml `kind: combat`, `hooks.totals`): each attacking
// stack on its own, its crossings and flooded ground, and out of supply halving that stack alone, rounded up (6.5.1,
// 7.2); the defence in its hex. The same code words Veritable's own combat hook, so both read alike.

export const stackTotals: CombatTotalsHook = (q) => {
  const s = q.scenario;
  const index = hexIndex(s);
  const place = (e: PositionEntry): PlacedUnit => {
    const cell = index.cell(e.at);
    return { ref: e.ref, unit: e.unit, cell, label: index.grid.label(cell) };
  };
  const attackers = q.attackers.map(place);
  const defenders = q.defenders.map(place);
  const outOfSupply = new Set([...attackers, ...defenders].filter((u) => q.unsupplied.has(u.ref)).map((u) => u.label));
  const facts = (a: PlacedUnit[]) =>
    gridCombatFacts({ index, attackers: a, defenders, outOfSupply, inputs: q.inputs, names: q.names });
  const totals = q.procedure.totals;
  const chart = s.charts.find((c): c is TerrainChart => c.id === totals.terrain && c.kind === 'terrain-effects');
  const sides = { s, index, words: q.procedure, totals, chart, attackers, defenders, facts };
  if (q.side === 'attacker') {
    // The brigade the player names for the amphibious marker (rules.yaml's `unit` input, 11.1) ignores flooding.
    const amphibious = q.inputs.amphibious ? String(q.inputs.amphibious) : undefined;
    const a = attackStacks({ ...sides, amphibious });
    return { total: a.attack, said: a.said, data: { attack: { total: a.attack, stacks: a.stacks } } };
  }
  const d = defenceTotal(sides);
  if (d.total === 0) throw new KeyedRefusal(msg('veritable.combat.noDefence', { at: d.stack.hex }));
  const terrain = index.terrainAt(index.cell(q.defenders[0].at));
  return { total: d.total, said: [d.said], data: { defence: { total: d.total, stack: d.stack, terrain } } };
};
