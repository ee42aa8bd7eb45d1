import type { Scenario } from '../model/scenario.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import type { VictoryWays } from '../model/schema/victory-ways.js';
import type { TableField } from '../assist/table/procedure.js';
import { parseInteger, type Session } from '../assist/table/session.js';
import { msg } from '../assist/messages.js';
import { reportHead, type RuleReport } from './report.js';
import { runWays, type WayValues } from './victory-ways.js';

// Ways to win from the command line and the page: each declared input is an option (a count, the places a side
// holds, a check) and each gap's game option one more; counts and places given are kept in the journal under the
// input's name, so a later run reads them there.

const camel = (id: string) => id.replace(/[-_.]([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** The options the ways read, with their flags as typed. */
export function waysFields(w: VictoryWays): (TableField & { flag: string })[] {
  const inputs = w.inputs.map((i) => {
    const hint = i.section;
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
  const options = [...new Set(w.ways.flatMap((x) => (x.bands?.gap ? [x.bands.gap.option] : [])))].map((id) => ({
    key: camel(id),
    flag: `--${id} <choice>`,
    label: `Game option ${id}`,
    kind: 'text' as const,
    option: id,
    hint: w.ways.find((x) => x.bands?.gap?.option === id)?.section,
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
  const most = s.units.reduce((n, u) => n + (u.count ?? 1), 0);
  for (const i of w.inputs) {
    const v = flags[camel(i.id)];
    if (i.kind === 'check') values[i.id] = v === true;
    else if (i.kind === 'count') {
      const n = v === undefined ? undefined : parseInteger(String(v), `--${i.id}`, 0, most, 'the units in the game');
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
      const v = flags[camel(x.bands.gap.option)];
      choices[x.bands.gap.option] = v === undefined ? undefined : String(v);
    }
  const r = runWays(s, p.side, chart, w, values, choices);
  session.record({ command: p.id, inputs: { ...kept }, result: r.result }, kept);
  return {
    ...reportHead(s, p, session),
    before: r.steps,
    after: [msg('victory.level', { result: r.result, section: r.section ?? p.section })],
    rolls: [],
    data: {
      side: p.side,
      way: r.way,
      section: r.section,
      level: r.level,
      ...(r.side ? { ahead: r.side } : {}),
      result: r.result,
      inputs: values,
    },
  };
}
