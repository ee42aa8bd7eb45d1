import type { Scenario } from '../model/scenario.js';
import type { MovementRules, Rules } from '../model/schema/rules.js';
import type { Chart } from '../model/schema/charts.js';
import { parseCondition } from '../model/rules-condition.js';
import { gridMapIndex, type GridMapIndex } from '../assist/map/grid-map-index.js';
import { areaGraph, type AreaGraph } from '../assist/map/area-graph.js';
import { cellKey, expandCells } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';
import { evaluate, type UnitFacts } from '../model/condition-eval.js';
import { msg, type Message, type MessageKey } from '../assist/messages.js';
import { pastPlainLimit } from './stack-limits.js';

// Movement as rules.yaml declares it (`rules.movement`), for hex and square maps (points or cells over the
// grid's adjacency, terrain and hexside costs from the terrain chart, zones of control, forced march) and for
// area maps (areas over the map's links, road march, contested areas). One question per move: may this unit
// go from here to there now, and by which way? The answer is the cheapest legal path, or the refusal with the
// rule section that forbids it. A path the player walks is legal when any legal path exists: the referee does
// not ask for the hexes in between.

/** A unit on the map as movement sees it. */
export interface Mover {
  ref: string;
  side: string;
  type: string;
  abilities: readonly string[];
  /** Its printed movement allowance (units.yaml factors.move), when the rules count points. */
  move?: number;
  /** Its symbol code (units.yaml `sidc`), so that `symbol('CODE')` reads in movement conditions. */
  sidc?: string;
}

/** Where a unit stands: cell label or area id. */
export interface Standing {
  ref: string;
  side: string;
  at: string;
}

export interface MoveQuery {
  unit: Mover;
  from: string;
  to: string;
  /** Every unit on the map, the mover included or not. */
  placed: readonly Standing[];
  /** The unit has entered or left an enemy zone of control earlier this turn: no forced march (6.2.1). */
  zocTouched?: boolean;
  /** Points the unit has spent earlier this turn. */
  spent?: number;
  /** Where the unit stopped earlier this turn, on ground or in a zone of control that ends its move. */
  stoppedAt?: string;
  /** Road march asked for (area maps). */
  road?: boolean;
  /** Areas or cells this move may cover, when the rules have them chosen each time (a card's value). */
  cells?: number;
  /** Bridges of the declared kinds that carry no traffic now (one not yet built), each with why not. */
  closedBridges?: readonly { bridge: string; why: Message }[];
  /** Movement points a bridge costs this unit more to cross, by bridge id (a pontoon for motorized units). */
  bridgeExtra?: Readonly<Record<string, number>>;
}

export type MoveAnswer =
  | {
      ok: true;
      path: string[];
      /** Points spent (points) or cells moved (cells). */
      cost: number;
      allowance: number;
      forced: boolean;
      road: boolean;
      minimum: boolean;
      /** The path entered or left an enemy zone of control. */
      zoc: boolean;
      /** The unit ends in ground or a zone of control that stops it: it moves no more this turn. */
      stopped: boolean;
      message: Message;
    }
  | { ok: false; message: Message };

type Effects = Record<string, unknown>;

/** The terrain chart's rows by terrain id; an unlisted terrain costs 1 and nothing more. */
/**
 * A path as a report says it, "A → B → C", each place a value of its own, so a front end names each as its map
 * does (an area by its name in the reader's language, not the id) and nothing is split back out of a string.
 */
export function pathSaid(places: readonly string[]): Message | string {
  if (places.length < 2) return places[0] ?? '';
  return msg('move.pathStep', { from: pathSaid(places.slice(0, -1)), to: places[places.length - 1]! });
}

function terrainRows(s: Scenario, m: MovementRules): Map<string, Effects> {
  const chart = m.terrain ? s.charts.find((c) => c.id === m.terrain) : undefined;
  const rows = chart?.kind === 'terrain-effects' ? (chart as Extract<Chart, { kind: 'terrain-effects' }>).rows : [];
  return new Map(rows.map((r) => [r.terrain, (r.effects ?? {}) as Effects]));
}

const num = (e: Effects | undefined, k: string): number | undefined =>
  typeof e?.[k] === 'number' ? (e[k] as number) : undefined;

const facts = (u: Mover, terrain = ''): UnitFacts => ({
  type: u.type,
  side: u.side,
  terrain,
  reduced: false,
  supplied: true,
  abilities: u.abilities,
  crossing: [],
  sidc: u.sidc,
});

/** The first entry whose condition holds for the unit, as `cells` and road lists read. */
export function firstFor<T extends { when?: string }>(items: readonly T[], u: Mover): T | undefined {
  return items.find((x) => !x.when || !!evaluate(parseCondition(x.when), { names: {} }, facts(u)));
}

/** Judges one move against the game's movement rules. */
export function judgeMove(s: Scenario, m: MovementRules, q: MoveQuery): MoveAnswer {
  if (!s.map) return { ok: false, message: msg('move.noMap', { section: m.section }) };
  if (s.map.kind === 'area') return judgeAreaMove(m, areaGraph(s.map), q);
  const ix = gridMapIndex(s.map);
  const answer = judgeGridMove(s, m, ix, q);
  if (answer.ok || !q.closedBridges?.length || s.map.kind !== 'square') return answer;
  // Refused with a bridge closed: when the way would be open over it, its closure is the reason to give.
  const open = judgeGridMove(s, m, ix, { ...q, closedBridges: [] });
  if (!open.ok) return answer;
  const closed = q.closedBridges.find((c) => {
    const b = ix.map.kind === 'square' ? ix.map.bridges.find((x) => x.id === c.bridge) : undefined;
    const sectors = new Set(b ? expandCells(b.sectors, ix.grid).cells.map((x) => ix.grid.label(x)) : []);
    return open.path.some((x) => sectors.has(x));
  });
  return closed ? { ok: false, message: closed.why } : answer;
}

export interface GridWorld {
  ix: GridMapIndex;
  enemyAt(c: Cell): boolean;
  friendAt(c: Cell): boolean;
  inZoc(c: Cell): boolean;
  /** The terrain stops a unit that enters the cell (woods, mountains). */
  stopsAt(c: Cell): boolean;
  /** The cost to step from a to b, or undefined where the step is not allowed; why, when it is not. */
  step(a: Cell, b: Cell): { cost: number; road: boolean } | { why: Message };
}

export function gridWorld(s: Scenario, m: MovementRules, ix: GridMapIndex, q: MoveQuery): GridWorld {
  const rows = terrainRows(s, m);
  const by = new Map<string, Set<string>>();
  for (const p of q.placed) {
    if (p.ref === q.unit.ref) continue;
    const k = cellKey(ix.cell(p.at));
    by.set(k, new Set([...(by.get(k) ?? []), p.side]));
  }
  const enemyAt = (c: Cell) => [...(by.get(cellKey(c)) ?? [])].some((x) => x !== q.unit.side);
  const friendAt = (c: Cell) => !!by.get(cellKey(c))?.has(q.unit.side);
  // Bridge sectors of the kinds the rules name carry movement over what they span (a river).
  // A bridge is crossed along its line: its sectors are entered and left only from its bridgeheads or each other.
  // A closed bridge (not built yet) is the river it would span.
  const bridged = new Map<string, Set<string>>();
  const bridgeAt = new Map<string, string>();
  const closed = new Set((q.closedBridges ?? []).map((c) => c.bridge));
  if (m.bridges && ix.map.kind === 'square')
    for (const b of ix.map.bridges.filter((x) => m.bridges!.kinds.includes(x.kind) && !closed.has(x.id))) {
      const line = new Set(expandCells([...b.sectors, ...b.bridgeheads], ix.grid).cells.map(cellKey));
      for (const c of expandCells(b.sectors, ix.grid).cells) {
        bridged.set(cellKey(c), line);
        bridgeAt.set(cellKey(c), b.id);
      }
    }
  // Stepping onto a bridge from off it costs what crossing that bridge costs this unit more.
  const bridgeExtra = (a: Cell, b: Cell) => {
    const id = bridgeAt.get(cellKey(b));
    return id && bridgeAt.get(cellKey(a)) !== id ? (q.bridgeExtra?.[id] ?? 0) : 0;
  };
  const offLine = (a: Cell, b: Cell) =>
    [bridged.get(cellKey(a))?.has(cellKey(b)), bridged.get(cellKey(b))?.has(cellKey(a))].includes(false);
  const prohibited = (t: string) => rows.get(t)?.movementProhibited === true;
  const prohibitedAt = (c: Cell) => !bridged.has(cellKey(c)) && prohibited(ix.terrainAt(c));
  const barred = (a: Cell, b: Cell) =>
    prohibitedAt(b) || offLine(a, b) || ix.featuresBetween(a, b).some((f) => prohibited(f));
  // A zone of control reaches the cells around an enemy unit, never into or across prohibited ground (6.4).
  const inZoc = (c: Cell) => {
    if (!m.zoc) return false;
    if (m.zoc.negatedByFriendly && friendAt(c)) return false;
    return ix.grid.neighbours(c).some((n) => enemyAt(n) && !barred(n, c));
  };
  // The road the rules declare (`movement.road`), else the terrain chart's row paid along the road only.
  const roadRow = m.road
    ? ([m.road.terrain, rows.get(m.road.terrain) ?? {}] as [string, Effects])
    : [...rows.entries()].find(([, e]) => e.alongRoadOnly === true);
  const roadSteps = new Set<string>();
  // A square map pays road rates only when its rules declare the road.
  if (roadRow && (m.road || ix.map.kind === 'hex'))
    for (const r of ix.map.roads.filter((x) => x.kind === roadRow[0]))
      for (let i = 1; i < r.cells.length; i++) {
        const a = ix.grid.parse(r.cells[i - 1]);
        const b = ix.grid.parse(r.cells[i]);
        if (a && b) roadSteps.add([cellKey(a), cellKey(b)].sort().join('|'));
      }
  return {
    ix,
    enemyAt,
    friendAt,
    inZoc,
    stopsAt: (c) => rows.get(ix.terrainAt(c))?.stopOnEntering === true,
    step(a, b) {
      const to = ix.grid.label(b);
      if (prohibitedAt(b))
        return { why: msg('move.prohibitedTerrain', { at: to, terrain: ix.terrainAt(b), section: m.section }) };
      if (offLine(a, b))
        return { why: msg('move.bridgeLine', { from: ix.grid.label(a), at: to, section: m.bridges!.section }) };
      const crossed = ix.featuresBetween(a, b).find((f) => prohibited(f));
      if (crossed)
        return {
          why: msg('move.prohibitedSide', { from: ix.grid.label(a), at: to, feature: crossed, section: m.section }),
        };
      if (m.enemyOccupied && enemyAt(b))
        return { why: msg('move.enemyOccupied', { at: to, section: m.enemyOccupied.section }) };
      if (m.measure === 'cells') return { cost: 1 + bridgeExtra(a, b), road: false };
      const road = roadRow !== undefined && roadSteps.has([cellKey(a), cellKey(b)].sort().join('|'));
      // Along a road the road's cost is paid in place of the hex's and its hexsides' (a bridge carries it).
      let cost =
        bridgeExtra(a, b) +
        (road
          ? (num(roadRow![1], 'movementCost') ?? 1)
          : (num(rows.get(ix.terrainAt(b)), 'movementCost') ?? 1) +
            ix.featuresBetween(a, b).reduce((n, f) => n + (num(rows.get(f), 'movementCostExtra') ?? 0), 0));
      if (m.zoc) {
        const za = inZoc(a);
        const zb = inZoc(b);
        cost += za && zb ? (m.zoc.between ?? m.zoc.enter + m.zoc.leave) : zb ? m.zoc.enter : za ? m.zoc.leave : 0;
      }
      return { cost, road };
    },
  };
}

interface Found {
  path: Cell[];
  cost: number;
  road: boolean;
  zoc: boolean;
}

/** The cheapest path within `budget`; with `avoidZoc` never entering or leaving an enemy zone of control. */
function cheapest(
  w: GridWorld,
  m: MovementRules,
  from: Cell,
  to: Cell,
  budget: number,
  avoidZoc: boolean,
  ignoreStops = false,
  roadOnly = false,
) {
  const key = cellKey;
  const best = new Map<string, number>([[key(from), 0]]);
  const before = new Map<string, { c: Cell; road: boolean } | null>([[key(from), null]]);
  const open: { c: Cell; cost: number }[] = [{ c: from, cost: 0 }];
  const stop = !!m.zoc?.stop;
  while (open.length) {
    open.sort((x, y) => x.cost - y.cost);
    const { c, cost } = open.shift()!;
    if (cost > (best.get(key(c)) ?? Infinity)) continue;
    if (key(c) === key(to)) break;
    // A unit that entered an enemy zone with a stop rule goes no further (the start cell excepted).
    if (stop && key(c) !== key(from) && w.inZoc(c)) continue;
    // Ground that stops a unit on entering it (Remagen, Movement A) ends the move there.
    if (!ignoreStops && key(c) !== key(from) && w.stopsAt(c)) continue;
    for (const n of w.ix.grid.neighbours(c)) {
      const st = w.step(c, n);
      if ('why' in st || (roadOnly && !st.road)) continue;
      if (avoidZoc && (w.inZoc(n) || w.inZoc(c))) continue;
      const total = cost + st.cost;
      if (total > budget + 1e-9 || total >= (best.get(key(n)) ?? Infinity)) continue;
      best.set(key(n), total);
      before.set(key(n), { c, road: st.road });
      open.push({ c: n, cost: total });
    }
  }
  if (!best.has(key(to))) return undefined;
  const path: Cell[] = [];
  let road = false;
  for (let c: Cell | undefined = to; c; ) {
    path.unshift(c);
    const b = before.get(key(c));
    if (b?.road) road = true;
    c = b?.c;
  }
  return { path, cost: best.get(key(to))!, road, zoc: path.some((c) => w.inZoc(c)) } satisfies Found;
}

function judgeGridMove(s: Scenario, m: MovementRules, ix: GridMapIndex, q: MoveQuery): MoveAnswer {
  const from = ix.cell(q.from);
  const to = ix.cell(q.to);
  const w = gridWorld(s, m, ix, q);
  const label = (c: Cell) => ix.grid.label(c);
  if (q.stoppedAt && cellKey(from) !== cellKey(to))
    return { ok: false, message: msg('move.stopped', { ref: q.unit.ref, at: q.stoppedAt, section: m.section }) };
  const stopsThere = (f: Found) =>
    f.path.length > 1 && (w.stopsAt(f.path.at(-1)!) || (!!m.zoc?.stop && w.inZoc(f.path.at(-1)!)));
  const full = m.measure === 'cells' ? m.cells : (q.unit.move ?? 0);
  const spent = q.spent ?? 0;
  const allowance = full - spent;
  const forcedAllowance = m.forcedMarch ? full * m.forcedMarch.by - spent : 0;
  const bonusAllowance = allowance + (m.road?.bonus ?? 0);
  const ok = (f: Found, forced: boolean, minimum = false, bonus = false): MoveAnswer => {
    const most = forced ? forcedAllowance : bonus ? bonusAllowance : allowance;
    const key = minimum ? 'move.minimum' : forced ? 'move.forced' : bonus ? 'move.roadBonus' : 'move.path';
    return {
      ok: true,
      path: f.path.map(label),
      cost: f.cost,
      allowance: most,
      forced,
      road: f.road,
      minimum,
      zoc: f.zoc,
      stopped: stopsThere(f),
      message: msg(key, {
        ref: q.unit.ref,
        path: pathSaid(f.path.map(label)),
        cost: f.cost,
        allowance: most,
        bonus: m.road?.bonus ?? 0,
        section: minimum
          ? (m.minimumOne?.section ?? m.section)
          : forced
            ? m.forcedMarch!.section
            : bonus
              ? m.road!.section
              : m.section,
      }),
    };
  };
  if (cellKey(from) === cellKey(to)) return ok({ path: [from], cost: 0, road: false, zoc: w.inZoc(from) }, false);
  const normal = cheapest(w, m, from, to, allowance, false);
  if (normal) return ok(normal, false);
  // The road bonus: a move that follows the road all the way has that many points more.
  if (m.road?.bonus && !spent) {
    const byRoad = cheapest(w, m, from, to, bonusAllowance, false, false, true);
    if (byRoad) return ok(byRoad, false, false, true);
  }
  // 6.2's minimum move: one cell, whatever it costs, spending everything.
  if (m.minimumOne && !spent && ix.grid.neighbours(from).some((n) => cellKey(n) === cellKey(to))) {
    const st = w.step(from, to);
    if ('why' in st) return { ok: false, message: st.why };
    return ok({ path: [from, to], cost: allowance, road: st.road, zoc: w.inZoc(from) || w.inZoc(to) }, false, true);
  }
  if (m.forcedMarch && !q.zocTouched && !w.inZoc(from)) {
    const forced = cheapest(w, m, from, to, forcedAllowance, true);
    if (forced) return ok(forced, true);
  }
  // Why not: no way at all, or a way too dear.
  const anyWay = cheapest(w, m, from, to, Number.MAX_SAFE_INTEGER, false);
  if (!anyWay) {
    // A way that only ground stopping the unit closes: say where it stops.
    const past = cheapest(w, m, from, to, Number.MAX_SAFE_INTEGER, false, true);
    const stop = past?.path.slice(1, -1).find((c) => w.stopsAt(c));
    if (stop)
      return {
        ok: false,
        message: msg('move.stopsIn', {
          ref: q.unit.ref,
          to: label(to),
          at: label(stop),
          terrain: ix.terrainAt(stop),
          section: m.section,
        }),
      };
    const next = ix.grid.neighbours(from).find((n) => cellKey(n) === cellKey(to));
    const st = next && w.step(from, to);
    if (st && 'why' in st) return { ok: false, message: st.why };
    return {
      ok: false,
      message: msg('move.noWay', { ref: q.unit.ref, from: q.from, to: label(to), section: m.section }),
    };
  }
  const zocSection = m.zoc?.section;
  return {
    ok: false,
    message: msg(anyWay.zoc && zocSection ? 'move.tooFarZoc' : 'move.tooFar', {
      ref: q.unit.ref,
      from: label(from),
      to: label(to),
      cost: anyWay.cost,
      path: pathSaid(anyWay.path.map(label)),
      allowance,
      section: m.section,
      zocSection: zocSection ?? m.section,
      forced: m.forcedMarch
        ? msg(q.zocTouched || anyWay.zoc ? 'move.noForcedZoc' : 'move.forcedTooFar', {
            by: m.forcedMarch.by,
            section: m.forcedMarch.section,
          })
        : '',
    }),
  };
}

/** The areas holding units of `side`'s enemies. */
function enemyAreas(q: MoveQuery): Set<string> {
  return new Set(q.placed.filter((p) => p.side !== q.unit.side && p.ref !== q.unit.ref).map((p) => p.at));
}

/** A unit's links on an area map: the first `links` entry whose condition holds, else every link. */
function waysFor(m: MovementRules, u: Mover): string[] | undefined {
  return m.links.length ? firstFor(m.links, u)?.along : undefined;
}

/**
 * One step into a touching area over the unit's declared links (an overrun's move into the area it attacks): the
 * refusal, with the movement's section, or undefined when the unit may cross.
 */
export function areaStepRefusal(m: MovementRules, g: AreaGraph, unit: Mover, from: string, to: string) {
  const ways = waysFor(m, unit);
  if (g.adjacent(from, to, ways as never)) return undefined;
  return msg(g.adjacent(from, to) ? 'move.notByLink' : 'move.notAdjacent', {
    ref: unit.ref,
    from,
    to,
    ways: (ways ?? []).join(', '),
    section: m.section,
  });
}

function judgeAreaMove(m: MovementRules, g: AreaGraph, q: MoveQuery): MoveAnswer {
  g.area(q.from);
  g.area(q.to);
  const enemy = enemyAreas(q);
  const contested = enemy.has(q.from);
  if (q.road) {
    const rm = m.roadMarch;
    if (!rm) return { ok: false, message: msg('move.noRoadMarch', { section: m.section }) };
    // Road march is the unit's move for the turn, in place of its normal move, not after it.
    if (q.spent)
      return {
        ok: false,
        message: msg('move.spent', { ref: q.unit.ref, spent: q.spent, allowance: m.cells, section: rm.section }),
      };
    if (contested)
      return { ok: false, message: msg('move.roadFromEnemy', { ref: q.unit.ref, at: q.from, section: rm.section }) };
    const most = firstFor(rm.cells, q.unit)?.cells ?? 0;
    // Breadth first along the road links, never through an enemy-occupied area.
    const before = new Map<string, string | null>([[q.from, null]]);
    let frontier = [q.from];
    for (let d = 0; d < most && frontier.length && !before.has(q.to); d++) {
      const next: string[] = [];
      for (const a of frontier)
        for (const n of g.neighbours(a, rm.along as never)) {
          if (before.has(n)) continue;
          before.set(n, a);
          if (!enemy.has(n)) next.push(n);
        }
      frontier = next;
    }
    if (!before.has(q.to) || (m.enemyOccupied && enemy.has(q.to)))
      return {
        ok: false,
        message: msg('move.roadTooFar', { ref: q.unit.ref, from: q.from, to: q.to, most, section: rm.section }),
      };
    const path: string[] = [];
    for (let a: string | null | undefined = q.to; a; a = before.get(a)) path.unshift(a);
    return {
      ok: true,
      path,
      cost: path.length - 1,
      allowance: most,
      forced: false,
      road: true,
      minimum: false,
      zoc: false,
      stopped: false,
      message: msg('move.road', {
        ref: q.unit.ref,
        path: pathSaid(path),
        cost: path.length - 1,
        allowance: most,
        section: rm.section,
      }),
    };
  }
  const most = Math.min(q.cells ?? m.cells, m.cells);
  if (q.stoppedAt && q.from !== q.to)
    return { ok: false, message: msg('move.stopped', { ref: q.unit.ref, at: q.stoppedAt, section: m.section }) };
  // Basic movement is `cells` areas a turn (Death of a Division 5: one area): a unit that has used them is done.
  if ((q.spent ?? 0) >= most)
    return {
      ok: false,
      message: msg('move.spent', { ref: q.unit.ref, spent: q.spent ?? 0, allowance: most, section: m.section }),
    };
  const ways = waysFor(m, q.unit);
  if (most > 1 || m.stops.length) {
    const far = judgeAreaPath(m, g, q, ways, most - (q.spent ?? 0), enemy);
    if (far) return far;
  }
  if (!g.adjacent(q.from, q.to, ways as never))
    return {
      ok: false,
      message: msg(g.adjacent(q.from, q.to) ? 'move.notByLink' : 'move.notAdjacent', {
        ref: q.unit.ref,
        from: q.from,
        to: q.to,
        ways: (ways ?? []).join(', '),
        section: m.section,
      }),
    };
  if (contested && m.contested && enemy.has(q.to))
    return {
      ok: false,
      message: msg('move.contestedIntoEnemy', {
        ref: q.unit.ref,
        from: q.from,
        to: q.to,
        section: m.contested.section,
      }),
    };
  if (m.enemyOccupied && enemy.has(q.to) && !contested)
    return { ok: false, message: msg('move.enemyOccupied', { at: q.to, section: m.enemyOccupied.section }) };
  return {
    ok: true,
    path: [q.from, q.to],
    cost: 1,
    allowance: m.cells,
    forced: false,
    road: false,
    minimum: false,
    zoc: false,
    stopped: false,
    message: msg('move.path', {
      ref: q.unit.ref,
      path: pathSaid([q.from, q.to]),
      cost: 1,
      allowance: m.cells,
      section: m.section,
    }),
  };
}

const LINK_KINDS = ['road', 'trail', 'river-crossing', 'bridge', 'strategic', 'entry', 'adjacent'] as const;
const linkKinds = (g: AreaGraph, a: string, b: string) => LINK_KINDS.filter((k) => g.adjacent(a, b, [k]));

/** The first declared stop that ends a move entering `to` from `from`, or undefined. */
function stopFor(m: MovementRules, g: AreaGraph, q: MoveQuery, enemy: Set<string>, from: string, to: string) {
  const area = g.area(to);
  return m.stops.find(
    (st) =>
      (!st.when || firstFor([{ when: st.when }], q.unit)) &&
      ((st.enemy && enemy.has(to)) ||
        (st.along.length > 0 && linkKinds(g, from, to).every((k) => st.along.includes(k))) ||
        st.terrain.includes(area.terrain) ||
        (st.zone !== undefined && area.zone === st.zone)),
  );
}

/**
 * A move of up to `most` areas over the unit's links, ending where a declared stop ends it (Nordwind, Movement
 * cards: an enemy area, a trail, mountains, the strategic zone). Undefined when the destination is next door and
 * the one-area answer says it better.
 */
function judgeAreaPath(
  m: MovementRules,
  g: AreaGraph,
  q: MoveQuery,
  ways: string[] | undefined,
  most: number,
  enemy: Set<string>,
): MoveAnswer | undefined {
  const before = new Map<string, string | null>([[q.from, null]]);
  const stoppedBy = new Map<string, MovementRules['stops'][number]>();
  const level = new Map<string, number>();
  let frontier = [q.from];
  for (let d = 0; d < most && frontier.length && !before.has(q.to); d++) {
    const next: string[] = [];
    for (const a of frontier)
      for (const n of g.neighbours(a, ways as never)) {
        if (m.enemyOccupied && enemy.has(n)) continue;
        const st = stopFor(m, g, q, enemy, a, n);
        // An area first reached where it stops the unit may be reached in as many steps by a way that does not.
        const again = before.has(n) && level.get(n) === d && stoppedBy.has(n) && !st;
        if (before.has(n) && !again) continue;
        before.set(n, a);
        level.set(n, d);
        if (st) stoppedBy.set(n, st);
        else {
          stoppedBy.delete(n);
          next.push(n);
        }
      }
    frontier = next;
  }
  if (!before.has(q.to)) {
    // Next door: the one-area answer names the link the unit lacks, or the enemy in the way.
    if (g.adjacent(q.from, q.to)) return undefined;
    const past = [...stoppedBy.keys()].find((a) => g.neighbours(a, ways as never).includes(q.to));
    return {
      ok: false,
      message: past
        ? msg('move.areaStops', { ref: q.unit.ref, to: q.to, at: past, section: stoppedBy.get(past)!.section })
        : msg('move.areaTooFar', { ref: q.unit.ref, from: q.from, to: q.to, most, section: m.section }),
    };
  }
  const path: string[] = [];
  for (let a: string | null | undefined = q.to; a; a = before.get(a)) path.unshift(a);
  const stop = stoppedBy.get(q.to);
  return {
    ok: true,
    path,
    cost: path.length - 1,
    allowance: most,
    forced: false,
    road: false,
    minimum: false,
    zoc: false,
    stopped: !!stop,
    message: msg(stop ? 'move.pathStop' : 'move.path', {
      ref: q.unit.ref,
      path: pathSaid(path),
      cost: path.length - 1,
      allowance: most,
      section: m.section,
      stop: stop?.section ?? '',
    }),
  };
}

/**
 * An overrun or any other move into enemy units from a contested cell or area, which the rules forbid (Death of
 * a Division 5: a unit leaving an area with enemy units may not enter another with enemy units).
 */
export function contestedEntry(m: MovementRules, q: Omit<MoveQuery, 'zocTouched' | 'road'>): Message | undefined {
  if (!m.contested) return undefined;
  const enemy = enemyAreas(q as MoveQuery);
  if (enemy.has(q.from) && enemy.has(q.to))
    return msg('move.contestedIntoEnemy', { ref: q.unit.ref, from: q.from, to: q.to, section: m.contested.section });
  return undefined;
}

/** One cell or area over its stacking limit, with the units beyond it (the last to arrive first). */
export interface OverStack {
  at: string;
  side: string;
  units: string[];
  over: string[];
  message: Message;
}

/**
 * Cells over the stacking limit: `limit` friendly units not exempt, or what the game's hook says of the
 * cell's units (a list of the refs beyond the limit, or none). Units are listed in the order they arrived.
 */
export function overStacks(
  m: MovementRules,
  placed: readonly (Standing & { abilities?: readonly string[]; steps?: number })[],
  hook?: (refs: string[]) => string[] | undefined,
): OverStack[] {
  const st = m.stacking;
  if (!st) return [];
  const cells = new Map<string, (Standing & { abilities?: readonly string[]; steps?: number })[]>();
  for (const p of placed) cells.set(`${p.side}@${p.at}`, [...(cells.get(`${p.side}@${p.at}`) ?? []), p]);
  const out: OverStack[] = [];
  for (const list of cells.values()) {
    const counted = list.filter((p) => !(p.abilities ?? []).some((a) => st.exempt.includes(a)));
    // A unit weighs its steps left when the limit counts steps.
    const weighed = counted.map((p) => ({ ref: p.ref, abilities: p.abilities ?? [], steps: p.steps ?? 1 }));
    const over = st.limit !== undefined ? pastPlainLimit(st, weighed) : hook?.(counted.map((p) => p.ref));
    if (!over?.length) continue;
    const { at, side } = list[0];
    out.push({
      at,
      side,
      units: counted.map((p) => p.ref),
      over,
      message: msg(st.eliminate && st.judged !== 'move' ? 'stack.eliminated' : 'stack.over', {
        at,
        units: counted.map((p) => p.ref).join(', '),
        over: over.join(', '),
        limit: st.limit ?? '',
        section: st.section,
      }),
    });
  }
  return out;
}

/**
 * A side's reinforcements when they are placed after `phase` in the sequence: on their arrival turn they are not
 * on the map yet in that phase, so they may not act in it (Death of a Division 3, 8: U.S. units placed in phase 6
 * do not fire in phase 4). Undefined when they may.
 */
export function placedAfter(
  rules: Rules | undefined,
  side: string,
  phase: string,
): (Rules['sequence']['phases'][number] & { section: string }) | undefined {
  const r = rules?.movement?.reinforcements.find((x) => x.side === side);
  if (!r || !rules) return undefined;
  const order = rules.sequence.phases.map((p) => p.id);
  const at = order.indexOf(r.phase);
  const now = order.indexOf(phase);
  return at >= 0 && now >= 0 && at > now ? { ...rules.sequence.phases[at], section: r.section } : undefined;
}

/** An advance after combat asked for: the unit, where it stands, where it goes, the combat it fought. */
export interface AdvanceQuery {
  unit: Mover;
  from: string;
  to: string;
  placed: readonly Standing[];
  /** The cell the defenders held. */
  vacated: string;
  /** The combat's attackers and the cells they attacked from. */
  attackers: readonly { ref: string; at: string }[];
}

/**
 * Advance after combat as `movement.advance` declares it: an attacker of the combat (one still where it attacked
 * from, with `who: in-place`) enters the emptied defender's cell, and goes on up to `cells` cells in all, never
 * into enemy units or prohibited ground, stopping in an enemy zone of control beyond it with `zocStop`.
 * Stacking is judged by the caller as after any move.
 */
export function judgeAdvance(s: Scenario, m: MovementRules, q: AdvanceQuery): MoveAnswer {
  const adv = m.advance;
  const no = (key: MessageKey, v: Record<string, string | number> = {}): MoveAnswer => ({
    ok: false,
    message: msg(key, { ref: q.unit.ref, at: q.vacated, to: q.to, ...v, section: adv?.section ?? m.section }),
  });
  if (!adv?.cells) return no('advance.none');
  if (!s.map) return { ok: false, message: msg('move.noMap', { section: m.section }) };
  const fought = q.attackers.find((a) => a.ref === q.unit.ref);
  if (!fought) return no('advance.notAttacker', { attackers: q.attackers.map((a) => a.ref).join(', ') });
  if (adv.who === 'in-place' && fought.at !== q.from) return no('advance.moved', { from: fought.at });
  const enemy = (at: string) => q.placed.some((p) => p.at === at && p.side !== q.unit.side && p.ref !== q.unit.ref);
  if (enemy(q.vacated)) return no('advance.notVacated');
  const ok = (path: string[]): MoveAnswer => ({
    ok: true,
    path,
    cost: 0,
    allowance: adv.cells,
    forced: false,
    road: false,
    minimum: false,
    zoc: false,
    stopped: true,
    message: msg('advance.path', { ref: q.unit.ref, path: pathSaid(path), cells: adv.cells, section: adv.section }),
  });
  if (s.map.kind === 'area') return q.to === q.vacated ? ok([q.from, q.vacated]) : no('advance.tooFar', { cells: 1 });
  const ix = gridMapIndex(s.map);
  const w = gridWorld(s, m, ix, q as unknown as MoveQuery);
  const label = (c: Cell) => ix.grid.label(c);
  const start = ix.cell(q.vacated);
  const goal = cellKey(ix.cell(q.to));
  // Breadth first from the emptied cell, the first cell of every advance.
  const before = new Map<string, Cell | null>([[cellKey(start), null]]);
  let frontier = [start];
  for (let d = 1; d < adv.cells && frontier.length && !before.has(goal); d++) {
    const next: Cell[] = [];
    for (const c of frontier) {
      if (adv.zocStop && cellKey(c) !== cellKey(start) && w.inZoc(c)) continue;
      for (const n of ix.grid.neighbours(c)) {
        if (before.has(cellKey(n)) || 'why' in w.step(c, n) || enemy(label(n))) continue;
        before.set(cellKey(n), c);
        next.push(n);
      }
    }
    frontier = next;
  }
  if (!before.has(goal)) return no('advance.tooFar', { cells: adv.cells });
  const path: string[] = [];
  for (let c: Cell | null | undefined = ix.cell(q.to); c; c = before.get(cellKey(c))) path.unshift(label(c));
  return ok([q.from, ...path]);
}
