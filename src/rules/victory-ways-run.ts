import type { Scenario } from '../model/scenario.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import type { VictoryWays } from '../model/schema/victory-ways.js';
import type { TableField } from '../assist/table/procedure.js';
import { parseInteger, type Session } from '../assist/table/session.js';
import { msg } from '../assist/messages.js';
import { reportHead, type RuleReport } from './report.js';
import { saidBy } from './victory-way-words.js';
import { runWays, type WayValues } from './victory-ways.js';

// Ways to win from the command line and the page: each declared input is an option (a count, the places a side
// holds, a check) and each gap's game option one more; counts and places given are kept in the journal under the
// input's name, so a later run reads them there.

const camel = (id: string) => id.replace(/[-_.]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The options the ways read, with their flags as typed; a section the procedure's title cites is not repeated. */
export function waysFields(w: VictoryWays, section?: string): (TableField & { flag: string })[] {
  const inputs = w.inputs.map((i) => {
    const hint = i.section === section ? undefined : i.section;
    if (i.kind === 'check')
      return { key: camel(i.id), flag: `--${i.id}`, label: i.label, kind: 'check' as const, hint };
    if (i.kind === 'places')
      return {
        key: camel(i.id),
        flag: `--${i.id} <place,...>`,
        label: `${i.label} (else the journal’s)`,
        kind: 'text' as const,
        list: true,
        hint,
      };
    return {
      key: camel(i.id),
      flag: `--${i.id} <n>`,
      label: `${i.label} (else the journal’s)`,
      kind: 'number' as const,
      hint,
    };
  });
  const gaps = w.ways.flatMap((x) => (x.bands?.gap ? [{ ...x.bands.gap, section: x.section }] : []));
  const options = gaps
    .filter((g, i) => gaps.findIndex((x) => x.option === g.option) === i)
    .map((g) => ({
      key: camel(g.flag ?? g.option),
      flag: `--${g.flag ?? g.option} <choice>`,
      label: `Game option ${g.option}`,
      kind: 'text' as const,
      option: g.option,
      hint: g.section,
    }));
  return [...inputs, ...options];
}

const listOf = (v: unknown): string[] | undefined =>
  v === undefined
    ? undefined
    : (Array.isArray(v) ? v.map(String) : [String(v)]).flatMap((x) => x.split(',')).filter((x) => x);

/** The ways read from the flags, else the journal; what was given is kept. */
export function runWaysProcedure(
  s: Scenario,
  p: VictoryProcedure,
  chart: string,
  w: VictoryWays,
  flags: Record<string, unknown>,
  session: Session,
): RuleReport {
  const values: Record<string, WayValues[string]> = {};
  const kept: Record<string, unknown> = {};
  for (const i of w.inputs) {
    // A side's count (units exited) is at most that side's units.
    const side = i.side ? s.game.sides.find((x) => x.id === i.side) : undefined;
    const most = s.units.filter((u) => !side || u.side === side.id).reduce((n, u) => n + (u.count ?? 1), 0);
    const what = side ? `the ${side.name} units in the game` : 'the units in the game';
    const v = flags[camel(i.id)];
    if (i.kind === 'check') values[i.id] = v === true;
    else if (i.kind === 'count') {
      const n = v === undefined ? undefined : parseInteger(String(v), `--${i.id}`, 0, most, what);
      if (n !== undefined) kept[camel(i.id)] = n;
      values[i.id] = n ?? session.state<number | undefined>(camel(i.id), undefined);
    } else {
      const given = listOf(v);
      if (given) kept[camel(i.id)] = given;
      values[i.id] = given ?? session.state<string[] | undefined>(camel(i.id), undefined);
    }
  }
  const choices: Record<string, string | undefined> = {};
  for (const x of w.ways)
    if (x.bands?.gap) {
      const v = flags[camel(x.bands.gap.flag ?? x.bands.gap.option)];
      choices[x.bands.gap.option] = v === undefined ? undefined : String(v);
    }
  const r = runWays(s, p.side, chart, w, values, choices, p.id);
  // The result kept as its message too: `journal show --lang ru` and the page word it, the English stays `result`.
  session.record({ command: p.id, inputs: { ...kept }, result: r.result, said: [r.said] }, kept);
  const say = saidBy(p.id);
  const head = reportHead(s, p, session);
  // The data's own words may retitle the report, and word its level line or leave it out ("" : the steps said it).
  const level = w.says?.level;
  const after =
    level === ''
      ? []
      : [say('', 'level', level, msg('victory.level', { result: r.said, section: r.section ?? p.section }))];
  return {
    ...head,
    title: say('', 'title', w.says?.title, head.title),
    before: r.steps,
    after,
    rolls: [],
    data: {
      side: p.side,
      way: r.way,
      section: r.section,
      level: r.level,
      ...(r.side ? { ahead: r.side } : {}),
      result: r.result,
      ...(r.counted ? { counted: r.counted } : {}),
      inputs: values,
    },
  };
}
