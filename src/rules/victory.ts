import type { Scenario } from '../model/scenario.js';
import type { SupplyProcedure, VictoryProcedure } from '../model/schema/rules.js';
import { inRange, parseRollLabel } from '../model/roll-range.js';
import { parseCondition } from '../model/rules-condition.js';
import type { PositionEntry } from '../assist/position/position-entries.js';
import type { Session } from '../assist/table/session.js';
import { evaluate } from '../model/condition-eval.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';
import { reportHead, type RuleReport } from './report.js';
import { supplyIndex, traceSupply } from './supply.js';
import { cellKey } from '../geometry/grid.js';

// Victory as rules.yaml declares it: points for cells held and enemy units eliminated, the level they reach,
// and any sudden-death condition. A cell is held by the side whose unit stands in it; an empty cell by the side
// whose unit set up there (the last to stand in it, as far as Sandtable knows).

export interface VictoryRequest {
  position: PositionEntry[];
  /** Whether the units' places are known (a position file or units given): a requirement is checked only then. */
  placed: boolean;
  eliminated: string[];
  turn?: number;
  /** The turn the side last captured the declaration's `capture` place, as given. */
  takenOn?: number;
  names: Record<string, number | boolean | string>;
}

export function runVictory(s: Scenario, p: VictoryProcedure, rq: VictoryRequest, session: Session): RuleReport {
  if (p.capture) return runCaptureVictory(s, p, p.capture, rq, session);
  const ix = supplyIndex(s);
  const sideName = (id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;
  const key = (label: string) => (ix ? cellKey(ix.cell(label)) : label);
  const standing = new Map<string, string>();
  // Set-up places only: a zone or edge set-up, or a reinforcement still to come, holds no cell yet.
  const cellAt = (at: string) => !ix || ix.grid.parse(at) !== undefined;
  for (const u of s.units)
    if (u.setup && (u.setup.turn ?? 1) <= 1 && cellAt(u.setup.location)) standing.set(key(u.setup.location), u.side);
  for (const e of rq.position) standing.set(key(e.at), e.unit.side);
  const holds = (side: string, cell: string) => standing.get(key(cell)) === side;
  const eliminatedOf = (side: string) =>
    rq.eliminated.filter((ref) => s.units.find((u) => u.id === ref.replace(/#\d+$/, ''))?.side === side).length;
  const before: Message[] = [];
  let points = 0;
  for (const pt of p.points) {
    if (pt.held) {
      const held = pt.held.filter((c) => holds(p.side, c));
      points += held.length * pt.value;
      before.push(
        msg('victory.held', {
          id: pt.id,
          cells: held.length ? held.join(', ') : '—',
          count: held.length,
          value: pt.value,
          points: held.length * pt.value,
          section: pt.section,
        }),
      );
    } else if (pt.eliminated) {
      const n = eliminatedOf(pt.eliminated);
      points += n * pt.value;
      before.push(
        msg('victory.eliminated', {
          id: pt.id,
          count: n,
          side: sideName(pt.eliminated),
          plural: n === 1 ? '' : 's',
          value: pt.value,
          points: n * pt.value,
          section: pt.section,
        }),
      );
    }
  }
  before.push(msg('victory.total', { side: sideName(p.side), points }));
  const facts = { names: { ...rq.names, turn: rq.turn ?? 0 }, holds, eliminated: eliminatedOf };
  const sudden = p.sudden.find((x) => !!evaluate(parseCondition(x.when), facts));
  const level = p.levels.find((l) => points >= l.atLeast) ?? p.levels.at(-1)!;
  const after: Message[] = [];
  if (sudden)
    after.push(msg('victory.sudden', { side: sideName(sudden.side), when: sudden.when, section: sudden.section }));
  else {
    if (p.lastTurn !== undefined && (rq.turn === undefined || rq.turn < p.lastTurn))
      after.push(msg('victory.soFar', { turn: rq.turn ?? '?', last: p.lastTurn }));
    after.push(msg('victory.level', { result: level.result, section: level.section ?? p.section }));
  }
  return {
    ...reportHead(s, p, session),
    before,
    after,
    rolls: [],
    data: {
      side: p.side,
      points,
      level: sudden ? undefined : level.result,
      sudden: sudden ? { side: sudden.side, section: sudden.section } : undefined,
      final: !!sudden || (p.lastTurn !== undefined && (rq.turn ?? 0) >= p.lastTurn),
      turn: rq.turn,
    },
  };
}

/** Where the journal keeps the turn each place was last captured. */
const CAPTURED = 'captured';

/**
 * Victory by capture: the level is the victory chart's row for the turn the side last took the place, given only
 * if every requirement holds at the end (the place held alone, a line traced to its start line); else, or if it
 * never took the place, the chart's row for no capture.
 */
function runCaptureVictory(
  s: Scenario,
  p: VictoryProcedure,
  cap: NonNullable<VictoryProcedure['capture']>,
  rq: VictoryRequest,
  session: Session,
): RuleReport {
  const chart = s.charts.find((c): c is VictoryChart => c.id === cap.chart && c.kind === 'victory');
  if (!chart) throw new Error(`validate let ${p.id} through without its victory chart`);
  const side = sideNameOf(s, p.side);
  const place = placeName(s, cap.place);
  const never = chart.levels.find((l) => !parseRollLabel(l.range))!;
  const kept = session.state<Record<string, number>>(CAPTURED, {});
  const takenOn = rq.takenOn ?? kept[cap.place];
  const level =
    takenOn === undefined
      ? undefined
      : chart.levels.find((l) => {
          const r = parseRollLabel(l.range);
          return r && inRange(r, takenOn);
        });
  if (takenOn !== undefined && !level)
    throw new KeyedRefusal(
      msg('victory.notATurn', { turn: takenOn, turns: chart.levels.map((l) => l.range).join(', ') }),
    );
  const before: Message[] = [
    level
      ? msg('victory.captured', { side, place, turn: takenOn!, result: level.result, section: cap.section })
      : msg('victory.notCaptured', { side, place, section: cap.section }),
  ];
  const checks = rq.placed ? p.require.map((r) => requirement(s, p, r, rq.position)) : [];
  for (const c of checks) before.push(c.said);
  if (!rq.placed && p.require.length)
    before.push(msg('victory.unchecked', { ids: p.require.map((r) => r.name ?? r.id).join(', ') }));
  const holds = rq.placed && checks.every((c) => c.holds);
  const won = level && holds ? level : undefined;
  const result = won ?? (level && !rq.placed ? level : never);
  const after = [
    won || !level
      ? msg('victory.level', { result: result.result, section: p.section })
      : msg(rq.placed ? 'victory.levelFailed' : 'victory.levelIf', {
          result: result.result,
          level: level.result,
          section: p.section,
        }),
  ];
  if (p.lastTurn !== undefined && (rq.turn === undefined || rq.turn < p.lastTurn))
    after.unshift(msg('victory.soFar', { turn: rq.turn ?? '?', last: p.lastTurn }));
  session.record(
    {
      command: p.id,
      // What was judged, for `journal show`: the capture turn, and whether the units' places were known.
      inputs: { takenOn, placesKnown: rq.placed },
      result: result.result,
      turn: rq.turn,
    },
    rq.takenOn !== undefined ? { [CAPTURED]: { ...kept, [cap.place]: rq.takenOn } } : {},
  );
  return {
    ...reportHead(s, p, session),
    before,
    after,
    rolls: [],
    data: {
      side: p.side,
      takenOn,
      // The level the capture turn gives; the result is it only once every requirement is seen to hold.
      level: level?.result,
      requirements: Object.fromEntries(checks.map((c) => [c.id, c.data])),
      result: won ? won.result : level && !rq.placed ? `${level.result} (if every requirement holds)` : never.result,
      checked: rq.placed,
      turn: rq.turn,
    },
  };
}

type VictoryChart = Extract<Scenario['charts'][number], { kind: 'victory' }>;

const sideNameOf = (s: Scenario, id: string) => s.game.sides.find((x) => x.id === id)?.name ?? id;

/** A place as the map names it: an area's name, else the cell's label. */
function placeName(s: Scenario, place: string): string {
  return s.map?.kind === 'area' ? (s.map.areas.find((a) => a.id === place)?.name ?? place) : place;
}

/** One requirement judged against where the units stand. */
function requirement(
  s: Scenario,
  p: VictoryProcedure,
  r: VictoryProcedure['require'][number],
  units: readonly PositionEntry[],
): { id: string; holds: boolean; said: Message; data: unknown } {
  const ix = supplyIndex(s);
  const key = (at: string) => (ix ? cellKey(ix.cell(at)) : at);
  const label = r.name ?? r.id;
  if (r.alone) {
    const here = new Set(units.filter((u) => key(u.at) === key(r.alone!)).map((u) => u.unit.side));
    const place = placeName(s, r.alone);
    const holds = here.size === 1 && here.has(p.side);
    const said = holds
      ? msg('victory.alone', { id: label, side: sideNameOf(s, p.side), place, section: r.section })
      : here.size
        ? msg('victory.notAlone', {
            id: label,
            place,
            sides: [...here].map((x) => sideNameOf(s, x)).join(' and '),
            section: r.section,
          })
        : msg('victory.empty', { id: label, place, section: r.section });
    return { id: r.id, holds, said, data: holds };
  }
  const link = r.link!;
  // The link is traced as a supply line would be, from the place, for the side, to the ends it names.
  const line: SupplyProcedure = {
    id: r.id,
    kind: 'supply',
    title: r.id,
    section: r.section,
    sources: [{ side: p.side, ...link.to, section: r.section }],
    along: link.along,
    prohibited: [],
    blockedBy: link.blockedBy,
    inPlace: [],
    report: 'lengths',
    outOfSupply: { hits: 0, options: [], section: r.section },
  };
  const [traced] = traceSupply(s, line, units, [{ ref: r.id, at: link.from, unit: { side: p.side } }]);
  const path = traced?.path ?? [];
  const holds = !!traced?.supplied;
  const said = holds
    ? msg('victory.linked', { id: label, path: path.map((x) => placeName(s, x)).join(' → '), section: r.section })
    : msg('victory.notLinked', { id: label, place: placeName(s, link.from), section: r.section });
  return { id: r.id, holds, said, data: { holds, path } };
}
