import { saysMessage } from './says.js';
import type { Scenario } from '../model/scenario.js';
import type { Unit } from '../model/schema/units.js';
import type { WorkRoll, WorkStep } from '../model/schema/work-roll.js';
import { keyed, type CrtOutcome } from '../assist/crt/resolve-crt.js';
import { parseCondition } from '../model/rules-condition.js';
import { declaredPart, hookDeclaration } from '../model/hook-numbers.js';
import { KeyedRefusal, msg, render, type Message, type Value } from '../assist/messages.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { evaluate } from '../model/condition-eval.js';
import { unitFacts } from '../model/condition-eval.js';
import { checkListedOnce } from './shared/listed-once.js';
import { optionFacts } from '../model/option-facts.js';

// Work rolled toward a threshold, as rules.yaml declares it (a hook's `work`): each unit rolls its dice, the pips
// being the amount of work; halved (fractions dropped) on the turns the declaration says; added to the count the
// journal keeps for the place, up to a cap; complete at the threshold; hits on the place take a die each off it,
// and completed work brought to 0 is destroyed. No chart is read. The engine checks who rolls, how many and how
// often, does the sums and words every step by key; the hook says where the place is and who may stand there.

/** Where the work is done: its id in the journal, its name, and the cells a destruction clears. */
export interface WorkPlace {
  id: string;
  name: string;
  sectors: readonly string[];
}

/** The work done at a place: the count, whether it was ever complete, and the turn it was completed. */
export interface WorkState {
  count: number;
  completed: boolean;
  /** Completed work carries no traffic in the turn it is completed: the move check reads this turn. */
  completedOnTurn?: number;
}

export const NO_WORK: WorkState = { count: 0, completed: false };

/** A unit that rolls: its counter, where it stands (for the report) and its unit. */
export interface Worker {
  ref: string;
  label: string;
  unit: Unit;
}

/** The `work` the hook `hook` declares in this game's rules.yaml. */
export const declaredWork = (s: Scenario, hook: string): WorkRoll => declaredPart(s, hookDeclaration(s, hook), 'work');

/** A step in the declared words: the game's text written in place, else the engine's. */
export const workSay = (decl: WorkRoll, step: WorkStep, values: Record<string, Value> = {}): Message => {
  const text = decl.says?.[step];
  if (text) return saysMessage(decl.saysAs ?? 'work', '', step, text, values);
  return msg(`work.${step}` as never, values);
};

/** The line before hits are rolled on a place: how many hits, how many dice come off, where the work stands. */
export const damageKnown = (
  decl: WorkRoll,
  hits: number,
  site: string,
  before: { count: number; completed: boolean },
): Message =>
  workSay(decl, 'damageKnown', {
    hits: workSay(decl, 'hits', { n: hits, plural: hits === 1 ? '' : 's' }),
    site,
    dice: hits === 1 ? workSay(decl, 'dieComes') : workSay(decl, 'diceCome', { n: hits }),
    count: before.count,
    completed: before.completed ? workSay(decl, 'completedMark') : '',
  });

/**
 * The dice as one line, where the declaration words the `dice` step: each roll by `diceRoll` ({spec}, {faces}
 * as ": 5 4" for more than one die, {sum} as "5+4", {total}, {by}), all of them as {rolls}. Else none: the
 * report prints a line a roll, as every procedure does.
 */
export function workDiceLine(
  decl: WorkRoll,
  rolls: readonly { spec: string; faces: readonly number[]; total: number; entered: boolean }[],
): Message[] | undefined {
  if (!decl.says?.dice) return undefined;
  const each = rolls.map((r) =>
    workSay(decl, 'diceRoll', {
      spec: r.spec,
      faces: r.faces.length > 1 ? `: ${r.faces.join(' ')}` : '',
      sum: r.faces.join('+'),
      total: r.total,
      by: msg(r.entered ? 'dice.hand' : 'dice.machine'),
    }),
  );
  return each.length ? [workSay(decl, 'dice', { rolls: join('report.list', each) })] : [];
}

/** English of a step, for the codes of the chances (which the journal and --json keep as text). */
const english = (m: Message) => render(m);

const join = (key: 'work.comma' | 'work.and' | 'report.list', items: readonly Value[]): Value =>
  items.length ? items.slice(1).reduce<Value>((a, b) => msg(key, { a, b }), items[0]) : '';

/** The place's work as the journal keeps it under the declared state key (none yet: nothing done). */
export function workStateOf(decl: WorkRoll, state: Readonly<Record<string, unknown>>, place: string): WorkState {
  const all = state[decl.state.key] as Record<string, Record<string, unknown>> | undefined;
  const kept = all?.[place];
  if (!kept) return { ...NO_WORK };
  const turn = kept.completedOnTurn;
  return {
    count: Number(kept[decl.state.count] ?? 0),
    completed: kept.completed === true,
    ...(typeof turn === 'number' ? { completedOnTurn: turn } : {}),
  };
}

/** The journal's record of a place's work, under the declared field names. */
export const workRecord = (decl: WorkRoll, w: WorkState): Record<string, unknown> => ({
  [decl.state.count]: w.count,
  completed: w.completed,
  ...(w.completedOnTurn !== undefined ? { completedOnTurn: w.completedOnTurn } : {}),
});

/** Work that has held the threshold is complete, whether or not a journal saw it, and stays so as it wears down. */
export const withCompletion = (decl: WorkRoll, w: WorkState): WorkState =>
  w.completed || w.count < decl.complete.at ? w : { ...w, completed: true };

/** The dice each worker rolls (the first `dice` entry whose unit condition holds); refuses a crew out of bounds. */
export function workDice(decl: WorkRoll, workers: readonly Worker[]): number[] {
  const { min, max, section } = decl.units;
  if (workers.length < min || workers.length > max)
    throw new KeyedRefusal(workSay(decl, 'refusedUnits', { min, max, given: workers.length, section }));
  checkListedOnce(workers);
  return workers.map((w) => {
    const entry = decl.dice.find((d) => evaluate(parseCondition(d.unit), { names: {} }, unitFacts(w.unit)) === true);
    if (!entry)
      throw new KeyedRefusal(workSay(decl, 'refusedNotWorker', { ref: w.ref, section: decl.dice[0].section }));
    return entry.dice;
  });
}

/** The units that rolled this turn after these roll; refuses a unit rolling twice in a turn where that is declared. */
export function rolledThisTurn(
  decl: WorkRoll,
  state: Readonly<Record<string, unknown>>,
  turn: number,
  refs: readonly string[],
): { turn: number; engineers: string[] } | undefined {
  if (!decl.oncePerTurn) return undefined;
  const kept = state[decl.oncePerTurn.state] as { turn?: number; engineers?: string[] } | undefined;
  const already = kept?.turn === turn ? (kept.engineers ?? []) : [];
  const again = refs.find((r) => already.includes(r));
  if (again)
    throw new KeyedRefusal(workSay(decl, 'refusedAgain', { ref: again, turn, section: decl.oncePerTurn.section }));
  // The field keeps the name the journal has always used, so that old journals replay.
  return { turn, engineers: [...already, ...refs] };
}

/** Whether work is halved this turn, and whether each die or the total: the turn track's night and the condition. */
export function halvedNow(
  decl: WorkRoll,
  s: Scenario,
  turn: number,
  options: Readonly<Record<string, string>>,
): { halved: boolean; each: boolean } {
  const h = decl.halve;
  if (!h) return { halved: false, each: false };
  const names: Record<string, string | number> = { turn, ...optionFacts(s.game.options, (id) => options[id]) };
  const track = s.charts.find((c) => c.kind === 'turn-track');
  const night = track?.kind === 'turn-track' && track.turns.some((t) => t.turn === turn && t.night);
  const halved = (!h.night || night) && (!h.when || evaluate(parseCondition(h.when), { names }) === true);
  return { halved, each: !!h.each && names[`option.${h.each.option}`] === h.each.choice };
}

export interface WorkInput {
  place: WorkPlace;
  workers: readonly Worker[];
  /** The faces rolled, every worker's dice in the order the workers are given. */
  dice: readonly number[];
  turn: number;
  halved: boolean;
  /** Halve each die rather than the total. */
  each: boolean;
  before: WorkState;
}

export interface WorkReport {
  site: string;
  turn: number;
  night: boolean;
  dice: number[];
  rolled: number;
  gained: number;
  before: number;
  after: number;
  lost: number;
  completed: boolean;
  completedThisTurn: boolean;
  state: WorkState;
  /** The report's steps, keyed. */
  steps: Message[];
}

/** The workers roll: the pips summed, halved where declared, added to the place's count up to the cap. */
export function workRoll(decl: WorkRoll, input: WorkInput): WorkReport {
  const per = workDice(decl, input.workers);
  const want = per.reduce((a, b) => a + b, 0);
  if (input.dice.length !== want)
    throw new KeyedRefusal(
      workSay(decl, 'refusedDice', { units: input.workers.length, dice: want, given: input.dice.length }),
    );
  const before = withCompletion(decl, input.before);
  const complete = decl.complete.at;
  const cap = decl.cap?.at ?? Number.POSITIVE_INFINITY;
  const rolled = input.dice.reduce((a, b) => a + b, 0);
  let k = 0;
  const rolls = input.workers.map((w, i) => {
    const faces = input.dice.slice(k, (k += per[i]));
    return workSay(decl, 'roll', { ref: w.ref, at: w.label, die: faces.join('+') });
  });
  const steps: Message[] = [
    workSay(decl, 'rolled', { site: input.place.name, rolls: join('work.comma', rolls), rolled }),
  ];
  let gained = rolled;
  if (input.halved) {
    const halves = input.dice.map((d) => Math.floor(d / 2));
    gained = input.each ? halves.reduce((a, b) => a + b, 0) : Math.floor(rolled / 2);
    steps.push(
      input.each
        ? workSay(decl, 'halfEach', { turn: input.turn, faces: halves.join('+'), gained })
        : workSay(decl, 'halfTotal', { turn: input.turn, rolled, gained }),
    );
  }
  const sum = before.count + gained;
  const after = Math.min(cap, sum);
  const lost = sum - after;
  steps.push(
    workSay(decl, 'sum', {
      before: before.count,
      gained,
      sum,
      lost: lost ? workSay(decl, 'lost', { cap, lost }) : '',
      after,
      complete,
    }),
  );
  const completedThisTurn = !before.completed && after >= complete;
  const completed = before.completed || completedThisTurn;
  if (completedThisTurn) steps.push(workSay(decl, 'complete'));
  else if (!completed) steps.push(workSay(decl, 'short', { n: complete - after }));
  else steps.push(workSay(decl, 'repaired', { count: after }));
  if (decl.stay) steps.push(workSay(decl, 'stay', { section: decl.stay.section }));
  const onTurn = completedThisTurn ? input.turn : before.completedOnTurn;
  return {
    site: input.place.id,
    turn: input.turn,
    night: input.halved,
    dice: [...input.dice],
    rolled,
    gained,
    before: before.count,
    after,
    lost,
    completed,
    completedThisTurn,
    state: { count: after, completed, ...(onTurn !== undefined ? { completedOnTurn: onTurn } : {}) },
    steps,
  };
}

export interface WorkDamageReport {
  site: string;
  hits: number;
  dice: number[];
  before: number;
  after: number;
  destroyed: boolean;
  state: WorkState;
  /** The report's steps, keyed. */
  steps: Message[];
}

/** Hits on the place: a die each, the pips off its work; completed work brought to 0 is destroyed. */
export function workDamage(
  decl: WorkRoll,
  place: WorkPlace,
  given: WorkState,
  dice: readonly number[],
  hits = dice.length,
): WorkDamageReport {
  const before = withCompletion(decl, given);
  if (dice.length !== hits) throw new KeyedRefusal(workSay(decl, 'refusedDamageDice', { hits, given: dice.length }));
  const pips = dice.reduce((a, b) => a + b, 0);
  const after = Math.max(0, before.count - pips);
  const destroyed = before.completed && after === 0;
  const steps = [
    workSay(decl, 'damageDice', {
      hits: workSay(decl, 'hits', { n: hits, plural: hits === 1 ? '' : 's' }),
      site: place.name,
      sectors: place.sectors.join(', '),
      faces: dice.join('+'),
      pips,
    }),
    workSay(decl, 'damageLeft', {
      before: before.count,
      pips,
      after,
      floor: before.count - pips < 0 ? workSay(decl, 'floor') : '',
    }),
    destroyed
      ? workSay(decl, 'destroyed', { sectors: join('work.and', place.sectors) })
      : workSay(decl, before.completed ? 'usable' : 'setBack'),
  ];
  return {
    site: place.id,
    hits,
    dice: [...dice],
    before: before.count,
    after,
    destroyed,
    state: destroyed ? { ...NO_WORK } : { ...before, count: after },
    steps,
  };
}

// The keyed words ride along unseen by --json, whose codes and meanings stay the English text they always were.
const chance = (code: Message, meaning: Message, ways: number, outcomes: number): CrtOutcome =>
  keyed(
    { code: english(code), meaning: english(meaning), probability: ways / outcomes, fraction: `${ways}/${outcomes}` },
    { code, meaning },
  );

/** The code a roll's result reads in the chances: the count after it. */
export const workOutcome = (decl: WorkRoll, after: number): string => english(workSay(decl, 'outcome', { after }));

/** Before the dice: the chance of each count the place can reach, over every way the dice can fall. */
export function workChances(decl: WorkRoll, input: Omit<WorkInput, 'dice'>): CrtOutcome[] {
  const n = workDice(decl, input.workers).reduce((a, b) => a + b, 0);
  const sides = decl.sides;
  const halfEach = input.halved && input.each;
  // The work the dice give, summed die by die (each die halved first where that is declared): exact, and as many
  // steps as dice rather than a walk over every fall of them.
  let sums = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < n; i++) {
    const next = new Map<number, number>();
    for (const [v, w] of sums)
      for (let f = 1; f <= sides; f++) {
        const k = v + (halfEach ? Math.floor(f / 2) : f);
        next.set(k, (next.get(k) ?? 0) + w);
      }
    sums = next;
  }
  const before = withCompletion(decl, input.before);
  const cap = decl.cap?.at ?? Number.POSITIVE_INFINITY;
  const ways = new Map<number, number>();
  for (const [sum, w] of sums) {
    const gained = input.halved && !input.each ? Math.floor(sum / 2) : sum;
    const after = Math.min(cap, before.count + gained);
    ways.set(after, (ways.get(after) ?? 0) + w);
  }
  const outcomes = sides ** n;
  const complete = decl.complete.at;
  return [...ways]
    .sort((a, b) => a[0] - b[0])
    .map(([after, w]) =>
      chance(
        workSay(decl, 'outcome', { after }),
        after >= complete ? workSay(decl, 'outcomeComplete') : workSay(decl, 'outcomeShort', { n: complete - after }),
        w,
        outcomes,
      ),
    );
}

/** Before the dice for hits on the place: the chance it falls to 0 (destroyed, or set back to nothing). */
export function workDamageChances(decl: WorkRoll, place: WorkPlace, given: WorkState, hits: number): CrtOutcome[] {
  const before = withCompletion(decl, given);
  const dist = sumDistribution({ count: hits, sides: decl.sides });
  let zero = 0;
  for (const [pips, w] of dist.ways) if (pips >= before.count) zero += w;
  const all = dist.outcomes;
  return [
    before.completed
      ? chance(
          workSay(decl, 'outcomeDestroyed'),
          workSay(decl, 'meaningDestroyed', { sectors: join('work.and', place.sectors) }),
          zero,
          all,
        )
      : chance(workSay(decl, 'outcomeZero'), workSay(decl, 'meaningZero'), zero, all),
    chance(workSay(decl, 'outcomeStands'), workSay(decl, 'meaningStands', { count: before.count }), all - zero, all),
  ].filter((o) => o.probability > 0);
}
