import type { Scenario } from '../model/scenario.js';
import type { SupplyProcedure } from '../model/schema/rules.js';
import type { TallyPoint } from '../model/schema/victory-tally.js';
import type { Cell } from '../geometry/types.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { cellKey } from '../geometry/grid.js';
import { msg, type Message } from '../assist/messages.js';
import { saysMessage } from './says.js';
import { supplyIndex } from './supply.js';
import type { VictoryFacts } from './victory-hooks.js';

// A tally line of a side's units never committed from a reserve (rules.yaml tally point `unused`), counted only
// while a line crosses the map from one edge to another through cells the enemy does not control: no enemy unit,
// and no enemy zone of control unless a friendly unit stands there. The game's supply says what nothing crosses
// (its `prohibited` terrain and hexside features), which also bounds the zones.

type Edge = 'north' | 'south' | 'east' | 'west';

/** Whether a line runs from the `from` edge to the `to` edge clear of the enemy's control. */
export function lineAcross(
  s: Scenario,
  supply: SupplyProcedure,
  entries: readonly PositionEntry[],
  side: string,
  from: Edge,
  to: Edge,
): boolean {
  const ix = supplyIndex(s);
  if (!ix) return false;
  const grid = ix.grid;
  const prohibited = new Set(supply.prohibited);
  const blocked = (a: Cell, b: Cell) =>
    ix.featuresBetween(a, b).some((f) => prohibited.has(f)) || prohibited.has(ix.terrainAt(b));
  const enemy = new Set<string>();
  const friend = new Set<string>();
  const zone = new Set<string>();
  for (const e of entries) {
    const c = ix.cell(e.at);
    if (e.unit.side === side) friend.add(cellKey(c));
    else {
      enemy.add(cellKey(c));
      for (const n of grid.neighbours(c)) if (!blocked(c, n)) zone.add(cellKey(n));
    }
  }
  const open = (c: Cell) => !enemy.has(cellKey(c)) && (!zone.has(cellKey(c)) || friend.has(cellKey(c)));
  const seen = new Set<string>();
  const queue = grid.cells().filter((c) => grid.onEdge(c, from) && open(c));
  for (const c of queue) seen.add(cellKey(c));
  while (queue.length) {
    const c = queue.shift()!;
    if (grid.onEdge(c, to)) return true;
    for (const n of grid.neighbours(c))
      if (!seen.has(cellKey(n)) && open(n) && !blocked(c, n)) {
        seen.add(cellKey(n));
        queue.push(n);
      }
  }
  return false;
}

export function unusedLine(
  s: Scenario,
  procedure: string,
  pt: TallyPoint,
  facts: VictoryFacts,
): { count: number; detail: Message } {
  const u = pt.unused!;
  const supply = s.rules?.procedures.find((x): x is SupplyProcedure => x.kind === 'supply');
  if (!supply) throw new Error(`validate let ${procedure} trace a line across where no supply is declared`);
  const unused = facts.units.filter((x) => x.side === u.side && x.status === 'reserve').map((x) => x.ref);
  const across = unused.length
    ? lineAcross(s, supply, facts.standing ?? [], u.side, u.across.from, u.across.to)
    : false;
  const units = unused.join(', ');
  const words = pt.says ?? {};
  const said = (step: 'none' | 'across' | 'closed', values: Record<string, string>, fallback: Message) => {
    const text = words[step];
    return text ? saysMessage(procedure, pt.point, step, text, values) : fallback;
  };
  return {
    count: across ? unused.length : 0,
    detail: !unused.length
      ? said('none', {}, msg('victory.tally.none'))
      : said(across ? 'across' : 'closed', { units }, msg('victory.tally.units', { units })),
  };
}
