import type { Scenario } from '../model/scenario.js';
import type { DieTable } from '../model/schema/charts.js';
import type { StepRoll } from '../model/schema/rules-steps.js';
import { parseDice } from '../model/dice-spec.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { dieTableRow } from '../assist/crt/die-table-row.js';
import { msg, type Message } from '../assist/messages.js';
import { requireChart } from './shared/chart-lookup.js';

// A hook's success roll, as its declaration's `successRoll` says (rules-steps.ts): the die table in charts.yaml it
// names, whose rows marked by the `effect` (success) succeed. The chance, the rows that win and what a roll did are
// read off the chart the aid prints, so the referee and the printed table cannot disagree.

export interface StepRollChance {
  probability: number;
  /** Exact, over every outcome of the chart's dice: "3/6". */
  fraction: string;
  /** "It succeeds on 4-6: 3 in 6". */
  said: Message;
}

/** The die table a step rolls on. */
export const stepTable = (s: Scenario, r: StepRoll): DieTable => requireChart(s, r.chart, 'die-table');

/** Whether a roll's row succeeds. */
export const stepSucceeds = (table: DieTable, r: StepRoll, roll: number): boolean =>
  dieTableRow(table, roll).effects[r.effect] === true;

/** The chance of success before the roll, counted over the chart's dice. */
export function stepChance(table: DieTable, r: StepRoll): StepRollChance {
  const dist = sumDistribution(parseDice(table.dice));
  let ways = 0;
  for (const [t, w] of dist.ways) if (stepSucceeds(table, r, t)) ways += w;
  const rolls = table.rows
    .filter((row) => row.effects[r.effect] === true)
    .map((row) => row.roll)
    .join(', ');
  return {
    probability: ways / dist.outcomes,
    fraction: `${ways}/${dist.outcomes}`,
    said: msg('step.succeedsOn', { rolls, ways, outcomes: dist.outcomes }),
  };
}

/** What a roll did: success or not, and the row's words ("Rolled 4: Succeeds: ..."). */
export function stepRolled(table: DieTable, r: StepRoll, roll: number): { success: boolean; said: Message } {
  const row = dieTableRow(table, roll);
  return {
    success: row.effects[r.effect] === true,
    said: msg('step.rolled', { roll, result: row.results[0] }),
  };
}
