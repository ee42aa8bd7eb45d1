import type { Scenario } from '../model/scenario.js';
import type { DieTable } from '../model/schema/charts.js';
import type { DieTableProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { rowForRoll } from '../assist/crt/row-for-roll.js';
import type { Session } from '../assist/table/session.js';
import type { Unit } from '../model/schema/units.js';
import { evaluate } from '../model/condition-eval.js';
import { KeyedRefusal, msg, signed, type Message } from '../assist/messages.js';
import { reportHead, type Chance, type RuleReport } from './report.js';
import type { TurnHook, TurnOpening } from './move-hooks.js';
import { KeyedUsage } from '../assist/messages.js';
import { reconstructionNote } from '../assist/table/session.js';
import { endedOn, rollEnding, type EndsUnit } from './die-table-ends.js';
import { rollPlace } from './die-table-place.js';
import { checkTableOption, ownWords, rollForUnit } from './die-table-unit.js';
import type { UnitRollOpening } from './die-table-unit-hook.js';
import type { PositionEntry } from '../assist/position/position-entries.js';

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
  /** The counters as given on the command line (`--ID`), for play without a journal. */
  counters?: Record<string, number>;
  /** Rolling the turn's table again (the game's turn hook allows it while nothing it gave is spent). */
  amend?: boolean;
  /** With `ends.units`: the units standing on what may end, lost with it. */
  endsUnits?: readonly EndsUnit[];
  /** The game's turn hook, when the declaration names one (the caller finds it; the engine loads no game). */
  turnHook?: TurnHook;
  /** With `unit.hook`: what the game's own journal says of the roll, and keeps of its result. */
  unitKept?: UnitRollOpening;
  /** With `place`: the holding side's units where they stand; with its scatter, the cell aimed at. */
  held?: readonly PositionEntry[];
  from?: string;
}

export function runDieTable(s: Scenario, p: DieTableProcedure, rq: TableRequest, session: Session): RuleReport {
  const chart = s.charts.find((c): c is DieTable => c.id === p.chart && c.kind === 'die-table');
  if (!chart) throw new Error(`validate let ${p.id} through without its die table`);
  // An optional rule's table is refused before anything opens while its option is not chosen (a game keeping its
  // own journal says which options were agreed; without one, none were, and the option is not judged).
  if (!rq.unitKept || rq.unitKept.options) checkTableOption(s, p, rq.names);
  // A game that keeps its own turn opens it first: the turn is its, and so are the counters before the roll.
  const opened: TurnOpening | undefined = rq.turnHook?.({
    scenario: s,
    turn: rq.turn,
    amend: !!rq.amend,
    preview: session.preview,
    journal: !!session.journal,
    state: session.rawState,
  });
  const turn = opened?.turn ?? rq.turn;
  const facts: { names: Record<string, number | boolean | string> } = {
    names: {
      ...rq.names,
      ...(turn !== undefined ? { turn } : {}),
      ...Object.fromEntries(Object.entries(rq.inputs).map(([k, v]) => [`input.${k}`, v])),
    },
  };
  const counters = countersBefore(p, rq, session, opened);
  for (const [k, v] of Object.entries(counters)) facts.names[`state.${k}`] = v;
  const before: Message[] = [...(opened?.before ?? [])];
  const warnings = [reconstructionNote(s, chart)].filter((m): m is Message => !!m);
  // A table that has ended (the bridge fell) is never rolled again.
  const ended = p.ends ? endedOn(session, p.ends) : undefined;
  if (p.ends && ended !== undefined)
    throw new KeyedRefusal(msg('table.ended', { title: p.title, turn: ended, section: p.ends.section }));
  const outside =
    !!p.turns && turn !== undefined && (turn < p.turns.from || (p.turns.to !== undefined && turn > p.turns.to));
  const said = p.unit?.says ? ownWords(p.id, p.unit.says) : undefined;
  // A roll for one unit may word a turn outside the table's in the game's own words.
  const outsideStep = outside && turn! < p.turns!.from ? 'early' : 'late';
  const outsideSaid = outside ? said?.words[outsideStep] : undefined;
  if (p.turns && outside && p.turns.outside === 'refuse')
    throw new KeyedRefusal(
      outsideSaid
        ? said!.say(outsideStep, outsideSaid, {
            turn: turn!,
            from: p.turns.from,
            to: p.turns.to ?? '',
            section: p.turns.section,
          })
        : p.turns.to === undefined
          ? msg('table.rolledFrom', { title: p.title, turn: turn!, from: p.turns.from, section: p.turns.section })
          : msg('table.rolledOn', {
              title: p.title,
              turn: turn!,
              from: p.turns.from,
              to: p.turns.to,
              section: p.turns.section,
            }),
    );
  // A turn the table is not rolled on: no die, nothing granted; the turn is still played (4.1 in Veritable).
  if (p.turns && outside) {
    const report: RuleReport = {
      ...reportHead(s, p, session),
      warnings,
      before: [...before, msg('table.noRollThisTurn', { turn, section: p.turns.section })],
      after: [],
      rolls: [],
      data: { table: chart.id, dice: chart.dice, turn, rolled: false },
    };
    const granted = Object.fromEntries(p.grants.map((g) => [g.effect, 0]));
    if (!session.preview) {
      const kept = opened
        ? opened.record({ turn, roll: undefined, granted, counters })
        : { ...granted, ...counters, turn };
      if (kept) session.record({ command: p.id, inputs: { ...rq.inputs, turn }, result: 'no roll', turn }, kept);
    }
    return report;
  }
  if (p.turns && turn === undefined) throw new KeyedUsage(msg('table.turnNeeded', { section: p.turns.section }));
  if (p.turns && turn !== undefined && !said)
    before.push(msg('table.onTurn', { turn, from: p.turns.from, section: p.turns.section }));
  for (const c of p.counters)
    before.push(msg('table.counterBefore', { text: c.text, count: counters[c.id], most: c.most, section: c.section }));
  let drm = 0;
  for (const a of p.drms) {
    if (a.when && !evaluate(parseCondition(a.when), facts)) continue;
    const count = a.per ? Number(evaluate(parseCondition(a.per), facts)) : 1;
    const value = (a.drm ?? 0) * count;
    if (!value) continue;
    drm += value;
    before.push(msg('table.drm', { what: a.text ?? a.id ?? '', drm: signed(value), section: a.section ?? p.section }));
  }
  if (p.oncePerTurn && turn !== undefined && !session.preview && !rq.amend) {
    // A journal begun when the game's own code ran the roll recorded it as "<id> <game>".
    const mine = (c: string) => c === p.id || c === `${p.id} ${s.id}`;
    const done = session.journal?.entries.some((e) => mine(e.command) && e.turn === turn);
    if (done) throw new KeyedRefusal(msg('success.onceATurn', { title: p.title, section: p.section, turn }));
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
  // The row's cells keyed as well, so a front end words each column and result in its language (not in --json).
  const rowSaid = (i: number): Message =>
    chart.columns
      .map((c, j) => msg('table.cell', { column: c, result: chart.rows[i].results[j] }))
      .reduce((a, b) => msg('table.cells', { a, b }));
  const outcomes: Chance[] = [...ways.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([i, w]) =>
      Object.defineProperty(
        {
          code: String(chart.rows[i].roll),
          meaning: rowText(i),
          probability: w / dist.outcomes,
          fraction: `${w}/${dist.outcomes}`,
        },
        'said',
        { value: { meaning: rowSaid(i) }, enumerable: false },
      ),
    );
  const report: RuleReport = {
    ...reportHead(s, p, session),
    warnings,
    before,
    chances: {
      heading: msg(session.preview ? 'procedure.tableChancesPreview' : 'procedure.tableChances'),
      outcomes,
    },
    after: [],
    rolls: [],
    data: { table: chart.id, dice: chart.dice, drm, turn, chances: outcomes },
  };
  if (p.each) return rollEach(chart, p, rq, session, report, drm);
  if (p.unit)
    return rollForUnit(s, chart, { ...p, unit: p.unit }, { ...rq, unit: rq.units?.[0], turn }, session, report, drm);
  if (p.place) {
    if (turn === undefined) throw new KeyedUsage(msg('table.turnNeeded', { section: p.place.section }));
    const rolled = { ...p, place: p.place };
    const at = { turn, faces: rq.faces, held: rq.held ?? [], from: rq.from, roll: rq.roll };
    return rollPlace(s, chart, rolled, at, session, report);
  }
  if (p.ends) {
    if (turn === undefined) throw new KeyedUsage(msg('table.turnNeeded', { section: p.ends.section }));
    const ending = { ...p, ends: p.ends };
    return rollEnding(s, chart, ending, { ...rq, turn, units: rq.endsUnits ?? [] }, session, report, drm);
  }
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
  const after = { ...counters };
  const granted = grantsOf(s, p, chart, row, facts.names, after, report.after);
  Object.assign(kept, granted, after);
  if (turn !== undefined) kept.turn = turn;
  const entry = {
    command: p.id,
    inputs: { ...rq.inputs, ...(turn !== undefined ? { turn } : {}), ...(rq.amend ? { amend: true } : {}) },
    result: { row: row.roll, effects: row.effects, ...(p.grants.length ? { granted } : {}) },
    turn,
  };
  // A game keeping its own turn keeps what the table gave in its own state, not under the table's keys.
  const own = opened ? opened.record({ turn: turn!, roll: roll.total + drm, granted, counters: after }) : kept;
  if (own) session.record(entry, own);
  report.rolls = box.rolls;
  Object.assign(report.data, {
    roll: roll.total,
    row: row.roll,
    results: row.results,
    effects: row.effects,
    kept,
    ...(p.grants.length ? { granted, counters: after } : {}),
  });
  return report;
}

/** The counters before the roll: the game's turn hook's, else the journal's, else as given (`--ID`), else 0. */
function countersBefore(
  p: DieTableProcedure,
  rq: TableRequest,
  session: Session,
  opened: TurnOpening | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of p.counters) {
    const given = rq.counters?.[c.id];
    const journal = opened ? undefined : session.state<unknown>(c.id, undefined);
    if (given !== undefined && session.journal)
      throw new KeyedUsage(msg('table.counterFromJournal', { flag: `--${c.id}`, text: c.text }));
    const v = opened?.counters[c.id] ?? (typeof journal === 'number' ? journal : given) ?? 0;
    out[c.id] = Math.max(0, Math.min(c.most, v));
  }
  return out;
}

/**
 * What the row grants each side, its `when` read against the row's effects (`row.ID`) and the counters before
 * the roll; a counter named by `counts` rises by one for each grant given, never past its most.
 */
function grantsOf(
  s: Scenario,
  p: DieTableProcedure,
  chart: DieTable,
  row: DieTable['rows'][number],
  names: Record<string, number | boolean | string>,
  counters: Record<string, number>,
  after: Message[],
): Record<string, number> {
  const granted: Record<string, number> = {};
  if (!p.grants.length) return granted;
  const rowNames: Record<string, number | boolean | string> = { ...names };
  for (const key of new Set(chart.rows.flatMap((r) => Object.keys(r.effects))))
    rowNames[`row.${key}`] = row.effects[key] ?? 0;
  for (const g of p.grants) {
    const value = Math.max(0, Math.trunc(Number(row.effects[g.effect] ?? 0)) || 0);
    const counter = g.counts ? p.counters.find((c) => c.id === g.counts) : undefined;
    const full = counter !== undefined && counters[counter.id] >= counter.most;
    const holds = !g.when || evaluate(parseCondition(g.when), { names: rowNames }) === true;
    const side = s.game.sides.find((x) => x.id === g.side)?.name ?? g.side;
    if (value > 0 && (!holds || full)) {
      granted[g.effect] = 0;
      after.push(msg('table.withheld', { side, what: g.text, why: g.withheld ?? '', section: g.section }));
      continue;
    }
    granted[g.effect] = value;
    after.push(msg('table.granted', { side, count: value, what: g.text, section: g.section }));
    if (counter && value > 0) {
      counters[counter.id] += 1;
      after.push(
        msg('table.counterNow', {
          text: counter.text,
          count: counters[counter.id],
          most: counter.most,
          section: counter.section,
        }),
      );
    }
  }
  return granted;
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
