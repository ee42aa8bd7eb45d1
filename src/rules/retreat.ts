import type { Scenario } from '../model/scenario.js';
import type { MovementRules } from '../model/schema/rules.js';
import type { Cell } from '../geometry/types.js';
import { cellKey } from '../geometry/grid.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { gridWorld, type Mover, type MoveQuery, type Standing } from './movement.js';

// Retreat after combat as rules.yaml's `movement.retreat` declares it: where a unit told to retreat N cells may
// end. The combat engine asks the owner to pick among these after the roll; a unit with none is eliminated.

export interface RetreatQuery {
  unit: Mover;
  from: string;
  cells: number;
  /** Every unit on the map now (the retreating unit included or not). */
  placed: readonly Standing[];
}

/** Every legal end cell of the retreat, in the map's label order; empty when the unit has no legal retreat. */
export function legalRetreats(s: Scenario, m: MovementRules, q: RetreatQuery): string[] {
  const r = m.retreat;
  if (!r || !s.map || s.map.kind === 'area') return [];
  const ix = gridMapIndex(s.map);
  const query: MoveQuery = { unit: q.unit, from: q.from, to: q.from, placed: q.placed };
  const w = gridWorld(s, m, ix, query);
  // Without declared zones of control, a unit's zone is the cells around it, as most hex games have it.
  const zoc = (c: Cell) => (m.zoc ? w.inZoc(c) : ix.grid.neighbours(c).some((n) => w.enemyAt(n)));
  const start = ix.cell(q.from);
  // Each step farther from the cell the unit fought in: its distance from there, counted in cells.
  const distance = new Map<string, number>([[cellKey(start), 0]]);
  let ring = [start];
  for (let d = 1; d <= q.cells; d++) {
    const next: Cell[] = [];
    for (const c of ring)
      for (const n of ix.grid.neighbours(c))
        if (!distance.has(cellKey(n))) {
          distance.set(cellKey(n), d);
          next.push(n);
        }
    ring = next;
  }
  const open = (a: Cell, b: Cell) =>
    distance.get(cellKey(b)) === (distance.get(cellKey(a)) ?? -1) + 1 &&
    !('why' in w.step(a, b)) &&
    !w.enemyAt(b) &&
    (r.intoZoc === 'allowed' || !zoc(b));
  let reached = [start];
  for (let d = 1; d <= q.cells; d++) {
    const next = new Map<string, Cell>();
    for (const c of reached) for (const n of ix.grid.neighbours(c)) if (open(c, n)) next.set(cellKey(n), n);
    reached = [...next.values()];
  }
  const limit = m.stacking?.limit;
  const friendsAt = (label: string) =>
    q.placed.filter((p) => p.at === label && p.side === q.unit.side && p.ref !== q.unit.ref).length;
  return reached
    .map((c) => ix.grid.label(c))
    .filter((label) => !r.stacking || limit === undefined || friendsAt(label) < limit)
    .sort();
}
