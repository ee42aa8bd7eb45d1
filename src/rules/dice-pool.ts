import type { Scenario } from '../model/scenario.js';
import type { DicePoolProcedure, SuccessRollProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { successDistribution } from '../assist/dice/success-distribution.js';
import type { Session } from '../assist/table/session.js';
import { evaluate, type Facts } from '../model/condition-eval.js';
import { msg, signed, type Message } from '../assist/messages.js';
import { RuleRefusal, reportHead, type Chance, type RuleReport } from './report.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import { landPoolHits, type PoolHitsQuestion } from './pool-hits.js';
import { FIRED_KEY, firedThisTurn, firingLines, firingUnits, type FiringUnit } from './pool-units.js';

// Dice pools and success rolls as rules.yaml declares them. A pool rolls as many dice as its declared
// strength, each a hit at or above a face the modifiers move; the report gives the chance of every number of
// hits before the roll and says who allocates them. A success roll reads one modified roll against a target
// and keeps its outcome's state for later conditions.

export interface PoolRequest {
  names: Record<string, number | boolean | string>;
  inputs: Record<string, number | boolean | string>;
  turn?: number;
  /** Die faces rolled by hand, one a die. */
  faces?: number[];
  /** The units fired at, all of one side in one place: the hits land on them (`allocate`). */
  targets?: PositionEntry[];
  /** The firing unit, with a declared `firer`, and the units adding their dice to its fire. */
  firer?: PositionEntry;
  support?: PositionEntry[];
  /** Hits every unit carries now (the journal's). */
  carried?: Readonly<Record<string, number>>;
  /** The answer to who takes the hits, once asked (`--choose`, the page's taps). */
  answers?: readonly string[];
  /** Told of the question the hits stop for: the front end's session keeps the roll and asks it. */
  ask?: (q: PoolHitsQuestion) => void;
}

export interface SuccessRequest {
  names: Record<string, number | boolean | string>;
  inputs: Record<string, number | boolean | string>;
  turn?: number;
  roll?: number;
}

const factsOf = (rq: { names: PoolRequest['names']; inputs: PoolRequest['inputs'] }): Facts => ({
  names: { ...rq.names, ...Object.fromEntries(Object.entries(rq.inputs).map(([k, v]) => [`input.${k}`, v])) },
});

const holds = (when: string | undefined, f: Facts) => !when || evaluate(parseCondition(when), f) === true;
const count = (per: string | undefined, f: Facts) => (per ? Number(evaluate(parseCondition(per), f)) : 1);

/** The report's head, shared by the pool and the success roll: what is known and the chances, nothing rolled yet. */
function poolHead(
  s: Scenario,
  p: DicePoolProcedure | SuccessRollProcedure,
  session: Session,
  before: Message[],
  chances: NonNullable<RuleReport['chances']>,
): RuleReport {
  return {
    ...reportHead(s, p, session),
    before,
    chances,
    after: [],
    rolls: [],
    data: {},
  };
}

/** Dice rolled together and hitting on one face: the declared dice, or one firing unit's. */
export interface PoolGroup {
  ref?: string;
  dice: number;
  hitOn: number;
}

/**
 * The pool's dice and the face that hits, from its declarations and the units firing: the part of the report known
 * before a die. A modifier that `applies: firer` moves only the firing unit's own dice.
 */
export function poolPlan(
  p: DicePoolProcedure,
  f: Facts,
  units: readonly FiringUnit[] = [],
): { dice: number; hitOn: number; groups: PoolGroup[]; before: Message[]; total: Message } {
  const before: Message[] = [];
  let declared = 0;
  for (const d of p.dice) {
    if (!holds(d.when, f)) continue;
    const n = d.dice * count(d.per, f);
    if (!n) continue;
    declared += n;
    before.push(msg('pool.dice', { what: d.text ?? d.id, dice: n, section: d.section }));
  }
  const dice = declared + units.reduce((n, u) => n + u.current, 0);
  if (dice > p.maxDice)
    throw new RuleRefusal(msg('refused.poolMost', { title: p.title, most: p.maxDice, section: p.section, dice }));
  let hitOn = p.hitOn.atLeast;
  let firerOn = hitOn;
  const firer = units.find((u) => u.firer);
  before.push(msg('pool.hitOn', { face: hitOn, section: p.hitOn.section }));
  for (const m of p.modifiers) {
    if (!holds(m.when, f) || !m.by) continue;
    const what = m.text ?? m.id;
    if (m.applies === 'firer') {
      if (!firer) continue;
      firerOn += m.by;
      before.push(
        msg('pool.modifierFirer', { what, by: signed(m.by), ref: firer.ref, face: firerOn, section: m.section }),
      );
      continue;
    }
    hitOn += m.by;
    firerOn += m.by;
    before.push(msg('pool.modifier', { what, by: signed(m.by), face: hitOn, section: m.section }));
  }
  const face = (n: number) => Math.max(1, Math.min(n, p.sides + 1));
  const groups: PoolGroup[] = [
    ...(declared ? [{ dice: declared, hitOn }] : []),
    ...units.map((u) => ({ ref: u.ref, dice: u.current, hitOn: u.firer ? firerOn : hitOn })),
  ];
  const faces = [...new Set(groups.filter((g) => g.dice).map((g) => face(g.hitOn)))];
  const total =
    faces.length > 1
      ? msg('pool.totalMixed', { dice, sides: p.sides })
      : msg('pool.total', { dice, face: faces[0] ?? face(hitOn), sides: p.sides });
  return { dice, hitOn, groups, before, total };
}

/** Who spreads the hits: the declaration's `allocate.by`, unless a condition (an option) gives it to the other. */
const allocatedBy = (p: DicePoolProcedure, f: Facts) => {
  const a = p.allocate;
  if (!a) return undefined;
  return a.unless.find((u) => holds(u.when, f)) ?? { by: a.by, section: a.section };
};

export function runDicePool(s: Scenario, p: DicePoolProcedure, rq: PoolRequest, session: Session): RuleReport {
  const f = factsOf(rq);
  const targets = rq.targets ?? [];
  const aim = p.allocate?.section ?? p.section;
  for (const t of targets) {
    if (t.at !== targets[0].at) throw new RuleRefusal(msg('pool.targetsApart', { ref: t.ref, at: t.at, section: aim }));
    if (t.unit.side !== targets[0].unit.side)
      throw new RuleRefusal(msg('pool.targetsSides', { ref: t.ref, section: aim }));
  }
  const carried = rq.carried ?? {};
  const state = session.rawState;
  const units =
    p.firer && rq.firer
      ? firingUnits(s, p, { firer: rq.firer, support: rq.support ?? [], targets }, { f, turn: rq.turn, state, carried })
      : [];
  if (p.firer && !rq.firer) throw new RuleRefusal(msg('pool.noFirer', { title: p.title, section: p.firer.section }));
  const plan = poolPlan(p, f, units);
  const { dice, hitOn, groups } = plan;
  const fire = units.length ? firingLines(s, p, units, targets, carried, groups) : undefined;
  const before = fire ? [...fire.head, ...plan.before, ...fire.dice, plan.total] : [...plan.before, plan.total];
  const dist = successDistribution(
    groups.map((g) => ({ count: g.dice, atLeast: g.hitOn })),
    p.sides,
  );
  const outcomes: Chance[] = dist.ways
    .map((w, k) => ({ k, w }))
    .filter((x) => x.w > 0n)
    .map(({ k, w }) => ({
      code: String(k),
      // The code is the number of hits; the heading says so in the reader's language.
      meaning: '',
      // Exact ways in BigInt; the share is read as a float only at the end.
      probability: Number((w * 1_000_000_000n) / dist.outcomes) / 1_000_000_000,
      fraction: `${w}/${dist.outcomes}`,
    }));
  const report = poolHead(s, p, session, before, {
    heading: msg(session.preview ? 'pool.chancesPreview' : 'pool.chances', { dice, face: hitOn }),
    outcomes,
  });
  report.data = { dice, sides: p.sides, hitOn, groups, chances: outcomes };
  if (session.preview) return report;
  const box = session.dice(rq.faces !== undefined);
  const faces = box.faces('--dice', dice, rq.faces, p.sides);
  let hits = 0;
  let k = 0;
  for (const g of groups) {
    const mine = faces.slice(k, k + g.dice);
    k += g.dice;
    const h = mine.filter((x) => x >= g.hitOn).length;
    hits += h;
    if (units.length && g.dice)
      report.after.push(
        msg('pool.rolledBy', {
          ref: g.ref ?? p.title,
          faces: mine.join(', '),
          hits: h,
          plural: h === 1 ? '' : 's',
          face: Math.max(1, Math.min(g.hitOn, p.sides + 1)),
        }),
      );
  }
  report.chances!.rolled = String(hits);
  report.after.push(
    units.length
      ? msg('pool.hitsAll', { hits, plural: hits === 1 ? '' : 's' })
      : msg('pool.rolled', { faces: faces.join(', ') || '-', hits, face: hitOn }),
  );
  const by = allocatedBy(p, f);
  if (by && hits)
    report.after.push(
      msg(by.by === 'owner' ? 'pool.allocateOwner' : 'pool.allocateFirer', { hits, section: by.section }),
    );
  report.rolls = box.rolls;
  Object.assign(report.data, { faces, hits, allocate: by?.by });
  const answers = rq.answers ?? [];
  if (!targets.length) {
    if (answers.length) throw new RuleRefusal(msg('settle.tooManyAnswers', { section: aim }));
    session.record({ command: p.id, inputs: { ...rq.inputs }, result: { hits, faces }, turn: rq.turn }, {});
    return report;
  }
  // The hits land on the units fired at; where their spread is a choice, the roll waits for it (pool-hits.ts).
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const landed = landPoolHits({
    p,
    by: by ?? { by: 'owner', section: aim },
    hits,
    targets,
    carried,
    answer: answers[0],
    sideName,
  });
  report.after.push(...landed.said);
  if (landed.question) {
    const q = landed.question;
    rq.ask?.(q);
    report.after.push(msg(q.by === 'owner' ? 'settle.waiting' : 'pool.waitingFirer', { section: q.rule }), q.said);
    Object.assign(report.data, { question: { rule: q.rule, example: q.example, picks: q.picks } });
    return report;
  }
  if (answers.length > (landed.used ? 1 : 0)) throw new RuleRefusal(msg('settle.tooManyAnswers', { section: aim }));
  const gone = session.state<string[]>('eliminated', []);
  const journalHits = session.state<Record<string, number>>('hits', {});
  const changed = targets.some((t) => landed.hits[t.ref] !== (journalHits[t.ref] ?? t.hits));
  // Where the units stood, and who has fired this turn (each fires once a turn, when the rules say so).
  const seen = session.state<Record<string, string>>('positions', {});
  const standing = units.length ? [...units, ...targets] : [];
  const fired = p.firer?.oncePerTurn && rq.turn !== undefined ? firedThisTurn(state, rq.turn) : undefined;
  session.record(
    {
      command: p.id,
      inputs: {
        ...rq.inputs,
        ...(units.length ? { firer: units[0].ref } : {}),
        ...(units.length > 1 && p.support ? { [p.support.id]: units.slice(1).map((u) => `${u.ref}@${u.at}`) } : {}),
        targets: targets.map((t) => `${t.ref}@${t.at}`),
        ...(answers.length ? { choices: [...answers] } : {}),
      },
      result: { hits, faces, landed: landed.hits, eliminated: landed.eliminated },
      turn: rq.turn,
    },
    {
      ...(changed ? { hits: { ...journalHits, ...landed.hits } } : {}),
      ...(landed.eliminated.length
        ? { eliminated: [...gone, ...landed.eliminated.filter((r) => !gone.includes(r))] }
        : {}),
      ...(standing.some((u) => seen[u.ref] !== u.at)
        ? { positions: { ...seen, ...Object.fromEntries(standing.map((u) => [u.ref, u.at])) } }
        : {}),
      ...(fired ? { [FIRED_KEY]: { turn: rq.turn, units: [...fired, ...units.map((u) => u.ref)] } } : {}),
      ...(rq.turn !== undefined && units.length ? { turn: rq.turn } : {}),
    },
  );
  Object.assign(report.data, { landed: landed.hits, eliminated: landed.eliminated });
  return report;
}

/** The target number and the modified roll's chance of success, before the roll. */
export function successPlan(p: SuccessRollProcedure, f: Facts): { target: number; drm: number; before: Message[] } {
  const before: Message[] = [];
  let drm = 0;
  for (const a of p.drms) {
    if (!holds(a.when, f)) continue;
    const value = (a.drm ?? 0) * count(a.per, f);
    if (!value) continue;
    drm += value;
    before.push(msg('table.drm', { what: a.text ?? a.id ?? '', drm: signed(value), section: a.section ?? p.section }));
  }
  const target = p.target.value ?? count(p.target.per, f);
  before.push(
    msg(p.succeed === 'atLeast' ? 'success.needAtLeast' : 'success.needAtMost', {
      dice: p.dice,
      target,
      section: p.target.section,
    }),
  );
  return { target, drm, before };
}

export function runSuccessRoll(s: Scenario, p: SuccessRollProcedure, rq: SuccessRequest, session: Session): RuleReport {
  const f = factsOf(rq);
  const { target, drm, before } = successPlan(p, f);
  const dice = parseDice(p.dice);
  const dist = sumDistribution(dice);
  const passes = (total: number) => (p.succeed === 'atLeast' ? total + drm >= target : total + drm <= target);
  let ways = 0;
  for (const [total, w] of dist.ways) if (passes(total)) ways += w;
  const outcomes: Chance[] = [
    { code: 'success', meaning: p.success.text, probability: ways / dist.outcomes, fraction: '' },
    { code: 'failure', meaning: p.failure.text, probability: 1 - ways / dist.outcomes, fraction: '' },
  ];
  outcomes[0].fraction = `${ways}/${dist.outcomes}`;
  outcomes[1].fraction = `${dist.outcomes - ways}/${dist.outcomes}`;
  if (p.oncePerTurn && rq.turn !== undefined && !session.preview) {
    const done = session.journal?.entries.some((e) => e.command === p.id && e.turn === rq.turn);
    if (done) throw new RuleRefusal(msg('success.onceATurn', { title: p.title, section: p.section, turn: rq.turn }));
  }
  const report = poolHead(s, p, session, before, {
    heading: msg(session.preview ? 'success.chancesPreview' : 'success.chances'),
    outcomes,
  });
  report.data = { dice: p.dice, target, drm, succeed: p.succeed, chances: outcomes };
  if (session.preview) return report;
  const box = session.dice(rq.roll !== undefined);
  const roll = box.roll('--roll', dice, rq.roll);
  const ok = passes(roll.total);
  const o = ok ? p.success : p.failure;
  report.chances!.rolled = ok ? 'success' : 'failure';
  report.after.push(
    msg(ok ? 'success.success' : 'success.failure', {
      roll: roll.total,
      drm: drm ? ` ${signed(drm)} = ${roll.total + drm}` : '',
      target,
      text: o.text,
      section: o.section ?? p.section,
    }),
  );
  const kept: Record<string, unknown> = { ...o.record };
  for (const [key, value] of Object.entries(o.record))
    report.after.push(msg('table.recorded', { key, value: String(value) }));
  if (rq.turn !== undefined) kept.turn = rq.turn;
  session.record(
    { command: p.id, inputs: { ...rq.inputs }, result: { success: ok, roll: roll.total }, turn: rq.turn },
    kept,
  );
  report.rolls = box.rolls;
  Object.assign(report.data, { roll: roll.total, success: ok, kept });
  return report;
}
