import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Procedure } from '../../model/schema/rules.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { saysValueProblems } from './check-says-values.js';

/** The values each of a roll's own texts may fill (src/rules/die-table-unit.ts, die-table.ts). */
const ROLL = ['unit', 'turn', 'section'];
const UNIT_VALUES = {
  title: [...ROLL, 'game', 'title'],
  chances: [],
  preview: [],
  code: ROLL,
  chance: ROLL,
  rolled: [...ROLL, 'roll', 'result'],
  early: ['turn', 'from', 'to', 'section'],
  late: ['turn', 'from', 'to', 'section'],
  notUnit: ['unit', 'ref', 'side', 'section'],
} as const;
const OPTION_VALUES = ['title', 'option', 'choice', 'now', 'what', 'section'];

// A die table rolled for one named unit (`unit`) and a table rolled only under a game option (`option`): the side,
// the results called final or given meanings, the option and its choice exist, each with "did you mean".

type DieTableProcedure = Extract<Procedure, { kind: 'die-table' }>;
type DieTableChart = Extract<Scenario['charts'][number], { kind: 'die-table' }>;

export function unitRollProblems(s: Scenario, p: DieTableProcedure, chart: DieTableChart, ref: SourceRef): Problem[] {
  const out: Problem[] = [];
  const o = p.option;
  if (o) {
    const option = s.game.options.find((x) => x.id === o.id);
    const ids = s.game.options.map((x) => x.id);
    if (!option) out.push(at(ref, ['option', 'id'], `${missing('game option', o.id, ids)} in game.yaml`));
    else {
      const choices = option.choices.map((c) => c.id);
      if (!choices.includes(o.choice))
        out.push(at(ref, ['option', 'choice'], `${missing('choice', o.choice, choices)} of game option "${o.id}"`));
    }
  }
  // The game's own words: each `{name}` a text fills is a value its step gives, else the report prints braces.
  out.push(...saysValueProblems(ref, ['option', 'says'], o?.says, OPTION_VALUES, 'refusal'));
  const u = p.unit;
  if (!u) return out;
  if (u.state && u.hook)
    out.push(at(ref, ['unit', 'state'], "the game's hook keeps each unit's result in its own journal: no unit.state"));
  if (!u.state && !u.hook)
    out.push(at(ref, ['unit'], "say where the journal keeps each unit's result: unit.state (or a game's unit.hook)"));
  const said = u.says;
  if (said) {
    for (const f of ['title', 'chances', 'preview', 'early', 'late', 'notUnit'] as const)
      out.push(...saysValueProblems(ref, ['unit', 'says', f], said[f], UNIT_VALUES[f]));
    for (const [r, w] of Object.entries(said.results))
      for (const f of ['code', 'chance', 'rolled'] as const)
        out.push(...saysValueProblems(ref, ['unit', 'says', 'results', r, f], w[f], UNIT_VALUES[f]));
  }
  // The unit's result is the roll's whole result: the other ways of reading a row do not go with it.
  for (const field of ['each', 'ends', 'place'] as const)
    if (p[field] !== undefined) out.push(at(ref, ['unit'], `a roll for one unit does not take ${field}`));
  for (const field of ['record', 'grants', 'counters'] as const)
    if (p[field].length) out.push(at(ref, [field], `a roll for one unit keeps its result in unit.state, not ${field}`));
  if (p.oncePerTurn) out.push(at(ref, ['oncePerTurn'], 'a roll for one unit is made once a turn for each unit'));
  const sides = s.game.sides.map((x) => x.id);
  if (u.side && !sides.includes(u.side)) out.push(at(ref, ['unit', 'side'], missing('side', u.side, sides)));
  if (u.reserve && !s.units.some((x) => x.reserve && (!u.side || x.side === u.side)))
    out.push(at(ref, ['unit', 'reserve'], 'no unit of units.yaml is in the reserve: none can be rolled for'));
  const results = [...new Set(chart.rows.flatMap((r) => r.results.map(String)))];
  u.final.forEach((r, i) => {
    if (!results.includes(r))
      out.push(at(ref, ['unit', 'final', i], `${missing('result', r, results)} in the rows of chart "${chart.id}"`));
  });
  for (const r of Object.keys(said?.results ?? {}))
    if (!results.includes(r))
      out.push(
        at(ref, ['unit', 'says', 'results', r], `${missing('result', r, results)} in the rows of chart "${chart.id}"`),
      );
  for (const r of Object.keys(u.meanings))
    if (!results.includes(r))
      out.push(at(ref, ['unit', 'meanings', r], `${missing('result', r, results)} in the rows of chart "${chart.id}"`));
  return out;
}
