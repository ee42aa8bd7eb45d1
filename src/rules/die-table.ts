import type { Scenario } from '../model/scenario.js';
import type { DieTable } from '../model/schema/charts.js';
import type { DieTableProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { rowForRoll } from '../assist/crt/row-for-roll.js';
import type { Session } from '../assist/table/session.js';
import type { Unit } from '../model/schema/units.js';
import { evaluate } from './evaluate.js';
import { KeyedRefusal, msg, signed, type Message, procedureTitle } from '../assist/messages.js';
import type { Chance, RuleReport } from './report.js';

// A die table as rules.yaml declares it: the chance of every row before the roll, the row read, and the row's
// effects that the game keeps (weather, air units granted) written into the journal's state for the
// conditions of later procedures.

export interface TableRequest {
  names: Record<string, number | boolean | string>;
  inputs: Record<string, number | boolean | string>;
  turn?: number;
  roll?: number;
  /** With `each`: the units rolled for, in order, and their faces as rolled by hand. */
  units?: readonly Unit[];
  faces?: number[];
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
  if (p.each) return rollEach(chart, p, rq, session, report, drm);
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

/**
 * One roll for each reinforcement named, on the turn `rolledBefore` its set-up turn: the row's `shift` effect
 * moves the turn it arrives, kept per unit in the state key `record`. A unit with a kept turn has rolled.
 */
function rollEach(
  chart: DieTable,
  p: DieTableProcedure,
  rq: TableRequest,
  session: Session,
  report: RuleReport,
  drm: number,
): RuleReport {
  const each = p.each!;
  const units = rq.units ?? [];
  const kept = session.state<Record<string, number>>(each.record, {});
  const due = (u: Unit): number => {
    if (u.setup?.turn === undefined) throw new KeyedRefusal(msg('table.eachNotReinforcement', { unit: u.id }));
    return u.setup.turn;
  };
  for (const u of units) {
    const on = due(u) - each.rolledBefore;
    if (rq.turn !== undefined && rq.turn !== on)
      throw new KeyedRefusal(
        msg('table.eachWrongTurn', { unit: u.id, due: due(u), on, turn: rq.turn, section: each.section }),
      );
    if (kept[u.id] !== undefined)
      throw new KeyedRefusal(msg('table.eachRolled', { unit: u.id, turn: kept[u.id], section: each.section }));
  }
  report.before.push(...units.map((u) => msg('table.eachDue', { unit: u.id, name: u.name, due: due(u) })));
  report.chances!.heading = msg(session.preview ? 'table.eachChancesPreview' : 'table.eachChances');
  report.data.units = units.map((u) => u.id);
  if (session.preview) return report;
  const { sides } = parseDice(chart.dice);
  const box = session.dice(rq.faces !== undefined);
  const count = parseDice(chart.dice).count;
  const faces = box.faces('--dice', units.length * count, rq.faces, sides);
  const labels = chart.rows.map((r) => r.roll);
  const results = units.map((u, i) => {
    const roll = faces.slice(i * count, (i + 1) * count).reduce((a, b) => a + b, 0);
    const row = chart.rows[rowForRoll(labels, roll + drm).index];
    const shift = Number(row.effects[each.shift] ?? 0);
    const scheduled = due(u);
    const arrives = scheduled + shift;
    report.after.push(
      msg('table.eachResult', {
        unit: u.id,
        name: u.name,
        due: scheduled,
        roll: roll + drm,
        result: row.results.join(', '),
        turn: arrives,
        section: each.section,
      }),
    );
    return { unit: u.id, scheduled, roll, row: row.roll, result: row.results[0], shift, arrives };
  });
  const record = { ...kept, ...Object.fromEntries(results.map((r) => [r.unit, r.arrives])) };
  session.record(
    {
      command: p.id,
      inputs: { units: units.map((u) => u.id), ...(rq.turn !== undefined ? { turn: rq.turn } : {}) },
      result: results.map((r) => ({ unit: r.unit, [each.record]: r.arrives })),
      turn: rq.turn,
    },
    { [each.record]: record, ...(rq.turn !== undefined ? { turn: rq.turn } : {}) },
  );
  report.rolls = box.rolls;
  report.data.units = results;
  return report;
}
