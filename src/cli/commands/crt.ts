import type { Command } from 'commander';
import { parseDice } from '../../model/dice-spec.js';
import { resolveCrt, type CrtBase } from '../../assist/crt/resolve-crt.js';
import { UsageError, type Io } from '../io.js';
import {
  withDiceOptions,
  loadGameCharts,
  chartById,
  reconstructionWarning,
  parseInteger,
  Session,
  printJsonOr,
  type AssistFlags,
} from '../assist-support.js';
import { probabilityBars, columnStrip } from '../format/probability-bars.js';
import { handRoll } from './procedures/hand-dice.js';

interface CrtFlags extends AssistFlags {
  table?: string;
  odds?: string;
  diff?: string;
  shift?: string;
  drm?: string;
  roll?: string | boolean;
}

/** Strength totals above this are typing slips, not armies; a differential cannot exceed a total. */
export const ODDS_MAX = 9999;

/**
 * No bundled table has 20 columns, nor dice that spread over 20 pips: a larger shift or modifier reads the
 * same end of the table, so it can only be a slip.
 */
export const SHIFT_MAX = 20;

/** A side with nothing in it is no battle: 0:0 or 5:0 would read the best column as if it were. */
export function parseOddsFlag(value: string): [number, number] {
  const m = value.match(/^(\d+)\s*[:-]\s*(\d+)$/);
  const totals = m ? [Number(m[1]), Number(m[2])] : [];
  if (!m || totals.some((n) => n < 1 || n > ODDS_MAX))
    throw new UsageError(`--odds takes attack:defence totals of 1 to ${ODDS_MAX} each, such as 24:8; not "${value}"`);
  return [totals[0], totals[1]];
}

export function registerCrt(program: Command, io: Io): void {
  withDiceOptions(
    program
      .command('crt')
      .description(
        'read a combat results table: odds or differential, column shifts, die modifiers, ' +
          'the odds of each result, then the roll',
      )
      .argument('<game>', 'bundled game id or game folder')
      .option('--table <id>', 'which CRT (default: the first in the game)')
      .option('--odds <a:d>', 'attack and defence totals, e.g. 24:8')
      .option('--diff <n>', 'the differential, attacker minus defender')
      .option('--shift <n>', 'net column shift, positive favours the attacker', '0')
      .option('--drm <n>', 'net die roll modifier', '0')
      .option('--roll <n>', 'the dice total as you rolled it by hand')
      .option('--no-roll', 'show the odds only, roll nothing'),
  ).action((game: string, flags: CrtFlags) => {
    const s = loadGameCharts(game);
    const crts = s.charts.filter((c) => c.kind === 'crt');
    if (!crts.length) throw new UsageError(`${s.id} has no combat results table`);
    const crt = flags.table ? chartById(s, flags.table, 'crt') : crts[0];
    if ((flags.odds === undefined) === (flags.diff === undefined))
      throw new UsageError('give either --odds A:D or --diff N');
    const base: CrtBase =
      flags.odds !== undefined
        ? { odds: parseOddsFlag(flags.odds) }
        : { diff: parseInteger(flags.diff!, '--diff', -ODDS_MAX, ODDS_MAX) };
    if ('odds' in base && crt.method !== 'odds')
      throw new UsageError(`table "${crt.id}" is read by differential: use --diff`);
    if ('diff' in base && crt.method !== 'differential')
      throw new UsageError(`table "${crt.id}" is read by odds: use --odds`);
    // Every flag is read before a die is rolled: a refused command has rolled nothing.
    const shift = parseInteger(flags.shift ?? '0', '--shift', -SHIFT_MAX, SHIFT_MAX);
    const drm = parseInteger(flags.drm ?? '0', '--drm', -SHIFT_MAX, SHIFT_MAX);
    const session = new Session(s, flags);
    const dice = parseDice(crt.dice);
    const roll =
      flags.roll === false
        ? undefined
        : handRoll(dice, typeof flags.roll === 'string' ? flags.roll : undefined, session.source);
    const res = resolveCrt(crt, {
      base,
      shift,
      drm,
      roll: roll?.total,
    });
    const warning = reconstructionWarning(s, crt);
    const out = { game: s.id, ...res, dice: crt.dice, faces: roll?.faces, warning };
    session.record({
      command: 'crt',
      inputs: { table: crt.id, ...base, shift: res.shift, drm: res.drm },
      rolls: roll ? [roll] : [],
      result: res.result,
    });
    printJsonOr(io, flags.json, out, () => [
      `${s.game.title}: ${crt.name}`,
      ...(warning ? [warning] : []),
      ...res.steps.map((x) => `  ${x}`),
      '',
      `  ${columnStrip(crt.columns, res.columnIndex)}`,
      `  Chances on ${res.column}` +
        `${res.drm ? ` with ${res.drm > 0 ? '+' : ''}${res.drm} on the ${crt.dice}` : ` (${crt.dice})`}:`,
      ...probabilityBars(res.outcomes, res.result).map((l) => `  ${l}`),
    ]);
  });
}
