import type { ChartBook } from '../../load/load-scenario.js';
import { parseDice } from '../../model/dice-spec.js';
import { chartEnds, resolveCrt, type CrtBase } from '../crt/resolve-crt.js';
import { KeyedRefusal, KeyedUsage, msg } from '../messages.js';
import { explained } from '../crt/result-meaning.js';
import {
  chartById,
  originalCredit,
  parseInteger,
  reconstructionWarning,
  reconstructionNote,
  Session,
  type AssistFlags,
} from './session.js';
import { columnStrip } from './probability-bars.js';
import { handTotalOf } from './hand-dice.js';
import { reportLines } from './report-lines.js';
import { tableOutput, type TableContext, type TableOutput } from './procedure.js';

// The generic CRT reader, for `sandtable crt` and the companion page's CRT screen alike.

export interface CrtFlags extends AssistFlags {
  table?: string;
  odds?: string;
  diff?: string;
  shift?: string;
  drm?: string;
  roll?: string | boolean;
  /** Each result's full meaning, with the option readings, rather than its short words. */
  explain?: boolean;
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
    throw new KeyedUsage(msg('refused.oddsShape', { most: ODDS_MAX, value }));
  return [totals[0], totals[1]];
}

/** Reads a game's combat results table: `sandtable crt GAME`. */
export async function runCrt(tc: Pick<TableContext, 'env'>, book: ChartBook, flags: CrtFlags): Promise<TableOutput> {
  const s = book;
  const crts = s.charts.filter((c) => c.kind === 'crt');
  if (!crts.length) throw new KeyedUsage(msg('refused.noCrt', { game: s.id }));
  const crt = explained(flags.table ? chartById(s, flags.table, 'crt') : crts[0], flags.explain);
  if ((flags.odds === undefined) === (flags.diff === undefined)) throw new KeyedUsage(msg('refused.oddsOrDiff'));
  const base: CrtBase =
    flags.odds !== undefined
      ? { odds: parseOddsFlag(flags.odds) }
      : { diff: parseInteger(flags.diff!, '--diff', -ODDS_MAX, ODDS_MAX) };
  if ('odds' in base && crt.method !== 'odds') throw new KeyedUsage(msg('refused.readByDiff', { id: crt.id }));
  if ('diff' in base && crt.method !== 'differential') throw new KeyedUsage(msg('refused.readByOdds', { id: crt.id }));
  // Every flag is read before a die is rolled: a refused command has rolled nothing.
  const shift = parseInteger(flags.shift ?? '0', '--shift', -SHIFT_MAX, SHIFT_MAX);
  const drm = parseInteger(flags.drm ?? '0', '--drm', -SHIFT_MAX, SHIFT_MAX);
  const session = new Session(s, flags, 'crt', tc.env);
  const dice = parseDice(crt.dice);
  // The game's own words for odds past the chart's ends, so `crt` and the game's procedure read alike.
  const ends = 'odds' in base ? chartEnds(crt) : undefined;
  const query = { base, shift, drm, ends };
  const before = resolveCrt(crt, query);
  const warning = reconstructionWarning(s, crt);
  const note = reconstructionNote(s, crt);
  const credit = originalCredit(crt);
  const title = credit
    ? msg('crt.titleCredit', { game: s.game.title, chart: crt.name, credit })
    : msg('crt.title', { game: s.game.title, chart: crt.name });
  // The steps as keyed messages, worded by each front end; the English `steps` stay in the --json value.
  const known = before.said ?? before.steps;
  const strip = `${columnStrip(crt.columns, before.columnIndex)}`;
  const chancesOf = msg('report.onColumnDice', {
    column: before.column,
    drm: before.drm
      ? msg('chance.drm', { drm: `${before.drm > 0 ? '+' : ''}${before.drm}`, dice: crt.dice })
      : msg('chance.dice', { dice: crt.dice }),
  });
  if (flags.preview || flags.roll === false)
    return tableOutput({ game: s.id, preview: true, ...before, dice: crt.dice, warning, credit }, () =>
      reportLines({
        title,
        warnings: [note],
        before: [...known, '', strip],
        chances: before.beyond ? undefined : { of: chancesOf, outcomes: before.outcomes },
        preview: true,
      }),
    );
  const entered = typeof flags.roll === 'string' ? flags.roll : undefined;
  if (before.beyond && entered !== undefined)
    throw new KeyedRefusal(msg('refused.noRollPastEnd', { section: ends!.said ?? ends!.rule }));
  const box = session.dice(entered !== undefined);
  const roll = before.beyond ? undefined : box.roll('--roll', dice, handTotalOf(dice, entered, '--roll'));
  const res = roll ? resolveCrt(crt, { ...query, roll: roll.total }) : before;
  const out = { game: s.id, ...res, dice: crt.dice, faces: roll?.faces, rolls: box.rolls, warning, credit };
  session.record({
    command: 'crt',
    inputs: { table: crt.id, ...base, shift: res.shift, drm: res.drm },
    result: res.result,
  });
  return tableOutput(out, () =>
    reportLines({
      title,
      warnings: [note],
      before: [...known, '', strip],
      chances: before.beyond ? undefined : { of: chancesOf, outcomes: res.outcomes, rolled: res.result },
      after: (res.said ?? res.steps).slice(known.length),
      rolls: box.rolls,
    }),
  );
}
