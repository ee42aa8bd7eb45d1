import type { Scenario } from '../model/scenario.js';
import type { Salvo } from '../model/schema/salvo.js';
import type { Unit } from '../model/schema/units.js';
import type { Grid } from '../geometry/grid.js';
import type { Cell } from '../geometry/types.js';
import { cellKey } from '../geometry/grid.js';
import { inRange, type RollRange } from '../model/roll-range.js';
import { rangesOfColumn } from '../model/range-column.js';
import { parseCondition } from '../model/rules-condition.js';
import { sumDistribution } from '../assist/dice/sum-distribution.js';
import { requireChart, tableCell, numberCell, columnIndex, tableRow, type TableChart } from './shared/chart-lookup.js';
import { evaluate } from '../model/condition-eval.js';
import { unitFacts } from '../model/condition-eval.js';

// A salvo as rules.yaml declares it (`kind: salvo`, or a hook's `salvo`): the range and its column of the fire
// table, the divisor each firing row reads there, the exact chance of each number of hits (total / divisor, the
// remainder lost), the order hits must go in, and the hits landing as figures killed by hit-die pips (more a figure
// under cover) or as hits that disable and destroy, each unit reading the row its declared condition gives. The
// engine returns numbers and events; salvo-run.ts words them and keeps the journal.

/** Each column's ranges (undefined for the columns that are not ranges); undefined for a chart without ids. */
export function columnRanges(chart: TableChart): (RollRange | undefined)[] | undefined {
  const ids = chart.columnIds;
  return ids ? chart.columns.map((_, i) => rangesOfColumn(ids[i])) : undefined;
}

/** The column read at a range, or -1. */
export function rangeColumnIndex(chart: TableChart, range: number): number {
  return (columnRanges(chart) ?? []).findIndex((r) => r !== undefined && inRange(r, range));
}

/** What a firing row reads at a range: its divisor, or undefined beyond its reach ("—"). */
export function divisorAt(chart: TableChart, row: string, range: number): number | undefined {
  const i = rangeColumnIndex(chart, range);
  return i < 0 ? undefined : numberCell(tableRow(chart, row)[i]);
}

/** The first range of each column where the row shows a divisor: its reach, for a refusal. */
export function reachOf(chart: TableChart, row: string): number[] {
  const cells = tableRow(chart, row);
  const out: number[] = [];
  (columnRanges(chart) ?? []).forEach((r, i) => {
    if (r && numberCell(cells[i]) !== undefined) out.push(r.min);
  });
  return out;
}

/** Cells between two cells of the grid, counting every step to a neighbour as one (diagonals on a square map). */
export function cellsApart(grid: Grid, a: Cell, b: Cell): number {
  const goal = cellKey(b);
  let edge = [a];
  const seen = new Set([cellKey(a)]);
  for (let d = 0; edge.length; d++) {
    if (edge.some((c) => cellKey(c) === goal)) return d;
    const next: Cell[] = [];
    for (const c of edge)
      for (const n of grid.neighbours(c))
        if (!seen.has(cellKey(n))) {
          seen.add(cellKey(n));
          next.push(n);
        }
    edge = next;
  }
  return Number.POSITIVE_INFINITY;
}

/** A unit's printed fire dice and combat factor (units.yaml `fire-combat-move`); 0 for other factors. */
export const fireDice = (u: Unit): number => (u.factors.kind === 'fire-combat-move' ? u.factors.fireDice : 0);
export const combatFactor = (u: Unit): number => (u.factors.kind === 'fire-combat-move' ? u.factors.combat : 0);
const factorOf = (u: Unit, f: 'combat' | 'fireDice') => (f === 'combat' ? combatFactor(u) : fireDice(u));

/** One number of hits a salvo may score, its dice totals and the exact ways of rolling it. */
export interface SalvoChance {
  hits: number;
  /** The lowest and highest dice total giving these hits. */
  from: number;
  to: number;
  ways: number;
  outcomes: number;
}

/** The exact chance of each number of hits: `dice` dice of `sides` faces, the total divided, the remainder lost. */
export function salvoChances(dice: number, sides: number, divisor: number): SalvoChance[] {
  const dist = sumDistribution({ count: dice, sides });
  const byHits = new Map<number, number>();
  for (const [total, w] of dist.ways)
    byHits.set(Math.floor(total / divisor), (byHits.get(Math.floor(total / divisor)) ?? 0) + w);
  return [...byHits.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([hits, ways]) => ({
      hits,
      from: Math.max(dice, hits * divisor),
      to: Math.min(sides * dice, hits * divisor + divisor - 1),
      ways,
      outcomes: dist.outcomes,
    }));
}

/** The hits in a salvo's faces: the total divided, the remainder lost. */
export function salvoHits(faces: readonly number[], divisor: number) {
  const total = faces.reduce((a, b) => a + b, 0);
  return { total, hits: Math.floor(total / divisor), remainder: total % divisor };
}

/** Whether the sector's terrain puts men under cover (the cover chart's effect). */
export function underCover(s: Scenario, decl: Salvo, terrain: string): boolean {
  const chart = requireChart(s, decl.cover.chart, 'terrain-effects');
  return chart.rows.find((r) => r.terrain === terrain)?.effects[decl.cover.effect] === true;
}

/** One target as the salvo finds it. */
export interface SalvoTarget {
  ref: string;
  unit: Unit;
  kind: 'tray' | 'vehicle';
  /** Figures on a full tray, or hits that destroy a vehicle or gun. */
  capacity: number;
  /** Hits that disable a vehicle; undefined for trays and for what is never disabled. */
  disableAt?: number;
  /** Pips a hit die needs to kill one figure of this tray. */
  pipsPerFigure: number;
  /** Figures already lost, or hits already taken. */
  before: number;
}

/** The hits that disable and destroy a unit that does not lose figures, from its row of the vehicles chart. */
export function vehicleLimits(s: Scenario, decl: Salvo, row: string): { destroy: number; disable?: number } {
  const chart = requireChart(s, decl.vehicles.chart, 'table');
  return {
    destroy: numberCell(tableCell(chart, row, decl.vehicles.destroy))!,
    disable: numberCell(tableCell(chart, row, decl.vehicles.disable)),
  };
}

/** A tray's figures and the pips a figure takes, in the open or under cover, from its row of the figures chart. */
export function trayLimits(s: Scenario, decl: Salvo, row: string, cover: boolean) {
  const chart = requireChart(s, decl.figures.chart, 'table');
  return {
    figures: numberCell(tableCell(chart, row, decl.figures.figures))!,
    pipsPerFigure: numberCell(tableCell(chart, row, cover ? decl.figures.cover : decl.figures.open))!,
  };
}

/** The most figures a tray loses or hits a unit takes, over both charts: the bound on damage a player may give. */
export function mostSalvoDamage(s: Scenario, decl: Salvo): number {
  const column = (chartId: string, columnId: string) => {
    const chart = requireChart(s, chartId, 'table');
    const i = columnIndex(chart, columnId);
    return chart.rows.map((r) => numberCell(r[i]) ?? 0);
  };
  return Math.max(
    0,
    ...column(decl.figures.chart, decl.figures.figures),
    ...column(decl.vehicles.chart, decl.vehicles.destroy),
  );
}

/** An order that breaks a declared rule: the rule, the unit hit too early and the one that must go first. */
export interface OrderBreach {
  rule: Salvo['order'][number];
  ref: string;
  later: string;
}

/**
 * The order hits go in: each `weaker` rule puts units whose factor is at most the strongest firer's first, each
 * `last` rule puts the units it names after every other tray. A chosen order is kept where it breaks no rule; by
 * default the targets keep the order given, sorted only as far as the rules demand.
 */
export function salvoOrder(
  decl: Salvo,
  targets: readonly SalvoTarget[],
  firers: readonly Unit[],
  chosen?: readonly SalvoTarget[],
): { order: SalvoTarget[]; breach?: OrderBreach } {
  const rules = decl.order;
  const strongest = (f: 'combat' | 'fireDice') => Math.max(...firers.map((u) => factorOf(u, f)));
  const first = rules.map((r) =>
    'weaker' in r ? (t: SalvoTarget) => factorOf(t.unit, r.weaker) <= strongest(r.weaker) : undefined,
  );
  const last = rules.map((r) =>
    'last' in r
      ? (t: SalvoTarget) => evaluate(parseCondition(r.last), { names: {} }, unitFacts(t.unit)) === true
      : undefined,
  );
  const key = (t: SalvoTarget) =>
    rules.reduce((k, _, i) => k * 2 + (first[i] ? (first[i]!(t) ? 0 : 1) : last[i]!(t) ? 1 : 0), 0);
  const order = chosen ? [...chosen] : [...targets].sort((a, b) => key(a) - key(b));
  for (const [i, t] of order.entries())
    for (const later of order.slice(i + 1))
      for (const [k, rule] of rules.entries()) {
        const weakerFirst = first[k] && first[k]!(later) && !first[k]!(t);
        const lastAfter = last[k] && last[k]!(t) && later.kind === 'tray' && !last[k]!(later);
        if (weakerFirst || lastAfter) return { order, breach: { rule, ref: t.ref, later: later.ref } };
      }
  return { order };
}

/** What one hit did: a hit on a vehicle, or a hit die's pips landing on trays. */
export type SalvoHitEvent =
  | { hit: number; vehicle: string; after: number; capacity: number }
  | { hit: number; die: number; landed: { ref: string; pips: number }[]; lostPips: number }
  | { wasted: number };

export interface SalvoOutcome {
  ref: string;
  kind: 'tray' | 'vehicle';
  before: number;
  after: number;
  capacity: number;
  /** Figures (trays) or hits (vehicles) this fire took. */
  taken: number;
  /** Figures left on a tray, hits short of destruction for a vehicle. */
  left: number;
  status: 'untouched' | 'hit' | 'disabled' | 'eliminated' | 'destroyed';
}

/**
 * Lands a salvo's hits down the order. A vehicle or gun takes one hit at a time. A hit on a tray rolls a hit die
 * whose pips kill figures (pipsPerFigure each); pips beyond a tray spill onto the next trays in the order and are
 * lost when they reach a vehicle or the end, as is an odd pip short of a figure under cover.
 */
export function landSalvo(order: readonly SalvoTarget[], hits: number, hitDie: () => number) {
  const events: SalvoHitEvent[] = [];
  const pips = order.map(() => 0);
  const vehicleHits = order.map(() => 0);
  const hitDice: number[] = [];
  const killed = (i: number) => Math.floor(pips[i] / order[i].pipsPerFigure);
  const alive = (i: number) =>
    order[i].kind === 'tray'
      ? order[i].capacity - order[i].before - killed(i) > 0
      : order[i].before + vehicleHits[i] < order[i].capacity;
  let lostPips = 0;
  let wastedHits = 0;
  for (let h = 0; h < hits; h++) {
    const i = order.findIndex((_, k) => alive(k));
    if (i < 0) {
      wastedHits = hits - h;
      events.push({ wasted: wastedHits });
      break;
    }
    const t = order[i];
    if (t.kind === 'vehicle') {
      vehicleHits[i]++;
      events.push({ hit: h + 1, vehicle: t.ref, after: t.before + vehicleHits[i], capacity: t.capacity });
      continue;
    }
    const die = hitDie();
    hitDice.push(die);
    let left = die;
    const landed: { ref: string; pips: number }[] = [];
    for (let k = i; k < order.length && left > 0 && order[k].kind === 'tray'; k++) {
      if (!alive(k)) continue;
      const room = (order[k].capacity - order[k].before) * order[k].pipsPerFigure - pips[k];
      const take = Math.min(room, left);
      pips[k] += take;
      left -= take;
      landed.push({ ref: order[k].ref, pips: take });
    }
    lostPips += left;
    events.push({ hit: h + 1, die, landed, lostPips: left });
  }
  order.forEach((t, i) => (lostPips += t.kind === 'tray' ? pips[i] % t.pipsPerFigure : 0));
  const outcomes: SalvoOutcome[] = order.map((t, i) => {
    const taken = t.kind === 'tray' ? killed(i) : vehicleHits[i];
    const after = t.before + taken;
    const left = t.capacity - after;
    const status: SalvoOutcome['status'] =
      left <= 0
        ? t.kind === 'tray'
          ? 'eliminated'
          : 'destroyed'
        : t.kind === 'vehicle' && t.disableAt !== undefined && after >= t.disableAt
          ? 'disabled'
          : taken
            ? 'hit'
            : 'untouched';
    return {
      ref: t.ref,
      kind: t.kind,
      before: t.before,
      after,
      capacity: t.capacity,
      taken,
      left: Math.max(0, left),
      status,
    };
  });
  return { events, outcomes, hitDice, lostPips, wastedHits };
}
