import type { DieTable } from '../../model/schema/charts.js';
import type { Unit } from '../../model/schema/units.js';
import { dieTableRow } from '../../assist/crt/die-table-row.js';
import { sumDistribution } from '../../assist/dice/sum-distribution.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { parseDice } from '../../model/dice-spec.js';
import { InputError } from '../../util/input-error.js';

export interface ArrivalReport {
  unit: string;
  scheduled: number;
  roll: number;
  result: string;
  shift: number;
  arrives: number;
  steps: string[];
}

/**
 * Optional rule 8: on the turn before a reinforcement is due, one die says whether it comes a turn
 * early, on time or a turn late; the table's turnShift effect says by how much.
 */
export function arrivalRoll(table: DieTable, unit: Unit, roll: number, turn?: number): ArrivalReport {
  const scheduled = unit.setup?.turn;
  if (scheduled === undefined)
    throw new InputError(`${unit.id} is on the map from the start; only reinforcements roll for arrival`);
  if (turn !== undefined && turn !== scheduled - 1)
    throw new InputError(
      `${unit.id} is due on turn ${scheduled}; its arrival roll is made on turn ${scheduled - 1}, not ${turn}`,
    );
  const row = dieTableRow(table, roll);
  const shift = Number(row.effects.turnShift ?? 0);
  const arrives = scheduled + shift;
  return {
    unit: unit.id,
    scheduled,
    roll,
    result: row.results[0],
    shift,
    arrives,
    steps: [
      `${unit.id} (${unit.name}), due on turn ${scheduled}: rolled ${roll}: ` +
        `${row.results[0].toLowerCase()}, arrives on turn ${arrives}`,
    ],
  };
}

/** The exact chance of each arrival result before the die, e.g. "One turn early" 1/6. */
export function arrivalChances(table: DieTable): CrtOutcome[] {
  const dist = sumDistribution(parseDice(table.dice));
  const ways = new Map<string, number>();
  for (const [t, w] of dist.ways) {
    const r = dieTableRow(table, t).results[0];
    ways.set(r, (ways.get(r) ?? 0) + w);
  }
  return [...ways].map(([code, w]) => ({
    code,
    meaning: '',
    probability: w / dist.outcomes,
    fraction: `${w}/${dist.outcomes}`,
  }));
}
