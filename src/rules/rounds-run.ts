import type { Scenario } from '../model/scenario.js';
import type { HookField, RoundsProcedure } from '../model/schema/rules.js';
import type { Crt } from '../model/schema/charts.js';
import { declaredAdjustment } from '../model/hook-numbers.js';
import { parseDice } from '../model/dice-spec.js';
import type { JournalRoll } from '../assist/journal/journal-format.js';
import { explainedCharts } from '../assist/crt/result-meaning.js';
import { KeyedRefusal, KeyedUsage, msg, render, type Message } from '../assist/messages.js';
import {
  Session,
  reconstructionNote,
  reconstructionWarning,
  required,
  turnFrom,
  type AssistFlags,
} from '../assist/table/session.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { handTotals } from '../assist/table/hand-dice.js';
import { reportLines } from '../assist/table/report-lines.js';
import {
  tableOutput as out,
  declaredHead,
  type Line,
  type TableContext,
  type TableOutput,
  type TableProcedure,
} from '../assist/table/procedure.js';
import { checkListedOnce } from './shared/listed-once.js';
import { seenAt } from './shared/game-state.js';
import { flagKey, flagText, tableField } from './shared/flag-values.js';
import {
  planAreaRounds,
  resolveAreaRounds,
  type AreaRoundsInput,
  type AreaRoundsPlan,
  type AreaRoundsReport,
  type StruckAnswer,
  type StruckPoint,
} from './area-rounds.js';
import { forceOf, type Force } from './rounds-counts.js';
import type { RoundsPlayHook, RoundsPlayQuery } from './rounds-hooks.js';
import { saysMessage } from './says.js';

// A battle in rounds as the table runs it (`kind: rounds`), from the command line and the page alike: the units in
// the area by id, the side the attack comes from, the game options the declaration's fields name, and hand dice one
// total a round. The preview gives the first round's chances; a battle keeps its losses and the survivors' area in
// the journal. Everything it judges is declared: a force given as a count (`counts`), a side's choice on a result
// (`rounds.choice`). What only a game's cards decide is its named play hook's (`play.hook`, rounds-hooks.ts).

/** The engine's own options, before any the declaration adds. */
const ENGINE_FIELDS: HookField[] = [
  { id: 'area', label: 'Area of the battle', kind: 'text', place: true, required: true },
  { id: 'from', label: 'Side the attack comes from (an area of two terrains)', kind: 'text' },
  { id: 'attacker', label: 'Attacking units', kind: 'units', list: true, required: true },
  { id: 'defender', label: 'Defending units', kind: 'units', list: true, required: true },
  { id: 'turn', label: 'Game turn (else the journal’s)', kind: 'number' },
  { id: 'rolls', label: 'Dice totals, one per round', kind: 'dice' },
];

/**
 * The options: the declaration's, in its order and words, after the engine's own it leaves out. Those the engine
 * reads are its own, `counts`' (`attacker-armour`, `attacker-side`) and the choice's; the rest are the play hook's.
 */
const fieldsOf = (p: RoundsProcedure): HookField[] => {
  const c = p.counts;
  const ch = p.rounds.choice;
  const own: HookField[] = [
    // A choice answered on a second call (`--journal … --choose`) is given without the battle's own options.
    ...(ch ? ENGINE_FIELDS.map(({ required: _, ...f }) => f) : ENGINE_FIELDS),
    // A count of units, some of a kind, and the counted attacker's side (`counts`).
    ...(c
      ? (['attacker', 'defender'] as const).map(
          (side): HookField => ({
            id: `${side}-${c.among.id}`,
            label: `With a count: ${c.among.id} among the ${side}s`,
            kind: 'number',
            initial: '0',
          }),
        )
      : []),
    ...(c ? [{ id: 'attacker-side', label: 'With counts: the attacking side', kind: 'text' } as HookField] : []),
    // The declared choice, answered for every result at once.
    ...(ch
      ? [
          {
            id: ch.id,
            label: `${ch.name}, decided for every result`,
            kind: 'choice',
            choices: ['', ...ch.options.map((o) => o.id)],
          } as HookField,
        ]
      : []),
  ];
  return [...own.filter((e) => !p.fields?.some((f) => f.id === e.id)), ...(p.fields ?? [])];
};

const engineReads = (p: RoundsProcedure): Set<string> =>
  new Set([
    ...ENGINE_FIELDS.map((f) => f.id),
    ...(p.counts ? [`attacker-${p.counts.among.id}`, `defender-${p.counts.among.id}`, 'attacker-side'] : []),
    ...(p.rounds.choice ? [p.rounds.choice.id] : []),
  ]);

type Hook = (name: string) => Promise<RoundsPlayHook | undefined>;

/** A shift the play hook applies, read by id on the terrain's CRT: the hook keeps no number of its own. */
export const declaredShift =
  (s: Scenario, p: RoundsProcedure) =>
  (crt: Crt) =>
  (id: string): number =>
    declaredAdjustment(s, { ...p, hook: p.play?.hook ?? p.id }, 'shift', id, crt).value;

/** The units' sides: a named force's own, a counted attacker's `--attacker-side`, the other for the defender. */
function sidesOf(s: Scenario, attacker: Force, defender: Force, attackerSide: string | undefined) {
  if (attackerSide !== undefined && !s.game.sides.some((x) => x.id === attackerSide))
    throw new KeyedUsage(
      msg('rounds.refused.sideFlag', {
        flag: '--attacker-side',
        sides: s.game.sides.map((x) => x.id).join(', '),
        value: attackerSide,
      }),
    );
  const a = (attacker.named ? attacker.units[0]?.side : undefined) ?? attackerSide;
  const other = a !== undefined ? s.game.sides.find((x) => x.id !== a)?.id : undefined;
  const d = (defender.named ? defender.units[0]?.side : undefined) ?? other;
  if (attacker.named)
    for (const u of attacker.units)
      if (u.side !== a) throw new KeyedRefusal(msg('rounds.refused.sides', { ref: u.id, side: u.side, want: a ?? '' }));
  if (defender.named)
    for (const u of defender.units) {
      if (a !== undefined && u.side === a)
        throw new KeyedRefusal(msg('rounds.refused.sameSide', { ref: u.id, side: a }));
      if (u.side !== d)
        throw new KeyedRefusal(msg('rounds.refused.notDefender', { ref: u.id, side: u.side, want: d ?? '' }));
    }
  return { attacker: a, defender: d };
}

async function runRounds(
  ctx: TableContext,
  p: RoundsProcedure,
  given: Record<string, unknown>,
  givenFlags: Record<string, unknown>,
  hookOf?: Hook,
): Promise<TableOutput> {
  const s = explainedCharts(ctx.scenario, !!given.explain);
  const hook = p.play ? await hookOf?.(p.play.hook) : undefined;
  if (p.play && !hook) throw new Error(`${p.id}: the card-play hook "${p.play.hook}" was not given`);
  const session = new Session(s, given, `${p.id} ${s.id}`, ctx.env);
  const resumed = session.resume(given as AssistFlags, givenFlags);
  const flags = resumed.flags as Record<string, unknown>;
  const choices = resumed.choices;
  const area = required(flagText(flags.area), '--area <id>');
  const among = p.counts
    ? (side: string) => flagText(flags[flagKey(`${side}-${p.counts!.among.id}`)])
    : () => undefined;
  const attacker = forceOf(
    s,
    p,
    'attacker',
    required(flagText(flags.attacker), '--attacker <units>'),
    among('attacker'),
  );
  const defender = forceOf(
    s,
    p,
    'defender',
    required(flagText(flags.defender), '--defender <units>'),
    among('defender'),
  );
  const named = [...(attacker.named ? attacker.units : []), ...(defender.named ? defender.units : [])];
  const turn = turnFrom(
    { turn: flagText(flags.turn), amend: !!flags.amend },
    session,
    hook?.sequence ?? s.rules?.sequence.section,
  );
  const own = Object.fromEntries(
    fieldsOf(p)
      .filter((f) => !engineReads(p).has(f.id) && !f.option)
      .map((f) => [flagKey(f.id), flags[flagKey(f.id)]]),
  );
  const q: RoundsPlayQuery = {
    scenario: s,
    state: session.rawState,
    journal: flagText(flags.journal),
    turn,
    options: {},
    flags: own,
    named,
    sides: {},
  };
  hook?.units?.(q);
  const eliminatedBefore = session.state<string[]>('eliminated', []);
  for (const u of named)
    if (eliminatedBefore.includes(u.id)) throw new KeyedRefusal(msg('rounds.refused.eliminated', { ref: u.id }));
  checkListedOnce(named.map((u) => ({ ref: u.id })));
  q.sides = sidesOf(s, attacker, defender, p.counts ? flagText(flags.attackerSide) : undefined);
  const choice = p.rounds.choice;
  const optionIds = choice?.options.map((o) => o.id) ?? [];
  const always = choice ? flagText(flags[flagKey(choice.id)]) : undefined;
  if (always !== undefined && !optionIds.includes(always))
    throw new KeyedUsage(
      msg('rounds.refused.choiceFlag', { input: choice!.id, choices: optionIds.join(', '), value: always }),
    );
  const options: Record<string, string> = {};
  for (const f of p.fields ?? [])
    if (f.option && f.option !== '*') options[f.option] = optionChoice(s, f.option, flagText(flags[flagKey(f.id)]));
  q.options = options;
  const shift = declaredShift(s, p);
  const input: AreaRoundsInput = {
    area,
    from: flagText(flags.from),
    attackers: attacker.units,
    defenders: defender.units,
    options,
    ...(hook?.played ? { played: (crt: Crt) => hook.played!(q, crt, shift(crt)) } : {}),
  };
  const plan = planAreaRounds(s, p, input);
  hook?.check?.(q);
  if (flags.preview) return roundsPreview(s, plan);
  const dice = parseDice(plan.crt.dice);
  const box = session.dice(flags.rolls !== undefined);
  const feed = box.totals('--rolls', dice, handTotals(dice, flagText(flags.rolls), '--rolls'));
  let asked = 0;
  const chosen: string[] = [];
  let waiting: StruckPoint | undefined;
  const pick = (): string | undefined => {
    if (always !== undefined) return always;
    // A side the game's hook says cannot make the choice (it holds no such card) has none to make.
    if (hook?.canChoose?.(q) === false) return optionIds[0];
    const c = choices[asked];
    if (c === undefined) return undefined;
    asked++;
    if (!optionIds.includes(c))
      throw new KeyedUsage(
        msg('rounds.refused.choose', {
          what: saysMessage(p.id, 'choice', 'name', choice!.name, {}),
          choices: optionIds.join(', '),
          value: c,
        }),
      );
    return c;
  };
  const answer = (point: StruckPoint): StruckAnswer => {
    if (point.side !== choice!.side) return { steps: [] };
    const c = pick();
    if (c === undefined) {
      waiting = point;
      return { wait: saysMessage(p.id, 'choice', 'waits', choice!.waits, { section: choice!.section }) };
    }
    chosen.push(c);
    const o = choice!.options.find((x) => x.id === c)!;
    const values = { code: point.result, result: point.result, section: choice!.section };
    const steps = o.says ? [saysMessage(p.id, 'choice.options', o.id, o.says, values)] : [];
    return o.stop ? { steps, stop: o.stop } : { steps };
  };
  const report = resolveAreaRounds(s, p, { ...input, roll: feed.next, ...(choice ? { answer } : {}) });
  const after = report.steps.slice(plan.steps.length + plan.first.steps.length);
  if (waiting && choice) {
    const { side: _, ...point } = waiting;
    const question = saysMessage(p.id, 'choice', 'question', choice.question, {
      result: point.result,
      meaning: point.meaning,
    });
    const awaiting = { question: render(question), said: question, options: optionIds, rule: choice.section, point };
    session.ask(flags as AssistFlags, choices.slice(0, asked), awaiting);
    const example = optionIds.join('|');
    // How to answer on the command line, keyed: the page asks in its own box and leaves it out by its key.
    const said = flags.journal
      ? msg('answer.journal', { command: `${p.id} ${s.id}`, journal: String(flags.journal), example })
      : msg('answer.again', { dice: `--rolls ${report.rounds.map((r) => r.crt.roll).join(',')}`, example });
    const answerLine = render(said);
    return roundsOutput(s, plan, { ...report, awaiting } as AreaRoundsReport, box.rolls, {
      more: { answer: answerLine },
      end: [
        '',
        msg('line.indent', { line: msg('rounds.waiting', { rule: choice.section, question }) }),
        // The command-line hint, in the report's language; its English is the JSON's `answer`.
        msg('line.indent', { line: said }),
      ],
    });
  }
  feed.finish();
  // Refusing an unasked choice now would throw away dice already rolled; it is said, not fatal.
  if (choice && choices.length > asked)
    after.push(msg(`rounds.choiceNotNeeded.${choice.side}`, { choice: choices[asked] }));
  const lost = [...report.eliminated.attacker, ...report.eliminated.defender].filter((id) =>
    named.some((u) => u.id === id),
  );
  const ownState = hook?.keep?.({ ...q, area, outcome: report.outcome, choices: chosen }) ?? {};
  session.record(
    {
      command: `${p.id} ${s.id}`,
      inputs: {
        area,
        ...(flags.from !== undefined ? { from: String(flags.from) } : {}),
        // As given: a list where the field is one, else the text (ids, or a count).
        attacker: flags.attacker as string | string[],
        defender: flags.defender as string | string[],
        ...(choice && chosen.length ? { [flagKey(choice.id)]: chosen } : {}),
      },
      result: report.outcome,
      turn,
    },
    {
      eliminated: [...eliminatedBefore, ...lost.filter((id) => !eliminatedBefore.includes(id))],
      positions: seenAt(
        session.state<Record<string, string>>('positions', {}),
        named.filter((u) => !lost.includes(u.id)).map((u) => ({ ref: u.id, at: area })),
      ),
      ...ownState,
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return roundsOutput(s, plan, report, box.rolls, { after });
}

/** The report's head: its title, the warnings of a reconstructed chart, the steps before the first roll. */
function head(s: Scenario, plan: AreaRoundsPlan) {
  return {
    warning: reconstructionWarning(s, plan.crt),
    note: reconstructionNote(s, plan.crt),
    title: msg('rounds.title', { game: s.game.title, area: plan.area.name }),
    before: [...plan.steps, ...plan.first.steps],
    chancesOf: msg('rounds.chancesOf', { column: plan.first.crt.column ?? '', drm: plan.first.drm }),
  };
}

/** A battle's preview: the first round's column, modifiers and the chance of every result; nothing rolled. */
export function roundsPreview(s: Scenario, plan: AreaRoundsPlan): TableOutput {
  const { warning, note, title, before, chancesOf } = head(s, plan);
  return out(
    {
      game: s.id,
      preview: true,
      table: plan.crt.id,
      defence: plan.defence,
      column: plan.first.crt.column,
      differential: plan.first.differential,
      shift: plan.first.shift,
      drm: plan.first.drm,
      probabilities: plan.first.crt.probabilities,
      outcomes: plan.first.crt.outcomes,
      steps: before.map((m) => render(m)),
      warning,
    },
    () =>
      reportLines({
        title,
        warnings: [note],
        before,
        chances: { of: chancesOf, outcomes: plan.first.crt.outcomes },
        preview: true,
      }),
  );
}

/**
 * A battle's report: the last round's reading and the first's chances, every round in English for --json, and the
 * lines in the report's language; `more` adds to the JSON (a question waiting) and `end` to the lines.
 */
export function roundsOutput(
  s: Scenario,
  plan: AreaRoundsPlan,
  report: AreaRoundsReport,
  rolls: readonly JournalRoll[],
  opts: { after?: Message[]; more?: Record<string, unknown>; end?: Line[] } = {},
): TableOutput {
  const { warning, note, title, before, chancesOf } = head(s, plan);
  const first = report.rounds[0].crt;
  const last = report.rounds[report.rounds.length - 1].crt;
  const english = <T extends { steps: readonly Message[] }>(x: T) => ({ ...x, steps: x.steps.map((m) => render(m)) });
  const json = { ...english(report), rounds: report.rounds.map(english) };
  const lines = () => [
    ...reportLines({
      title,
      warnings: [note],
      before,
      chances: { of: chancesOf, outcomes: first.outcomes, rolled: first.result },
      after: opts.after ?? report.steps.slice(before.length),
      rolls,
    }),
    ...(opts.end ?? []),
  ];
  if (opts.more) return out({ game: s.id, ...json, rolls, warning, ...opts.more }, lines);
  return out(
    {
      game: s.id,
      column: last.column,
      roll: last.roll,
      row: last.row,
      result: last.result,
      meaning: last.meaning,
      probabilities: first.probabilities,
      ...json,
      rolls,
      warning,
    },
    lines,
  );
}

/** A declared battle in rounds as a table procedure: `<id> GAME --area … --attacker … --defender …`. */
export function roundsProcedure(s: Scenario, p: RoundsProcedure, hookOf?: Hook): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: fieldsOf(p).map(tableField),
    run: (ctx, flags, given) =>
      runRounds(ctx, p, flags as Record<string, unknown>, (given ?? flags) as Record<string, unknown>, hookOf),
  };
}
