import type { DieTable } from '../../model/schema/charts.js';
import { dieTableRow } from '../../assist/crt/die-table-row.js';
import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';

export interface AirPowerResult {
  turn: number;
  roll: number | undefined;
  allied: number;
  german: number;
  surge: boolean;
  /** Luftwaffe Surges granted so far in the game, this turn's included. */
  surgesUsed: number;
  /** What the roll did, as keyed messages. */
  steps: Message[];
}

/** 5.1: the Luftwaffe surges the first time a 5 or 6 is rolled and once more on a later 6; never a third. */
export const MOST_SURGES = 2;

/**
 * The most air units `side` can have in one turn: the best the Air Power Table gives it. Air units are
 * used in the turn they come or lost (5.2), so no combat can have more.
 */
export function mostAirUnits(table: DieTable, side: string): number {
  return Math.max(0, ...table.rows.map((r) => Number(r.effects[side] ?? 0)).filter(Number.isFinite));
}

/**
 * 5.1: no roll on turn 1; from turn 2 the Allied roll reads the Air Power Table. The Germans get the
 * Luftwaffe Surge the first time the roll is 5 or 6, and once more the next time it is a 6; never a third.
 */
export function airPower(
  table: DieTable,
  turn: number,
  roll: number | undefined,
  surgesBefore: number,
): AirPowerResult {
  if (turn === 1)
    return {
      turn,
      roll: undefined,
      allied: 0,
      german: 0,
      surge: false,
      surgesUsed: surgesBefore,
      steps: [msg('veritable.air.turnOne', { section: '4.1, 5.1' })],
    };
  if (roll === undefined) throw new RangeError('a roll is needed from turn 2 on');
  const row = dieTableRow(table, roll);
  const allied = Number(row.effects.allied ?? 0);
  const surge = (surgesBefore === 0 && roll >= 5) || (surgesBefore === 1 && roll === 6);
  const german = surge ? Number(row.effects.german ?? 1) : 0;
  const steps = [msg('veritable.air.rolls', { turn, roll, allied, plural: allied === 1 ? '' : 's' })];
  if (surge)
    steps.push(
      msg('veritable.air.surge', {
        why: msg(surgesBefore === 0 ? 'veritable.air.firstSurge' : 'veritable.air.secondSurge'),
        section: '5.1',
      }),
    );
  else if (roll >= 5)
    steps.push(msg(surgesBefore >= 2 ? 'veritable.air.surgedTwice' : 'veritable.air.onlySix', { section: '5.1' }));
  return { turn, roll, allied, german, surge, surgesUsed: surgesBefore + (surge ? 1 : 0), steps };
}
