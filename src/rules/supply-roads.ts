import type { SupplyProcedure } from '../model/schema/rules.js';
import type { GridMapIndex } from '../assist/map/grid-map-index.js';
import { cellKey } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';

// Supply lines that prefer roads (rules.yaml supply `roads`) on a hex or square map. One search serves every unit
// of a side: it runs backwards from the side's sources over the whole map as a 0-1 search (a cell on one of the
// roads costs 0, any other 1), so each unit's line is the one with the fewest cells off the roads, and a side of
// 500 units costs one pass over the map, not 500.

/** Each cell's neighbours by number, worked out once per map. */
interface Tables {
  cells: Cell[];
  number: Map<string, number>;
  neighbours: number[][];
}
const tables = new WeakMap<GridMapIndex, Tables>();

function tablesOf(ix: GridMapIndex): Tables {
  let t = tables.get(ix);
  if (!t) {
    const cells = ix.grid.cells();
    const number = new Map(cells.map((c, i) => [cellKey(c), i] as const));
    t = { cells, number, neighbours: cells.map((c) => ix.grid.neighbours(c).map((n) => number.get(cellKey(n))!)) };
    tables.set(ix, t);
  }
  return t;
}

export interface RoadSearch {
  /** Each cell's fewest cells off the roads on a line from it to a source; Infinity where no line runs. */
  cost: Float64Array;
  /** The next cell on that line, by number; -1 at a source. */
  next: Int32Array;
  cells: Cell[];
  number: Map<string, number>;
}

/**
 * The search for one side. `sources` are the side's source cells in the order declared; `own` and `enemy` the
 * cells holding the side's and the other sides' units.
 */
export function roadSearch(
  ix: GridMapIndex,
  p: SupplyProcedure,
  sources: readonly Cell[],
  own: ReadonlySet<string>,
  enemy: ReadonlySet<string>,
): RoadSearch {
  const { cells, number, neighbours } = tablesOf(ix);
  const size = cells.length;
  const prohibited = new Set(p.prohibited);
  const prohibitedCell = cells.map((c) => prohibited.has(ix.terrainAt(c)));
  const across = (a: number, b: number) => ix.featuresBetween(cells[a], cells[b]).some((f) => prohibited.has(f));
  const ownAt = new Uint8Array(size);
  const enemyAt = new Uint8Array(size);
  for (const k of own) if (number.has(k)) ownAt[number.get(k)!] = 1;
  for (const k of enemy) if (number.has(k)) enemyAt[number.get(k)!] = 1;
  // An enemy unit's zone reaches no prohibited cell and crosses no prohibited hexside.
  const zoc = new Uint8Array(size);
  if (p.blockedBy.enemyZoc)
    for (let i = 0; i < size; i++)
      if (enemyAt[i]) for (const n of neighbours[i]) if (!across(i, n) && !prohibitedCell[n]) zoc[n] = 1;
  const blockedByUnits = (i: number) =>
    !!enemyAt[i] && (ownAt[i] ? (p.blockedBy.contested ?? p.blockedBy.enemyUnits) : p.blockedBy.enemyUnits);
  const enterable = (i: number) => !blockedByUnits(i) && (!zoc[i] || !!ownAt[i]) && !prohibitedCell[i];
  const road = new Uint8Array(size);
  const kinds = new Set(p.roads?.along ?? []);
  for (const r of ix.map.roads.filter((x) => kinds.has(x.kind)))
    for (const c of ix.expand(r.cells)) road[number.get(cellKey(c))!] = 1;

  const cost = new Float64Array(size).fill(Infinity);
  const next = new Int32Array(size).fill(-1);
  const queue: number[] = [];
  for (const c of sources) {
    const i = number.get(cellKey(c))!;
    if (cost[i] === Infinity && (enterable(i) || ownAt[i])) {
      cost[i] = road[i] ? 0 : 1;
      if (road[i]) queue.unshift(i);
      else queue.push(i);
    }
  }
  // A deque over an array: steps onto a road go to the front (`front`), others to the back.
  let head = 0;
  const front: number[] = [];
  while (front.length || head < queue.length) {
    const c = front.length ? front.pop()! : queue[head++];
    // A line passes only cells it may enter; the unit's own cell is the one exception, read when it asks.
    if (!enterable(c)) continue;
    for (const n of neighbours[c]) {
      if (across(c, n)) continue;
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
  return { cost, next, cells, number };
}

/** A unit's line out of the search: its cells from the unit to the source, and the cells off the roads. */
export function roadLine(ix: GridMapIndex, r: RoadSearch, at: Cell): { path: string[]; offRoad: number } | undefined {
  const i = r.number.get(cellKey(at));
  if (i === undefined || r.cost[i] === Infinity) return undefined;
  const path: string[] = [];
  for (let k = i; k >= 0; k = r.next[k]) path.push(ix.grid.label(r.cells[k]));
  return { path, offRoad: r.cost[i] };
}
