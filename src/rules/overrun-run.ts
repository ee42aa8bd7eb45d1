import { z } from 'zod';
import type { Scenario } from '../model/scenario.js';
import type { OverrunProcedure } from '../model/schema/rules.js';
import { parseDice } from '../model/dice-spec.js';
import { areaGraph, type AreaGraph } from '../assist/map/area-graph.js';
import { positionItems, type Position, type PositionEntry } from '../assist/position/position-entries.js';
import { KeyedRefusal, KeyedUsage, msg, render, type Message } from '../assist/messages.js';
import { Session, required, turnFrom, type AssistFlags } from '../assist/table/session.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { list, handFaces, handTotalOf, refCounts } from '../assist/table/hand-dice.js';
import { complement, reportLines } from '../assist/table/report-lines.js';
import {
  tableOutput as out,
  type TableContext,
  type TableField,
  type TableOutput,
  type TableProcedure,
  type Line,
  linesText,
  declaredHead,
} from '../assist/table/procedure.js';
import { findUnit } from './shared/placed-unit.js';
import { contestedEntry } from './movement.js';
import { checkOnTheBoard, commonState, readState, seenAt, type OnTheBoard } from './shared/game-state.js';
import { hitsToRemove } from './pool-units.js';
import {
  planOverrun,
  resolveOverrun,
  overrunNumbers,
  overrunSaid,
  partingCode,
  targetWords,
  areaUnits,
  type AreaUnit,
  type OverrunReading,
} from './overrun.js';
import { landUnitPool } from './unit-pool.js';
import { enterProcedurePhase, turnLogFor, turnNames, TURN_LOG_KEY } from './shared/turn-log.js';
import { checkTurnLimit, limitCounts, limitRecorded, limitUntracked } from './turn-limit.js';
import { optionFacts } from '../model/option-facts.js';
import { namesIn, parseCondition } from '../model/rules-condition.js';
import { outOfSupplyKept, outOfSupplyNow } from './shared/out-of-supply.js';

// `sandtable <overrun> GAME`: an overrun as rules.yaml's `kind: overrun` declares it (overrun.ts), from the
// command line and the companion page alike. The units come from UNIT@AREA, a position file or the journal; the
// hits they carry from --hits, the position file or the journal; the journal keeps the hits landed, the units
// removed, where the movers stand and the overruns a unit made this turn.

const state = z.looseObject({
  ...commonState,
  hits: z.record(z.string(), z.int().min(0)).default({}),
});

type OverrunState = z.infer<typeof state>;

const camel = (id: string) => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function areaTable(s: Scenario): { s: Scenario; graph: AreaGraph } {
  if (s.map?.kind !== 'area') throw new KeyedRefusal(msg('overrun.refused.areaMap', { game: s.id }));
  return { s, graph: areaGraph(s.map) };
}

/** The turn a unit arrives: the arrival roll's record (a die table's `each.record`), else its set-up turn. */
function arrivalTurn(s: Scenario, raw: Readonly<Record<string, unknown>>, u: OnTheBoard['unit']): number | undefined {
  for (const q of s.rules?.procedures ?? [])
    if (q.kind === 'die-table' && q.each) {
      const kept = raw[q.each.record];
      const t = kept && typeof kept === 'object' ? (kept as Record<string, unknown>)[u.id] : undefined;
      if (typeof t === 'number') return t;
    }
  return u.setup?.turn;
}

/** Units that may act now: not removed from play, and arrived by this turn when the turn is known. */
function checkUnits(s: Scenario, p: OverrunProcedure, units: readonly OnTheBoard[], ctx: Context): void {
  checkOnTheBoard(units, ctx.st.eliminated, p.cites.eliminated, ({ ref, unit }) => {
    const due = arrivalTurn(s, ctx.raw, unit);
    if (due !== undefined && ctx.turn !== undefined && ctx.turn < due)
      return msg('overrun.absent.arrives', { ref, due, turn: ctx.turn, section: p.cites.arrival });
    return undefined;
  });
}

/** The strongest counter's strength: no unit carries more hits than that, so no hit count can be larger. */
const mostStrength = (s: Scenario): number => Math.max(0, ...s.units.map(hitsToRemove));

/** No more friendly units in an area than the movement's stacking limit lets end a move there. */
function checkStacking(s: Scenario, units: readonly AreaUnit[]): void {
  const limit = s.rules?.movement?.stacking?.limit;
  if (limit === undefined) return;
  const groups = new Map<string, AreaUnit[]>();
  for (const u of units) {
    const k = `${u.area}|${u.unit.side}`;
    groups.set(k, [...(groups.get(k) ?? []), u]);
  }
  for (const [k, us] of groups)
    if (us.length > limit)
      throw new KeyedRefusal(
        msg('overrun.refused.stacking', {
          count: us.length,
          side: us[0].unit.side,
          at: k.split('|')[0],
          units: us.map((u) => u.ref).join(', '),
          limit,
        }),
      );
}

interface Context {
  position?: Position;
  hits: Record<string, number>;
  st: OverrunState;
  raw: Readonly<Record<string, unknown>>;
  turn?: number;
}

/**
 * Units named on the command line: "ID@AREA", or a bare id found in the position file. Hits come from
 * --hits, else the position file, else the journal. A unit removed from play, or not yet arrived, is refused.
 */
function unitsFrom(s: Scenario, p: OverrunProcedure, items: readonly string[], flag: string, ctx: Context): AreaUnit[] {
  const entries: PositionEntry[] = items.map((item) => {
    if (item.includes('@')) {
      const [e] = positionItems(s, [item], flag);
      return { ...e, hits: ctx.st.hits[e.ref] ?? 0 };
    }
    findUnit(s, item);
    const found =
      ctx.position?.entries.find((x) => x.ref === item) ?? ctx.position?.entries.find((x) => x.unit.id === item);
    if (!found)
      throw new KeyedRefusal(
        ctx.position
          ? msg('overrun.refused.notInFile', { flag, item, file: String(ctx.position.file) })
          : msg('overrun.refused.whereIs', { flag, item }),
      );
    return found;
  });
  checkUnits(s, p, entries, ctx);
  return areaUnits(entries.map((e) => ({ ...e, hits: ctx.hits[e.ref] ?? e.hits })));
}

/** A position file read and checked against the game: its units, their hits, the three-unit stacking limit. */
function readPosition(s: Scenario, file: string, read: TableContext['readPosition']): Position {
  if (!read) throw new KeyedUsage(msg('overrun.refused.positionFile'));
  const p = read(file, s);
  checkStacking(s, areaUnits(p.entries));
  return p;
}

function context(
  s: Scenario,
  p: OverrunProcedure,
  flags: AssistFlags & { position?: string; hits?: string[]; turn?: string; amend?: boolean },
  session: Session,
  read: TableContext['readPosition'],
): Context {
  return {
    position: flags.position ? readPosition(s, flags.position, read) : undefined,
    hits: refCounts(flags.hits ?? [], '--hits', mostStrength(s), 'the strongest unit’s strength'),
    st: readState(state, session.rawState, flags.journal),
    raw: session.rawState,
    turn: turnFrom(flags, session, p.cites.sequence ?? s.rules?.sequence.section),
  };
}

/** Where a unit's hits went: the hits landed, before and after, and whether they removed it. */
interface TargetHits {
  ref: string;
  hits: number;
  before: number;
  after: number;
  strength: number;
  removed: boolean;
}

/** The hits and removals after hits land: a unit whose hits reach its strength leaves play. */
function afterHits(
  st: OverrunState,
  landed: readonly TargetHits[],
): { hits: Record<string, number>; eliminated: string[] } {
  const hits = { ...st.hits };
  const eliminated = [...st.eliminated];
  for (const t of landed) {
    if (!t.hits) continue;
    if (t.removed) {
      delete hits[t.ref];
      if (!eliminated.includes(t.ref)) eliminated.push(t.ref);
    } else hits[t.ref] = t.after;
  }
  return { hits, eliminated };
}

/**
 * The spread of hits a player gave: --assign in advance, or --choose once the hits are known. One that does
 * not fit the hits rolled (given before the roll) is set aside and the question asked, not refused: refusing
 * would throw away dice already rolled.
 */
function spreadGiven(
  items: readonly string[],
  choice: string | undefined,
  hits: number,
  max: number,
  answering: boolean,
): { flag: string; spread: Record<string, number> } | undefined {
  if (choice !== undefined) {
    const spread = refCounts(list(choice), '--choose', max, 'the hits rolled');
    const sum = Object.values(spread).reduce((a, b) => a + b, 0);
    if (answering || sum === hits) return { flag: '--choose', spread };
  }
  if (items.length) {
    const spread = refCounts(items, '--assign', max, 'one hit a die at most');
    if (Object.values(spread).reduce((a, b) => a + b, 0) === hits) return { flag: '--assign', spread };
  }
  return undefined;
}

type OverrunFlags = AssistFlags &
  Record<string, unknown> & {
    movers: string[];
    into?: string;
    defenders: string[];
    roll?: string;
    partingDice?: string;
    hits: string[];
    assign: string[];
    position?: string;
    turn?: string;
  };

/** Prints a result that waits on a choice, and how to give it. */
function awaitingLines(
  flags: AssistFlags,
  command: string,
  question: Message,
  options: string[],
  rolls: string,
): { answer: string; lines: Line[] } {
  const example = options.join('|');
  const answer = flags.journal
    ? msg('answer.journal', { command, journal: flags.journal, example })
    : msg('answer.again', { dice: rolls, example });
  // The answer names the command line, which only the CLI prints: the page sets such a line aside by its key.
  const waiting = msg('overrun.waiting', { question });
  return { answer: render(answer), lines: ['', msg('line.indent', { line: waiting }), answer] };
}

/** An overrun: the CLI's `<overrun> GAME`, the page's screen. */
async function runOverrun(
  p: OverrunProcedure,
  tc: TableContext,
  given: OverrunFlags,
  givenFlags: Record<string, unknown>,
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  const k = overrunNumbers(s, p);
  const command = `${p.id} ${s.id}`;
  const session = new Session(s, given, command, tc.env);
  const { flags, choices } = session.resume(given, givenFlags);
  const ctx = context(s, p, flags, session, tc.readPosition);
  const { st, turn } = ctx;
  // The target option's choice: its `single` choice takes the odds against one unit, any other the whole area.
  const target = p.target;
  const option = target ? flags[camel(target.option)] : undefined;
  const chosen = target ? optionChoice(s, target.option, option === undefined ? undefined : String(option)) : undefined;
  const reading: OverrunReading = target && chosen === target.single ? 'single-unit' : 'whole-area';
  const into = required(flags.into, '--into <area>');
  graph.area(into);
  const movers = unitsFrom(s, p, required(flags.movers, '--movers <unit[@area],...>'), '--movers', ctx);
  let defenderItems = flags.defenders;
  if (!defenderItems.length) {
    if (!ctx.position) throw new KeyedUsage(msg('overrun.refused.defendersNeeded'));
    if (reading === 'single-unit') throw new KeyedUsage(msg('overrun.refused.singleUnitFlag', targetWords(k)));
    defenderItems = ctx.position.entries
      .filter((e) => e.at === into && e.unit.side !== movers[0].unit.side)
      .map((e) => e.ref);
    if (!defenderItems.length)
      throw new KeyedRefusal(msg('overrun.refused.noEnemyIn', { at: into, file: String(ctx.position.file) }));
  }
  const defenders = unitsFrom(s, p, defenderItems, '--defenders', ctx);
  // Units leaving an area that holds enemy units may not enter another that holds them (movement.contested).
  const rules = s.rules?.movement;
  if (rules) {
    const where = new Map(Object.entries(st.positions));
    for (const e of ctx.position?.entries ?? []) where.set(e.ref, e.at);
    for (const u of [...movers, ...defenders]) where.set(u.ref, u.area);
    const standing = [...where]
      .filter(([ref]) => !st.eliminated.includes(ref))
      .map(([ref, at]) => ({ ref, at, side: findUnit(s, ref).side }));
    const m = movers[0];
    const why = contestedEntry(rules, {
      unit: { ref: m.ref, side: m.unit.side, type: m.unit.type, abilities: m.unit.abilities },
      from: m.area,
      to: into,
      placed: standing,
    });
    if (why) throw new KeyedRefusal(why);
  }
  // Phases in their order (the turn sequence): an overrun is played in its side's phase that names it, which it
  // enters as a move does; the shared turn log keeps where the turn has reached, and refuses a phase gone by.
  const log = turnLogFor(session.state<unknown>(TURN_LOG_KEY, undefined), turn);
  if (s.rules && turn !== undefined) {
    const sequence = s.rules.sequence;
    enterProcedurePhase(log, sequence.phases, p.id, movers[0].unit.side, sequence.section ?? p.section, turnNames(s));
  }
  const input = { movers, defenders, into, reading };
  // The refusals' conditions read the options agreed (each its own flag), the turn and the units cut off.
  const names = {
    ...optionFacts(s.game.options, (id) => {
      const given = flags[camel(id)];
      return refusalOptions(p).includes(id) && given !== undefined ? optionChoice(s, id, String(given)) : undefined;
    }),
    ...(turn !== undefined ? { turn } : {}),
  };
  const cut = outOfSupplyKept(session.rawState, flags.journal);
  const sideOf = (ref: string) => movers.find((m) => m.ref === ref)?.unit.side ?? '';
  const outOfSupply = (ref: string) => outOfSupplyNow(cut, turn, ref, sideOf(ref));
  const plan = planOverrun(graph, input, k, { names, outOfSupply });
  // The declared limit a unit a turn (and none after a failure stopped it), counted in the journal.
  const refs = movers.map((m) => m.ref);
  const limit = k.limit;
  const counts = limit ? limitCounts(limit, session.rawState, turn) : undefined;
  if (limit && counts) checkTurnLimit(limit, counts, refs, turn);
  const said = overrunSaid(k);
  const title = msg('overrun.title', { ...said, game: s.game.title, into: plan.intoName });
  const shots = plan.partingShots.reduce((n, p) => n + p.dice, 0);
  const success = { meaning: k.pool ? msg('overrun.success', { shots }) : msg('overrun.successNoPool') };
  const failure = { meaning: msg('overrun.failure') };
  const outcomes = [
    { code: 'success', meaning: render(success.meaning), said: success, ...plan.chance },
    {
      code: 'failure',
      meaning: render(failure.meaning),
      said: failure,
      probability: 1 - plan.chance.probability,
      fraction: complement(plan.chance.fraction),
    },
  ];
  const of = msg('overrun.of', said);
  // --json keeps the report's steps in English words, as it always has.
  const json = <T extends { steps: Message[] }>(r: T) => ({ ...r, steps: linesText(r.steps) });
  if (flags.preview)
    return out({ game: s.id, preview: true, ...json(plan) }, () =>
      reportLines({ title, before: plan.steps, chances: { of, outcomes }, preview: true }),
    );
  const partingFaces = handFaces(flags.partingDice, '--parting-dice');
  const box = session.dice(flags.roll !== undefined || partingFaces !== undefined);
  // The steps run in the order rules.yaml declares them; the parting shots are rolled only if the die succeeds.
  const dieSpec = parseDice(k.table.dice);
  const r = resolveOverrun(plan, k, input, {
    roll: () => box.roll('--roll', dieSpec, handTotalOf(dieSpec, flags.roll, '--roll')).total,
    faces: (_step, count) => box.faces('--parting-dice', count, partingFaces),
  });
  if (!r.success && partingFaces?.length)
    throw new KeyedRefusal(msg('overrun.refused.noParting', { section: k.roll.section }));
  const parting = r.partingFaces;
  if (turn === undefined && limit) r.steps.push(limitUntracked(limit));
  const given2 = spreadGiven(flags.assign, choices[0], r.partingHits, shots, !!session.pending);
  // The engine lands the parting shots' hits on the movers, spread as the declared pool says.
  const targets = movers.map((m) => ({ ref: m.ref, unit: m.unit, at: m.area, hits: m.hits }));
  const answer =
    given2 &&
    Object.entries(given2.spread)
      .map(([ref, n]) => `${ref}=${n}`)
      .join(',');
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const landing = r.partingHits && k.pool ? landUnitPool(k.pool, r.partingHits, targets, answer, sideName) : undefined;
  const rolled = r.success ? 'success' : 'failure';
  if (landing?.question) {
    const q = landing.question;
    const question = render(q.said);
    const options = [q.example, '…'];
    session.ask(flags, [], { question, said: q.said, options, rule: q.rule, picks: q.picks });
    const wait = awaitingLines(flags, command, q.said, options, `--roll ${r.roll} --parting-dice ${parting.join(',')}`);
    const awaiting = { question, options };
    return out({ game: s.id, ...json(r), rolls: box.rolls, awaiting, answer: wait.answer }, () => [
      ...reportLines({
        title,
        before: plan.steps,
        chances: { of, outcomes, rolled },
        after: r.steps.slice(plan.steps.length),
        rolls: box.rolls,
      }),
      ...wait.lines,
    ]);
  }
  const landed: TargetHits[] = landing
    ? movers.map((m) => {
        const after = landing.hits[m.ref] ?? m.hits;
        return {
          ref: m.ref,
          hits: after - m.hits,
          before: m.hits,
          after,
          strength: m.strength,
          removed: landing.eliminated.includes(m.ref),
        };
      })
    : [];
  const hurt = landed.length ? afterHits(st, landed) : { hits: st.hits, eliminated: [...st.eliminated] };
  const eliminated = [...hurt.eliminated, ...r.removed.filter((x) => !hurt.eliminated.includes(x))];
  session.record(
    {
      command,
      inputs: {
        movers: movers.map((m) => m.ref),
        into,
        defenders: defenders.map((d) => d.ref),
        odds: r.odds,
        reading,
        ...(given2 && movers.length > 1 ? { spread: given2.spread } : {}),
      },
      result: { success: r.success, removed: r.removed, partingHits: r.partingHits },
      turn,
    },
    {
      ...(turn !== undefined ? { turn } : {}),
      ...(limit && counts ? limitRecorded(limit, counts, refs, turn, r.success) : {}),
      hits: hurt.hits,
      eliminated,
      positions: seenAt(
        st.positions,
        movers.map((m) => ({ ref: m.ref, at: r.success ? into : m.area })),
      ),
      ...phaseOf(s, p, movers[0].unit.side),
      ...(turn !== undefined ? { [TURN_LOG_KEY]: log } : {}),
    },
  );
  const chancesOfHits = r.partingChances
    .map((c, hits) => msg('overrun.chance', { code: partingCode(hits), fraction: c.fraction }))
    .reduce<Message | undefined>((a, b) => (a ? msg('step.comma', { a, b }) : b), undefined);
  return out({ game: s.id, ...json(r), spread: landed, rolls: box.rolls }, () =>
    reportLines({
      title,
      before: plan.steps,
      chances: { of, outcomes, rolled },
      after: [
        ...r.steps.slice(plan.steps.length),
        ...(landing?.said ?? []),
        ...(r.success && shots && chancesOfHits
          ? [msg('overrun.partingChances', { shots, chances: chancesOfHits })]
          : []),
      ],
      rolls: box.rolls,
    }),
  );
}

/** The phase the movers' side overruns in, as the sequence names it: "<section>, <name>". */
function phaseOf(s: Scenario, p: OverrunProcedure, side: string): { phase?: string } {
  const ph = s.rules?.sequence.phases.find((x) => x.side === side && x.procedures.includes(p.id));
  return ph ? { phase: `${ph.section ?? s.rules?.sequence.section ?? p.section}, ${ph.name}` } : {};
}

/** The game options an overrun's refusals read (`option.ID` in `when` or `unit`), each asked for as its own flag. */
function refusalOptions(p: OverrunProcedure): string[] {
  const read = new Set<string>();
  for (const r of p.refusals)
    for (const c of [r.when, r.unit])
      if (c) for (const n of namesIn(parseCondition(c))) if (n.startsWith('option.')) read.add(n.slice(7));
  return [...read];
}

/** The overrun's options and the page's form, in order. */
function overrunFields(s: Scenario, p: OverrunProcedure): TableField[] {
  const fields: TableField[] = [
    { key: 'movers', label: 'Moving units, all in one area', kind: 'units', list: true, typed: 'UNIT@AREA' },
    { key: 'into', label: 'Area overrun', kind: 'text', place: true },
    { key: 'defenders', label: 'Enemy units overrun', kind: 'units', list: true },
    { key: 'hits', label: 'Hits units carry now, else the journal’s', typed: 'UNIT=N', kind: 'text', list: true },
    { key: 'assign', label: 'Parting-shot hits spread in advance', typed: 'UNIT=N', kind: 'text', list: true },
    { key: 'turn', label: 'Game turn', kind: 'number' },
    { key: 'position', label: 'Where units stand and their hits', kind: 'position' },
    { key: 'roll', label: 'Overrun die', kind: 'dice' },
    { key: 'partingDice', label: 'Parting shots, one face per die', kind: 'dice' },
  ];
  const read = [...new Set([...(p.target ? [p.target.option] : []), ...refusalOptions(p)])];
  for (const o of s.game.options.filter((x) => read.includes(x.id)))
    fields.push({
      key: camel(o.id),
      label: `Game option ${o.id}`,
      kind: 'choice',
      choices: ['', ...o.choices.map((c) => c.id)],
      option: o.id,
    });
  return fields;
}

/** A declared overrun as a table procedure: the CLI's command and the page's screen. */
export function overrunProcedure(s: Scenario, p: OverrunProcedure): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: overrunFields(s, p),
    run: (tc, flags, given) =>
      runOverrun(p, tc, { movers: [], defenders: [], hits: [], assign: [], ...flags } as OverrunFlags, given ?? flags),
  };
}
