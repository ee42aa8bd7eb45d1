import type { Chart } from '../../model/schema/charts.js';
import type { AreaGraph } from '../../assist/map/area-graph.js';
import { findAreaPath } from '../../assist/map/area-path.js';
import { inRange, parseRollLabel } from '../../model/roll-range.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { occupancy, type AreaUnit } from './area-units.js';
import { SUPPLY_WAYS } from './supply.js';
import { GERMAN, OBJECTIVE } from './sides.js';

type VictoryChart = Extract<Chart, { kind: 'victory' }>;

export interface VictoryReport {
  takenOn?: number;
  /** The level the capture turn gives, if both conditions hold at the end. */
  level?: string;
  levelText?: string;
  solePossession?: boolean;
  roadLink?: { holds: boolean; path: string[] };
  result: string;
  steps: string[];
}

/** The level a capture on `turn` earns, read off the chart's ranges ("1-4", "5-7", "8-10"; "never"). */
export function victoryLevel(chart: VictoryChart, turn: number | undefined): { result: string; text?: string } {
  const never = chart.levels.find((l) => parseRollLabel(l.range) === undefined);
  if (turn === undefined) return { result: never?.result ?? 'no German victory', text: never?.text };
  const level = chart.levels.find((l) => {
    const r = parseRollLabel(l.range);
    return r && inRange(r, turn);
  });
  if (!level)
    throw new KeyedRefusal(
      msg('death-of-a-division.refused.notATurn', { turn, turns: chart.levels.map((l) => l.range).join(', ') }),
    );
  return { result: level.result, text: level.text };
}

/**
 * Victory (rules 1): the turn St. Vith was last taken sets the level, and at the end the German must
 * hold it alone and link it by an unbroken chain of road-connected areas free of US units to an area
 * of the German start line. Without a position only the level is known.
 */
export function judgeVictory(
  graph: AreaGraph,
  chart: VictoryChart,
  takenOn: number | undefined,
  units?: readonly AreaUnit[],
): VictoryReport {
  const steps: string[] = [];
  const american = victoryLevel(chart, undefined);
  const level = takenOn !== undefined ? victoryLevel(chart, takenOn) : undefined;
  const name = graph.area(OBJECTIVE).name;
  if (level)
    steps.push(
      `${name} last taken by the Germans on turn ${takenOn}: ${level.result} if both conditions hold at the end`,
    );
  else steps.push(`No German capture of ${name} is recorded`);
  if (!units) {
    steps.push(`Give a position file to check sole possession of ${name} and the road link to the German start line`);
    return {
      takenOn,
      level: level?.result,
      levelText: level?.text,
      result: level ? `${level.result} (if both conditions hold)` : american.result,
      steps,
    };
  }
  const occ = occupancy(units);
  const sides = occ.get(OBJECTIVE) ?? new Set<string>();
  const solePossession = sides.size === 1 && sides.has(GERMAN);
  const holders = solePossession
    ? `only German units are in ${name}`
    : sides.size
      ? `${name} holds ${[...sides].join(' and ')} units`
      : `${name} is empty`;
  steps.push(`Sole possession: ${holders}: ${solePossession ? 'holds' : 'fails'}`);
  const clear = (a: string) => ![...(occ.get(a) ?? [])].some((x) => x !== GERMAN);
  const path =
    findAreaPath(graph, OBJECTIVE, {
      kinds: SUPPLY_WAYS,
      mayEnter: clear,
      isGoal: (a) => graph.area(a).startFor === GERMAN,
    }) ?? [];
  const link = path.length > 0 && clear(OBJECTIVE);
  const route = link
    ? path.map((a) => graph.area(a).name).join(' → ')
    : 'no chain of road-connected areas free of US units reaches the German start line';
  steps.push(`Road link: ${route}: ${link ? 'holds' : 'fails'}`);
  const won = solePossession && link && level;
  const unknownTurn = solePossession && link && !level;
  const result = won ? level.result : unknownTurn ? 'German victory, level unknown' : american.result;
  if (unknownTurn) steps.push(`Both conditions hold but the turn of capture is not known: give --taken-on N`);
  steps.push(
    `Result: ${result}${won && level.text ? `. ${level.text}` : !won && american.text ? `. ${american.text}` : ''}`,
  );
  return {
    takenOn,
    level: level?.result,
    levelText: level?.text,
    solePossession,
    roadLink: { holds: link, path: link ? path : [] },
    result,
    steps,
  };
}
