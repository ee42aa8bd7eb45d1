import type { Crt } from '../../model/schema/charts.js';
import { parseDice } from '../../model/dice-spec.js';
import { sumDistribution } from '../dice/sum-distribution.js';
import { oddsBeyond, oddsColumnIndex } from './odds-column.js';
import { differentialColumnIndex } from './differential-column.js';
import { rowForRoll } from './row-for-roll.js';
import { resultMeaning, resultMeaningSaid } from './result-meaning.js';
import { msg, type Message } from '../messages.js';

export type CrtBase = { odds: [number, number] } | { diff: number };

/**
 * What a table's own words give for odds past its ends ("odds worse than 1-6 = A ELIM"): that result, with no
 * die. A table without them reads such odds on its end column.
 */
export interface ChartEnds {
  worse?: string;
  better?: string;
  /** Where the rules say so, for the step that explains it. */
  rule: string;
  /** The same keyed (the chart's name and its ends' words), for a report or refusal in the reader's language. */
  said?: Message;
}

/** The results a chart prints for odds past its ends, as the reader takes them; none when it prints none. */
export function chartEnds(crt: Crt): ChartEnds | undefined {
  if (!crt.ends) return undefined;
  const said = msg('crt.endsRule', { chart: crt.name, text: crt.ends.text });
  return { worse: crt.ends.worse, better: crt.ends.better, rule: `${crt.name}: ${crt.ends.text}`, said };
}

export interface CrtQuery {
  base: CrtBase;
  /** The table's results for odds past its ends, when it has them. */
  ends?: ChartEnds;
  /** Net column shift; positive favours the attacker. */
  shift?: number;
  /** Net die-roll modifier. */
  drm?: number;
  /** The dice total as rolled; without it only the odds are computed. */
  roll?: number;
}

export interface CrtOutcome {
  code: string;
  meaning: string;
  probability: number;
  /** Exact, as a fraction of all dice outcomes, e.g. "6/36". */
  fraction: string;
  /** The code and meaning as keyed messages, where the game words them itself rather than its chart's text. */
  said?: { code?: Message; meaning: Message };
}

export interface CrtResolution {
  table: string;
  baseColumn: string;
  column: string;
  columnIndex: number;
  shift: number;
  drm: number;
  roll?: number;
  row?: number;
  rowLabel?: string;
  result?: string;
  meaning?: string;
  probabilities: Record<string, number>;
  outcomes: CrtOutcome[];
  /** The odds fell past an end that has its own result: no die is read. */
  beyond?: 'worse' | 'better';
  steps: string[];
  /**
   * The same steps as keyed messages, for a front end that words them in its language. Not enumerable: the
   * --json value, which spreads the resolution, stays what it was.
   */
  readonly said?: readonly Message[];
}

/**
 * An outcome with its code and meaning keyed as well, for a front end that words them in its language; not
 * enumerable, so the --json value, which carries the outcome as it is, stays the English it was.
 */
export function keyed(o: Omit<CrtOutcome, 'said'>, said: NonNullable<CrtOutcome['said']>): CrtOutcome {
  return Object.defineProperty(o, 'said', { value: said, enumerable: false }) as CrtOutcome;
}

/** An outcome with its meaning keyed as well, out of its --json value like the steps. */
function keyedOutcome(crt: Crt, o: CrtOutcome): CrtOutcome {
  Object.defineProperty(o, 'said', { value: { meaning: resultMeaningSaid(crt, o.code) }, enumerable: false });
  return o;
}

/** Sets the keyed steps on a resolution without adding them to its --json value. */
function withSaid(res: CrtResolution, said: Message[]): CrtResolution {
  Object.defineProperty(res, 'said', { value: said, enumerable: false });
  return res;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/**
 * Reads a combat results table the way a player does: base column from odds or differential, shifts,
 * then the modified roll on its row. Whether or not a roll is given, it returns the exact chance of
 * every result for this column and modifier, so a player sees the odds before rolling.
 */
export function resolveCrt(crt: Crt, q: CrtQuery): CrtResolution {
  const steps: string[] = [];
  const said: Message[] = [];
  const shift = q.shift ?? 0;
  const drm = q.drm ?? 0;
  let base: ReturnType<typeof oddsColumnIndex>;
  if ('odds' in q.base) {
    if (crt.method !== 'odds') throw new RangeError(`table "${crt.id}" is read by differential, not odds`);
    const [a, d] = q.base.odds;
    base = oddsColumnIndex(a, d, crt.columns);
    steps.push(
      `Odds ${a}:${d}${d > 0 ? ` = ${(a / d).toFixed(2)}` : ''}, ` +
        `rounded in the defender's favour: column ${crt.columns[base.index]}`,
    );
    const column = crt.columns[base.index];
    said.push(
      d > 0
        ? msg('crt.odds', { attack: a, defence: d, ratio: msg('report.fixed', { n: a / d, digits: 2 }), column })
        : msg('crt.oddsZero', { attack: a, defence: d, column }),
    );
  } else {
    if (crt.method !== 'differential') throw new RangeError(`table "${crt.id}" is read by odds, not differential`);
    base = differentialColumnIndex(q.base.diff, crt.columns);
    steps.push(`Differential ${signed(q.base.diff)}: column ${crt.columns[base.index]}`);
    said.push(msg('combat.differential', { diff: signed(q.base.diff), column: crt.columns[base.index] }));
  }
  const past = 'odds' in q.base && q.ends ? oddsBeyond(q.base.odds[0], q.base.odds[1], crt.columns) : undefined;
  const end = past && q.ends?.[past];
  if (past && end) return offTheChart(crt, base.index, past, end, q.ends!, steps, said);
  if (base.clamped) {
    steps.push(`Beyond the table: read on its ${base.clamped === 'low' ? 'first' : 'last'} column`);
    said.push(msg('crt.beyond', { end: msg(base.clamped === 'low' ? 'crt.first' : 'crt.last') }));
  }
  const wanted = base.index + shift;
  const columnIndex = Math.min(crt.columns.length - 1, Math.max(0, wanted));
  if (shift) {
    steps.push(
      `Net shift ${signed(shift)} column${Math.abs(shift) === 1 ? '' : 's'} ${shift > 0 ? 'right' : 'left'}: ` +
        `column ${crt.columns[columnIndex]}${wanted !== columnIndex ? ' (the end of the table)' : ''}`,
    );
    said.push(
      msg('crt.netShift', {
        shift: signed(shift),
        plural: Math.abs(shift) === 1 ? '' : 's',
        way: msg(shift > 0 ? 'end.right' : 'end.left'),
        column: crt.columns[columnIndex],
        end: wanted !== columnIndex ? msg('crt.tableEnd') : '',
      }),
    );
  }

  const dice = parseDice(crt.dice);
  const dist = sumDistribution(dice);
  const labels = crt.rows.map((r) => r.roll);
  const ways = new Map<string, number>();
  for (const [total, w] of dist.ways) {
    const cell = crt.rows[rowForRoll(labels, total + drm).index].results[columnIndex];
    ways.set(cell, (ways.get(cell) ?? 0) + w);
  }
  const outcomes = [...ways.entries()].map(([code, w]) =>
    keyedOutcome(crt, {
      code,
      meaning: resultMeaning(crt, code),
      probability: w / dist.outcomes,
      fraction: `${w}/${dist.outcomes}`,
    }),
  );
  const res: CrtResolution = {
    table: crt.id,
    baseColumn: crt.columns[base.index],
    column: crt.columns[columnIndex],
    columnIndex,
    shift,
    drm,
    probabilities: Object.fromEntries(outcomes.map((o) => [o.code, o.probability])),
    outcomes,
    steps,
  };
  if (q.roll !== undefined) {
    const row = q.roll + drm;
    const r = rowForRoll(labels, row);
    const result = crt.rows[r.index].results[columnIndex];
    steps.push(
      `Roll ${q.roll}${drm ? ` ${signed(drm)} = ${row}` : ''}: ` +
        `row ${crt.rows[r.index].roll}${r.clamped ? ' (the end of the table)' : ''}`,
    );
    steps.push(`Result ${result}: ${resultMeaning(crt, result)}`);
    said.push(
      msg('crt.roll', {
        roll: q.roll,
        drm: drm ? ` ${signed(drm)} = ${row}` : '',
        row: String(crt.rows[r.index].roll),
        end: r.clamped ? msg('crt.tableEnd') : '',
      }),
      msg('combat.result', { code: result, meaning: resultMeaningSaid(crt, result) }),
    );
    Object.assign(res, {
      roll: q.roll,
      row,
      rowLabel: String(crt.rows[r.index].roll),
      result,
      meaning: resultMeaning(crt, result),
    });
  }
  return withSaid(res, said);
}

/** Odds past an end the table gives its own result for: that result, certain, and no die to read. */
function offTheChart(
  crt: Crt,
  index: number,
  past: 'worse' | 'better',
  code: string,
  ends: ChartEnds,
  steps: string[],
  said: Message[],
): CrtResolution {
  const edge = crt.columns[index];
  const meaning = resultMeaning(crt, code);
  steps.push(`Odds ${past} than ${edge}: ${code} without a roll (${ends.rule}): ${meaning}`);
  said.push(
    msg('crt.offChart', {
      past: msg(past === 'worse' ? 'crt.worse' : 'crt.better'),
      edge,
      code,
      rule: ends.said ?? ends.rule,
      meaning: resultMeaningSaid(crt, code),
    }),
  );
  return withSaid(
    {
      table: crt.id,
      baseColumn: edge,
      column: edge,
      columnIndex: index,
      shift: 0,
      drm: 0,
      result: code,
      meaning,
      probabilities: { [code]: 1 },
      outcomes: [keyedOutcome(crt, { code, meaning, probability: 1, fraction: '1/1' })],
      beyond: past,
      steps,
    },
    said,
  );
}
