import type { Command } from 'commander';
import { parseDice } from '../../model/dice-spec.js';
import { resolveCrt, type CrtBase } from '../../assist/crt/resolve-crt.js';
import { InputError, UsageError, type Io } from '../io.js';
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
import { columnStrip } from '../format/probability-bars.js';
import { handTotalOf } from './procedures/hand-dice.js';
import { reportLines, stepsAfter } from './procedures/report-lines.js';
import { gameTable } from './procedures/index.js';

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
          'the odds of each result, then the roll; odds past the chart read as the game’s rules say',
      )
      .argument('<game>', 'bundled game id or game folder')
      .option('--table <id>', 'which CRT (default: the first in the game)')
      .option('--odds <a:d>', 'attack and defence totals, e.g. 24:8')
      .option('--diff <n>', 'the differential, attacker minus defender')
      .option('--shift <n>', 'net column shift, positive favours the attacker', '0')
      .option('--drm <n>', 'net die roll modifier', '0')
      .option('--roll <n>', 'the dice total as you rolled it by hand')
      .option('--no-roll', 'the same as --preview: the odds only, nothing rolled or written'),
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
    const session = new Session(s, flags, 'crt');
    const dice = parseDice(crt.dice);
    // The game's own words for odds past the chart's ends, so `crt` and the game's procedure read alike.
    const ends = 'odds' in base ? gameTable(s.id)?.chartEnds?.[crt.id] : undefined;
    const query = { base, shift, drm, ends };
    const before = resolveCrt(crt, query);
    const warning = reconstructionWarning(s, crt);
    const title = `${s.game.title}: ${crt.name}`;
    const strip = `${columnStrip(crt.columns, before.columnIndex)}`;
    const chancesOf =
      `on ${before.column}` +
      `${before.drm ? ` with ${before.drm > 0 ? '+' : ''}${before.drm} on the ${crt.dice}` : ` (${crt.dice})`}`;
    if (flags.preview || flags.roll === false)
      return printJsonOr(io, flags.json, { game: s.id, preview: true, ...before, dice: crt.dice, warning }, () =>
        reportLines({
          title,
          warnings: [warning],
          before: [...before.steps, '', strip],
          chances: before.beyond ? undefined : { of: chancesOf, outcomes: before.outcomes },
          preview: true,
        }),
      );
    const entered = typeof flags.roll === 'string' ? flags.roll : undefined;
    if (before.beyond && entered !== undefined)
      throw new InputError(`no die is read past the chart's end (${ends!.rule}); --roll is not used`);
    const box = session.dice(entered !== undefined);
    const roll = before.beyond ? undefined : box.roll('--roll', dice, handTotalOf(dice, entered, '--roll'));
    const res = roll ? resolveCrt(crt, { ...query, roll: roll.total }) : before;
    const out = { game: s.id, ...res, dice: crt.dice, faces: roll?.faces, rolls: box.rolls, warning };
    session.record({
      command: 'crt',
      inputs: { table: crt.id, ...base, shift: res.shift, drm: res.drm },
      result: res.result,
    });
    printJsonOr(io, flags.json, out, () =>
      reportLines({
        title,
        warnings: [warning],
        before: [...before.steps, '', strip],
        chances: before.beyond ? undefined : { of: chancesOf, outcomes: res.outcomes, rolled: res.result },
        after: stepsAfter(res.steps, before.steps),
        rolls: box.rolls,
      }),
    );
  });
}
