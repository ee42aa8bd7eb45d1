import type { Scenario } from '../model/scenario.js';
import type { SupplyProcedure } from '../model/schema/rules.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { gridMapIndex, type GridMapIndex } from '../assist/map/grid-map-index.js';
import { cellKey } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';
import { msg, type Message } from '../assist/messages.js';
import { areaGraph, type ConnectionKind } from '../assist/map/area-graph.js';
import type { AreaMap } from '../model/schema/map.js';
import type { Session } from '../assist/table/session.js';
import { reportHead, type RuleReport } from './report.js';
import { overStacks } from './movement.js';
import type { StackingHook } from './move-hooks.js';
import { KeyedRefusal } from '../assist/messages.js';
import { RuleRefusal } from './report.js';
import { markDone, refuseAgain, turnLogFor, TURN_LOG_KEY, type TurnLog } from './shared/turn-log.js';
import { roadLine, roadSearch, type RoadSearch } from './supply-roads.js';
import { inPlaces, linesMessages } from './supply-lines.js';
import { optionFact } from '../model/option-facts.js';
import { keepOutOfSupply, outOfSupplyKept, OUT_OF_SUPPLY_KEY } from './shared/out-of-supply.js';

// Supply as rules.yaml declares it: from each unit, a line of at most `range` cells (areas: links) to one of its
// side's sources, never into a prohibited terrain or across a prohibited hexside or river, nor (as declared) into
// a place holding an enemy unit, a contested area, or an enemy zone of control where no friendly unit stands.

export interface SupplyLine {
  ref: string;
  side: string;
  at: string;
  supplied: boolean;
  /** Cells from the unit to the source, both ends included, when supplied. */
  path?: string[];
  source?: string;
  /** Supplied where it stands (rules.yaml `inPlace`): the place's name. */
  inPlace?: string;
  /** With `roads` declared: the cells of the line off the roads. */
  offRoad?: number;
  /** With `roads` declared, for its `sides`: whether the line is a road line (`offRoad` cells at most). */
  roadLine?: boolean;
}

export function supplyIndex(s: Scenario): GridMapIndex | undefined {
  return s.map && s.map.kind !== 'area' ? gridMapIndex(s.map) : undefined;
}

/** Each listed unit's line of supply, read against where every listed unit stands. */
/** What a line is traced from: a unit, or a place a side must link (a victory's requirement). */
export type LineStart = Pick<PositionEntry, 'ref' | 'at'> & { unit: Pick<PositionEntry['unit'], 'side'> };

export function traceSupply(
  s: Scenario,
  p: SupplyProcedure,
  entries: readonly PositionEntry[],
  only?: readonly LineStart[],
): SupplyLine[] {
  const inPlaceAt = inPlaces(s, p);
  if (s.map?.kind === 'area') return traceAreaSupply(s.map, p, entries, only, inPlaceAt);
  const ix = supplyIndex(s);
  if (!ix) return [];
  const range = p.range ?? Number.POSITIVE_INFINITY;
  const cellsOf = (side: string) => {
    const cells = new Set<string>();
    for (const src of p.sources.filter((x) => x.side === side)) {
      for (const e of [...src.edges, ...roleEdges(src)]) for (const c of ix.named(e) ?? []) cells.add(cellKey(c));
      for (const c of ix.expand(src.cells)) cells.add(cellKey(c));
    }
    return cells;
  };
  // A hex or square map's edges marked for the source's side in one of its roles.
  const edges = s.map && 'edges' in s.map ? s.map.edges : [];
  const roleEdges = (src: SupplyProcedure['sources'][number]) =>
    edges
      .filter((e) => e.for === src.side && src.roles.some((r) => (e.roles as readonly string[]).includes(r)))
      .map((e) => e.id);
  const occupied = new Map<string, Set<string>>();
  for (const e of entries) {
    const k = cellKey(ix.cell(e.at));
    occupied.set(k, new Set([...(occupied.get(k) ?? []), e.unit.side]));
  }
  const prohibited = new Set(p.prohibited);
  const edgeOf = (side: string, c: Cell) =>
    p.sources
      .flatMap((x) => (x.side === side ? [...x.edges, ...roleEdges(x)] : []))
      .find((id) => ix.named(id)?.some((n) => cellKey(n) === cellKey(c)));
  // Lines that prefer roads: one search a side, from its sources back over the map (supply-roads.ts).
  const searches = new Map<string, RoadSearch>();
  const searchFor = (side: string) => {
    let r = searches.get(side);
    if (!r) {
      const sources: Cell[] = [];
      for (const src of p.sources.filter((x) => x.side === side)) {
        for (const e of [...src.edges, ...roleEdges(src)]) sources.push(...(ix.named(e) ?? []));
        sources.push(...ix.expand(src.cells));
      }
      const own = new Set<string>();
      const enemy = new Set<string>();
      for (const [k, sides] of occupied) {
        if (sides.has(side)) own.add(k);
        if ([...sides].some((x) => x !== side)) enemy.add(k);
      }
      r = roadSearch(ix, p, sources, own, enemy);
      searches.set(side, r);
    }
    return r;
  };
  return (only ?? entries).map((e) => {
    const side = e.unit.side;
    const place = inPlaceAt(side, e.at);
    if (place) return { ref: e.ref, side, at: e.at, supplied: true, path: [e.at], source: place, inPlace: place };
    if (p.roads) {
      const line = roadLine(ix, searchFor(side), ix.cell(e.at));
      if (!line) return { ref: e.ref, side, at: e.at, supplied: false };
      const end = edgeOf(side, ix.cell(line.path.at(-1)!));
      const counted = p.roads.sides.includes(side) ? { roadLine: line.offRoad <= p.roads.offRoad } : {};
      const path = line.path;
      return {
        ref: e.ref,
        side,
        at: e.at,
        supplied: true,
        path,
        source: end ?? path.at(-1),
        offRoad: line.offRoad,
        ...counted,
      };
    }
    const sources = cellsOf(side);
    const enemyAt = (c: Cell) => [...(occupied.get(cellKey(c)) ?? [])].some((x) => x !== side);
    const friendAt = (c: Cell) => !!occupied.get(cellKey(c))?.has(side);
    // An enemy unit's zone reaches no prohibited cell and crosses no prohibited hexside.
    const inZoc = (c: Cell) =>
      !prohibited.has(ix.terrainAt(c)) &&
      ix.grid.neighbours(c).some((n) => enemyAt(n) && !ix.featuresBetween(n, c).some((f) => prohibited.has(f)));
    const enterable = (from: Cell, to: Cell) => {
      if (prohibited.has(ix.terrainAt(to))) return false;
      if (ix.featuresBetween(from, to).some((f) => prohibited.has(f))) return false;
      if (enemyAt(to) && (friendAt(to) ? (p.blockedBy.contested ?? p.blockedBy.enemyUnits) : p.blockedBy.enemyUnits))
        return false;
      if (p.blockedBy.enemyZoc && inZoc(to) && !friendAt(to)) return false;
      return true;
    };
    const start = ix.cell(e.at);
    const before = new Map<string, Cell | null>([[cellKey(start), null]]);
    let frontier = [start];
    let found: Cell | undefined = sources.has(cellKey(start)) ? start : undefined;
    for (let step = 0; step < range && !found && frontier.length; step++) {
      const next: Cell[] = [];
      for (const c of frontier)
        for (const n of ix.grid.neighbours(c)) {
          const k = cellKey(n);
          if (before.has(k) || !enterable(c, n)) continue;
          before.set(k, c);
          if (sources.has(k)) {
            found ??= n;
            break;
          }
          next.push(n);
        }
      frontier = next;
    }
    if (!found) return { ref: e.ref, side, at: e.at, supplied: false };
    const path: string[] = [];
    for (let c: Cell | null | undefined = found; c; c = before.get(cellKey(c))) path.unshift(ix.grid.label(c));
    const edge = edgeOf(side, found);
    return { ref: e.ref, side, at: e.at, supplied: true, path, source: edge ?? path.at(-1) };
  });
}

/**
 * On an area map: the shortest chain of links (only the `along` kinds, when given) from the unit's area to an area
 * that is one of its side's sources, never entering a prohibited terrain, crossing a prohibited river, or (as
 * declared) entering an area held by the enemy or contested. The unit's own area never blocks it.
 */
function traceAreaSupply(
  map: AreaMap,
  p: SupplyProcedure,
  entries: readonly PositionEntry[],
  only: readonly LineStart[] | undefined,
  inPlaceAt: (side: string, at: string) => string | undefined,
): SupplyLine[] {
  const g = areaGraph(map);
  const kinds = p.along.length ? (p.along as ConnectionKind[]) : undefined;
  const prohibited = new Set(p.prohibited);
  const sourcesOf = (side: string) => {
    const out = new Set<string>();
    for (const src of p.sources.filter((x) => x.side === side)) {
      for (const c of src.cells) out.add(c);
      for (const a of map.areas) {
        if (src.roles.includes('supply') && a.supplyFor === side) out.add(a.id);
        if (src.roles.includes('entry') && a.entryFor.includes(side)) out.add(a.id);
        if (src.roles.includes('start') && a.startFor === side) out.add(a.id);
      }
    }
    return out;
  };
  const riverBorders = new Set(
    map.rivers
      .filter((r) => prohibited.has(r.id))
      .flatMap((r) => r.borders.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`])),
  );
  const sidesIn = new Map<string, Set<string>>();
  for (const e of entries) sidesIn.set(e.at, new Set([...(sidesIn.get(e.at) ?? []), e.unit.side]));
  const range = p.range ?? Number.POSITIVE_INFINITY;
  return (only ?? entries).map((e) => {
    const side = e.unit.side;
    const place = inPlaceAt(side, e.at);
    if (place) return { ref: e.ref, side, at: e.at, supplied: true, path: [e.at], source: place, inPlace: place };
    const sources = sourcesOf(side);
    const blocked = (area: string) => {
      const here = sidesIn.get(area);
      if (!here || ![...here].some((x) => x !== side)) return false;
      return here.has(side) ? (p.blockedBy.contested ?? p.blockedBy.enemyUnits) : p.blockedBy.enemyUnits;
    };
    const enterable = (from: string, to: string) =>
      !prohibited.has(g.area(to).terrain) && !riverBorders.has(`${from}|${to}`) && !blocked(to);
    const before = new Map<string, string | null>([[e.at, null]]);
    let frontier = [e.at];
    let found = sources.has(e.at) ? e.at : undefined;
    for (let step = 0; step < range && !found && frontier.length; step++) {
      const next: string[] = [];
      for (const a of frontier)
        for (const n of g.neighbours(a, kinds)) {
          if (found || before.has(n) || !enterable(a, n)) continue;
          before.set(n, a);
          if (sources.has(n)) found = n;
          else next.push(n);
        }
      frontier = next;
    }
    if (!found) return { ref: e.ref, side, at: e.at, supplied: false };
    const path: string[] = [];
    for (let a: string | null | undefined = found; a; a = before.get(a)) path.unshift(a);
    return { ref: e.ref, side, at: e.at, supplied: true, path, source: found };
  });
}

/** The supply report, unit by unit, then each side's count and what being out of supply does. */
export function supplyMessages(
  p: SupplyProcedure,
  lines: readonly SupplyLine[],
  names: (side: string) => string,
  /** On an area map, each area's name as the report prints it (lines and JSON keep the ids). */
  area?: (id: string) => string,
): Message[] {
  const out: Message[] = [];
  const section = p.blockedBy.section ?? p.section;
  const place = area ?? ((at: string) => at);
  const outKey = area
    ? p.range === undefined
      ? 'supply.outAreaAny'
      : 'supply.outArea'
    : p.range === undefined
      ? 'supply.outAny'
      : 'supply.out';
  for (const l of lines) {
    const length = (l.path?.length ?? 1) - 1;
    out.push(
      l.supplied
        ? msg(area ? 'supply.inArea' : 'supply.in', {
            ref: l.ref,
            at: place(l.at),
            length,
            plural: length === 1 ? '' : area ? 's' : 'es',
            source: area && l.source ? area(l.source) : (l.source ?? ''),
            path: l.path!.map(place).join(' → '),
            section,
          })
        : msg(outKey, { ref: l.ref, at: place(l.at), range: p.range ?? 0, side: names(l.side), section }),
    );
  }
  for (const side of [...new Set(lines.map((l) => l.side))])
    out.push(
      msg('supply.summary', {
        side: names(side),
        supplied: lines.filter((l) => l.side === side && l.supplied).length,
        units: lines.filter((l) => l.side === side).length,
      }),
    );
  if (lines.some((l) => !l.supplied) && p.outOfSupply.text)
    out.push(msg('supply.effect', { text: p.outOfSupply.text, section: p.outOfSupply.section }));
  return out;
}

export interface SupplyRequest {
  units: readonly PositionEntry[];
  side?: string;
  turn?: number;
  /** This turn's log, as the engine has it (the phase entered), when the turn is known. */
  log?: TurnLog;
  /** The names conditions read (`option.ID` holds each game option's choice), for effects under an option. */
  names?: Readonly<Record<string, string | number | boolean>>;
  /** The game's stacking hook, when rules.yaml's `movement.stacking.hook` names one. */
  stacking?: StackingHook;
}

/** A unit's strength factor, else its steps: the hits that remove it. */
const strengthOf = (u: PositionEntry) => (u.unit.factors.kind === 'strength' ? u.unit.factors.strength : u.unit.steps);

/**
 * A position the rules cannot reach is refused before any line is traced: a unit whose hits already reach its
 * strength has left play, and no cell or area may hold more than the declared stacking (movement.stacking, the
 * same check a move ends with, where the rules judge it after each move).
 */
function checkPosition(
  s: Scenario,
  units: readonly PositionEntry[],
  carried: Readonly<Record<string, number>>,
  stacking?: StackingHook,
): void {
  for (const u of units) {
    const had = carried[u.ref] ?? u.hits;
    const strength = strengthOf(u);
    if (had >= strength)
      throw new KeyedRefusal(
        msg('refused.supplyRemoved', {
          ref: u.ref,
          line: u.line ? msg('refused.supplyLine', { line: u.line }) : '',
          hits: had,
          plural: had === 1 ? '' : 's',
          strength,
        }),
      );
  }
  const m = s.rules?.movement;
  // Stacking the rules judge at the end of a phase or turn may stand over its limit in between.
  if (m?.stacking?.judged !== 'move') return;
  const over = overStacks(
    m,
    units.map((u) => ({
      ref: u.ref,
      at: u.at,
      side: u.unit.side,
      abilities: u.unit.abilities,
      steps: Math.max(u.unit.steps - (carried[u.ref] ?? u.hits), 1),
    })),
    stacking &&
      ((refs) => {
        const here = units.filter((u) => refs.includes(u.ref));
        return stacking(
          here.map((u) => ({ ref: u.ref, unit: u.unit })),
          { scenario: s, at: here[0]?.at ?? '' },
        );
      }),
  );
  if (over.length) throw new RuleRefusal(over[0].message);
}

/**
 * The supply check: each unit's line, then, where the data gives `outOfSupply.hits`, the hits each unit out of
 * supply takes, kept in the journal (`hits`; a unit whose hits reach its strength factor, else its steps, is
 * removed: `eliminated`), with the units cut off (`outOfSupply`, shared/out-of-supply.ts). A side takes those
 * hits once a turn, so a second check in the turn is refused.
 */
export function runSupply(s: Scenario, p: SupplyProcedure, rq: SupplyRequest, session: Session): RuleReport {
  const gone = session.state<string[]>('eliminated', []);
  const carried = session.state<Record<string, number>>('hits', {});
  const taken = p.outOfSupply.hits;
  // With a journal, units it has removed are off the map, and its hits are the units' hits.
  const units = taken ? rq.units.filter((u) => !gone.includes(u.ref)) : rq.units;
  checkPosition(s, units, taken ? carried : {}, rq.stacking);
  const lines = traceSupply(s, p, units, rq.side ? units.filter((u) => u.unit.side === rq.side) : units);
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const map = s.map;
  const areaName = map?.kind === 'area' ? (id: string) => map.areas.find((a) => a.id === id)?.name ?? id : undefined;
  const unitOf = (ref: string) => units.find((u) => u.ref === ref)?.unit;
  const before =
    p.report === 'lines' ? linesMessages(s, p, lines, unitOf) : supplyMessages(p, lines, sideName, areaName);
  const hits: Record<string, number> = {};
  const eliminated: string[] = [];
  const after: Message[] = [];
  // Effects of being cut off that an optional rule adds, while the game option has the declared choice.
  const optional = p.outOfSupply.options.filter((o) => rq.names?.[optionFact(o.option)] === o.choice);
  const notes = (ref: string) =>
    optional.map((o) => msg('supply.optionEffect', { ref, text: o.text, section: o.section }));
  const effects: Record<string, string[]> = {};
  if (optional.length) for (const l of lines.filter((x) => !x.supplied)) effects[l.ref] = optional.map((o) => o.option);
  if (!taken) for (const l of lines.filter((x) => !x.supplied)) after.push(...notes(l.ref));
  if (taken) {
    const sides = rq.side ? [rq.side] : s.game.sides.map((x) => x.id);
    const log =
      rq.turn === undefined
        ? undefined
        : (rq.log ?? turnLogFor(session.state<unknown>(TURN_LOG_KEY, undefined), rq.turn));
    if (log) {
      refuseAgain(log, p.id, sides, msg('turn.supplyAgain', { section: p.outOfSupply.section }));
      markDone(log, p.id, sides);
    }
    for (const l of lines.filter((x) => !x.supplied)) {
      const u = units.find((x) => x.ref === l.ref)!;
      const had = carried[l.ref] ?? u.hits;
      const strength = strengthOf(u);
      hits[l.ref] = had + taken;
      const removed = hits[l.ref] >= strength;
      if (removed) eliminated.push(l.ref);
      after.push(
        msg(removed ? 'supply.hitRemoved' : 'supply.hit', {
          ref: l.ref,
          hits: taken,
          plural: taken === 1 ? '' : 's',
          after: hits[l.ref],
          strength,
          section: p.outOfSupply.section,
        }),
        ...notes(l.ref),
      );
    }
    session.record(
      {
        command: p.id,
        inputs: rq.side ? { side: rq.side } : {},
        result: { outOfSupply: lines.filter((l) => !l.supplied).map((l) => l.ref), eliminated },
        turn: rq.turn,
      },
      {
        hits: { ...carried, ...hits },
        eliminated: [...gone, ...eliminated],
        ...(log ? { [TURN_LOG_KEY]: log } : {}),
        ...(rq.turn !== undefined ? { turn: rq.turn } : {}),
        // The units this check cut off, for the rest of the turn: what an optional rule forbids them reads it.
        [OUT_OF_SUPPLY_KEY]: keepOutOfSupply(outOfSupplyKept(session.rawState), sides, rq.turn, lines),
      },
    );
  }
  return {
    ...reportHead(s, p, session),
    before,
    after,
    rolls: [],
    data: { lines, ...(taken ? { hits, eliminated } : {}), ...(optional.length ? { effects } : {}) },
  };
}
