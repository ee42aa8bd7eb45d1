import type { Scenario } from '../model/scenario.js';
import type { DicePoolProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { parseCondition } from '../model/rules-condition.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { areaGraph } from '../assist/map/area-graph.js';
import { gridMapIndex } from '../assist/map/grid-map-index.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';
import { evaluate, unitFacts, type Facts } from '../model/condition-eval.js';
import { RuleRefusal } from './report.js';
import { placedAfter } from './movement.js';
import { checkListedOnce } from './shared/listed-once.js';

// A dice pool fired by units (issue #20): the firing unit rolls its strength less the hits it carries, other
// units the declaration names (artillery) add theirs from its place or within reach, and the rules' refusals
// are read from the declaration: the targets in the firer's place, a place where fire is barred (a surprise
// roll's record), a unit not yet placed this turn, a unit firing twice in a turn, a unit already removed.

/** A unit rolling dice in a pool: where it stands and what it fights with now. */
export interface FiringUnit {
  ref: string;
  at: string;
  unit: Unit;
  strength: number;
  hits: number;
  /** Strength less hits: the dice it rolls. */
  current: number;
  /** Whether the firer's own modifiers (`applies: firer`) move its dice. */
  firer: boolean;
}

export interface FireUnits {
  firer: PositionEntry;
  support: readonly PositionEntry[];
  targets: readonly PositionEntry[];
}

/** A unit's strength factor, else its steps: the hits that remove it. */
export const hitsToRemove = (u: Unit): number => (u.factors.kind === 'strength' ? u.factors.strength : u.steps);

const holdsFor = (when: string | undefined, f: Facts, u?: Unit): boolean =>
  !when || evaluate(parseCondition(when), f, u ? unitFacts(u) : undefined) === true;

/** The name of a place: an area's name, else the cell as written. */
export function placeName(s: Scenario, at: string): string {
  return s.map?.kind === 'area' ? (s.map.areas.find((a) => a.id === at)?.name ?? at) : at;
}

/** Whether `b` is within `reach` links (an area map) or cells (a hex or square map) of `a`. */
function within(s: Scenario, a: string, b: string, reach: number): boolean {
  const map = s.map;
  if (a === b) return true;
  if (!reach || !map) return false;
  let next: (x: string) => string[];
  let key = (x: string) => x;
  if (map.kind === 'area') {
    const g = areaGraph(map);
    next = (x) => g.neighbours(x);
  } else {
    const { grid } = gridMapIndex(map);
    key = (x) => {
      const c = grid.parse(x);
      return c ? grid.label(c) : x;
    };
    next = (x) => {
      const c = grid.parse(x);
      return c ? grid.neighbours(c).map((n) => grid.label(n)) : [];
    };
  }
  const target = key(b);
  const seen = new Set([key(a)]);
  let edge = [key(a)];
  for (let k = 0; k < reach && edge.length; k++) {
    edge = edge.flatMap(next).filter((n) => !seen.has(n) && !!seen.add(n));
    if (edge.includes(target)) return true;
  }
  return false;
}

/** The turn a unit arrives: the arrival roll's record (a die table's `each.record`), else its set-up turn. */
function arrivalTurn(s: Scenario, state: Readonly<Record<string, unknown>>, u: Unit): number | undefined {
  for (const q of s.rules?.procedures ?? [])
    if (q.kind === 'die-table' && q.each) {
      const kept = state[q.each.record];
      const t = kept && typeof kept === 'object' ? (kept as Record<string, unknown>)[u.id] : undefined;
      if (typeof t === 'number') return t;
    }
  return u.setup?.turn;
}

export interface FireChecks {
  f: Facts;
  turn?: number;
  /** The journal's state: hits carried, places recorded, units fired this turn. */
  state: Readonly<Record<string, unknown>>;
  carried: Readonly<Record<string, number>>;
}

/**
 * Everything the declaration refuses before a die is rolled, and the units rolling, firer first. The targets stand
 * in the firer's place and are the enemy's; the support is of the units the declaration names, of the firer's side
 * and within its reach.
 */
export function firingUnits(s: Scenario, p: DicePoolProcedure, rq: FireUnits, c: FireChecks): FiringUnit[] {
  const firer = p.firer!;
  const { firer: by, support, targets } = rq;
  const side = by.unit.side;
  if (!targets.length) throw new RuleRefusal(msg('pool.noTarget', { section: firer.section }));
  checkListedOnce([by, ...support, ...targets]);
  const fighting = (e: PositionEntry, isFirer: boolean): FiringUnit => {
    // A reinforcement whose turn has not come is not on the map: it neither fires nor is fired at.
    const due = arrivalTurn(s, c.state, e.unit);
    if (due !== undefined && c.turn !== undefined && c.turn < due) {
      const section = s.rules?.movement?.reinforcements.find((r) => r.side === e.unit.side)?.section ?? firer.section;
      throw new RuleRefusal(msg('reinforce.notArrived', { ref: e.ref, due, turn: c.turn, section }));
    }
    const strength = hitsToRemove(e.unit);
    const hits = c.carried[e.ref] ?? e.hits;
    if (hits >= strength)
      throw new KeyedRefusal(
        msg('refused.supplyRemoved', {
          ref: e.ref,
          line: e.line ? msg('refused.supplyLine', { line: e.line }) : '',
          hits,
          plural: hits === 1 ? '' : 's',
          strength,
        }),
      );
    return { ref: e.ref, at: e.at, unit: e.unit, strength, hits, current: strength - hits, firer: isFirer };
  };
  for (const t of targets) {
    fighting(t, false);
    if (t.unit.side === side) throw new RuleRefusal(msg('pool.targetOwnSide', { ref: t.ref, section: firer.section }));
    if (t.at !== by.at)
      throw new RuleRefusal(
        msg('pool.targetPlace', {
          ref: t.ref,
          at: placeName(s, t.at),
          firer: by.ref,
          from: placeName(s, by.at),
          section: firer.section,
        }),
      );
  }
  const sp = p.support;
  if (support.length && !sp) throw new RuleRefusal(msg('pool.noSupport', { title: p.title, section: p.section }));
  for (const a of support) {
    if (!sp) break;
    if (!holdsFor(sp.unit, c.f, a.unit))
      throw new RuleRefusal(msg('pool.supportKind', { ref: a.ref, what: sp.label, section: sp.section }));
    if (a.unit.side !== side)
      throw new RuleRefusal(msg('pool.supportSide', { ref: a.ref, firer: by.ref, section: sp.section }));
    if (!within(s, by.at, a.at, sp.reach))
      throw new RuleRefusal(
        msg(sp.reach ? 'pool.supportReach' : 'pool.supportPlace', {
          ref: a.ref,
          at: placeName(s, a.at),
          to: placeName(s, by.at),
          reach: sp.reach,
          section: sp.section,
        }),
      );
    for (const r of sp.sameFormation)
      if (
        holdsFor(r.when, c.f) &&
        holdsFor(r.unit, c.f, a.unit) &&
        !r.except.includes(a.unit.formation ?? '') &&
        a.unit.formation !== by.unit.formation
      )
        throw new RuleRefusal(
          msg('pool.sameFormation', {
            ref: a.ref,
            formation: a.unit.formation ?? '-',
            firer: by.ref,
            firerFormation: by.unit.formation ?? '-',
            section: r.section,
          }),
        );
  }
  for (const r of p.refusals)
    if (holdsFor(r.when, c.f) && (!r.unit || holdsFor(r.unit, c.f, by.unit)))
      throw new RuleRefusal(msg('pool.refused', { ref: by.ref, text: r.text, section: r.section }));
  for (const r of firer.refusedIn) {
    const places = c.state[r.state];
    const barred = Array.isArray(places) && places.includes(by.at);
    const onTurn = r.onTurn === undefined || (c.turn ?? r.onTurn) === r.onTurn;
    if (barred && onTurn && holdsFor(r.unit, c.f, by.unit))
      throw new RuleRefusal(msg('pool.refusedIn', { at: placeName(s, by.at), text: r.text, section: r.section }));
  }
  const units = [fighting(by, true), ...support.map((a) => fighting(a, false))];
  // A reinforcement placed after this side's fire phase on its arrival turn is not on the map for it.
  const phase = s.rules?.sequence.phases.find((x) => x.procedures.includes(p.id) && x.side === side);
  if (phase && c.turn !== undefined)
    for (const u of units) {
      const later = placedAfter(s.rules, side, phase.id);
      if (later && arrivalTurn(s, c.state, u.unit) === c.turn)
        throw new RuleRefusal(
          msg('reinforce.notYet', { ref: u.ref, phase: later.name, turn: c.turn, section: later.section }),
        );
    }
  if (firer.oncePerTurn && c.turn !== undefined) {
    const fired = firedThisTurn(c.state, c.turn);
    const again = units.find((u) => fired.includes(u.ref));
    if (again)
      throw new RuleRefusal(
        msg('pool.firedAlready', { ref: again.ref, turn: c.turn, section: firer.oncePerTurn.section }),
      );
  }
  return units;
}

/** The state key the units that fired this turn are kept under. */
export const FIRED_KEY = 'fired';

/** The units that fired (or added their dice) on this turn, as the journal keeps them. */
export function firedThisTurn(state: Readonly<Record<string, unknown>>, turn: number): string[] {
  const kept = state[FIRED_KEY] as { turn?: unknown; units?: unknown } | undefined;
  return kept && kept.turn === turn && Array.isArray(kept.units) ? kept.units.map(String) : [];
}

/** The lines saying who fires where at what (`head`), and each unit's dice and the face they hit on (`dice`). */
export function firingLines(
  s: Scenario,
  p: DicePoolProcedure,
  units: readonly FiringUnit[],
  targets: readonly PositionEntry[],
  carried: Readonly<Record<string, number>>,
  groups: readonly { ref?: string; hitOn: number }[],
): { head: Message[]; dice: Message[] } {
  const [by] = units;
  const less = (hits: number) => (hits ? msg('pool.lessHits', { hits, plural: hits === 1 ? '' : 's' }) : '');
  const faceOf = (ref: string) => {
    const on = groups.find((g) => g.ref === ref)?.hitOn ?? p.hitOn.atLeast;
    return Math.max(1, Math.min(on, p.sides + 1));
  };
  const head: Message[] = [
    msg('pool.fireAt', {
      firer: by.ref,
      at: placeName(s, by.at),
      targets: targets.map((t) => t.ref).join(', '),
      section: p.firer!.section,
    }),
  ];
  for (const t of targets) {
    const strength = hitsToRemove(t.unit);
    head.push(msg('pool.target', { ref: t.ref, left: strength - (carried[t.ref] ?? t.hits), strength }));
  }
  const dice = units.map((u) =>
    u.firer
      ? msg('pool.firerDice', {
          ref: u.ref,
          dice: u.current,
          plural: u.current === 1 ? '' : 's',
          strength: u.strength,
          less: less(u.hits),
          face: faceOf(u.ref),
          section: p.firer!.section,
        })
      : msg(u.at === by.at ? 'pool.supportHere' : 'pool.supportFrom', {
          ref: u.ref,
          what: p.support!.label,
          at: placeName(s, u.at),
          dice: u.current,
          plural: u.current === 1 ? '' : 's',
          strength: u.strength,
          less: less(u.hits),
          face: faceOf(u.ref),
          section: p.support!.section,
        }),
  );
  return { head, dice };
}
