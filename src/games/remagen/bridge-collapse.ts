import type { DieTable } from '../../model/schema/charts.js';
import { parseDice } from '../../model/dice-spec.js';
import { sumDistribution } from '../../assist/dice/sum-distribution.js';
import { dieTableRow } from '../../assist/crt/die-table-row.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { inRange, type RollRange } from '../../model/roll-range.js';
import type { Scenario } from '../../model/scenario.js';
import { declaredValue, hookDeclaration } from '../../model/hook-numbers.js';

export interface BridgeState {
  collapsed: boolean;
  /** The German turn it fell on. */
  turn?: number;
}

export interface BridgeReport {
  turn: number;
  column: string;
  /** Chance the bridge falls on this turn's roll, exact; 1 when it falls without one. */
  chance: { probability: number; fraction: string };
  rolled: boolean;
  roll?: number;
  collapses: boolean;
  state: BridgeState;
  steps: string[];
}

/** The turns the bridge roll spans, as rules.yaml declares them for the hook `remagen.bridge`. */
export interface BridgeNumbers {
  /** The first German turn a die is rolled for the bridge. */
  firstTurn: number;
  /** The turn it falls without a roll, at the latest. */
  lastTurn: number;
}

export function bridgeNumbers(s: Scenario): BridgeNumbers {
  const p = hookDeclaration(s, 'remagen.bridge');
  return { firstTurn: declaredValue(s, p, 'first-turn'), lastTurn: declaredValue(s, p, 'last-turn') };
}

/**
 * The turns a column covers, from its id (charts.yaml `columnIds`, never the heading's words): "turns-4-5" → 4..5,
 * "turn-8" → 8. Only to name the column read; whether the bridge falls is the row's `collapsesFromTurn` effect.
 */
function turnsOf(columnId: string | undefined): RollRange | undefined {
  const m = columnId?.match(/^turns?-(\d+)(?:-(\d+))?$/);
  return m ? { min: Number(m[1]), max: Number(m[2] ?? m[1]) } : undefined;
}

/** A row of the table brings the bridge down from the turn its `collapsesFromTurn` effect gives. */
const falls = (row: DieTable['rows'][number], turn: number) =>
  turn >= Number(row.effects.collapsesFromTurn ?? Infinity);

/**
 * The Ludendorff Bridge roll (rules: Ludendorff RR Bridge): from the German 4th turn a die decides
 * each German turn whether it falls; on the chart's last turn it falls without a roll. A fallen bridge
 * stays fallen. The chance is worked out before the die so the players see it.
 */
export function bridgeCollapse(
  table: DieTable,
  k: BridgeNumbers,
  turn: number,
  before: BridgeState,
  roll?: number,
): BridgeReport {
  if (!table.columnIds) throw new KeyedRefusal(msg('remagen.refused.bridgeColumnIds', { id: table.id }));
  const spans = table.columns.map((c, i) => ({ c, t: turnsOf(table.columnIds?.[i]) }));
  const first = k.firstTurn;
  const last = k.lastTurn;
  if (before.collapsed) throw new KeyedRefusal(msg('remagen.refused.bridgeFell', { turn: before.turn ?? '?' }));
  if (turn < first) throw new KeyedRefusal(msg('remagen.refused.bridgeFrom', { turn, first }));
  const steps: string[] = [];
  if (turn >= last) {
    const column = spans.find((x) => x.t && inRange(x.t, turn))?.c ?? spans[spans.length - 1].c;
    steps.push(
      `Turn ${turn}: the bridge collapses without a roll (it falls on turn ${last} at the latest); ` +
        'every unit on its two sectors is lost',
    );
    return {
      turn,
      column,
      chance: { probability: 1, fraction: '1/1' },
      rolled: false,
      collapses: true,
      state: { collapsed: true, turn },
      steps,
    };
  }
  const ci = spans.findIndex((x) => x.t && inRange(x.t, turn));
  const column = table.columns[ci] ?? table.columns[0];
  const dist = sumDistribution(parseDice(table.dice));
  let ways = 0;
  for (const [total, w] of dist.ways) if (falls(dieTableRow(table, total), turn)) ways += w;
  const chance = { probability: ways / dist.outcomes, fraction: `${ways}/${dist.outcomes}` };
  steps.push(
    `German turn ${turn} (${column}): the bridge falls on ${ways} of ${dist.outcomes} rolls ` +
      `(${(chance.probability * 100).toFixed(1)}%)`,
  );
  if (roll === undefined) return { turn, column, chance, rolled: false, collapses: false, state: before, steps };
  const row = dieTableRow(table, roll);
  const cell = row.results[ci] ?? '';
  const collapses = falls(row, turn);
  const outcome = collapses
    ? '. The bridge falls into the Rhine; every unit on its two sectors is lost'
    : '. The bridge stands this turn';
  steps.push(`Rolled ${roll}: ${cell}${outcome}`);
  return {
    turn,
    column,
    chance,
    rolled: true,
    roll,
    collapses,
    state: collapses ? { collapsed: true, turn } : before,
    steps,
  };
}
