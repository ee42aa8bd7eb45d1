import type { Scenario } from '../model/scenario.js';
import type { DieTable } from '../model/schema/charts.js';
import type { DieTableProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { rowForRoll } from '../assist/crt/row-for-roll.js';
import type { Session } from '../assist/table/session.js';
import { evaluate } from '../model/condition-eval.js';
import { turnsOfColumn } from '../model/turn-column.js';
import { KeyedRefusal, msg } from '../assist/messages.js';
import type { Chance, RuleReport } from './report.js';

// A die table that can end for the rest of the game (rules.yaml's `ends`: a bridge that falls), and one whose
// column is the turn's (`column: turn`): the chance that it ends before the die, the row read, what ending does
// (units on it lost) and the state kept, so that a later roll is refused.

type Ends = NonNullable<DieTableProcedure['ends']>;

/** A unit named as standing on what may end, and where. */
export interface EndsUnit {
  ref: string;
  at: string;
}

/** The column read on a turn: the one whose id covers it; past the last, the last. */
export function columnForTurn(chart: DieTable, turn: number): number {
  const ids = chart.columnIds ?? [];
  const i = ids.findIndex((c) => {
    const t = turnsOfColumn(c);
    return !!t && turn >= t.min && turn <= t.max;
  });
  return i >= 0 ? i : chart.columns.length - 1;
}

/** The turn the table ended on, from the journal's state; undefined while it stands. */
export function endedOn(session: Session, ends: Ends): number | undefined {
  const kept = session.state<Record<string, unknown> | undefined>(ends.state, undefined);
  if (kept?.[ends.flag] !== true) return undefined;
  return typeof kept.turn === 'number' ? kept.turn : 0;
}

/** The rows that end it on this turn, read by `when` over the row's effects and the turn. */
function endsOnRow(chart: DieTable, ends: Ends, names: Record<string, number | boolean | string>) {
  const when = parseCondition(ends.when);
  const keys = new Set(chart.rows.flatMap((r) => Object.keys(r.effects)));
  return (i: number): boolean => {
    const row = chart.rows[i];
    const rowNames: Record<string, number | boolean | string> = { ...names };
    for (const k of keys) rowNames[`row.${k}`] = (row.effects[k] as number | boolean | string | undefined) ?? 0;
    return evaluate(when, { names: rowNames }) === true;
  };
}

/** Units named as on it: each on a sector of the map's bridges of the declared kind, none eliminated. */
function checkUnits(s: Scenario, ends: Ends, units: readonly EndsUnit[], eliminated: readonly string[]): void {
  const kind = ends.units?.bridge;
  const bridges = s.map && 'bridges' in s.map ? s.map.bridges.filter((b) => b.kind === kind) : [];
  const sectors = bridges.flatMap((b) => b.sectors);
  for (const u of units) {
    if (eliminated.includes(u.ref))
      throw new KeyedRefusal(msg('refused.eliminated', { ref: u.ref, section: ends.section }));
    if (kind && !sectors.includes(u.at))
      throw new KeyedRefusal(
        msg('table.endsNotOn', { ref: u.ref, at: u.at, sectors: sectors.join(', '), section: ends.section }),
      );
  }
}

export interface EndsRequest {
  names: Record<string, number | boolean | string>;
  inputs: Record<string, number | boolean | string>;
  turn: number;
  roll?: number;
  units: readonly EndsUnit[];
}

/**
 * Rolls a table that may end: the chance it ends this turn (certain from `certainFrom`, when no die is rolled),
 * then the row, what it does, the units lost with it, and the state the journal keeps.
 */
export function rollEnding(
  s: Scenario,
  chart: DieTable,
  p: DieTableProcedure & { ends: Ends },
  rq: EndsRequest,
  session: Session,
  report: RuleReport,
  drm: number,
): RuleReport {
  const ends = p.ends;
  const { turn } = rq;
  const eliminated = session.state<string[]>('eliminated', []);
  checkUnits(s, ends, rq.units, eliminated);
  const col = p.column === 'turn' ? columnForTurn(chart, turn) : undefined;
  const labels = chart.rows.map((r) => r.roll);
  const ending = endsOnRow(chart, ends, rq.names);
  const certain = ends.certainFrom !== undefined && turn >= ends.certainFrom;
  const cellOf = (i: number) => (col === undefined ? String(chart.rows[i].roll) : String(chart.rows[i].results[col]));
  const dice = parseDice(chart.dice);
  const dist = sumDistribution(dice);
  let ways = 0;
  const codes = { yes: '', no: '' };
  for (const [total, w] of dist.ways) {
    const i = rowForRoll(labels, total + drm).index;
    if (certain || ending(i)) {
      ways += w;
      codes.yes ||= cellOf(i);
    } else codes.no ||= cellOf(i);
  }
  if (certain) ways = dist.outcomes;
  const chance = { probability: ways / dist.outcomes, fraction: `${ways}/${dist.outcomes}` };
  const column = col === undefined ? undefined : chart.columns[col];
  if (column !== undefined) report.before.push(msg('table.turnColumn', { turn, column }));
  if (certain)
    report.before.push(
      msg('table.endsCertain', { turn, from: ends.certainFrom!, text: ends.text, section: ends.section }),
    );
  else
    report.before.push(
      msg('table.endsChance', {
        text: ends.text,
        ways,
        outcomes: dist.outcomes,
        percent: msg('report.fixed', { n: chance.probability * 100, digits: 1 }),
        section: ends.section,
      }),
    );
  const outcome = (code: string, meaning: string, probability: number, fraction: string): Chance =>
    Object.defineProperty({ code, meaning, probability, fraction }, 'said', {
      value: { meaning: msg('table.endsMeaning', { text: meaning }) },
      enumerable: false,
    });
  const no = dist.outcomes - ways;
  const outcomes: Chance[] = [
    ...(ways ? [outcome(codes.yes || 'ends', ends.text, chance.probability, chance.fraction)] : []),
    ...(no ? [outcome(codes.no || 'stands', ends.otherwise, no / dist.outcomes, `${no}/${dist.outcomes}`)] : []),
  ];
  report.chances = {
    heading: msg(session.preview ? 'table.endsChancesPreview' : 'table.endsChances'),
    outcomes,
  };
  Object.assign(report.data, { column, chance, chances: outcomes, ends: certain, rolled: false });
  if (session.preview) return report;
  let endsNow = certain;
  let rolled: string | undefined;
  if (certain) {
    if (rq.roll !== undefined) throw new KeyedRefusal(msg('table.endsNoRoll', { turn, section: ends.section }));
    rolled = codes.yes;
    report.after.push(msg('table.endsNow', { text: ends.text, section: ends.section }));
  } else {
    const box = session.dice(rq.roll !== undefined);
    const roll = box.roll('--roll', dice, rq.roll);
    const i = rowForRoll(labels, roll.total + drm).index;
    const row = chart.rows[i];
    endsNow = ending(i);
    rolled = cellOf(i);
    report.after.push(
      msg('table.roll', {
        roll: roll.total,
        drm: drm ? ` ${drm > 0 ? '+' : ''}${drm} = ${roll.total + drm}` : '',
        row: String(row.roll),
      }),
    );
    if (col !== undefined)
      report.after.push(msg('table.cell', { column: chart.columns[col], result: row.results[col] }));
    else chart.columns.forEach((c, j) => report.after.push(msg('table.cell', { column: c, result: row.results[j] })));
    report.after.push(msg('table.endsNow', { text: endsNow ? ends.text : ends.otherwise, section: ends.section }));
    report.rolls = box.rolls;
    Object.assign(report.data, {
      rolled: true,
      roll: roll.total,
      row: row.roll,
      results: row.results,
      effects: row.effects,
    });
  }
  report.chances!.rolled = rolled;
  const lost = endsNow ? rq.units.map((u) => u.ref) : [];
  if (lost.length) report.after.push(msg('table.endsLost', { units: lost.join(', '), section: ends.section }));
  const kept = session.state<Record<string, unknown>>(ends.state, { [ends.flag]: false });
  session.record(
    {
      command: p.id,
      inputs: { ...rq.inputs, turn, ...(rq.units.length ? { [ends.units!.id]: rq.units.map((u) => u.ref) } : {}) },
      result: rolled ?? (endsNow ? 'ends' : 'goes on'),
      turn,
    },
    {
      turn,
      // Where play stands, for the journal's summary: the side's roll (the bridge at the start of its turn).
      ...(p.side ? { phase: `${s.game.sides.find((x) => x.id === p.side)?.name ?? p.side}: ${p.title}` } : {}),
      [ends.state]: endsNow ? { [ends.flag]: true, turn } : kept,
      ...(lost.length ? { eliminated: [...eliminated, ...lost] } : {}),
    },
  );
  Object.assign(report.data, { ends: endsNow, lost });
  return report;
}
