import type { Scenario } from '../model/scenario.js';
import type { VictoryProcedure } from '../model/schema/rules.js';
import type { ObjectiveStep, VictoryObjectives } from '../model/schema/victory-objectives.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Session } from '../assist/table/session.js';
import { reconstructionNote, reconstructionWarning } from '../assist/table/session.js';
import { optionChoice } from '../assist/table/option-choice.js';
import { KeyedRefusal, msg, render, type Message, type Value } from '../assist/messages.js';
import { inRange, parseRollLabel } from '../model/roll-range.js';
import { refsOf } from '../model/unit-refs.js';
import { cellKey } from '../geometry/grid.js';
import { supplyIndex } from './supply.js';
import { groupsHeld } from './held-groups.js';
import { saysMessage } from './says.js';
import type { RuleReport } from './report.js';
import type { VictoryItemsHook } from './victory-hooks.js';
import type { TableField } from '../assist/table/procedure.js';

// Victory by objectives held alone (rules.yaml `objectives`): the sides present in each place, from where the units
// stand now, tell a group held alone from a contested or an empty one. A sudden death first; then the groups, and
// the items a game's hook lists (bridges), summed onto the chart's levels, or a reading's requirements.

type VictoryChart = Extract<Scenario['charts'][number], { kind: 'victory' }>;

export interface ObjectivesRequest {
  /** The position file's units, the whole board; else the journal's last-seen places, less the eliminated. */
  position?: PositionEntry[];
  file?: string;
  turn?: number;
  /** The command's choice for the declared game option. */
  choice?: string;
  /** The journal's turn, and whether an earlier turn may be recorded (--amend). */
  back?: { known?: number; amend: boolean };
}

/** Where each unit stands now, in the order the file or the journal lists them, with its side. */
export function standingNow(
  s: Scenario,
  session: Session,
  position?: readonly PositionEntry[],
): { ref: string; side: string; at: string }[] {
  if (position) return position.map((e) => ({ ref: e.ref, side: e.unit.side, at: e.at }));
  const sideOf = new Map<string, string>();
  for (const u of s.units) for (const ref of [u.id, ...refsOf(u)]) sideOf.set(ref, u.side);
  const gone = new Set(session.state<string[]>('eliminated', []));
  return Object.entries(session.state<Record<string, string>>('positions', {}))
    .filter(([ref]) => !gone.has(ref) && sideOf.has(ref))
    .map(([ref, at]) => ({ ref, side: sideOf.get(ref)!, at }));
}

/** The sides with a unit in each place: none for an empty place, two or more for a contested one. */
export function sidesPresent(
  s: Scenario,
  units: readonly { side: string; at: string }[],
): (place: string) => ReadonlySet<string> {
  const ix = supplyIndex(s);
  const key = (at: string) => (ix ? cellKey(ix.cell(at)) : at);
  const at = new Map<string, Set<string>>();
  for (const u of units) at.set(key(u.at), (at.get(key(u.at)) ?? new Set()).add(u.side));
  const none = new Set<string>();
  return (place) => at.get(key(place)) ?? none;
}

/** Whether a place lies beyond the line: past the last place of the terrain in its row (east) or column (south). */
export function beyondLine(s: Scenario, line: NonNullable<VictoryObjectives['sudden']>['beyond']) {
  const ix = supplyIndex(s);
  if (!ix) throw new Error('validate let a line past a terrain through on an area map');
  const across = line.toward === 'east' || line.toward === 'west';
  const cells = ix.grid.cells().filter((c) => ix.terrainAt(c) === line.terrain);
  return (place: string) => {
    const c = ix.cell(place);
    const along = cells
      .filter((x) => (across ? x.row === c.row : x.col === c.col))
      .map((x) => (across ? x.col : x.row));
    if (!along.length) return false;
    const mine = across ? c.col : c.row;
    return line.toward === 'east' || line.toward === 'south' ? mine > Math.max(...along) : mine < Math.min(...along);
  };
}

/** Objectives judged and reported; `items` are the game's item hooks by name. */
export function runObjectives(
  s: Scenario,
  p: VictoryProcedure,
  o: VictoryObjectives,
  rq: ObjectivesRequest,
  session: Session,
  items: Readonly<Record<string, VictoryItemsHook>>,
): RuleReport {
  const chart = s.charts.find((c): c is VictoryChart => c.id === o.chart && c.kind === 'victory');
  if (!chart) throw new Error(`validate let ${p.id} through without its victory chart`);
  // A step in the game's own words where the data writes them, else the engine's.
  const say = (step: ObjectiveStep, values: Record<string, Value> = {}): Message => {
    const own = o.says[step];
    return own ? saysMessage(p.id, '', step, own, values) : msg(`victory.objectives.${step}` as never, values);
  };
  const listed = (xs: readonly Value[]): Value => (xs.length ? joinedList(xs) : say('none'));
  // A turn before the journal's is refused unless amended, citing the rule the data names for the turn record.
  const known = rq.back?.known;
  if (rq.turn !== undefined && known !== undefined && rq.turn < known && !rq.back?.amend) {
    const rule = o.says.turnRule ? say('turnRule') : (s.rules?.sequence.section ?? '');
    throw new KeyedRefusal(msg('refused.turnBack', { turn: rq.turn, known, rule: msg('refused.rule', { rule }) }));
  }
  const reading = o.option ? optionChoice(s, o.option.id, rq.choice) : 'points';
  const units = standingNow(s, session, rq.position);
  const sidesAt = sidesPresent(s, units);
  const steps: Message[] = [];
  const groups = groupsHeld(s, { ...o.held, chart: o.chart }, sidesAt);
  const objectives = groups.map((g) => ({ id: g.point, held: g.held, value: g.value }));
  const counted: Record<string, string[]> = {};
  for (const c of o.counts) {
    const hook = items[c.hook];
    if (!hook) throw new Error(`${p.id}: the item hook ${c.hook} was not given`);
    const all = hook(s, { raw: session.rawState, side: p.side, sidesAt });
    counted[c.id] = c.most ? all.slice(0, c.most) : all;
  }
  const sideName = s.game.sides.find((x) => x.id === p.side)?.name ?? p.side;
  let result: string;
  let points: number | undefined;
  const sd = o.sudden;
  const beyond = sd ? beyondLine(s, sd.beyond) : undefined;
  const past = beyond ? units.filter((u) => u.side === p.side && beyond(u.at)) : [];
  if (sd && rq.turn !== undefined && rq.turn >= sd.from && !past.length) {
    steps.push(say('sudden', { turn: rq.turn, side: sideName, result: sd.result, section: sd.section }));
    result = sd.result;
  } else {
    if (sd) steps.push(say('beyond', { units: listed(past.map((u) => u.ref)), side: sideName, section: sd.section }));
    const held = objectives.filter((x) => x.held).map((x) => say('objective', { id: x.id, value: x.value }));
    steps.push(say('objectives', { objectives: listed(held), side: sideName }));
    for (const c of o.counts)
      steps.push(say('counted', { items: listed(counted[c.id]), count: counted[c.id].length, section: c.section }));
    const reads = o.option?.requires.find((r) => r.choice === reading);
    if (reads) {
      const values: Record<string, Value> = {};
      let all = true;
      for (const r of reads.all) {
        const met = r.group
          ? (objectives.find((x) => x.id === r.group)?.held ?? false)
          : (counted[r.count!]?.length ?? 0) >= r.atLeast;
        all &&= met;
        const step = met ? 'met' : 'unmet';
        const own = r.says?.[step];
        values[r.id] = own ? saysMessage(p.id, r.id, step, own, {}) : say(step);
      }
      result = all ? reads.win : reads.lose;
      steps.push(say('requires', { ...values, result, section: reads.section }));
    } else {
      const value = (point: string) => Number(chart.points.find((x) => x.id === point)?.value ?? 0);
      points =
        objectives.filter((x) => x.held).reduce((n, x) => n + x.value, 0) +
        o.counts.reduce((n, c) => n + counted[c.id].length * value(c.point), 0);
      const level = chart.levels.find((l) => {
        const r = parseRollLabel(l.range);
        return r && inRange(r, points!);
      });
      if (!level) throw new KeyedRefusal(msg('victory.objectives.noLevel', { points, chart: chart.id }));
      result = level.result;
      const text = level.text ? say('text', { text: level.text }) : '';
      steps.push(say('points', { points, side: sideName, result, text, section: o.section }));
    }
  }
  const from = rq.file ? say('fromFile', { file: rq.file }) : say('fromJournal');
  session.record({ command: p.id, inputs: { reading, position: rq.file }, result, turn: rq.turn });
  const warning = reconstructionNote(s, chart);
  return {
    game: s.id,
    procedure: p.id,
    kind: p.kind,
    title: say('title', { game: s.game.title }),
    preview: session.preview,
    ...(warning ? { warnings: [warning] } : {}),
    before: [from, ...steps],
    after: [],
    rolls: [],
    data: {
      side: p.side,
      reading,
      result,
      ...(points === undefined ? {} : { points }),
      // After a sudden death no objective is read.
      objectives: result === sd?.result && !past.length ? [] : objectives,
      counted,
      turn: rq.turn,
      steps: steps.map((m) => render(m)),
      warning: reconstructionWarning(s, chart),
    },
  };
}

/** A list as one value, "a, b, c" in the catalogue's words. */
function joinedList(xs: readonly Value[]): Value {
  return xs.slice(1).reduce<Value>((a, b) => msg('report.comma', { a, b }), xs[0]);
}

/** The command's and the page's fields: the turn, the position file and the declared option, in the data's labels. */
export function objectivesFields(o: VictoryObjectives): (TableField & { flag: string })[] {
  return [
    { key: 'turn', flag: '--turn <n>', label: o.labels.turn ?? 'game turn (else the journal’s)', kind: 'number' },
    {
      key: 'position',
      flag: '--position <file>',
      label: o.labels.position ?? 'where every unit stands (a position file; else the journal’s)',
      kind: 'position',
    },
    // Judging an earlier turn than the journal's (a sudden death missed) is recorded only when asked.
    { key: 'amend', flag: '--amend', label: 'record this for a turn earlier than the journal’s', kind: 'check' },
    ...(o.option
      ? [
          {
            key: o.option.id.replace(/[-_.]([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
            flag: `--${o.option.id} <choice>`,
            label: o.labels.option ?? `Game option ${o.option.id}`,
            kind: 'text' as const,
            option: o.option.id,
          },
        ]
      : []),
  ];
}
