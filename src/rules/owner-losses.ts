import { KeyedRefusal, msg, render, type Message } from '../assist/messages.js';
import type { DeclaredOutcome, OutcomeReading } from '../model/schema/side-outcome.js';
import { sideCode } from './side-outcome.js';

// A side's part of a combat result as a combat hook's `outcome` declares it (rules.yaml): E eliminates every unit;
// a number N is met by the owner's choice of retreats and losses, unit by unit, as the side's reading says
// ("all-or-losses": every unit retreats N cells or N units are lost, in any mix; "that-many": N units each lose
// their step or retreat one cell). Where a unit may retreat, and the test it rolls on the way, are the game's: the
// hook passes them in (`RetreatWays`), and they are asked only of a unit that retreats. Nothing here knows a game.

/**
 * One unit's answer to a result: taken as a loss, or retreated (to a named cell, or the only one open); `die` is
 * its retreat test as rolled by hand, when the player rolled it with the choice.
 */
export interface LossChoice {
  ref: string;
  choice: 'loss' | 'retreat';
  to?: string;
  die?: number;
}

/** What became of one unit of a combat, with its retreat test when it took one. */
export interface UnitOutcome {
  ref: string;
  side: string;
  /** Where it stood when the result came. */
  hex: string;
  outcome: 'unaffected' | 'retreats' | 'eliminated' | 'stays';
  to?: string;
  path?: string[];
  roll?: number;
  modifier?: number;
  modified?: number;
  retreatValue?: number;
  why: string;
  /** `why` as a keyed message; left out of the --json value. */
  said?: Message;
}

/** A unit as a result finds it: its reference and the cell it stands in (a game's own unit type may carry more). */
export interface LossUnit {
  ref: string;
  label: string;
}

/** A unit's retreat test: the die, after the modifier, passes at or under `passAtMost`. */
export interface RetreatTest {
  passAtMost: number;
  modifier: number;
  /** The exact chance the test passes, e.g. "4/6". */
  chance: string;
}

/** The game's retreat: where a unit may go, why it may not, and the test it rolls (the combat hook's code). */
export interface RetreatWays<U extends LossUnit = LossUnit> {
  /** Every cell the unit may end a retreat of `cells` in, with its path, and why the cells around it are closed. */
  routes(u: U, cells: number): { routes: { to: string; path: string[] }[]; closed: Message[] };
  /** Why the unit may not retreat at all, whatever the ground (an outpost, say). */
  barred?(u: U): Message | undefined;
  /** The test a retreating unit rolls, when the game has one; without it a retreat always goes. */
  test?(u: U): RetreatTest;
}

/** The board a result is applied on, changed in place. */
export interface LossBoard {
  remove(ref: string): void;
  place(ref: string, at: string): void;
}

export interface LossContext<U extends LossUnit = LossUnit> {
  board: LossBoard;
  ways: RetreatWays<U>;
  /** What each code does, as the combat's `outcome` declares it. */
  outcome: DeclaredOutcome;
}

export interface UnitOption {
  ref: string;
  at: string;
  /** The retreat test: the die, after the modifier, passes at or under this. */
  passAtMost?: number;
  modifier?: number;
  /** The exact chance the retreat test passes, e.g. "4/6". */
  passChance?: string;
  /** Cells the unit may end its retreat in; empty when it cannot retreat and can only be lost. */
  hexes: string[];
  closed: string[];
  /** `closed` as keyed messages; left out of the --json value. */
  closedSaid?: Message[];
  /** Why it cannot retreat, when it cannot. */
  cannot?: string;
  /** `cannot` as a keyed message; left out of the --json value. */
  cannotSaid?: Message;
}

/** What a side's player must decide after the result, with every legal answer. */
export interface LossQuestion {
  side: string;
  code: string;
  reading: OutcomeReading;
  /** Cells each retreat covers. */
  hexes: number;
  /** Units to be lost, or (that-many) units that must answer. */
  count: number;
  units: UnitOption[];
  text: string;
  /** `text` as a keyed message; left out of the --json value. */
  said?: Message;
}

export interface SideLosses {
  outcomes: UnitOutcome[];
  /** Units that got away before a comrade fell: they may not go back to the cell they left. */
  mayNotReturn: { ref: string; at: string }[];
}

/** A reason in English for the --json value, and keyed for the report. */
const because = (m: Message) => ({ why: render(m), said: m });

/** The number a code asks the owner to meet by retreats and losses, when it asks one (its declared effect). */
const numberOf = (o: DeclaredOutcome, code: string): number | undefined => {
  const c = sideCode(o, code);
  return c.does === 'retreat-or-lose' ? c.n : undefined;
};

/** The section of the owner's choice between retreat and loss: the reading's, else the number's code's. */
const choiceSection = (o: DeclaredOutcome, reading: OutcomeReading): string =>
  o.sections[reading] ?? sideCode(o, '1').section ?? '';

/** The section of where a unit may retreat and its test: the declared one, else the number's code's. */
const retreatSection = (o: DeclaredOutcome): string => o.sections.retreat ?? sideCode(o, '1').section ?? '';

/** Cells a retreat covers: N for all-or-losses, one for that-many. */
const cellsOf = (reading: OutcomeReading, n: number) => (reading === 'all-or-losses' ? n : 1);

function optionFor<U extends LossUnit>(ctx: LossContext<U>, u: U, cells: number): UnitOption {
  const test = ctx.ways.test?.(u);
  const base = {
    ref: u.ref,
    at: u.label,
    ...(test ? { passAtMost: test.passAtMost, modifier: test.modifier, passChance: test.chance } : {}),
  };
  const cannot = (m: Message) => ({ cannot: render(m), cannotSaid: m });
  const barred = ctx.ways.barred?.(u);
  if (barred) return { ...base, hexes: [], closed: [], ...cannot(barred) };
  const r = ctx.ways.routes(u, cells);
  return {
    ...base,
    hexes: r.routes.map((x) => x.to),
    closed: r.closed.map((m) => render(m)),
    closedSaid: r.closed,
    ...(r.routes.length ? {} : cannot(msg('loss.noHex', { n: cells, section: retreatSection(ctx.outcome) }))),
  };
}

/**
 * The question a numeric result puts to the side that suffers it, or undefined when the rules leave nothing
 * to choose: no effect, elimination, or a result every unit can only meet by being lost.
 */
export function lossQuestion<U extends LossUnit>(
  ctx: LossContext<U>,
  side: string,
  units: readonly U[],
  code: string,
  reading: OutcomeReading,
): LossQuestion | undefined {
  const n = numberOf(ctx.outcome, code);
  if (n === undefined || !units.length) return undefined;
  const hexes = cellsOf(reading, n);
  const options = units.map((u) => optionFor(ctx, u, hexes));
  const forced = options.every((o) => o.cannot) && units.length <= n;
  if (forced) return undefined;
  const section = choiceSection(ctx.outcome, reading);
  const said =
    reading === 'all-or-losses'
      ? msg('loss.askAll', {
          side,
          n,
          plural: n > 1 ? 'es' : '',
          units: msg(n > 1 ? 'loss.unitsAre' : 'loss.unitIs'),
          section,
        })
      : msg('loss.askThatMany', {
          side,
          n,
          plural: n > 1 ? 's' : '',
          lose: msg(n > 1 ? 'loss.lose' : 'loss.loses'),
          section,
        });
  return { side, code, reading, hexes, count: Math.min(n, units.length), units: options, text: render(said), said };
}

/** Checks a side's answer against the question before any die is rolled; throws naming what is wrong. */
export function checkChoices(o: DeclaredOutcome, q: LossQuestion, plan: readonly LossChoice[]): void {
  const known = new Map(q.units.map((u) => [u.ref, u]));
  const seen = new Set<string>();
  const section = retreatSection(o);
  for (const c of plan) {
    const u = known.get(c.ref);
    if (!u) throw new KeyedRefusal(msg('loss.notOfSide', { ref: c.ref, side: q.side }));
    if (seen.has(c.ref)) throw new KeyedRefusal(msg('loss.twice', { ref: c.ref }));
    seen.add(c.ref);
    if (c.choice === 'retreat' && u.cannot && c.to)
      throw new KeyedRefusal(msg('loss.cannotRetreat', { ref: c.ref, why: u.cannotSaid ?? u.cannot }));
    if (c.choice === 'retreat' && c.to && !u.hexes.includes(c.to))
      throw new KeyedRefusal(
        msg('loss.notLegalHex', {
          ref: c.ref,
          to: c.to,
          hexes: u.hexes.join(', '),
          section,
          closed: closedList(u.closedSaid ?? u.closed.map((text) => msg('why.declared', { text }))),
        }),
      );
    if (c.choice === 'retreat' && !c.to && u.hexes.length > 1)
      throw new KeyedRefusal(
        msg('loss.sayWhere', {
          ref: c.ref,
          options: u.hexes.map((hex) => msg('loss.pair', { ref: c.ref, hex })),
        }),
      );
  }
  if (q.reading === 'that-many') {
    if (plan.length !== q.count)
      throw new KeyedRefusal(
        msg(q.count > 1 ? 'loss.thatMany' : 'loss.thatOne', {
          side: q.side,
          code: q.code,
          count: q.count,
          named: plan.length,
          section: choiceSection(o, 'that-many'),
        }),
      );
    return;
  }
  // Until the losses it plans meet the result, every unit must be told what to do.
  let losses = 0;
  for (const c of plan) if (c.choice === 'loss' || known.get(c.ref)?.cannot) losses++;
  const missing = q.units.filter((u) => !seen.has(u.ref));
  if (missing.length && losses < q.count)
    throw new KeyedRefusal(
      msg(q.count > 1 ? 'loss.everyUnitLosses' : 'loss.everyUnitLoss', {
        side: q.side,
        code: q.code,
        count: q.count,
        units: missing.map((u) => u.ref).join(', '),
        does: msg(missing.length > 1 ? 'loss.do' : 'loss.does'),
      }),
    );
}

/** The cells closed to a retreat, "; closed: a; b", or nothing when none is. */
function closedList(closed: readonly Message[]): Message | string {
  if (!closed.length) return '';
  const all = closed.reduce((a, b) => msg('loss.closedMore', { a, b }));
  return msg('loss.closed', { closed: all });
}

/**
 * Applies a side's result on the board: elimination takes every unit; a number is met by the plan in its order.
 * A retreating unit rolls its test (where the game has one) and is lost on a failure; a unit that cannot retreat
 * is lost without a roll; under all-or-losses, once the losses meet the result the rest stay. `die` gives each
 * test's die, in the order they are rolled.
 */
export function applyLosses<U extends LossUnit>(
  ctx: LossContext<U>,
  side: string,
  units: readonly U[],
  code: string,
  reading: OutcomeReading,
  plan: readonly LossChoice[] | undefined,
  die: (choice: LossChoice) => number,
): SideLosses {
  const base = (u: U) => ({ ref: u.ref, side, hex: u.label });
  const outcomes: UnitOutcome[] = [];
  const eliminate = (u: U, why: Message, test?: Partial<UnitOutcome>) => {
    ctx.board.remove(u.ref);
    outcomes.push({ ...base(u), outcome: 'eliminated', ...test, ...because(why) });
  };
  const effect = sideCode(ctx.outcome, code);
  const n = effect.does === 'retreat-or-lose' ? effect.n : undefined;
  // The owner's choice between retreat and loss is the number's rule (its declared section).
  const chosen = effect.section ?? '';
  const section = retreatSection(ctx.outcome);
  if (effect.does === 'eliminate') {
    for (const u of units) eliminate(u, msg('loss.allEliminated', { code, section: effect.section ?? '' }));
    return { outcomes, mayNotReturn: [] };
  }
  if (n === undefined) {
    for (const u of units) outcomes.push({ ...base(u), outcome: 'unaffected', ...because(msg('loss.noEffect')) });
    return { outcomes, mayNotReturn: [] };
  }
  const q = lossQuestion(ctx, side, units, code, reading);
  // With nothing to choose every unit answers, and every one of them is lost.
  const order: LossChoice[] = q ? [...(plan ?? [])] : units.map((u) => ({ ref: u.ref, choice: 'retreat' }));
  if (q) checkChoices(ctx.outcome, q, order);
  const cells = cellsOf(reading, n);
  const answering = new Set(order.map((c) => c.ref));
  let losses = 0;
  for (const c of order) {
    const u = units.find((x) => x.ref === c.ref)!;
    if (reading === 'all-or-losses' && losses >= n) {
      const met = n === 1 ? msg('loss.met', { section: chosen }) : msg('loss.metN', { n, section: chosen });
      outcomes.push({ ...base(u), outcome: 'stays', ...because(met) });
      continue;
    }
    if (c.choice === 'loss') {
      losses++;
      eliminate(u, msg('loss.owner', { section: chosen }));
      continue;
    }
    const option = optionFor(ctx, u, cells);
    if (option.cannot) {
      losses++;
      eliminate(u, msg('loss.cannot', { cannot: option.cannotSaid! }));
      continue;
    }
    const to = c.to ?? option.hexes[0];
    const route = ctx.ways.routes(u, cells).routes.find((r) => r.to === to);
    if (!route) {
      losses++;
      eliminate(u, msg('loss.closedNow', { to, section }));
      continue;
    }
    const test = ctx.ways.test?.(u);
    if (!test) {
      ctx.board.place(u.ref, to);
      const said = msg('loss.retreats', { to, section });
      outcomes.push({ ...base(u), outcome: 'retreats', to, path: route.path, ...because(said) });
      continue;
    }
    const roll = die(c);
    const modified = roll + test.modifier;
    const rolled = { roll, modifier: test.modifier, modified, retreatValue: test.passAtMost };
    const shown = `${roll}${test.modifier ? `+${test.modifier}=${modified}` : ''}`;
    if (modified <= test.passAtMost) {
      ctx.board.place(u.ref, to);
      const said = msg('loss.passes', { shown, most: test.passAtMost, to, section });
      outcomes.push({ ...base(u), outcome: 'retreats', to, path: route.path, ...rolled, ...because(said) });
    } else {
      losses++;
      eliminate(u, msg('loss.fails', { shown, most: test.passAtMost, section }), rolled);
    }
  }
  for (const u of units)
    if (!answering.has(u.ref))
      outcomes.push(
        reading === 'all-or-losses'
          ? { ...base(u), outcome: 'stays', ...because(msg('loss.taken', { section: chosen })) }
          : { ...base(u), outcome: 'unaffected', ...because(msg('loss.only', { n, plural: n > 1 ? 's' : '' })) },
      );
  const lastLoss = outcomes.map((o) => o.outcome).lastIndexOf('eliminated');
  const mayNotReturn = outcomes
    .filter((o, i) => o.outcome === 'retreats' && i < lastLoss)
    .map((o) => ({ ref: o.ref, at: o.hex }));
  return { outcomes, mayNotReturn };
}
