import type { Scenario } from '../../model/scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import { cellKey } from '../../geometry/grid.js';
import { traceSupply } from './supply.js';
import { InputError } from '../../util/input-error.js';
import type { Board } from './board.js';
import { optionIn, type VeritableState } from './state.js';
import { VICTORY_TOWNS } from './status.js';
import { EXTRA_TURN, LAST_TURN } from './turn.js';

type VictoryChart = Extract<Chart, { kind: 'victory' }>;

export interface VictoryLine {
  id: string;
  text: string;
  count: number;
  value: number;
  points: number;
  detail: string;
}

export interface VictoryReport {
  turn: number;
  final: boolean;
  lines: VictoryLine[];
  total: number;
  /** The total as the fractions option reads it against the levels. */
  read: { option: string; choice: string; value: number; why: string };
  level: { range: string; result: string; text?: string };
  steps: string[];
}

export const FRACTIONS_OPTION = 'vp-fractions';

interface Band {
  min?: number;
  max?: number;
}

/** "1 or less", "2-4", "5 or more" → bounds. */
function band(range: string): Band {
  const r = range.trim();
  let m = r.match(/^(-?\d+(?:\.\d+)?)\s+or\s+(less|fewer|below)$/i);
  if (m) return { max: Number(m[1]) };
  m = r.match(/^(-?\d+(?:\.\d+)?)\s+or\s+(more|greater|above)$/i);
  if (m) return { min: Number(m[1]) };
  m = r.match(/^(-?\d+(?:\.\d+)?)\s*[-–]\s*(-?\d+(?:\.\d+)?)$/);
  if (m) return { min: Number(m[1]), max: Number(m[2]) };
  throw new InputError(`the victory level range "${range}" does not read as "N or less", "A-B" or "N or more"`);
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const inBand = (b: Band, v: number) => (b.min === undefined || v >= b.min) && (b.max === undefined || v <= b.max);

/**
 * The level a total reaches (9.2). The levels name whole totals only, and 9.1's half point for each
 * unsupplied unit makes totals such as 1.5 or 4.5 that no level names; the game option vp-fractions says how
 * such a total is read: between two levels it is the draw (draw-between), or it is rounded down or up first.
 */
export function victoryLevel(
  chart: VictoryChart,
  total: number,
  choice: string,
): VictoryReport['level'] & {
  value: number;
  why: string;
} {
  const levels = chart.levels.map((l) => ({ ...l, band: band(l.range) }));
  const value = choice === 'round-down' ? Math.floor(total) : choice === 'round-up' ? Math.ceil(total) : total;
  const exact = levels.find((l) => inBand(l.band, value));
  const named = exact ?? levels.find((l) => l.band.min !== undefined && l.band.max !== undefined);
  if (!named) throw new InputError(`no victory level of ${chart.id} holds ${total}`);
  const why =
    value === total && exact
      ? `${total} is in the band "${named.range}"`
      : exact
        ? `${total} rounded ${choice === 'round-down' ? 'down' : 'up'} is ${value}, in the band "${named.range}"`
        : `${total} lies between the bands the levels name; between them it is the "${named.range}" level`;
  return { range: named.range, result: named.result, text: named.text, value, why };
}

/**
 * The hexes the Germans control for the unused-reserve line (9.1): a German unit there, or its zone of control
 * with no Allied unit to contest it (6.4, as for supply lines). A line from the east edge to the west edge
 * through the rest, across no prohibited hexside, opens the map.
 */
function lineAcross(board: Board): boolean {
  const { index } = board;
  const grid = index.grid;
  const german = new Set(board.side('german').map((u) => cellKey(u.cell)));
  const allied = new Set(board.side('allied').map((u) => cellKey(u.cell)));
  const zone = board.zoneOfControl('german');
  const open = (c: { col: number; row: number }) =>
    !german.has(cellKey(c)) && (!zone.has(cellKey(c)) || allied.has(cellKey(c)));
  const seen = new Set<string>();
  const queue = grid.cells().filter((c) => grid.onEdge(c, 'west') && open(c));
  for (const c of queue) seen.add(cellKey(c));
  while (queue.length) {
    const c = queue.shift()!;
    if (grid.onEdge(c, 'east')) return true;
    for (const n of grid.neighbours(c))
      if (!seen.has(cellKey(n)) && open(n) && !board.blocked(c, n)) {
        seen.add(cellKey(n));
        queue.push(n);
      }
  }
  return false;
}

/**
 * The Allied victory points from the game state (9.1): Cleve and Goch, German reserve units brought in (and
 * the 7th Parachute regiments under option para-reserve-vp), Allied units eliminated, Allied units out of
 * supply (by the end-game road rule of 7.1: a line of road hexes all but one), Allied units gone off the east
 * edge, and Allied reserve units never committed if a line crosses the map. Then the level (9.2).
 */
export function victoryTally(
  s: Scenario,
  st: VeritableState,
  board: Board,
  chart: VictoryChart,
  fractions: string,
): VictoryReport {
  const point = (id: string) => {
    const p = chart.points.find((x) => x.id === id);
    if (!p || typeof p.value !== 'number')
      throw new InputError(`${s.id}: the victory chart needs a numeric point "${id}"`);
    return p;
  };
  const lines: VictoryLine[] = [];
  const add = (id: string, count: number, detail: string) => {
    const p = point(id);
    lines.push({ id, text: p.text, count, value: p.value as number, points: count * (p.value as number), detail });
  };
  for (const name of VICTORY_TOWNS) {
    const held = st.towns[name];
    add(
      name.toLowerCase(),
      held === 'allied' ? 1 : 0,
      held === 'allied' ? `${name} is held by the Allies (an Allied unit entered it last)` : `${name} is German`,
    );
  }
  const germanIn = st.reservesEntered.filter((r) => r.side === 'german').map((r) => r.unit);
  const para =
    optionIn(s, st, 'para-reserve-vp') === 'on'
      ? s.units.filter((u) => u.formation === '7th-parachute' && !u.reserve).map((u) => u.id)
      : [];
  add(
    'german-reserve',
    germanIn.length + para.length,
    [
      germanIn.length ? germanIn.join(', ') : 'none brought in',
      ...(para.length ? [`${para.join(', ')} (option para-reserve-vp)`] : []),
    ].join('; '),
  );
  const alliedUnits = Object.entries(st.units).filter(
    ([r]) => board.s.units.find((u) => u.id === r)?.side === 'allied',
  );
  const lost = alliedUnits.filter(([, u]) => u.status === 'eliminated').map(([r]) => r);
  add('allied-eliminated', lost.length, lost.join(', ') || 'none');
  const supply = traceSupply(s, board.index, board.entries(), 'allied').units;
  const cut = supply.filter((u) => !u.supplied || u.roadLineForVictory === false);
  add(
    'allied-out-of-supply',
    cut.length,
    cut.map((u) => `${u.ref} in ${u.at}${u.supplied ? ' (no line of road hexes all but one, 7.1)' : ''}`).join(', ') ||
      'every Allied unit on the map traces a line of road hexes all but one to the west edge (7.1)',
  );
  const gone = alliedUnits.filter(([, u]) => u.status === 'exited').map(([r]) => r);
  add('allied-exited', gone.length, gone.join(', ') || 'none');
  const unused = alliedUnits.filter(([, u]) => u.status === 'reserve').map(([r]) => r);
  const across = unused.length ? lineAcross(board) : false;
  add(
    'allied-reserve-unused',
    across ? unused.length : 0,
    !unused.length
      ? 'every Allied reserve unit was committed'
      : across
        ? `${unused.join(', ')}: a line crosses the map through hexes the Germans do not control`
        : `${unused.join(', ')}: no line crosses the map through hexes the Germans do not control, ` +
          'so they score nothing',
  );
  const total = lines.reduce((n, l) => n + l.points, 0);
  const o = s.game.options.find((x) => x.id === FRACTIONS_OPTION);
  const level = victoryLevel(chart, total, fractions);
  // 4.4: final only once the last turn has ended (end-turn), not as the German turn 7 begins.
  const extra = optionIn(s, st, 'extra-allied-turn') === 'on';
  const final = st.endedTurn === EXTRA_TURN || (st.endedTurn === LAST_TURN && !extra);
  const steps = [
    ...(final ? [] : [`Interim tally on turn ${st.turn}: the game is scored at the end of turn 7 (4.4, 9.1)`]),
    ...lines.map(
      (l) => `${l.text}: ${l.count} × ${signed(l.value)} = ${l.points ? signed(l.points) : 0} (${l.detail})`,
    ),
    `Total: ${total} VP`,
    `${level.why}${fractions !== o?.default ? ` (option ${FRACTIONS_OPTION}=${fractions})` : ''}: ` +
      `${level.result} (9.2)${level.text ? `. ${level.text}` : ''}`,
  ];
  return {
    turn: st.turn,
    final,
    lines,
    total,
    read: { option: FRACTIONS_OPTION, choice: fractions, value: level.value, why: level.why },
    level: { range: level.range, result: level.result, text: level.text },
    steps,
  };
}
