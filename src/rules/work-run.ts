import type { Scenario } from '../model/scenario.js';
import type { WorkProcedure } from '../model/schema/work-procedure.js';
import { workPlaces } from '../model/work-places.js';
import { suggest } from '../util/suggest.js';
import type { WorkStep } from '../model/schema/work-roll.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Session } from '../assist/table/session.js';
import type { WorkCheckHook } from './work-hooks.js';
import { KeyedRefusal, KeyedUsage, msg, render, type Message, type Value } from '../assist/messages.js';
import { reportHead, type RuleReport } from './report.js';
import type { RuleField } from './run.js';
import {
  halvedNow,
  rolledThisTurn,
  withCompletion,
  workChances,
  damageKnown,
  workDice,
  workDamage,
  workDamageChances,
  workDiceLine,
  workOutcome,
  workRecord,
  workRoll,
  workSay,
  workStateOf,
  type WorkPlace,
  type WorkState,
} from './work-roll.js';
import { flagKey } from './shared/flag-values.js';

// A declared `work` procedure (rules.yaml `kind: work`): the places, who may stand where to roll for one, and the
// journal's running count are data; the dice, halving, cap, completion and hits are the engine's work-roll.ts.
// The CLI's options and the page's form come from workFields, the answer from runWork.

/** The most hits a place can take at once: every hit takes a pip at least, so more than it holds change nothing. */
const mostHits = (p: WorkProcedure) => p.work.cap?.at ?? p.work.complete.at;
const WHERE = 'where the work is done (a place, or one of its cells)';

/** What a work procedure asks for, in order; `turn`, `position` and `options` are the engine's shared fields. */
export function workFields(
  s: Scenario,
  p: WorkProcedure,
  turn: RuleField,
  position: RuleField,
  options: RuleField[],
): RuleField[] {
  const w = p.work;
  const places = workPlaces(s, p);
  const units = w.units;
  return [
    // A game with one place names it for the player: the option is needed only where there is a choice.
    {
      key: flagKey(p.place.id),
      flag: `--${p.place.id} <place>`,
      label: `${p.place.label ?? WHERE}: ${places.map((x) => x.id).join(', ')}`,
      kind: 'text',
      place: true,
      hint: p.section,
      ...(places.length === 1 ? { initial: places[0].id } : { required: true }),
    },
    {
      key: flagKey(p.workers.id),
      flag: `--${p.workers.id} <unit[@cell],...>`,
      label: `${p.workers.label}, ${units.min} to ${units.max}`,
      kind: 'units',
      list: true,
      typed: 'UNIT@CELL',
      hint: units.section,
    },
    ...(p.check?.units
      ? [
          {
            key: flagKey(p.check.units.id),
            flag: `--${p.check.units.id} <unit[@cell],...>`,
            label: p.check.units.label,
            kind: 'units' as const,
            list: true,
            hint: p.check.section,
          },
        ]
      : []),
    ...(w.damage
      ? [
          {
            key: 'damage',
            flag: '--damage <n>',
            label: `hits on the place, rolled instead of work, 1 to ${mostHits(p)}`,
            kind: 'number' as const,
            hint: w.damage.section,
          },
        ]
      : []),
    {
      key: flagKey(w.state.count),
      flag: `--${w.state.count} <n>`,
      label: 'work done before this roll (else the journal’s)',
      kind: 'number',
    },
    { key: 'completed', flag: '--completed', label: 'the work was completed earlier', kind: 'check' },
    position,
    turn,
    ...(p.optionFlags.length ? optionFlagFields(s, p) : options),
    {
      key: 'dice',
      flag: '--dice <faces>',
      label: 'the faces as rolled by hand, in the order the units are given (or one per hit)',
      kind: 'dice',
    },
  ];
}

/** The game options a work procedure takes as options of their own (`optionFlags`): `--night-moves <choice>`. */
function optionFlagFields(s: Scenario, p: WorkProcedure): RuleField[] {
  return p.optionFlags.map((id) => {
    const o = s.game.options.find((x) => x.id === id);
    const choices = o?.choices.map((c) => c.id) ?? [];
    return {
      key: flagKey(id),
      flag: `--${id} <choice>`,
      label: `game option ${id}: ${choices.join(', ')}`,
      kind: 'choice',
      choices: ['', ...choices],
      option: id,
    };
  });
}

export interface WorkRequest {
  /** The place as given: its id, or one of its cells; none for a game with one place. */
  place?: string;
  workers: readonly PositionEntry[];
  damage?: number;
  /** The count before the roll, given by hand (else the journal's). */
  count?: number;
  completed: boolean;
  turn?: number;
  options: Readonly<Record<string, string>>;
  faces?: number[];
  /** The game's own check (`check.hook`), and the units its option names. */
  check?: WorkCheckHook;
  others?: readonly PositionEntry[];
}

const same = (a: string, b: string) => a === b || a.toUpperCase() === b.toUpperCase();

/** The declared place named by its id or by one of its cells; the only one where none is named. */
function placeOf(s: Scenario, p: WorkProcedure, given: string | undefined) {
  const places = workPlaces(s, p);
  if (given === undefined && places.length === 1) return places[0];
  if (given === undefined) throw new KeyedUsage(msg('input.required', { input: p.place.id, typed: ' <place>' }));
  // By its id, one of its cells, or a cell its workers stand in (a bridge's bridgeheads).
  const found =
    places.find((x) => same(x.id, given)) ??
    places.find((x) => [...(x.from ?? []), ...x.cells].some((c) => same(c, given)));
  if (!found) {
    const decl = { ...p.work, saysAs: p.id };
    const near = suggest(
      given,
      places.map((x) => x.id),
    );
    throw new KeyedRefusal(
      workSay(decl, 'refusedPlace', {
        given,
        key: given,
        places: places.map((x) => msg('why.declared', { text: x.id })),
        section: p.section,
        // Each place with the cells its workers stand in: "pontoon-north (B8-B11)".
        sites: places.map((x) => `${x.id} (${(x.from ?? x.cells).join('-')})`).join(', '),
        near: near ? workSay(decl, 'didYouMean', { near }) : '',
      }),
    );
  }
  return found;
}

/** Work at a declared place, or hits on it: the report, and the journal's running count under the declared key. */
export function runWork(s: Scenario, p: WorkProcedure, rq: WorkRequest, session: Session): RuleReport {
  // Its `says` texts are keyed by the procedure's id.
  const decl = { ...p.work, saysAs: p.id };
  const say = (step: WorkStep, values: Record<string, Value> = {}) => workSay(decl, step, values);
  const site = placeOf(s, p, rq.place);
  const place: WorkPlace = { id: site.id, name: site.name, sectors: site.cells };
  const all = session.state<Record<string, unknown>>(decl.state.key, {});
  const stored = workStateOf(decl, session.rawState, place.id);
  const given: WorkState = rq.count !== undefined ? { ...stored, count: rq.count } : stored;
  const before = withCompletion(decl, rq.completed ? { ...given, completed: true } : given);
  const head = reportHead(s, p, session);
  const kept = (state: WorkState) => ({ [decl.state.key]: { ...all, [place.id]: workRecord(decl, state) } });
  const heading = (of: Message) => msg(session.preview ? 'report.chancesOf' : 'report.chancesOfBefore', { of });
  // The game's own check, before any die.
  const checked = (damage: boolean, stage: 'units' | 'place' = 'place') => {
    const from = site.from ?? site.cells;
    const refusal = rq.check?.({
      scenario: s,
      place: { id: site.id, cells: site.cells, from },
      workers: rq.workers,
      others: rq.others ?? [],
      damage,
      turn: rq.turn,
      options: rq.options,
      stage,
      state: session.rawState,
    });
    if (refusal) throw new KeyedRefusal(refusal);
  };

  if (rq.damage !== undefined) {
    if (rq.workers.length) throw new KeyedUsage(say('refusedDamageAndUnits', { flag: `--${p.workers.id}` }));
    const hits = rq.damage;
    checked(true);
    const outcomes = workDamageChances(decl, place, before, hits);
    const report: RuleReport = {
      ...head,
      title: say('damageTitle', { game: s.game.title, site: place.name }),
      before: [damageKnown(decl, hits, place.name, before)],
      chances: { heading: heading(say('damageChancesOf')), outcomes },
      after: [],
      rolls: [],
      data: { place: place.id, hits, before: before.count, chances: outcomes },
    };
    if (session.preview) return report;
    const box = session.dice(rq.faces !== undefined);
    const dice = box.faces('--dice', hits, rq.faces, decl.sides);
    const r = workDamage(decl, place, before, dice);
    session.record(
      {
        command: p.id,
        inputs: { place: place.id, damage: hits },
        result: { [decl.state.count]: r.after, destroyed: r.destroyed },
        turn: rq.turn,
      },
      kept(r.state),
    );
    const result = r.after === 0 ? outcomes[0].code : render(say('outcomeStands'));
    report.chances!.rolled = result;
    report.after = r.steps;
    report.rolls = box.rolls;
    report.rollsSaid = workDiceLine(decl, box.rolls);
    // `result` is the chance the dice fell on, as every procedure's answer names it (the page marks its row).
    Object.assign(report.data, { result, dice: r.dice, after: r.after, destroyed: r.destroyed, kept: r.state });
    return report;
  }

  const flag = `--${p.workers.id} UNIT@CELL,…`;
  if (!rq.workers.length) throw new KeyedUsage(say('unitsNeeded', { flag }));
  const turn = rq.turn;
  if (turn === undefined) throw new KeyedUsage(say('turnNeeded', { section: p.section }));
  // The crew as the rules judge it, in this order: may these units act now (the game's check), have they rolled
  // this turn already, how many and of what kind, where they stand and whose they are, then the place.
  checked(false, 'units');
  const rolled = rolledThisTurn(
    decl,
    session.rawState,
    turn,
    rq.workers.map((w) => w.ref),
  );
  workDice(
    decl,
    rq.workers.map((w) => ({ ref: w.ref, label: w.at, unit: w.unit })),
  );
  const from = site.from ?? site.cells;
  for (const w of rq.workers) {
    if (!from.some((c) => same(c, w.at)))
      throw new KeyedRefusal(
        say('refusedNotAt', {
          ref: w.ref,
          at: w.at,
          site: place.name,
          place: place.id,
          from: from.map((text) => msg('why.declared', { text })),
          section: site.section,
        }),
      );
    if (w.unit.side !== rq.workers[0].unit.side)
      throw new KeyedRefusal(
        say('refusedSides', { ref: w.ref, other: rq.workers[0].ref, section: decl.units.section }),
      );
  }
  checked(false);
  const halving = halvedNow(decl, s, turn, rq.options);
  const workers = rq.workers.map((w) => ({ ref: w.ref, label: w.at, unit: w.unit }));
  const seen = rq.workers.map((w) => [w.ref, w.at]);
  const input = { place, workers, turn, halved: halving.halved, each: halving.each, before };
  // The chances refuse a crew out of bounds or a unit that does not work, before any die.
  const outcomes = workChances(decl, input);
  const n = workers.length;
  const count = workDice(decl, workers).reduce((a, b) => a + b, 0);
  const report: RuleReport = {
    ...head,
    title: say('title', { game: s.game.title, site: place.name, turn }),
    before: [
      say('known', {
        units: n === 1 ? say('oneUnit') : say('manyUnits', { n }),
        dice: count === 1 ? msg('work.oneDie') : msg('work.manyDice', { n: count }),
        count: before.count,
        complete: decl.complete.at,
        halved: halving.halved ? say('halves') : '',
      }),
    ],
    chances: { heading: heading(say('chancesOf')), outcomes },
    after: [],
    rolls: [],
    data: { place: place.id, turn, halved: halving.halved, before: before.count, chances: outcomes },
  };
  if (session.preview) return report;
  const box = session.dice(rq.faces !== undefined);
  const dice = box.faces('--dice', count, rq.faces, decl.sides);
  const r = workRoll(decl, { ...input, dice });
  session.record(
    {
      command: p.id,
      inputs: { place: place.id, [p.workers.id]: workers.map((w) => `${w.ref}@${w.label}`), turn },
      result: { [decl.state.count]: r.after, completed: r.completed },
      turn,
    },
    {
      turn,
      ...kept(r.state),
      // Where the units that rolled were seen: a later command may name them alone.
      positions: { ...session.state<Record<string, string>>('positions', {}), ...Object.fromEntries(seen) },
      ...(rolled && decl.oncePerTurn ? { [decl.oncePerTurn.state]: rolled } : {}),
    },
  );
  const result = workOutcome(decl, r.after);
  report.chances!.rolled = result;
  report.after = r.steps;
  report.rolls = box.rolls;
  report.rollsSaid = workDiceLine(decl, box.rolls);
  Object.assign(report.data, {
    result,
    dice: r.dice,
    rolled: r.rolled,
    gained: r.gained,
    after: r.after,
    lost: r.lost,
    completed: r.completed,
    completedThisTurn: r.completedThisTurn,
    kept: r.state,
  });
  return report;
}
