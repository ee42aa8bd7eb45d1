import type { Scenario } from '../../model/scenario.js';
import { parseDice } from '../../model/dice-spec.js';
import { areaGraph, type AreaGraph } from '../../assist/map/area-graph.js';
import { positionItems, type Position, type PositionEntry } from '../../assist/position/position-entries.js';
import { KeyedRefusal, KeyedUsage, render, type Message } from '../../assist/messages.js';
import { Session, required, turnFrom, type AssistFlags } from '../../assist/table/session.js';
import { optionChoice } from '../../assist/table/option-choice.js';
import { list, handFaces, handTotalOf, refCounts } from '../../assist/table/hand-dice.js';
import { complement, reportLines } from '../../assist/table/report-lines.js';
import {
  tableOutput as out,
  type TableContext,
  type TableOutput,
  type TableProcedure,
  type Line,
  FROM_DATA,
  linesText,
} from '../../assist/table/procedure.js';
import { findUnit } from '../../rules/shared/placed-unit.js';
import { contestedEntry } from '../../rules/movement.js';
import { seenAt } from '../../rules/shared/game-state.js';
import { areaUnits, mostStrength, type AreaUnit } from './area-units.js';
import { checkDoadUnits, doadState, DOAD_RULES, type DoadState } from './state.js';
import { planOverrun, resolveOverrun, overrunNumbers, partingCode, type OverrunReading } from './overrun.js';
import { landUnitPool } from '../../rules/unit-pool.js';
import { checkTurnLimit, limitCounts, limitRecorded, limitUntracked } from '../../rules/turn-limit.js';
import { GERMAN } from './sides.js';
import { checkStacking } from './stacking.js';
import { msg } from './messages.js';

// Death of a Division's procedures as the table runs them, from the command line and the companion page alike.

const GAME = 'death-of-a-division';

export function areaTable(s: Scenario): { s: Scenario; graph: AreaGraph } {
  if (s.map?.kind !== 'area') throw new KeyedRefusal(msg('death-of-a-division.refused.areaMap', { game: s.id }));
  return { s, graph: areaGraph(s.map) };
}

export interface Context {
  position?: Position;
  hits: Record<string, number>;
  st: DoadState;
  turn?: number;
}

/**
 * Units named on the command line: "ID@AREA", or a bare id found in the position file. Hits come from
 * --hits, else the position file, else the journal. A unit removed from play, or not yet arrived, is refused.
 */
export function unitsFrom(s: Scenario, items: readonly string[], flag: string, ctx: Context): AreaUnit[] {
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
          ? msg('death-of-a-division.refused.notInFile', { flag, item, file: String(ctx.position.file) })
          : msg('death-of-a-division.refused.whereIs', { flag, item }),
      );
    return found;
  });
  checkDoadUnits(entries, ctx.st, ctx.turn);
  return areaUnits(entries.map((e) => ({ ...e, hits: ctx.hits[e.ref] ?? e.hits })));
}

/** A position file read and checked against the game: its units, their hits, the three-unit stacking limit. */
export function readPosition(s: Scenario, file: string, read: TableContext['readPosition']): Position {
  if (!read) throw new KeyedUsage(msg('death-of-a-division.refused.positionFile'));
  const p = read(file, s);
  checkStacking(s, areaUnits(p.entries));
  return p;
}

export function context(
  s: Scenario,
  flags: AssistFlags & { position?: string; hits?: string[]; turn?: string; amend?: boolean },
  session: Session,
  read: TableContext['readPosition'],
): Context {
  return {
    position: flags.position ? readPosition(s, flags.position, read) : undefined,
    hits: refCounts(flags.hits ?? [], '--hits', mostStrength(s), 'the strongest unit’s strength'),
    st: doadState(session.rawState, flags.journal),
    turn: turnFrom(flags, session, DOAD_RULES.sequence),
  };
}

/** Where a unit's hits went: the hits landed, before and after, and whether they removed it. */
export interface TargetHits {
  ref: string;
  hits: number;
  before: number;
  after: number;
  strength: number;
  removed: boolean;
}

/** The hits and removals after hits land (rules 2): a unit whose hits reach its strength leaves play. */
export function afterHits(
  st: DoadState,
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

export const placed = (us: readonly AreaUnit[]) => us.map((u) => ({ ref: u.ref, at: u.area }));

/**
 * The spread of hits a player gave: --assign in advance, or --choose once the hits are known. One that does
 * not fit the hits rolled (given before the roll) is set aside and the question asked, not refused: refusing
 * would throw away dice already rolled.
 */
export function spreadGiven(
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

export interface OverrunFlags extends AssistFlags {
  movers: string[];
  into: string;
  defenders: string[];
  roll?: string;
  partingDice?: string;
  overrunTarget?: string;
  hits: string[];
  assign: string[];
  position?: string;
  turn?: string;
}

/** Prints a result that waits on a choice, and how to give it. */
export function awaitingLines(
  flags: AssistFlags,
  command: string,
  question: Message,
  options: string[],
  rolls: string,
): { answer: string; lines: Line[] } {
  const answer = flags.journal
    ? `Answer: sandtable ${command} --journal ${flags.journal} --choose ${options.join('|')}`
    : `No journal keeps these dice: run the command again with --choose ${options.join('|')} and ${rolls}`;
  // The answer names the command line, which only the CLI prints: the page sets such a line aside.
  const waiting = msg('death-of-a-division.overrun.waiting', { question });
  return { answer, lines: ['', msg('line.indent', { line: waiting }), `  ${answer}`] };
}

/** Overrun (rule 5): the CLI's `overrun death-of-a-division`. */
export async function runOverrun(
  tc: TableContext,
  given: OverrunFlags,
  givenFlags: Record<string, unknown>,
): Promise<TableOutput> {
  const { s, graph } = areaTable(tc.scenario);
  const k = overrunNumbers(s);
  const session = new Session(s, given, `overrun ${s.id}`, tc.env);
  const { flags, choices } = session.resume(given, givenFlags);
  const ctx = context(s, flags, session, tc.readPosition);
  const { st, turn } = ctx;
  const reading = optionChoice(s, 'overrun-target', flags.overrunTarget) as OverrunReading;
  const into = required(flags.into, '--into <area>');
  graph.area(into);
  const movers = unitsFrom(s, required(flags.movers, '--movers <unit[@area],...>'), '--movers', ctx);
  let defenderItems = flags.defenders;
  if (!defenderItems.length) {
    if (!ctx.position) throw new KeyedUsage(msg('death-of-a-division.refused.defendersNeeded'));
    if (reading === 'single-unit') throw new KeyedUsage(msg('death-of-a-division.refused.singleUnitFlag'));
    defenderItems = ctx.position.entries
      .filter((e) => e.at === into && e.unit.side !== movers[0].unit.side)
      .map((e) => e.ref);
    if (!defenderItems.length)
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.noEnemyIn', { at: into, file: String(ctx.position.file) }),
      );
  }
  const defenders = unitsFrom(s, defenderItems, '--defenders', ctx);
  // Rule 5: units leaving an area that holds enemy units may not enter another that holds them.
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
  const input = { movers, defenders, into, reading };
  const plan = planOverrun(graph, input, k);
  // Two overruns a unit a turn, none after a failure stopped it (5): counted in the journal as rules.yaml says.
  const refs = movers.map((m) => m.ref);
  const counts = limitCounts(k.limit, session.rawState, turn);
  checkTurnLimit(k.limit, counts, refs, turn);
  const title = msg('death-of-a-division.overrun.title', { game: s.game.title, into: plan.intoName });
  const shots = plan.partingShots.reduce((n, p) => n + p.dice, 0);
  const success = { meaning: msg('death-of-a-division.overrun.success', { shots }) };
  const failure = { meaning: msg('death-of-a-division.overrun.failure') };
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
  const of = msg('death-of-a-division.overrun.of');
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
  if (!r.success && partingFaces?.length) throw new KeyedRefusal(msg('death-of-a-division.refused.noParting'));
  const parting = r.partingFaces;
  if (turn === undefined) r.steps.push(limitUntracked(k.limit));
  const given2 = spreadGiven(flags.assign, choices[0], r.partingHits, shots, !!session.pending);
  // The engine lands the parting shots' hits on the movers, spread as the declared pool says (rules 5, 6).
  const targets = movers.map((m) => ({ ref: m.ref, unit: m.unit, at: m.area, hits: m.hits }));
  const answer =
    given2 &&
    Object.entries(given2.spread)
      .map(([ref, n]) => `${ref}=${n}`)
      .join(',');
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const landing = r.partingHits ? landUnitPool(k.pool, r.partingHits, targets, answer, sideName) : undefined;
  const rolled = r.success ? 'success' : 'failure';
  if (landing?.question) {
    const q = landing.question;
    const question = render(q.said);
    const options = [q.example, '…'];
    session.ask(flags, [], { question, said: q.said, options, rule: q.rule, picks: q.picks });
    const wait = awaitingLines(
      flags,
      `overrun ${s.id}`,
      q.said,
      options,
      `--roll ${r.roll} --parting-dice ${parting.join(',')}`,
    );
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
      command: `overrun ${s.id}`,
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
      ...limitRecorded(k.limit, counts, refs, turn, r.success),
      hits: hurt.hits,
      eliminated,
      positions: seenAt(
        st.positions,
        movers.map((m) => ({ ref: m.ref, at: r.success ? into : m.area })),
      ),
      phase: movers[0].unit.side === GERMAN ? '3, German move' : '7, US move',
    },
  );
  const chancesOfHits = r.partingChances
    .map((c, hits) => msg('death-of-a-division.overrun.chance', { code: partingCode(hits), fraction: c.fraction }))
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
          ? [msg('death-of-a-division.overrun.partingChances', { shots, chances: chancesOfHits })]
          : []),
      ],
      rolls: box.rolls,
    }),
  );
}

export const doadOverrun: TableProcedure = {
  game: GAME,
  verb: 'overrun',
  ...FROM_DATA,
  run: (tc, flags, given) =>
    runOverrun(tc, { movers: [], defenders: [], hits: [], assign: [], ...flags } as unknown as OverrunFlags, given),
};
