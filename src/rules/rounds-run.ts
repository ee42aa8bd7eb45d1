import type { Scenario } from '../model/scenario.js';
import type { HookField, RoundsProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { parseDice } from '../model/dice-spec.js';
import type { JournalRoll } from '../assist/journal/journal-format.js';
import { explainedCharts } from '../assist/crt/result-meaning.js';
import { KeyedRefusal, msg, render, type Message } from '../assist/messages.js';
import { Session, reconstructionNote, reconstructionWarning, turnFrom } from '../assist/table/session.js';
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
import { findUnit } from './shared/placed-unit.js';
import { checkListedOnce } from './shared/listed-once.js';
import { seenAt } from './shared/game-state.js';
import { flagItems, flagKey, flagText, tableField } from './shared/flag-values.js';
import {
  planAreaRounds,
  resolveAreaRounds,
  type AreaRoundsInput,
  type AreaRoundsPlan,
  type AreaRoundsReport,
} from './area-rounds.js';

// A battle in rounds as the table runs it (`kind: rounds`), from the command line and the page alike: the units in
// the area by id, the side the attack comes from, the game options the declaration's fields name, and hand dice one
// total a round. The preview gives the first round's chances; a battle keeps its losses and the survivors' area in
// the journal. Everything it judges is declared; no game's code takes part.

/** The engine's own options, before any the declaration adds. */
const ENGINE_FIELDS: HookField[] = [
  { id: 'area', label: 'Area of the battle', kind: 'text', place: true, required: true },
  { id: 'from', label: 'Side the attack comes from (an area of two terrains)', kind: 'text' },
  { id: 'attacker', label: 'Attacking units', kind: 'units', list: true, required: true },
  { id: 'defender', label: 'Defending units', kind: 'units', list: true, required: true },
  { id: 'turn', label: 'Game turn (else the journal’s)', kind: 'number' },
  { id: 'rolls', label: 'Dice totals, one per round', kind: 'dice' },
];

const fieldsOf = (p: RoundsProcedure): HookField[] => [
  ...ENGINE_FIELDS,
  ...(p.fields ?? []).filter((f) => !ENGINE_FIELDS.some((e) => e.id === f.id)),
];

/** The units named, all of one side, none lost earlier. */
function unitsOf(s: Scenario, items: readonly string[], eliminated: readonly string[]): Unit[] {
  const units = items.map((ref) => findUnit(s, ref.trim()));
  for (const u of units)
    if (eliminated.includes(u.id)) throw new KeyedRefusal(msg('rounds.refused.eliminated', { ref: u.id }));
  return units;
}

async function runRounds(ctx: TableContext, p: RoundsProcedure, flags: Record<string, unknown>): Promise<TableOutput> {
  const s = explainedCharts(ctx.scenario, !!flags.explain);
  const session = new Session(s, flags, `${p.id} ${s.id}`, ctx.env);
  const eliminatedBefore = session.state<string[]>('eliminated', []);
  const attackers = unitsOf(s, flagItems(flags.attacker), eliminatedBefore);
  const defenders = unitsOf(s, flagItems(flags.defender), eliminatedBefore);
  checkListedOnce([...attackers, ...defenders].map((u) => ({ ref: u.id })));
  const side = attackers[0]?.side;
  for (const u of attackers)
    if (u.side !== side) throw new KeyedRefusal(msg('rounds.refused.sides', { ref: u.id, side: u.side, want: side }));
  for (const u of defenders)
    if (u.side === side) throw new KeyedRefusal(msg('rounds.refused.sameSide', { ref: u.id, side }));
  const options: Record<string, string> = {};
  for (const f of p.fields ?? [])
    if (f.option && f.option !== '*') options[f.option] = optionChoice(s, f.option, flagText(flags[flagKey(f.id)]));
  const turn = turnFrom({ turn: flagText(flags.turn), amend: !!flags.amend }, session, s.rules?.sequence.section);
  const area = String(flags.area);
  const input: AreaRoundsInput = { area, from: flagText(flags.from), attackers, defenders, options };
  const plan = planAreaRounds(s, p, input);
  if (flags.preview) return roundsPreview(s, plan);
  const dice = parseDice(plan.crt.dice);
  const box = session.dice(flags.rolls !== undefined);
  const feed = box.totals('--rolls', dice, handTotals(dice, flagText(flags.rolls), '--rolls'));
  const report = resolveAreaRounds(s, p, { ...input, roll: feed.next });
  feed.finish();
  const lost = [...report.eliminated.attacker, ...report.eliminated.defender];
  const survivors = [...report.survivors.attacker, ...report.survivors.defender];
  session.record(
    {
      command: `${p.id} ${s.id}`,
      inputs: {
        area,
        ...(flags.from !== undefined ? { from: String(flags.from) } : {}),
        attacker: flagItems(flags.attacker),
        defender: flagItems(flags.defender),
      },
      result: report.outcome,
      turn,
    },
    {
      eliminated: [...eliminatedBefore, ...lost],
      positions: seenAt(
        session.state<Record<string, string>>('positions', {}),
        survivors.map((ref) => ({ ref, at: area })),
      ),
      ...(turn !== undefined ? { turn } : {}),
    },
  );
  return roundsOutput(s, plan, report, box.rolls);
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
export function roundsProcedure(s: Scenario, p: RoundsProcedure): TableProcedure {
  return {
    ...declaredHead(s.id, p),
    fields: fieldsOf(p).map(tableField),
    run: (ctx, flags) => runRounds(ctx, p, flags as Record<string, unknown>),
  };
}
