import type { Scenario } from '../model/scenario.js';
import { KeyedUsage } from '../assist/messages.js';
import type { MoveProcedure, MovementRules } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Session } from '../assist/table/session.js';
import type { AllowanceHook, MoveCheckHook, StackingHook } from './move-hooks.js';
import type { KeptMove, MoveKeptHook } from './move-kept.js';
import { stackLimitWhy } from './stack-limits.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { refsOf } from '../model/unit-refs.js';
import { judgeAdvance, judgeMove, overStacks, type AdvanceQuery, type MoveAnswer } from './movement.js';
import { msg, render, type Message } from '../assist/messages.js';
import { RuleRefusal, reportHead, type RuleReport } from './report.js';
import { enterPhase, enterSide, phaseOrder, turnLogFor, turnNames, TURN_LOG_KEY } from './shared/turn-log.js';
import { unitRefused } from './unit-refusals.js';
import { MAY_NOT_RETURN, barredCell, type MayNotReturn } from './shared/may-not-return.js';
import { outOfSupplyKept, outOfSupplyNow } from './shared/out-of-supply.js';
import type { Val } from '../model/condition-eval.js';

// The generic `move` of a declared game (`kind: move` in rules.yaml): units moved one by one as the movement
// section says, from where the journal last saw them, else from their set-up (`setup.start`, or a `location`
// that is one cell or area). The journal keeps every unit's place (`positions`) and what each has spent this turn.

export interface MoveRequest {
  moves: { ref: string; to: string }[];
  road: boolean;
  /** An advance after the turn's last combat (movement.advance), in place of a move. */
  advance?: boolean;
  /** Areas or cells each move may cover, when the rules have them chosen (a card's value). */
  cells?: number;
  position?: PositionEntry[];
  turn?: number;
  /** The game's stacking hook, when rules.yaml's `movement.stacking.hook` names one. */
  stacking?: StackingHook;
  /** The game's hook holding the chosen areas to what was played, when `movement.chosen.hook` names one. */
  allowance?: AllowanceHook;
  /** The game's own rules on each move, when rules.yaml's `movement.check.hook` names one. */
  check?: MoveCheckHook;
  /** Every game option's choice, for the check hook. */
  options?: Readonly<Record<string, string>>;
  /** The names a road march's refusals read (`option.ID`, `turn`). */
  names?: Readonly<Record<string, Val>>;
  /** A game whose own code keeps the board in its journal (the move's `kept.hook`), and the journal's file. */
  kept?: MoveKeptHook;
  journal?: string;
  /** Units leaving the map (the move's `kept.exit`), which the kept hook takes off. */
  exits?: string[];
}

interface Spent {
  turn?: number;
  units: Record<string, { points: number; zoc: boolean; stoppedAt?: string }>;
}

/** Where each unit on the map stands: the position file, else the journal, else the set-up. */
export function standingOf(s: Scenario, session: Session, position?: PositionEntry[]): Map<string, string> {
  const eliminated = new Set(session.state<string[]>('eliminated', []));
  const known = session.state<Record<string, string>>('positions', {});
  const onMap = (at: string | undefined): at is string => {
    if (!at || !s.map) return false;
    if (s.map.kind === 'area') return s.map.areas.some((a) => a.id === at);
    return gridMapIndex(s.map).grid.parse(at) !== undefined;
  };
  const where = new Map<string, string>();
  for (const u of s.units)
    for (const ref of refsOf(u)) {
      if (eliminated.has(ref)) continue;
      const at = known[ref] ?? u.setup?.start ?? u.setup?.location;
      // A unit due on a later turn is not on the map yet.
      if (onMap(at) && (known[ref] !== undefined || !u.setup?.turn)) where.set(ref, at);
    }
  for (const e of position ?? []) where.set(e.ref, e.at);
  return where;
}

export function runMoves(s: Scenario, p: MoveProcedure, rq: MoveRequest, session: Session): RuleReport {
  const m = s.rules?.movement;
  if (!m) throw new KeyedUsage(msg('refused.noMovement', { game: s.id }));
  // A game keeping its own journal says where units stand and what they spent, and refuses what it forbids.
  const kept = rq.kept?.({
    scenario: s,
    state: session.rawState,
    journal: rq.journal,
    moves: rq.moves,
    exits: rq.exits ?? [],
  });
  if (!kept && !rq.moves.length) throw new KeyedUsage(msg('refused.nameMovers'));
  const where = kept ? new Map(kept.standing) : standingOf(s, session, rq.position);
  const before: Spent = kept
    ? { turn: rq.turn, units: { ...kept.spent } }
    : session.state<Spent>('moved', { units: {} });
  const spent: Spent = { turn: rq.turn, units: before.turn === rq.turn ? { ...before.units } : {} };
  const keptMoves: KeptMove[] = [];
  const unit = (ref: string) => s.units.find((u) => refsOf(u).includes(ref) || u.id === ref);
  // Phases in their order (issue #22): a side moves in its own movement phase of the sequence, before its later
  // phases and before the other side has played on; the shared turn log keeps where each turn has reached.
  const log = turnLogFor(session.state<unknown>(TURN_LOG_KEY, undefined), rq.turn);
  const phases = s.rules?.sequence.phases ?? [];
  const names = turnNames(s);
  const inPhase = (side: string, id?: string) => {
    if (rq.turn === undefined) return;
    const ph =
      phases.find((x) => x.id === id) ??
      phases.find((x) => x.procedures.includes(p.id) && (x.side === side || x.side === 'both'));
    if (!ph) return;
    const section = ph.section ?? s.rules?.sequence.section ?? m.section;
    const order = phases.map((x) => x.id);
    // Another side played on to a later phase of the sequence: this side's earlier phase is past.
    if (log.side && log.side !== side && log.phase && order.indexOf(ph.id) < order.indexOf(log.phase))
      throw new RuleRefusal(phaseOrder(names, ph.id, log, section));
    enterSide(log, side, section, names);
    enterPhase(log, ph.id, order, section, names);
  };
  const said: Message[] = [];
  const allowed = new Set<string>();
  const hits = { ...session.state<Record<string, number>>('hits', {}) };
  const noReturn = session.state<MayNotReturn | undefined>(MAY_NOT_RETURN, undefined);
  const eliminated = [...session.state<string[]>('eliminated', [])];
  const hit: Message[] = [];
  let took = false;
  const done: { ref: string; path: string[]; cost: number; allowance: number; forced: boolean }[] = [];
  let cut: ReturnType<typeof outOfSupplyKept> | undefined;
  for (const { ref, to: named } of rq.moves) {
    const to = kept ? kept.label(named) : named;
    const u = unit(ref);
    const from = where.get(ref);
    // A reinforcement not yet on the map enters: in its turn and phase, in its declared zone (issue #22).
    const entry = u && !from ? reinforcementOf(s, u, session) : undefined;
    if (u && entry) {
      inPhase(u.side);
      enter(s, entry, { ref, unit: u, to, turn: rq.turn, phase: log.phase, where, unitOf: unit });
      where.set(ref, to);
      spent.units[ref] = { points: 0, zoc: false };
      said.push(msg('reinforce.entered', { ref, at: to, section: entry.section }));
      done.push({ ref, path: [to], cost: 0, allowance: 0, forced: false });
      continue;
    }
    if (!u || !from) throw new RuleRefusal(msg('move.noPlace', { ref, section: m.section }));
    if (!rq.check || rq.advance) inPhase(u.side);
    if (rq.advance) {
      const answer = advanceOf(s, m, session, rq.turn, {
        unit: { ref, side: u.side, type: u.type, abilities: u.abilities, sidc: u.sidc },
        from,
        to,
        placed: [...where].map(([r, at]) => ({ ref: r, at, side: unit(r)?.side ?? '' })),
      });
      if (!answer.ok) throw new RuleRefusal(answer.message);
      where.delete(ref);
      where.set(ref, to);
      spent.units[ref] = { points: spent.units[ref]?.points ?? 0, zoc: !!spent.units[ref]?.zoc, stoppedAt: to };
      said.push(answer.message);
      done.push({ ref, path: answer.path, cost: 0, allowance: answer.allowance, forced: false });
      continue;
    }
    // The chosen areas against what this side played (a movement card, a snowstorm), once a side.
    if (rq.allowance && rq.cells !== undefined && !allowed.has(u.side)) {
      allowed.add(u.side);
      const no = rq.allowance({
        scenario: s,
        side: u.side,
        turn: rq.turn,
        cells: rq.cells,
        state: session.rawState,
        entries: session.journal?.entries ?? [],
      });
      if (no) throw new RuleRefusal(no);
    }
    const f = u.factors as { move?: number };
    const had = spent.units[ref];
    // The game's own rules on this move (engaged, a fallen bridge, the night), before and after the engine's.
    // Its notes say why the move differs: they follow the move's own line.
    const notes: Message[] = [];
    const ask = (path?: readonly string[], cost?: number, contested?: boolean) => {
      const state = session.rawState;
      const entries = session.journal?.entries ?? [];
      const options = rq.options ?? {};
      const movedBefore = done.map((d) => d.ref);
      const q = {
        ...{ scenario: s, ref, unit: u, from, to, path, cost, contested, turn: rq.turn, state, entries, options },
        movedBefore,
      };
      const c = rq.check?.(q);
      if (c?.refuse) throw new RuleRefusal(c.refuse);
      if (c?.note) notes.push(c.note);
      return c;
    };
    const first = ask();
    // With a check hook the phase is entered once it has said which (a card played after the battles).
    if (rq.check) inPhase(u.side, first?.phase);
    const fresh = !!first?.fresh;
    // Units the road march refuses (cut off this turn, under an optional rule): as rules.yaml declares them.
    const refusals = rq.road ? (m.roadMarch?.refusals ?? []) : [];
    if (refusals.length) {
      // The journal's record is read once for the whole move, at the first unit a refusal asks about.
      const cutOff = (cut ??= outOfSupplyKept(session.rawState, rq.journal));
      const outOfSupply = (r: string) => outOfSupplyNow(cutOff, rq.turn, r, u.side);
      const no = unitRefused(refusals, ref, u, { names: rq.names ?? {}, outOfSupply });
      if (no) throw new RuleRefusal(msg('move.roadRefused', { ref, text: no.text, section: no.section }));
    }
    // The kept game's own limits; a factor it changes is said before the move.
    const own = kept?.check(ref, to);
    const move = own && 'move' in own ? own.move : (first?.move ?? f.move);
    const answer = judgeMove(s, m, {
      unit: { ref, side: u.side, type: u.type, abilities: u.abilities, sidc: u.sidc, move },
      from,
      to,
      placed: [...where].map(([r, at]) => ({ ref: r, at, side: unit(r)?.side ?? '' })),
      spent: fresh ? undefined : had?.points,
      zocTouched: fresh ? undefined : had?.zoc,
      stoppedAt: fresh ? undefined : had?.stoppedAt,
      road: rq.road,
      cells: rq.cells,
      closedBridges: first?.closedBridges,
      bridgeExtra: first?.bridgeExtra,
    });
    if (!answer.ok) throw new RuleRefusal(answer.message);
    // A unit that retreated before its side lost a unit may not move back into the cell it left this turn.
    const barred = m.retreat?.mayNotReturn && barredCell(noReturn, rq.turn, ref, to);
    if (barred)
      throw new RuleRefusal(
        msg('move.mayNotReturn', { ref, at: barred.at, section: m.retreat!.mayNotReturn!.section }),
      );
    const contested = [...where].some(([r, at]) => at === from && r !== ref && unit(r)?.side !== u.side);
    const judged = ask(answer.path, answer.cost, contested);
    // Leaving a contested area costs its hits (Death of a Division 5), taken as the unit leaves.
    const leave = judged?.leaveHits ?? m.contested?.leaveHits ?? 0;
    let removed = false;
    if (leave && contested) {
      const after = (hits[ref] ?? 0) + leave;
      const strength = (u.factors as { strength?: number }).strength;
      removed = strength !== undefined && after >= strength;
      hits[ref] = after;
      took = true;
      hit.push(
        msg(removed ? 'move.leaveEliminated' : 'move.leaveHit', {
          ref,
          from,
          hits: leave,
          after,
          strength: strength ?? '',
          section: m.contested!.section,
        }),
      );
      if (removed) eliminated.push(ref);
    }
    // Kept in the order units arrived, so that the one over a stacking limit is the last to come in; a kept
    // journal keeps its own order.
    if (!kept) where.delete(ref);
    if (!removed) where.set(ref, to);
    spent.units[ref] = {
      points: (had?.points ?? 0) + answer.cost,
      zoc: !!had?.zoc || answer.zoc,
      ...(answer.stopped ? { stoppedAt: to } : {}),
    };
    said.push(...(own?.before ? [own.before] : []), answer.message, ...notes, ...hit.splice(0));
    done.push({ ref, path: answer.path, cost: answer.cost, allowance: answer.allowance, forced: answer.forced });
    keptMoves.push({ ref, to, cost: answer.cost, zoc: answer.zoc });
  }
  const keptSaid = kept?.record(keptMoves);
  for (const ref of keptSaid?.gone ?? []) where.delete(ref);
  said.push(...(keptSaid?.exits ?? []));
  const moved = new Set(kept ? keptMoves.map((x) => x.to) : rq.moves.map((x) => x.to));
  // Stacking judged later (the end of the turn or phase) under declared limits: each cell moved into is noted.
  const later = m.stacking?.anyOf && m.stacking.judged !== 'move' ? m.stacking : undefined;
  for (const at of later ? moved : []) {
    const here = [...where]
      .filter(([, x]) => x === at)
      .flatMap(([ref]) => (unit(ref) ? [{ ref, unit: unit(ref)! }] : []));
    const problem = stackLimitWhy(later!, here);
    if (problem) said.push(msg(later!.judged === 'turn' ? 'stack.laterTurn' : 'stack.laterPhase', { at, problem }));
  }
  const over = overStacks(
    m,
    [...where]
      .filter(([, at]) => moved.has(at))
      .map(([ref, at]) => ({
        ref,
        at,
        side: unit(ref)?.side ?? '',
        abilities: unit(ref)?.abilities,
        // Its steps left, for a limit that counts steps.
        steps: Math.max((unit(ref)?.steps ?? 1) - (hits[ref] ?? 0), 1),
      })),
    rq.stacking &&
      ((refs) => {
        const at = where.get(refs[0]) ?? '';
        return rq.stacking!(
          refs.flatMap((ref) => (unit(ref) ? [{ ref, unit: unit(ref)! }] : [])),
          { scenario: s, at },
        );
      }),
  );
  if (over.length && m.stacking?.judged === 'move') throw new RuleRefusal(over[0].message);
  said.push(...(later ? [] : over).map((o) => o.message));
  // A kept journal keeps what was said of each move, in English and keyed, as the game's journal always had it.
  const result = kept ? said.map((m) => render(m)) : done;
  const entrySaid = kept ? { said: [...said] } : {};
  said.push(...(keptSaid?.last ?? []));
  const positions = Object.fromEntries(where);
  const inputs = { units: rq.moves.map((x) => `${x.ref}@${x.to}`), ...(rq.exits ? { exit: rq.exits } : {}) };
  session.record(
    { command: p.id, inputs, result, ...entrySaid, turn: kept?.turn ?? rq.turn },
    keptSaid?.state ?? {
      positions,
      moved: spent,
      ...(rq.turn !== undefined ? { [TURN_LOG_KEY]: log } : {}),
      ...(took ? { hits, eliminated } : {}),
    },
  );
  return {
    ...reportHead(s, p, session),
    ...(kept ? { title: kept.title } : {}),
    before: said,
    after: [],
    rolls: [],
    data: { moves: done, positions },
  };
}

type Reinforcement = MovementRules['reinforcements'][number];

/** The declared reinforcement rule of a unit not on the map, when its side has one and the unit is not gone. */
function reinforcementOf(s: Scenario, u: Unit, session: Session): Reinforcement | undefined {
  const r = s.rules?.movement?.reinforcements.find((x) => x.side === u.side);
  if (!r || session.state<string[]>('eliminated', []).some((e) => refsOf(u).includes(e))) return undefined;
  return u.setup?.turn !== undefined || u.reserve !== undefined ? r : undefined;
}

/** The cells (or areas) a zone, edge or area id names on the map. */
function placesOf(s: Scenario, id: string): string[] {
  if (!s.map) return [];
  if (s.map.kind === 'area') return s.map.areas.some((a) => a.id === id) ? [id] : [];
  const ix = gridMapIndex(s.map);
  const cells = ix.named(id);
  if (cells) return cells.map((c) => ix.grid.label(c));
  const one = ix.grid.parse(id);
  return one ? [ix.grid.label(one)] : [];
}

/**
 * A reinforcement's entry, refused before its turn, outside its phase, outside its zones (the unit's own set-up
 * zone or edge when it names one, else the side's declared zones) or into enemy units.
 */
function enter(
  s: Scenario,
  r: Reinforcement,
  e: {
    ref: string;
    unit: Unit;
    to: string;
    turn: number | undefined;
    phase: string | undefined;
    where: Map<string, string>;
    unitOf: (ref: string) => Unit | undefined;
  },
): void {
  const due = e.unit.setup?.turn;
  if (e.turn === undefined) throw new RuleRefusal(msg('reinforce.noTurn', { ref: e.ref, section: r.section }));
  if (due !== undefined && e.turn < due)
    throw new RuleRefusal(msg('reinforce.early', { ref: e.ref, due, turn: e.turn, section: r.section }));
  const phases = s.rules?.sequence.phases ?? [];
  if (e.phase !== r.phase) {
    const name = (id: string | undefined) => phases.find((p) => p.id === id)?.name ?? id ?? '—';
    throw new RuleRefusal(
      msg('reinforce.phase', { ref: e.ref, phase: name(r.phase), now: name(e.phase), section: r.section }),
    );
  }
  const own = e.unit.setup?.location ? placesOf(s, e.unit.setup.location) : [];
  const zones = own.length ? [e.unit.setup!.location] : r.zones;
  const allowed = zones.flatMap((z) => placesOf(s, z));
  const to = s.map && s.map.kind !== 'area' ? (placesOf(s, e.to)[0] ?? e.to) : e.to;
  if (zones.length && !allowed.includes(to))
    throw new RuleRefusal(msg('reinforce.zone', { ref: e.ref, at: e.to, zones: zones.join(', '), section: r.section }));
  const enemy = [...e.where].some(([ref, at]) => at === to && e.unitOf(ref)?.side !== e.unit.side);
  if (enemy) throw new RuleRefusal(msg('reinforce.enemy', { ref: e.ref, at: e.to, section: r.section }));
}

/**
 * An advance after the last combat of this turn in the journal (a declared combat procedure's entry): its
 * defenders' cell, now empty of them, and its attackers with the cells they attacked from.
 */
function advanceOf(
  s: Scenario,
  m: MovementRules,
  session: Session,
  turn: number | undefined,
  q: Omit<AdvanceQuery, 'vacated' | 'attackers'>,
): MoveAnswer {
  // Where the combat itself asks who advances, there is no advance left to move.
  if (m.advance?.taken === 'combat')
    return { ok: false, message: msg('advance.inCombat', { ref: q.unit.ref, section: m.advance.section }) };
  const combats = new Set((s.rules?.procedures ?? []).filter((p) => p.kind === 'combat').map((p) => p.id));
  const last = [...(session.journal?.entries ?? [])]
    .reverse()
    .find((e) => combats.has(e.command) && (turn === undefined || e.turn === undefined || e.turn === turn));
  const cells = (v: unknown) =>
    (Array.isArray(v) ? v.map(String) : []).map((x) => {
      const [ref, at] = x.split('@');
      return { ref, at };
    });
  const defenders = cells(last?.inputs.defenders);
  if (!last || !defenders.length)
    return {
      ok: false,
      message: msg('advance.noCombat', { ref: q.unit.ref, section: m.advance?.section ?? m.section }),
    };
  const answer = judgeAdvance(s, m, { ...q, vacated: defenders[0].at, attackers: cells(last.inputs.attackers) });
  // A legal advance still needs a result that gives one (a result's `advance`, with the defender's cell emptied).
  const result = last.result as { advance?: boolean } | undefined;
  if (answer.ok && result?.advance === false)
    return {
      ok: false,
      message: msg('advance.notAllowed', { at: defenders[0].at, section: m.advance?.section ?? m.section }),
    };
  return answer;
}
