import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import type { Cell } from '../../geometry/types.js';
import { terrainEffects, flag } from './terrain-modifiers.js';
import { has } from './unit-values.js';
import { render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';

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
  /** The report's lines, as keyed messages. */
  steps: Message[];
}

function outOfSupplyEffects(u: Unit): Message {
  const f = u.factors;
  const half = (n: number) => Math.ceil(n / 2);
  const section = '7.2';
  if (f.kind === 'attack-defence-move')
    return msg('veritable.supply.halvedFactors', {
      from: `${f.attack}-${f.defence}-${f.move}`,
      to: `${half(f.attack)}-${half(f.defence)}-${half(f.move)}`,
      section,
    });
  if (f.kind === 'combat-move')
    return msg('veritable.supply.halvedCombat', {
      combat: f.combat,
      halfCombat: half(f.combat),
      move: f.move,
      halfMove: half(f.move),
      section,
    });
  if (f.kind === 'shift-move')
    return msg('veritable.supply.halvedMove', { move: f.move, halfMove: half(f.move), section });
  return msg('veritable.supply.halved', { section });
}

/**
 * Supply for every unit of a side (7.0, 7.1): a line of hexes of any length to the side's own supply edge,
 * not through enemy units, uncontested enemy zones of control (a friendly unit in the hex contests it, 6.4)
 * or prohibited hexsides. German units in Cleve or Goch are supplied there. For Allied units it also finds
 * the line with the fewest non-road hexes, which decides victory points at the end of the game.
 *
 * One search serves every unit: it runs backwards from the supply edge over the whole map (a 0-1 search:
 * road hexes cost 0, others 1), so a side of 500 units costs one pass over the map, not 500.
 */
const tableCache = new WeakMap<GridMapIndex, { neighbours: number[][]; terrain: string[] }>();

/** Each hex's neighbours and terrain by index (column-major), worked out once per map. */
function mapTables(index: GridMapIndex): { neighbours: number[][]; terrain: string[] } {
  let t = tableCache.get(index);
  if (!t) {
    const rows = index.map.rows;
    const at = (c: Cell) => (c.col - 1) * rows + (c.row - 1);
    t = { neighbours: [], terrain: [] };
    for (const c of index.grid.cells()) {
      t.neighbours[at(c)] = index.grid.neighbours(c).map(at);
      t.terrain[at(c)] = index.terrainAt(c);
    }
    tableCache.set(index, t);
  }
  return t;
}

export function traceSupply(s: Scenario, index: GridMapIndex, positions: PositionEntry[], side: string): SupplyReport {
  const { grid, map } = index;
  const rows = map.rows;
  const at = (c: Cell) => (c.col - 1) * rows + (c.row - 1);
  const size = map.columns * rows;
  const cells: Cell[] = new Array(size);
  for (const c of grid.cells()) cells[at(c)] = c;
  const { neighbours, terrain } = mapTables(index);
  const prohibitedFeature = new Map<string, boolean>();
  const isProhibited = (id: string) => {
    if (!prohibitedFeature.has(id)) prohibitedFeature.set(id, flag(terrainEffects(s, id), 'movementProhibited'));
    return prohibitedFeature.get(id)!;
  };
  // Only the hexsides the data lists can be prohibited: collect them once as index pairs.
  const blockedSides = new Set<number>();
  if (map.kind === 'hex')
    for (const h of map.hexsides)
      if (isProhibited(h.feature)) {
        const [a, b] = h.between.map((x) => at(index.cell(x)));
        blockedSides.add(a * size + b).add(b * size + a);
      }
  const prohibitedBetween = (a: number, b: number) => blockedSides.has(a * size + b);
  const prohibitedHex = (i: number) => isProhibited(terrain[i]);

  const own = new Uint8Array(size);
  const enemyAt = new Uint8Array(size);
  const zoc = new Uint8Array(size);
  for (const p of positions) (p.unit.side === side ? own : enemyAt)[at(index.cell(p.at))] = 1;
  for (let i = 0; i < size; i++)
    if (enemyAt[i]) for (const n of neighbours[i]) if (!prohibitedBetween(i, n) && !prohibitedHex(n)) zoc[n] = 1;
  const enterable = (i: number) => !enemyAt[i] && (!zoc[i] || own[i]) && !prohibitedHex(i);
  const road = new Uint8Array(size);
  for (const r of map.roads.filter((x) => x.kind === 'road')) for (const c of index.expand(r.cells)) road[at(c)] = 1;

  // cost[i]: fewest non-road hexes on a line from hex i to the edge; next[i]: the next hex on it.
  const cost = new Float64Array(size).fill(Infinity);
  const next = new Int32Array(size).fill(-1);
  const queue: number[] = [];
  for (const e of map.edges.filter((x) => x.for === side && x.roles.includes('supply')))
    for (const c of index.named(e.id) ?? []) {
      const i = at(c);
      if (cost[i] === Infinity && (enterable(i) || own[i])) {
        cost[i] = road[i] ? 0 : 1;
        if (road[i]) queue.unshift(i);
        else queue.push(i);
      }
    }
  let head = 0;
  // A deque over an array: zero-cost steps go to the front (tracked by `head`), unit steps to the back.
  const front: number[] = [];
  while (front.length || head < queue.length) {
    const c = front.length ? front.pop()! : queue[head++];
    // A hex is passed through only if a line may enter it; the unit's own hex is the one exception,
    // and it is checked when the unit asks, so the search only spreads from enterable hexes.
    if (!enterable(c)) continue;
    for (const n of neighbours[c]) {
      if (prohibitedBetween(c, n)) continue;
      const step = road[n] ? 0 : 1;
      const nc = cost[c] + step;
      if (nc < cost[n]) {
        cost[n] = nc;
        next[n] = c;
        if (step === 0) front.push(n);
        else queue.push(n);
      }
    }
  }

  const towns = new Set(
    map.places.filter((p) => GERMAN_SUPPLY_TOWNS.includes(p.name)).map((p) => at(index.cell(p.at))),
  );
  const units: UnitSupply[] = [];
  // What out of supply does to each unit, keyed; the --json value keeps it in English.
  const effects = new Map<string, Message>();
  for (const p of positions.filter((x) => x.unit.side === side)) {
    const i = at(index.cell(p.at));
    if (side === GERMAN && towns.has(i)) {
      units.push({ ref: p.ref, at: p.at, supplied: true, via: 'town', path: [p.at] });
      continue;
    }
    if (cost[i] === Infinity) {
      const said = has(p.unit, 'outpost') ? msg('veritable.supply.outpost') : outOfSupplyEffects(p.unit);
      effects.set(p.ref, said);
      units.push({ ref: p.ref, at: p.at, supplied: false, path: [], effects: render(said) });
      continue;
    }
    const path: string[] = [];
    for (let k = i; k >= 0; k = next[k]) path.push(grid.label(cells[k]));
    const u: UnitSupply = { ref: p.ref, at: p.at, supplied: true, via: 'edge', path };
    if (side !== GERMAN) Object.assign(u, { nonRoadHexes: cost[i], roadLineForVictory: cost[i] <= 1 });
    units.push(u);
  }
  const supplyEdges = new Set(map.edges.filter((x) => x.for === side && x.roles.includes('supply')).map((e) => e.side));
  const supplyLine = (u: UnitSupply): Message =>
    u.via === 'town'
      ? msg('veritable.supply.town', { ref: u.ref, at: u.at })
      : u.roadLineForVictory === false
        ? msg('veritable.supply.viaNoVp', { ref: u.ref, at: u.at, path: u.path.join(' '), hexes: u.nonRoadHexes ?? 0 })
        : msg('veritable.supply.via', { ref: u.ref, at: u.at, path: u.path.join(' ') });
  const steps = [
    msg('veritable.supply.trace', { side, edges: [...supplyEdges].join(', '), section: '7.0, 7.1' }),
    side === GERMAN
      ? msg('veritable.supply.germanTowns', { section: '7.0' })
      : msg('veritable.supply.vpLine', { section: '7.1' }),
    ...units.map((u) =>
      u.supplied ? supplyLine(u) : msg('veritable.supply.out', { ref: u.ref, at: u.at, effects: effects.get(u.ref)! }),
    ),
  ];
  return { side, units, steps };
}
