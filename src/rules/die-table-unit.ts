import type { Scenario } from '../model/scenario.js';
import type { DieTable } from '../model/schema/charts.js';
import type { DieTableProcedure } from '../model/schema/rules.js';
import type { TableOption, UnitRoll, UnitSays } from '../model/schema/die-table-unit.js';
import type { Unit } from '../model/schema/units.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { rowForRoll } from '../assist/crt/row-for-roll.js';
import type { Session } from '../assist/table/session.js';
import { KeyedRefusal, KeyedUsage, msg, signed, type Message, type Value } from '../assist/messages.js';
import type { Chance, RuleReport } from './report.js';
import { columnForTurn } from './die-table-ends.js';
import type { UnitRollOpening } from './die-table-unit-hook.js';
import { saysMessage } from './says.js';
import { optionFact } from '../model/option-facts.js';

// A die table rolled for one named unit (rules.yaml's `unit` on a die-table): the result read, in the turn's column
// with `column: turn`, is kept per unit in the journal's state, where the game's other procedures read it. A unit
// is rolled for once a turn, and never again after a result the declaration calls final.

/** What the journal keeps for each unit rolled for: its last result and the turn of that roll. */
export type UnitResults = Record<string, { result: string; turn: number }>;

/** A roll's own words (`unit.says`), and a message in one of them, keyed by its place. */
export function ownWords(procedure: string, words: UnitSays) {
  return {
    words,
    say: (step: string, text: string, values: Record<string, Value>, where = ''): Message =>
      saysMessage(procedure, where, step, text, values),
  };
}

/** The refusal for a table whose game option is not chosen (`option`), given the options' choices. */
export function checkTableOption(
  s: Scenario,
  p: { id: string; title: string; option?: TableOption },
  names: Record<string, unknown>,
): void {
  const o = p.option;
  if (!o) return;
  const now = names[optionFact(o.id)];
  if (now === o.choice) return;
  const title = s.game.options.find((x) => x.id === o.id)?.title ?? o.id;
  const values = { title: p.title, option: o.id, choice: o.choice, now: String(now), what: title, section: o.section };
  throw new KeyedRefusal(o.says ? saysMessage(p.id, '', 'option', o.says, values) : msg('table.optionOff', values));
}

/** The unit rolled for may be: the declared side's, in the reserve, not final, not rolled for this turn. */
function checkUnit(s: Scenario, id: string, u: UnitRoll, unit: Unit, kept: UnitResults, turn: number): void {
  const side = s.game.sides.find((x) => x.id === u.side)?.name ?? u.side ?? '';
  const not = u.says?.notUnit;
  if (not && ((u.side && unit.side !== u.side) || (u.reserve && !unit.reserve)))
    throw new KeyedRefusal(
      saysMessage(id, '', 'notUnit', not, { unit: unit.id, ref: unit.id, side, section: u.section }),
    );
  if (u.side && unit.side !== u.side)
    throw new KeyedRefusal(msg('table.unitSide', { unit: unit.id, side, section: u.section }));
  if (u.reserve && !unit.reserve)
    throw new KeyedRefusal(msg('table.unitReserve', { unit: unit.id, section: u.section }));
  const before = kept[unit.id];
  if (before && u.final.includes(before.result))
    throw new KeyedRefusal(
      msg('table.unitFinal', { unit: unit.id, result: before.result, turn: before.turn, section: u.section }),
    );
  if (before && before.turn === turn)
    throw new KeyedRefusal(msg('table.unitAgain', { unit: unit.id, turn, section: u.section }));
}

export function rollForUnit(
  s: Scenario,
  chart: DieTable,
  p: DieTableProcedure & { unit: UnitRoll },
  rq: { unit?: Unit; turn?: number; roll?: number; inputs: Record<string, unknown>; unitKept?: UnitRollOpening },
  session: Session,
  report: RuleReport,
  drm: number,
): RuleReport {
  const u = p.unit;
  const unit = rq.unit;
  if (!unit) throw new KeyedUsage(msg('table.unitNeeded', { section: u.section }));
  const turn = rq.turn;
  if (turn === undefined) throw new KeyedUsage(msg('table.turnNeeded', { section: u.section }));
  // A game keeping its own journal keeps the units' results there, and refuses in its words what it forbids.
  const kept = u.hook || !u.state ? {} : session.state<UnitResults>(u.state, {});
  checkUnit(s, p.id, u, unit, kept, turn);
  rq.unitKept?.check(turn);
  const col = p.column === 'turn' ? columnForTurn(chart, turn) : 0;
  const labels = chart.rows.map((r) => r.roll);
  const dice = parseDice(chart.dice);
  const dist = sumDistribution(dice);
  const ways = new Map<string, number>();
  for (const [total, w] of dist.ways) {
    const result = String(chart.rows[rowForRoll(labels, total + drm).index].results[col]);
    ways.set(result, (ways.get(result) ?? 0) + w);
  }
  // The game's words name every result they word, a result this column cannot give at 0 (rolled on turn 7, 11.2).
  const own = u.says ? ownWords(p.id, u.says) : undefined;
  for (const r of Object.keys(u.says?.results ?? {})) if (!ways.has(r)) ways.set(r, 0);
  const values = { unit: unit.id, turn, section: u.section };
  const idOf = (result: string) => u.says?.results[result]?.as ?? result;
  const meaningOf = (result: string) => u.meanings[result] ?? result;
  const outcomes: Chance[] = [...ways.entries()].map(([result, w]) => {
    const words = u.says?.results[result];
    const said: { code?: Message; meaning: Message } = {
      ...(words?.code ? { code: own!.say('code', words.code, values, result) } : {}),
      meaning: words?.chance
        ? own!.say('chance', words.chance, values, result)
        : msg('table.unitMeaning', { text: meaningOf(result) }),
    };
    const chance = { code: idOf(result), meaning: meaningOf(result), probability: w / dist.outcomes };
    return Object.defineProperty({ ...chance, fraction: `${w}/${dist.outcomes}` }, 'said', {
      value: said,
      enumerable: false,
    });
  });
  if (own) report.title = own.say('title', own.words.title, { ...values, game: s.game.title, title: p.title });
  else
    report.before.push(
      msg('table.unitFor', { unit: unit.id, name: unit.name, turn, column: chart.columns[col], section: u.section }),
    );
  report.chances = {
    heading: own
      ? session.preview
        ? own.say('preview', own.words.preview, {})
        : own.say('chances', own.words.chances, {})
      : msg(session.preview ? 'table.unitChancesPreview' : 'table.unitChances'),
    outcomes,
  };
  report.data = { ...report.data, unit: unit.id, column: chart.columns[col], chances: outcomes };
  if (session.preview) return report;
  const box = session.dice(rq.roll !== undefined);
  const roll = box.roll('--roll', dice, rq.roll);
  const row = chart.rows[rowForRoll(labels, roll.total + drm).index];
  const result = String(row.results[col]);
  report.chances.rolled = idOf(result);
  const rolled = u.says?.results[result]?.rolled;
  if (rolled)
    report.after.push(own!.say('rolled', rolled, { ...values, roll: roll.total + drm, result: idOf(result) }, result));
  else
    report.after.push(
      msg('table.unitResult', {
        roll: roll.total,
        drm: drm ? ` ${signed(drm)} = ${roll.total + drm}` : '',
        unit: unit.id,
        result,
        meaning: meaningOf(result),
        section: u.section,
      }),
    );
  if (!own && u.final.includes(result))
    report.after.push(msg('table.unitKeptForGood', { unit: unit.id, result, section: u.section }));
  const state = rq.unitKept
    ? (rq.unitKept.record({ turn, result }) ?? {})
    : { [u.state!]: { ...kept, [unit.id]: { result, turn } }, turn };
  session.record({ command: p.id, inputs: { ...rq.inputs, unit: unit.id, turn }, result: idOf(result), turn }, state);
  report.rolls = box.rolls;
  Object.assign(report.data, { roll: roll.total, row: row.roll, result: idOf(result), turn });
  return report;
}
