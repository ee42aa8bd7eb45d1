import type { Scenario } from '../../model/scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import { cellKey } from '../../geometry/grid.js';
import { sideSupply } from './supply.js';
import { KeyedRefusal, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
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
  steps: Message[];
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
  throw new KeyedRefusal(msg('veritable.victory.badRange', { range }));
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
  said: Message;
} {
  const levels = chart.levels.map((l) => ({ ...l, band: band(l.range) }));
  const value = choice === 'round-down' ? Math.floor(total) : choice === 'round-up' ? Math.ceil(total) : total;
  const exact = levels.find((l) => inBand(l.band, value));
  const named = exact ?? levels.find((l) => l.band.min !== undefined && l.band.max !== undefined);
  if (!named) throw new KeyedRefusal(msg('veritable.victory.noLevel', { chart: chart.id, total }));
  const said =
    value === total && exact
      ? msg('veritable.victory.inBand', { total, range: named.range })
      : exact
        ? msg('veritable.victory.rounded', {
            total,
            way: msg(choice === 'round-down' ? 'round.down' : 'round.up'),
            value,
            range: named.range,
          })
        : msg('veritable.victory.between', { total, range: named.range });
  return { range: named.range, result: named.result, text: named.text, value, why: render(said), said };
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
      throw new KeyedRefusal(msg('veritable.victory.needPoint', { game: s.id, id }));
    return p;
  };
  const lines: VictoryLine[] = [];
  const said: Message[] = [];
  const add = (id: string, count: number, detail: Message) => {
    const p = point(id);
    const value = p.value as number;
    const points = count * value;
    lines.push({ id, text: p.text, count, value, points, detail: render(detail) });
    said.push(
      msg('veritable.victory.line', {
        text: p.text,
        count,
        value: signed(value),
        points: points ? signed(points) : 0,
        detail,
      }),
    );
  };
  const none = msg('veritable.victory.none');
  /** Units named in a list: "a, b, c", each a unit's id. */
  const listed = (refs: readonly string[]) => refs.join(', ');
  for (const name of VICTORY_TOWNS) {
    const held = st.towns[name];
    add(
      name.toLowerCase(),
      held === 'allied' ? 1 : 0,
      msg(held === 'allied' ? 'veritable.victory.heldAllied' : 'veritable.victory.heldGerman', { town: name }),
    );
  }
  const germanIn = st.reservesEntered.filter((r) => r.side === 'german').map((r) => r.unit);
  const para =
    optionIn(s, st, 'para-reserve-vp') === 'on'
      ? s.units.filter((u) => u.formation === '7th-parachute' && !u.reserve).map((u) => u.id)
      : [];
  const brought = germanIn.length
    ? msg('veritable.victory.units', { units: listed(germanIn) })
    : msg('veritable.victory.noneIn');
  add(
    'german-reserve',
    germanIn.length + para.length,
    para.length
      ? msg('report.list', { a: brought, b: msg('veritable.victory.para', { units: listed(para) }) })
      : brought,
  );
  const alliedUnits = Object.entries(st.units).filter(
    ([r]) => board.s.units.find((u) => u.id === r)?.side === 'allied',
  );
  const lost = alliedUnits.filter(([, u]) => u.status === 'eliminated').map(([r]) => r);
  add('allied-eliminated', lost.length, lost.length ? msg('veritable.victory.units', { units: listed(lost) }) : none);
  const supply = sideSupply(s, board.entries(), 'allied');
  const cut = supply.filter((u) => !u.supplied || u.roadLine === false);
  add(
    'allied-out-of-supply',
    cut.length,
    cut
      .map((u) =>
        msg(u.supplied ? 'veritable.victory.noRoadLine' : 'veritable.victory.cutAt', { ref: u.ref, at: u.at }),
      )
      .reduce<Message | undefined>((a, b) => (a ? msg('report.comma', { a, b }) : b), undefined) ??
      msg('veritable.victory.allTrace'),
  );
  const gone = alliedUnits.filter(([, u]) => u.status === 'exited').map(([r]) => r);
  add('allied-exited', gone.length, gone.length ? msg('veritable.victory.units', { units: listed(gone) }) : none);
  const unused = alliedUnits.filter(([, u]) => u.status === 'reserve').map(([r]) => r);
  const across = unused.length ? lineAcross(board) : false;
  add(
    'allied-reserve-unused',
    across ? unused.length : 0,
    !unused.length
      ? msg('veritable.victory.committed')
      : msg(across ? 'veritable.victory.across' : 'veritable.victory.notAcross', { units: listed(unused) }),
  );
  const total = lines.reduce((n, l) => n + l.points, 0);
  const o = s.game.options.find((x) => x.id === FRACTIONS_OPTION);
  const level = victoryLevel(chart, total, fractions);
  // 4.4: final only once the last turn has ended (end-turn), not as the German turn 7 begins.
  const extra = optionIn(s, st, 'extra-allied-turn') === 'on';
  const final = st.endedTurn === EXTRA_TURN || (st.endedTurn === LAST_TURN && !extra);
  const steps = [
    ...(final ? [] : [msg('veritable.victory.interim', { turn: st.turn })]),
    ...said,
    msg('veritable.victory.total', { total }),
    msg(level.text ? 'veritable.victory.levelText' : 'veritable.victory.level', {
      why: level.said,
      option:
        fractions !== o?.default
          ? msg('veritable.victory.option', { option: FRACTIONS_OPTION, choice: fractions })
          : '',
      result: level.result,
      ...(level.text ? { text: level.text } : {}),
    }),
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
