import type { Chart } from '../../model/schema/charts.js';
import type { Scenario } from '../../model/scenario.js';
import type { SquareMap } from '../../model/schema/map.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import { inRange, parseRollLabel } from '../../model/roll-range.js';
import { cellKey } from '../../geometry/grid.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { joined, msg } from './messages.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { withCompletion, type PontoonState } from './labour.js';
import { declaredHeld, groupsHeld } from '../../rules/held-groups.js';

const VICTORY_HOOK = 'remagen.victory';

type VictoryChart = Extract<Chart, { kind: 'victory' }>;

export const US = 'us';
/** The victory chart's objectives and levels are reconstructed: the rules state none (seeds README). */
export const VICTORY_RULE = msg('remagen.rule.victory');

export interface RemagenVictoryInput {
  /** Where the units stand: a position file, or the journal's last-seen places. */
  units: readonly PlacedUnit[];
  pontoons: Readonly<Record<string, PontoonState>>;
  /** Labour units that complete a bridge. */
  complete: number;
  turn?: number;
  /** Option victory-conditions: points or hold-a-crossing. */
  reading: string;
}

export interface RemagenVictoryReport {
  result: string;
  points?: number;
  objectives: { id: string; held: boolean; value: number }[];
  bridges: { site: string; counts: boolean }[];
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
}

/** Land east of the Rhine: in its row, past the river's last sector. */
function eastOfRhine(index: GridMapIndex, cell: { col: number; row: number }): boolean {
  const river = index.grid
    .cells()
    .filter((c) => c.row === cell.row && index.terrainAt(c) === 'river')
    .map((c) => c.col);
  return river.length > 0 && cell.col > Math.max(...river);
}

/**
 * Victory (reconstructed; the option victory-conditions): a German win at once when no US unit stands east
 * of the Rhine at the end of a German turn from turn 3; else, with `points`, the US scores each objective it
 * holds (a US unit in one of its sectors, no German in any) and 3 for each completed pontoon bridge above 0
 * whose bridgeheads hold no German (two at most), read on the chart's levels; with `hold-a-crossing`, the US
 * wins by holding the Erpeler Ley and one such bridge.
 */
export function judgeRemagenVictory(
  s: Scenario,
  index: GridMapIndex,
  chart: VictoryChart,
  input: RemagenVictoryInput,
): RemagenVictoryReport {
  const map = s.map as SquareMap;
  const steps: Message[] = [];
  const listed = (xs: readonly Message[] | readonly string[]) =>
    xs.length ? joined('remagen.join.comma', xs) : msg('remagen.victory.none');
  const sideAt = new Map<string, Set<string>>();
  for (const u of input.units) sideAt.set(cellKey(u.cell), (sideAt.get(cellKey(u.cell)) ?? new Set()).add(u.unit.side));
  const east = input.units.filter((u) => u.unit.side === US && eastOfRhine(index, u.cell));
  const objectives: RemagenVictoryReport['objectives'] = [];
  const bridges = map.bridges
    .filter((b) => b.kind === 'pontoon-site')
    .map((b) => {
      const st = input.pontoons[b.id];
      const done = st ? withCompletion(st, input.complete) : undefined;
      const free = b.bridgeheads.every((l) => ![...(sideAt.get(cellKey(index.cell(l))) ?? [])].some((x) => x !== US));
      return { site: b.id, counts: !!done?.completed && done.lu > 0 && free };
    });
  if (input.turn !== undefined && input.turn >= 3 && !east.length) {
    steps.push(msg('remagen.victory.sudden', { turn: input.turn, section: VICTORY_RULE }));
    return { result: 'German decisive victory', objectives, bridges, steps };
  }
  steps.push(msg('remagen.victory.east', { units: listed(east.map((u) => u.ref)) }));
  // The objectives are the declared groups held alone (rules.yaml `victory`'s `held`), judged by the engine.
  const none = new Set<string>();
  const sidesAt = (place: string) => sideAt.get(cellKey(index.cell(place))) ?? none;
  for (const g of groupsHeld(s, declaredHeld(s, VICTORY_HOOK), sidesAt))
    objectives.push({ id: g.point, held: g.held, value: g.value });
  const counting = bridges.filter((b) => b.counts).slice(0, 2);
  steps.push(
    msg('remagen.victory.objectives', {
      objectives: listed(
        objectives.filter((o) => o.held).map((o) => msg('remagen.victory.objective', { id: o.id, value: o.value })),
      ),
    }),
  );
  steps.push(msg('remagen.victory.bridges', { sites: listed(counting.map((b) => b.site)) }));
  if (input.reading === 'hold-a-crossing') {
    const ley = objectives.find((o) => o.id === 'erpeler-ley')?.held ?? false;
    const win = ley && counting.length > 0;
    steps.push(
      msg('remagen.victory.crossing', {
        ley: msg(ley ? 'remagen.victory.held' : 'remagen.victory.notHeld'),
        bridge: msg(counting.length ? 'remagen.victory.aBridge' : 'remagen.victory.noBridge'),
      }),
    );
    return { result: win ? 'US victory' : 'German victory', objectives, bridges, steps };
  }
  const bridgeValue = Number(chart.points.find((p) => p.id === 'pontoon')?.value ?? 3);
  const points = objectives.filter((o) => o.held).reduce((n, o) => n + o.value, 0) + counting.length * bridgeValue;
  const level = chart.levels.find((l) => {
    const r = parseRollLabel(l.range);
    return r && inRange(r, points);
  });
  if (!level) throw new KeyedRefusal(msg('remagen.refused.noLevel', { points }));
  steps.push(
    msg('remagen.victory.points', {
      points,
      result: level.result,
      text: level.text ? msg('remagen.victory.text', { text: level.text }) : '',
      section: VICTORY_RULE,
    }),
  );
  return { result: level.result, points, objectives, bridges, steps };
}
