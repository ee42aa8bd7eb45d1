import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { hitsOf, joined, msg } from './messages.js';
import { sumDistribution } from '../../assist/dice/sum-distribution.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { numberCell, requireChart, tableCell } from '../../rules/shared/chart-lookup.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';
import type { PontoonSite } from './pontoon-site.js';

export interface PontoonState {
  lu: number;
  completed: boolean;
  /** A bridge carries no traffic in the turn it is completed. */
  completedOnTurn?: number;
}

export const NEW_PONTOON: PontoonState = { lu: 0, completed: false };

/**
 * A bridge is complete once it has held the labour units that complete it (Engineers: "30 LUs are necessary
 * to complete a Pontoon Bridge"), whether or not a journal saw the work: a bridge said to stand at 30 is
 * complete, and stays so while fire wears it down.
 */
export function withCompletion(state: PontoonState, complete: number): PontoonState {
  return state.completed || state.lu < complete ? state : { ...state, completed: true };
}

export type NightReading = 'halve-total' | 'halve-each-die';

export interface LabourInput {
  site: PontoonSite;
  engineers: PlacedUnit[];
  /** One die per engineer, in the order the engineers are given. */
  dice: number[];
  turn: number;
  night: boolean;
  /** The game option night-labour: how "50% of the points rolled, fractions do not count" is read. */
  nightReading: NightReading;
  before: PontoonState;
  /** Enemy units the players know of near the site; any of them next to a bridgehead stops the work. */
  enemies: PlacedUnit[];
}

export interface LabourReport {
  site: string;
  turn: number;
  night: boolean;
  dice: number[];
  rolled: number;
  gained: number;
  before: number;
  after: number;
  lost: number;
  completed: boolean;
  completedThisTurn: boolean;
  state: PontoonState;
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
}

/** The labour table's numbers: trays that may roll, labour units to complete and at most. */
export function labourLimits(s: Scenario): {
  minEngineers: number;
  maxEngineers: number;
  complete: number;
  cap: number;
} {
  const chart = requireChart(s, 'labour', 'table');
  const trays = String(tableCell(chart, 'Engineer trays that may roll for one bridge', 'value')).match(
    /(\d+)\s*(?:to|-)\s*(\d+)/,
  );
  return {
    minEngineers: trays ? Number(trays[1]) : 1,
    maxEngineers: trays ? Number(trays[2]) : 3,
    complete: numberCell(tableCell(chart, 'Labour units to complete a bridge', 'value')) ?? 30,
    cap: numberCell(tableCell(chart, 'Most labour units a bridge can hold', 'value')) ?? 30,
  };
}

function checkWork(index: GridMapIndex, input: LabourInput, max: number, min: number): void {
  const { site, engineers } = input;
  if (engineers.length < min || engineers.length > max)
    throw new KeyedRefusal(msg('remagen.refused.trays', { min, max, given: engineers.length }));
  const heads = site.bridgeheads.map((l) => index.cell(l));
  checkListedOnce(engineers);
  for (const e of engineers) {
    if (!e.unit.abilities.includes('engineer'))
      throw new KeyedRefusal(msg('remagen.refused.notEngineer', { ref: e.ref }));
    if (!heads.some((h) => h.col === e.cell.col && h.row === e.cell.row))
      throw new KeyedRefusal(
        msg('remagen.refused.notBridgehead', {
          ref: e.ref,
          at: e.label,
          site: site.id,
          heads: site.bridgeheads.map((text) => msg('why.declared', { text })),
        }),
      );
    if (e.unit.side !== engineers[0].unit.side)
      throw new KeyedRefusal(msg('remagen.refused.differentSides', { ref: e.ref, other: engineers[0].ref }));
  }
  for (const x of input.enemies) {
    if (x.unit.side === engineers[0].unit.side) throw new KeyedRefusal(msg('remagen.refused.notEnemy', { ref: x.ref }));
    const near = heads.find((h) => Math.max(Math.abs(h.col - x.cell.col), Math.abs(h.row - x.cell.row)) <= 1);
    if (near)
      throw new KeyedRefusal(
        msg('remagen.refused.enemyNear', { site: site.id, ref: x.ref, at: x.label, head: index.grid.label(near) }),
      );
  }
}

/**
 * Engineers' labour units (rules: Engineers; Optional Night Move): each engineer tray in a bridgehead
 * rolls a die; the pips are added to the site's total, halved at night as the night-labour option
 * reads it, and a bridge never holds more than the cap. Reaching the total completes it.
 */
export function labourRoll(s: Scenario, index: GridMapIndex, input: LabourInput): LabourReport {
  const limits = labourLimits(s);
  checkWork(index, input, limits.maxEngineers, limits.minEngineers);
  input = { ...input, before: withCompletion(input.before, limits.complete) };
  if (input.dice.length !== input.engineers.length)
    throw new KeyedRefusal(
      msg('remagen.refused.labourDice', { trays: input.engineers.length, given: input.dice.length }),
    );
  const steps: Message[] = [];
  const rolled = input.dice.reduce((a, b) => a + b, 0);
  const rolls = joined(
    'remagen.join.comma',
    input.engineers.map((e, i) => msg('remagen.labour.roll', { ref: e.ref, at: e.label, die: input.dice[i] })),
  );
  steps.push(msg('remagen.labour.rolled', { site: input.site.name, rolls, rolled }));
  let gained = rolled;
  if (input.night) {
    gained =
      input.nightReading === 'halve-each-die'
        ? input.dice.reduce((n, d) => n + Math.floor(d / 2), 0)
        : Math.floor(rolled / 2);
    steps.push(
      input.nightReading === 'halve-each-die'
        ? msg('remagen.labour.nightEach', {
            turn: input.turn,
            faces: input.dice.map((d) => Math.floor(d / 2)).join('+'),
            gained,
          })
        : msg('remagen.labour.nightHalf', { turn: input.turn, rolled, gained }),
    );
  }
  const before = input.before.lu;
  const sum = before + gained;
  const after = Math.min(limits.cap, sum);
  const lost = sum - after;
  steps.push(
    msg('remagen.labour.sum', {
      before,
      gained,
      sum,
      lost: lost ? msg('remagen.labour.lost', { cap: limits.cap, lost }) : '',
      after,
      complete: limits.complete,
    }),
  );
  const completedThisTurn = !input.before.completed && after >= limits.complete;
  const completed = input.before.completed || completedThisTurn;
  if (completedThisTurn) steps.push(msg('remagen.labour.complete'));
  else if (!completed) steps.push(msg('remagen.labour.short', { n: limits.complete - after }));
  else steps.push(msg('remagen.labour.repaired', { lu: after }));
  steps.push(msg('remagen.labour.stay'));
  const state: PontoonState = {
    lu: after,
    completed,
    ...(completedThisTurn
      ? { completedOnTurn: input.turn }
      : input.before.completedOnTurn !== undefined
        ? { completedOnTurn: input.before.completedOnTurn }
        : {}),
  };
  return {
    site: input.site.id,
    turn: input.turn,
    night: input.night,
    dice: input.dice,
    rolled,
    gained,
    before,
    after,
    lost,
    completed,
    completedThisTurn,
    state,
    steps,
  };
}

export interface DamageReport {
  site: string;
  hits: number;
  dice: number[];
  before: number;
  after: number;
  destroyed: boolean;
  state: PontoonState;
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
}

/**
 * Fire at a pontoon bridge (rules: Engineers): one die per hit on its two sectors, the pips taken off
 * its labour units. It stays usable; a completed bridge brought to zero is destroyed with every unit
 * on its two river sectors.
 */
export function pontoonDamage(
  site: PontoonSite,
  given: PontoonState,
  hits: number,
  dice: number[],
  complete: number,
): DamageReport {
  const before = withCompletion(given, complete);
  if (!Number.isInteger(hits) || hits < 1) throw new KeyedRefusal(msg('remagen.refused.damageFlag', { hits }));
  if (dice.length !== hits) throw new KeyedRefusal(msg('remagen.refused.damageDice', { hits, given: dice.length }));
  const pips = dice.reduce((a, b) => a + b, 0);
  const after = Math.max(0, before.lu - pips);
  const destroyed = before.completed && after === 0;
  const steps = [
    msg('remagen.damage.dice', {
      hits: hitsOf(hits),
      site: site.name,
      sectors: site.sectors.join(', '),
      faces: dice.join('+'),
      pips,
    }),
    msg('remagen.damage.left', {
      before: before.lu,
      pips,
      after,
      floor: before.lu - pips < 0 ? msg('remagen.damage.floor') : '',
    }),
    destroyed
      ? msg('remagen.damage.destroyed', { sectors: joined('remagen.join.and', site.sectors) })
      : before.completed
        ? msg('remagen.damage.usable')
        : msg('remagen.damage.setBack'),
  ];
  return {
    site: site.id,
    hits,
    dice,
    before: before.lu,
    after,
    destroyed,
    state: destroyed ? { ...NEW_PONTOON } : { ...before, lu: after },
    steps,
  };
}

const chance = (code: string, meaning: string, ways: number, outcomes: number): CrtOutcome => ({
  code,
  meaning,
  probability: ways / outcomes,
  fraction: `${ways}/${outcomes}`,
});

/**
 * Before the engineers roll (Engineers; Optional Night Move): the chance of each labour-unit total the
 * bridge can reach, worked out over every way their dice can fall, with the night halving and the cap.
 */
export function labourChances(s: Scenario, index: GridMapIndex, input: Omit<LabourInput, 'dice'>): CrtOutcome[] {
  const limits = labourLimits(s);
  const n = input.engineers.length;
  const ways = new Map<number, number>();
  const outcomes = 6 ** n;
  for (let k = 0; k < outcomes; k++) {
    const dice = Array.from({ length: n }, (_, i) => (Math.floor(k / 6 ** i) % 6) + 1);
    const after = labourRoll(s, index, { ...input, dice }).after;
    ways.set(after, (ways.get(after) ?? 0) + 1);
  }
  return [...ways]
    .sort((a, b) => a[0] - b[0])
    .map(([after, w]) =>
      chance(
        `${after} LU`,
        after >= limits.complete ? 'the bridge is complete' : `${limits.complete - after} short`,
        w,
        outcomes,
      ),
    );
}

/** Before the dice for hits on a bridge (Engineers): the chance it is destroyed, or set back to nothing. */
export function damageChances(given: PontoonState, hits: number, complete: number): CrtOutcome[] {
  const before = withCompletion(given, complete);
  const dist = sumDistribution({ count: hits, sides: 6 });
  let zero = 0;
  for (const [pips, w] of dist.ways) if (pips >= before.lu) zero += w;
  const all = dist.outcomes;
  return [
    chance(
      before.completed ? 'destroyed' : 'back to 0',
      before.completed
        ? 'the bridge falls to 0: destroyed, with every unit on its two river sectors'
        : 'the work so far is undone',
      zero,
      all,
    ),
    chance('stands', `it keeps some of its ${before.lu} labour units`, all - zero, all),
  ].filter((o) => o.probability > 0);
}
