import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PositionEntry } from '../../assist/position/position-file.js';
import { cellKey } from '../../geometry/grid.js';
import type { Cell } from '../../geometry/types.js';
import { terrainEffects, flag } from './terrain-modifiers.js';
import { has } from './unit-values.js';

/** 7.0: one German stack in each of these towns is in supply whatever lies around it. */
const GERMAN_SUPPLY_TOWNS = ['Cleve', 'Goch'];
const GERMAN = 'german';

export interface UnitSupply {
  ref: string;
  at: string;
  supplied: boolean;
  via?: 'edge' | 'town';
  path: string[];
  /** Allied only: hexes on the best line that are not road hexes; a line of all road hexes but one scores (7.1). */
  nonRoadHexes?: number;
  roadLineForVictory?: boolean;
  effects?: string;
}

export interface SupplyReport {
  side: string;
  units: UnitSupply[];
  steps: string[];
}

function outOfSupplyEffects(u: Unit): string {
  const f = u.factors;
  const half = (n: number) => Math.ceil(n / 2);
  if (f.kind === 'attack-defence-move') return `halved, rounded up (7.2): ${f.attack}-${f.defence}-${f.move} becomes ${half(f.attack)}-${half(f.defence)}-${half(f.move)}; a stack halves its total`;
  if (f.kind === 'combat-move') return `halved, rounded up (7.2): combat ${f.combat} → ${half(f.combat)}, move ${f.move} → ${half(f.move)}; a stack halves its total`;
  if (f.kind === 'shift-move') return `move ${f.move} → ${half(f.move)} (7.2)`;
  return 'halved for movement and combat (7.2)';
}

/**
 * Supply for every unit of a side (7.0, 7.1): a line of hexes of any length to the side's own supply edge,
 * not through enemy units, uncontested enemy zones of control (a friendly unit in the hex contests it, 6.4)
 * or prohibited hexsides. German units in Cleve or Goch are supplied there. For Allied units it also finds
 * the line with the fewest non-road hexes, which decides victory points at the end of the game.
 */
export function traceSupply(s: Scenario, index: GridMapIndex, positions: PositionEntry[], side: string): SupplyReport {
  const { grid, map } = index;
  const cellOf = (p: PositionEntry) => index.cell(p.at);
  const friendly = new Set(positions.filter((p) => p.unit.side === side).map((p) => cellKey(cellOf(p))));
  const enemy = positions.filter((p) => p.unit.side !== side);
  const enemyHexes = new Set(enemy.map((p) => cellKey(cellOf(p))));
  const prohibitedBetween = (a: Cell, b: Cell) => index.featuresBetween(a, b).some((f) => flag(terrainEffects(s, f), 'movementProhibited'));
  const zoc = new Set<string>();
  for (const p of enemy) {
    const c = cellOf(p);
    for (const n of grid.neighbours(c)) if (!prohibitedBetween(c, n) && !flag(terrainEffects(s, index.terrainAt(n)), 'movementProhibited')) zoc.add(cellKey(n));
  }
  const sources = new Set<string>();
  for (const e of map.edges.filter((x) => x.for === side && x.roles.includes('supply'))) for (const c of index.named(e.id) ?? []) sources.add(cellKey(c));
  const roads = new Set<string>();
  for (const r of map.roads.filter((x) => x.kind === 'road')) for (const l of r.cells) roads.add(cellKey(index.cell(l)));
  const passable = (from: Cell, to: Cell) =>
    !enemyHexes.has(cellKey(to)) && (!zoc.has(cellKey(to)) || friendly.has(cellKey(to))) && !prohibitedBetween(from, to) && !flag(terrainEffects(s, index.terrainAt(to)), 'movementProhibited');

  // 0-1 search: a road hex costs nothing, any other hex 1, so the first path found to an edge is both a
  // supply line and the one with the fewest non-road hexes.
  const search = (start: Cell): { path: Cell[]; nonRoad: number } | undefined => {
    const startKey = cellKey(start);
    const cost = new Map<string, number>([[startKey, roads.has(startKey) ? 0 : 1]]);
    const prev = new Map<string, Cell>();
    const deque: Cell[] = [start];
    while (deque.length) {
      const c = deque.shift()!;
      const k = cellKey(c);
      if (sources.has(k)) {
        const path = [c];
        for (let p = prev.get(k); p; p = prev.get(cellKey(p))) path.unshift(p);
        return { path, nonRoad: cost.get(k)! };
      }
      for (const n of grid.neighbours(c)) {
        if (!passable(c, n)) continue;
        const nk = cellKey(n);
        const step = roads.has(nk) ? 0 : 1;
        const next = cost.get(k)! + step;
        if (next < (cost.get(nk) ?? Infinity)) {
          cost.set(nk, next);
          prev.set(nk, c);
          if (step === 0) deque.unshift(n);
          else deque.push(n);
        }
      }
    }
    return undefined;
  };

  const towns = new Set(map.places.filter((p) => GERMAN_SUPPLY_TOWNS.includes(p.name)).map((p) => cellKey(index.cell(p.at))));
  const units: UnitSupply[] = [];
  for (const p of positions.filter((x) => x.unit.side === side)) {
    const c = cellOf(p);
    if (side === GERMAN && towns.has(cellKey(c))) {
      units.push({ ref: p.ref, at: p.at, supplied: true, via: 'town', path: [p.at] });
      continue;
    }
    const found = search(c);
    if (!found) {
      units.push({ ref: p.ref, at: p.at, supplied: false, path: [], effects: has(p.unit, 'outpost') ? 'outposts never move or attack; out of supply changes nothing for them' : outOfSupplyEffects(p.unit) });
      continue;
    }
    const u: UnitSupply = { ref: p.ref, at: p.at, supplied: true, via: 'edge', path: found.path.map((x) => grid.label(x)) };
    if (side !== GERMAN) Object.assign(u, { nonRoadHexes: found.nonRoad, roadLineForVictory: found.nonRoad <= 1 });
    units.push(u);
  }
  const steps = [
    `${side} units trace to ${[...new Set(map.edges.filter((x) => x.for === side && x.roles.includes('supply')).map((e) => e.side))].join(', ')} edge hexes, not through enemy units, uncontested enemy zones of control or prohibited hexsides (7.0, 7.1)`,
    ...(side === GERMAN ? ['One German stack in Cleve and one in Goch are supplied in place (7.0)'] : ['For victory points at the end, the line must be road hexes all but one (7.1)']),
    ...units.map((u) => `${u.ref} in ${u.at}: ${u.supplied ? `supplied${u.via === 'town' ? ' in town' : ` via ${u.path.join(' ')}`}${u.roadLineForVictory === false ? ` (${u.nonRoadHexes} non-road hexes: no VP line)` : ''}` : `OUT OF SUPPLY: ${u.effects}`}`),
  ];
  return { side, units, steps };
}
