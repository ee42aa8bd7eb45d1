import type { Scenario } from '../model/scenario.js';
import type { MovementRules } from '../model/schema/rules.js';
import type { Cell } from '../geometry/types.js';
import { cellKey } from '../geometry/grid.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { areaGraph } from '../assist/map/area-graph.js';
import { firstFor, gridWorld, overStacks, type Mover, type MoveQuery, type Standing } from './movement.js';
import type { StackingHook } from './move-hooks.js';

// Retreat after combat as rules.yaml's `movement.retreat` declares it: where a unit told to retreat N cells (or
// areas) may end. The combat engine asks the owner to pick among these after the roll; a unit with none is
// eliminated.

export interface RetreatQuery {
  unit: Mover;
  from: string;
  cells: number;
  /** Every unit on the map now (the retreating unit included or not). */
  placed: readonly Standing[];
  /** The game's stacking hook, when `movement.stacking.hook` names one: what it counts decides the end cell. */
  stacking?: StackingHook;
  /** Hits every unit carries (steps lost), for a stacking limit that counts steps. */
  hits?: Readonly<Record<string, number>>;
}

/** Every legal end cell of the retreat, in the map's order; empty when the unit has no legal retreat. */
export function legalRetreats(s: Scenario, m: MovementRules, q: RetreatQuery): string[] {
  const r = m.retreat;
  if (!r || !s.map) return [];
  const ends = s.map.kind === 'area' ? areaEnds(s, m, q) : gridEnds(s, m, q);
  return ends.filter((at) => !r.stacking || fitsStack(s, m, q, at));
}

/**
 * Area maps: N areas along the map's links (those the unit may use, `movement.links`), each farther from the
 * battle's area counted in links, never into an area holding enemy units.
 */
function areaEnds(s: Scenario, m: MovementRules, q: RetreatQuery): string[] {
  if (s.map?.kind !== 'area') return [];
  const g = areaGraph(s.map);
  g.area(q.from);
  const along = m.links.length ? firstFor(m.links, q.unit)?.along : undefined;
  const enemy = new Set(q.placed.filter((p) => p.side !== q.unit.side && p.ref !== q.unit.ref).map((p) => p.at));
  const distance = new Map<string, number>([[q.from, 0]]);
  let ring = [q.from];
  for (let d = 1; d <= q.cells; d++) {
    const next: string[] = [];
    for (const a of ring)
      for (const n of g.neighbours(a))
        if (!distance.has(n)) {
          distance.set(n, d);
          next.push(n);
        }
    ring = next;
  }
  let reached = new Set([q.from]);
  for (let d = 1; d <= q.cells; d++) {
    const next = new Set<string>();
    for (const a of reached)
      for (const n of g.neighbours(a, along as never)) if (distance.get(n) === d && !enemy.has(n)) next.add(n);
    reached = next;
  }
  return s.map.areas.map((a) => a.id).filter((id) => reached.has(id));
}

function gridEnds(s: Scenario, m: MovementRules, q: RetreatQuery): string[] {
  const r = m.retreat!;
  if (!s.map || s.map.kind === 'area') return [];
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
  return reached.map((c) => ix.grid.label(c)).sort();
}

const unitOf = (s: Scenario, ref: string) => s.units.find((u) => u.id === ref || ref.startsWith(`${u.id}#`));

/**
 * The retreating unit, arriving last, leaves `at` within stacking as `movement.stacking` counts it: units (or their
 * steps left) beyond `limit`, the exempt kinds not counted, or what the game's stacking hook says of the cell's units.
 */
function fitsStack(s: Scenario, m: MovementRules, q: RetreatQuery, at: string): boolean {
  const st = m.stacking;
  if (!st || (st.limit === undefined && !q.stacking)) return true;
  const there = [
    ...q.placed.filter((p) => p.at === at && p.side === q.unit.side && p.ref !== q.unit.ref),
    { ref: q.unit.ref, side: q.unit.side, at },
  ].map((p) => ({
    ...p,
    at,
    abilities: unitOf(s, p.ref)?.abilities,
    steps: Math.max((unitOf(s, p.ref)?.steps ?? 1) - (q.hits?.[p.ref] ?? 0), 1),
  }));
  const hook = q.stacking;
  const over = overStacks(
    m,
    there,
    hook &&
      ((refs) =>
        hook(
          refs.flatMap((ref) => (unitOf(s, ref) ? [{ ref, unit: unitOf(s, ref)! }] : [])),
          { scenario: s, at },
        )),
  );
  return !over.some((o) => o.over.includes(q.unit.ref));
}
