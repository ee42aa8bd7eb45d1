import type { Scenario } from '../../model/scenario.js';
import type { Unit } from '../../model/schema/units.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { has, retreatValue } from './unit-values.js';
import type { Board } from './board.js';
import { retreatHexes } from './retreat.js';
import type { Side } from './state.js';
import { KeyedRefusal, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { DeclaredOutcome } from '../../model/schema/side-outcome.js';
import { sideCode } from '../../rules/side-outcome.js';

/**
 * How a side takes a numeric result. "all-or-losses": every unit retreats N hexes or N units are lost, in any
 * mix (6.5 example, Russian 6.5.3); "that-many": N units each lose their step or retreat one hex (Russian 6.5.2).
 */
export type LossReading = 'all-or-losses' | 'that-many';

/**
 * One unit's answer to a result: taken as a loss, or retreated (to a named hex, or the only one open); `die`
 * is its retreat test as rolled by hand, when the player rolled it with the choice.
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
  side: Side;
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

/** A reason in English for the --json value, and keyed for the report. */
const because = (m: Message) => ({ why: render(m), said: m });

export interface UnitOption {
  ref: string;
  at: string;
  /** Hexes the unit may end its retreat in; empty when it cannot retreat and can only be lost. */
  hexes: string[];
  /** Why it cannot retreat, when it cannot. */
  cannot?: string;
  /** `cannot` as a keyed message; left out of the --json value. */
  cannotSaid?: Message;
  closed: string[];
  /** `closed` as keyed messages; left out of the --json value. */
  closedSaid?: Message[];
  /** The retreat test: the die, after the modifier, passes at or under this (6.5.3). */
  passAtMost: number;
  modifier: number;
  /** The exact chance the retreat test passes, e.g. "4/6". */
  passChance: string;
}

/** What a side's player must decide after the result, with every legal answer. */
export interface LossQuestion {
  side: Side;
  code: string;
  reading: LossReading;
  /** Hexes each retreat covers. */
  hexes: number;
  /** Units to be lost, or (that-many) units that must answer. */
  count: number;
  units: UnitOption[];
  text: string;
  /** `text` as a keyed message; left out of the --json value. */
  said?: Message;
}

export interface SideOutcome {
  outcomes: UnitOutcome[];
  /** Units that got away before a comrade fell: they may not go back to the hex they left (6.5.3). */
  mayNotReturn: { ref: string; at: string }[];
}

export interface LossContext {
  s: Scenario;
  board: Board;
  /** Hexes no retreat may use: the hex the combat was fought over. */
  avoid: ReadonlySet<string>;
  modifier: number;
  /** What each code does, as rules.yaml's combat `outcome` declares it. */
  outcome: DeclaredOutcome;
}

/** The number a code asks the owner to meet by retreats and losses, when it asks one (its declared effect). */
const numberOf = (ctx: LossContext, code: string): number | undefined => {
  const c = sideCode(ctx.outcome, code);
  return c.does === 'retreat-or-lose' ? c.n : undefined;
};

/** The section of the owner's choice between retreat and loss: the reading's, else the number's code's. */
const choiceSection = (ctx: LossContext, reading: LossReading): string =>
  ctx.outcome.sections[reading] ?? sideCode(ctx.outcome, '1').section ?? '';

/** A unit's retreat test (6.5.3): the die plus the modifier must reach no higher than its highest factor. */
export function retreatTest(s: Scenario, unit: Unit, modifier: number) {
  const passAtMost = retreatValue(s, unit);
  const faces = Math.max(0, Math.min(6, passAtMost - modifier));
  return { passAtMost, modifier, chance: `${faces}/6` };
}

function optionFor(ctx: LossContext, u: PlacedUnit, hexes: number): UnitOption {
  const test = retreatTest(ctx.s, u.unit, ctx.modifier);
  const base = {
    ref: u.ref,
    at: u.label,
    passAtMost: test.passAtMost,
    modifier: test.modifier,
    passChance: test.chance,
  };
  const cannot = (m: Message) => ({ cannot: render(m), cannotSaid: m });
  if (has(u.unit, 'outpost'))
    return { ...base, hexes: [], closed: [], ...cannot(msg('veritable.loss.outpost', { section: '8.4' })) };
  const r = retreatHexes(ctx.board, u, hexes, ctx.avoid);
  return {
    ...base,
    hexes: r.routes.map((x) => x.to),
    closed: r.closed.map((m) => render(m)),
    closedSaid: r.closed,
    ...(r.routes.length ? {} : cannot(msg('veritable.loss.noHex', { n: hexes, section: '6.5.3' }))),
  };
}

/**
 * The question a numeric result puts to the side that suffers it, or undefined when the rules leave nothing
 * to choose: no effect, E, or a result every unit can only meet by being lost.
 */
export function lossQuestion(
  ctx: LossContext,
  side: Side,
  units: readonly PlacedUnit[],
  code: string,
  reading: LossReading,
): LossQuestion | undefined {
  const n = numberOf(ctx, code);
  if (n === undefined || !units.length) return undefined;
  const hexes = reading === 'all-or-losses' ? n : 1;
  const options = units.map((u) => optionFor(ctx, u, hexes));
  const forced = options.every((o) => o.cannot) && units.length <= n;
  if (forced) return undefined;
  const said =
    reading === 'all-or-losses'
      ? msg('veritable.loss.askAll', {
          side,
          n,
          plural: n > 1 ? 'es' : '',
          units: msg(n > 1 ? 'veritable.loss.unitsAre' : 'veritable.loss.unitIs'),
          section: choiceSection(ctx, reading),
        })
      : msg('veritable.loss.askThatMany', {
          side,
          n,
          plural: n > 1 ? 's' : '',
          lose: msg(n > 1 ? 'veritable.loss.lose' : 'veritable.loss.loses'),
          section: choiceSection(ctx, reading),
        });
  return { side, code, reading, hexes, count: Math.min(n, units.length), units: options, text: render(said), said };
}

/** Checks a side's answer against the question before any die is rolled; throws naming what is wrong. */
export function checkChoices(q: LossQuestion, plan: readonly LossChoice[]): void {
  const known = new Map(q.units.map((u) => [u.ref, u]));
  const seen = new Set<string>();
  for (const c of plan) {
    const u = known.get(c.ref);
    if (!u) throw new KeyedRefusal(msg('veritable.choose.notOfSide', { ref: c.ref, side: q.side }));
    if (seen.has(c.ref)) throw new KeyedRefusal(msg('veritable.choose.twice', { ref: c.ref }));
    seen.add(c.ref);
    if (c.choice === 'retreat' && u.cannot && c.to)
      throw new KeyedRefusal(msg('veritable.choose.cannotRetreat', { ref: c.ref, why: u.cannotSaid ?? u.cannot }));
    if (c.choice === 'retreat' && c.to && !u.hexes.includes(c.to))
      throw new KeyedRefusal(
        msg('veritable.choose.notLegalHex', {
          ref: c.ref,
          to: c.to,
          hexes: u.hexes.join(', '),
          section: '6.5.3',
          closed: closedList(u.closedSaid ?? u.closed.map((text) => msg('why.declared', { text }))),
        }),
      );
    if (c.choice === 'retreat' && !c.to && u.hexes.length > 1)
      throw new KeyedRefusal(
        msg('veritable.choose.sayWhere', {
          ref: c.ref,
          options: u.hexes.map((hex) => msg('veritable.choose.pair', { ref: c.ref, hex })),
        }),
      );
  }
  if (q.reading === 'that-many') {
    if (plan.length !== q.count)
      throw new KeyedRefusal(
        msg(q.count > 1 ? 'veritable.choose.thatMany' : 'veritable.choose.thatOne', {
          side: q.side,
          code: q.code,
          count: q.count,
          named: plan.length,
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
      msg(q.count > 1 ? 'veritable.choose.everyUnitLosses' : 'veritable.choose.everyUnitLoss', {
        side: q.side,
        code: q.code,
        count: q.count,
        units: missing.map((u) => u.ref).join(', '),
        does: msg(missing.length > 1 ? 'veritable.choose.do' : 'veritable.choose.does'),
      }),
    );
}

/** The hexes closed to a retreat, "; closed: a; b", or nothing when none is. */
function closedList(closed: readonly Message[]): Message | string {
  if (!closed.length) return '';
  const all = closed.reduce((a, b) => msg('veritable.choose.closedMore', { a, b }));
  return msg('veritable.choose.closed', { closed: all });
}

/**
 * Applies a side's result on the board (6.5.2, 6.5.3): E eliminates every unit; a number is met by the plan
 * in its order. A retreating unit rolls its test and is lost on a failure; a unit that cannot retreat is
 * lost without a roll; once the losses meet the result the rest stay. The board is changed in place.
 */
export function applyLosses(
  ctx: LossContext,
  side: Side,
  units: readonly PlacedUnit[],
  code: string,
  reading: LossReading,
  plan: readonly LossChoice[] | undefined,
  die: (choice: LossChoice) => number,
): SideOutcome {
  const base = (u: PlacedUnit) => ({ ref: u.ref, side, hex: u.label });
  const outcomes: UnitOutcome[] = [];
  const eliminate = (u: PlacedUnit, why: Message, test?: Partial<UnitOutcome>) => {
    ctx.board.remove(u.ref);
    outcomes.push({ ...base(u), outcome: 'eliminated', ...test, ...because(why) });
  };
  const effect = sideCode(ctx.outcome, code);
  const n = effect.does === 'retreat-or-lose' ? effect.n : undefined;
  // The owner's choice between retreat and loss is the number's rule (its declared section).
  const chosen = effect.section ?? '';
  if (effect.does === 'eliminate') {
    for (const u of units) eliminate(u, msg('veritable.loss.allEliminated', { section: effect.section ?? '' }));
    return { outcomes, mayNotReturn: [] };
  }
  if (n === undefined) {
    for (const u of units)
      outcomes.push({ ...base(u), outcome: 'unaffected', ...because(msg('veritable.loss.noEffect')) });
    return { outcomes, mayNotReturn: [] };
  }
  const q = lossQuestion(ctx, side, units, code, reading);
  // With nothing to choose every unit answers, and every one of them is lost.
  const order: LossChoice[] = q ? [...(plan ?? [])] : units.map((u) => ({ ref: u.ref, choice: 'retreat' }));
  if (q) checkChoices(q, order);
  const hexes = reading === 'all-or-losses' ? n : 1;
  const answering = new Set(order.map((c) => c.ref));
  let losses = 0;
  for (const c of order) {
    const u = units.find((x) => x.ref === c.ref)!;
    if (reading === 'all-or-losses' && losses >= n) {
      outcomes.push({
        ...base(u),
        outcome: 'stays',
        ...because(
          n === 1 ? msg('veritable.loss.met', { section: chosen }) : msg('veritable.loss.metN', { n, section: chosen }),
        ),
      });
      continue;
    }
    if (c.choice === 'loss') {
      losses++;
      eliminate(u, msg('veritable.loss.owner', { section: chosen }));
      continue;
    }
    const option = optionFor(ctx, u, hexes);
    if (option.cannot) {
      losses++;
      eliminate(u, msg('veritable.loss.cannot', { cannot: option.cannotSaid! }));
      continue;
    }
    const to = c.to ?? option.hexes[0];
    const route = retreatHexes(ctx.board, u, hexes, ctx.avoid).routes.find((r) => r.to === to);
    if (!route) {
      losses++;
      eliminate(u, msg('veritable.loss.closedNow', { to, section: '6.5.3' }));
      continue;
    }
    const roll = die(c);
    const modified = roll + ctx.modifier;
    const test = { roll, modifier: ctx.modifier, modified, retreatValue: option.passAtMost };
    const shown = `${roll}${ctx.modifier ? `+${ctx.modifier}=${modified}` : ''}`;
    if (modified <= option.passAtMost) {
      ctx.board.place(u.ref, to);
      outcomes.push({
        ...base(u),
        outcome: 'retreats',
        to,
        path: route.path,
        ...test,
        ...because(msg('veritable.loss.passes', { shown, most: option.passAtMost, to, section: '6.5.3' })),
      });
    } else {
      losses++;
      eliminate(u, msg('veritable.loss.fails', { shown, most: option.passAtMost, section: '6.5.3' }), test);
    }
  }
  for (const u of units)
    if (!answering.has(u.ref))
      outcomes.push(
        reading === 'all-or-losses'
          ? { ...base(u), outcome: 'stays', ...because(msg('veritable.loss.taken', { section: chosen })) }
          : {
              ...base(u),
              outcome: 'unaffected',
              ...because(msg('veritable.loss.only', { n, plural: n > 1 ? 's' : '' })),
            },
      );
  const lastLoss = outcomes.map((o) => o.outcome).lastIndexOf('eliminated');
  const mayNotReturn = outcomes
    .filter((o, i) => o.outcome === 'retreats' && i < lastLoss)
    .map((o) => ({ ref: o.ref, at: o.hex }));
  return { outcomes, mayNotReturn };
}
