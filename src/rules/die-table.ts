import type { Scenario } from '../model/scenario.js';
import { KeyedRefusal } from '../assist/messages.js';
import type { DieTable } from '../model/schema/charts.js';
import type { DieTableProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { rowForRoll } from '../assist/crt/row-for-roll.js';
import type { Session } from '../assist/table/session.js';
import { evaluate } from './evaluate.js';
import { msg, signed, type Message, procedureTitle } from '../assist/messages.js';
import type { Chance, RuleReport } from './report.js';

// A die table as rules.yaml declares it: the chance of every row before the roll, the row read, and the row's
// effects that the game keeps (weather, air units granted) written into the journal's state for the
// conditions of later procedures.

export interface TableRequest {
  names: Record<string, number | boolean | string>;
  inputs: Record<string, number | boolean | string>;
  turn?: number;
  roll?: number;
}

export function runDieTable(s: Scenario, p: DieTableProcedure, rq: TableRequest, session: Session): RuleReport {
  const chart = s.charts.find((c): c is DieTable => c.id === p.chart && c.kind === 'die-table');
  if (!chart) throw new Error(`validate let ${p.id} through without its die table`);
  const facts = {
    names: { ...rq.names, ...Object.fromEntries(Object.entries(rq.inputs).map(([k, v]) => [`input.${k}`, v])) },
  };
  const before: Message[] = [];
  let drm = 0;
  for (const a of p.drms) {
    if (a.when && !evaluate(parseCondition(a.when), facts)) continue;
    const count = a.per ? Number(evaluate(parseCondition(a.per), facts)) : 1;
    const value = (a.drm ?? 0) * count;
    if (!value) continue;
    drm += value;
    before.push(msg('table.drm', { what: a.text ?? a.id ?? '', drm: signed(value), section: a.section ?? p.section }));
  }
  if (p.oncePerTurn && rq.turn !== undefined && !session.preview) {
    const done = session.journal?.entries.some((e) => e.command === p.id && e.turn === rq.turn);
    if (done) throw new KeyedRefusal(msg('success.onceATurn', { title: p.title, section: p.section, turn: rq.turn }));
  }
  const dice = parseDice(chart.dice);
  const dist = sumDistribution(dice);
  const labels = chart.rows.map((r) => r.roll);
  const ways = new Map<number, number>();
  for (const [total, w] of dist.ways) {
    const i = rowForRoll(labels, total + drm).index;
    ways.set(i, (ways.get(i) ?? 0) + w);
  }
  const rowText = (i: number) => chart.columns.map((c, j) => `${c}: ${chart.rows[i].results[j]}`).join('; ');
  const outcomes: Chance[] = [...ways.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, w]) => ({
      code: String(chart.rows[i].roll),
      meaning: rowText(i),
      probability: w / dist.outcomes,
      fraction: `${w}/${dist.outcomes}`,
    }));
  const report: RuleReport = {
    game: s.id,
    procedure: p.id,
    kind: p.kind,
    title: procedureTitle(s.game.title, p.title, p.section),
    preview: session.preview,
    before,
    chances: {
      heading: msg(session.preview ? 'procedure.tableChancesPreview' : 'procedure.tableChances'),
      outcomes,
    },
    after: [],
    rolls: [],
    data: { table: chart.id, dice: chart.dice, drm, turn: rq.turn, chances: outcomes },
  };
  if (session.preview) return report;
  const box = session.dice(rq.roll !== undefined);
  const roll = box.roll('--roll', dice, rq.roll);
  const r = rowForRoll(labels, roll.total + drm);
  const row = chart.rows[r.index];
  report.chances!.rolled = String(row.roll);
  report.after.push(
    msg('table.roll', {
      roll: roll.total,
      drm: drm ? ` ${signed(drm)} = ${roll.total + drm}` : '',
      row: String(row.roll),
    }),
  );
  chart.columns.forEach((c, j) => report.after.push(msg('table.cell', { column: c, result: row.results[j] })));
  const kept: Record<string, unknown> = {};
  for (const key of p.record)
    if (key in row.effects) {
      kept[key] = row.effects[key];
      report.after.push(msg('table.recorded', { key, value: String(row.effects[key]) }));
    }
  if (rq.turn !== undefined) kept.turn = rq.turn;
  session.record(
    { command: p.id, inputs: { ...rq.inputs }, result: { row: row.roll, effects: row.effects }, turn: rq.turn },
    kept,
  );
  report.rolls = box.rolls;
  Object.assign(report.data, { roll: roll.total, row: row.roll, results: row.results, effects: row.effects, kept });
  return report;
}
