import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { requireChart } from '../../rules/shared/chart-lookup.js';
import { checkListedOnce } from '../../rules/shared/listed-once.js';
import {
  cellsApart,
  combatFactor,
  declaredSalvo,
  divisorAt,
  fireDice,
  landSalvo,
  losesFigures,
  mostSalvoDamage,
  rangeColumnIndex,
  reachOf,
  salvoChances,
  salvoHits,
  salvoOrder,
  trayLimits,
  underCover,
  vehicleLimits,
  type SalvoOutcome,
  type SalvoTarget,
} from '../../rules/salvo.js';
import { checkSectorCapacity } from './sector-capacity.js';
import { fireRowOf, hitDiceRowOf, vehicleRowOf } from './unit-kinds.js';

// Remagen's fire as its hook runs it: the numbers, the order of hits and the hit dice are the declared salvo's
// (rules.yaml, src/rules/salvo.ts); the hook says which chart row each counter reads (its symbol tells a heavy
// tank from a medium, a bazooka from a machine gun) and words the steps as the game's report has them.

/** The rule hook whose declaration holds the salvo. */
export const FIRE_HOOK = 'remagen.fire';

type HitTarget = SalvoTarget;
type HitOutcome = SalvoOutcome;

export interface FireSetup {
  firers: PlacedUnit[];
  targets: PlacedUnit[];
  /** Figures already lost by a tray, or hits already on a vehicle or gun, by unit ref. */
  damage: Readonly<Record<string, number>>;
  /** Units already removed from the board. */
  eliminated?: ReadonlySet<string>;
  /** The firer's order for taking hits; by default the rules' order. */
  order?: string[];
}

export interface FirePlan {
  from: string;
  at: string;
  range: number;
  rangeColumn: string;
  divisor: number;
  firers: { ref: string; row: string; dice: number; combatValue: number }[];
  dice: number;
  /** The Combat Value that decides which targets go first (Fire a): the strongest firer in the salvo. */
  firerCv: number;
  terrain: string;
  cover: boolean;
  order: HitTarget[];
  /** Chance of each number of hits before the salvo is rolled, exact. */
  hitChances: CrtOutcome[];
  steps: string[];
}

export interface FireReport extends FirePlan {
  salvo: number[];
  total: number;
  hits: number;
  remainder: number;
  hitDice: number[];
  outcomes: HitOutcome[];
  lostPips: number;
  wastedHits: number;
  eliminated: string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** The salvo totals that give n hits, within what the dice can roll. */
const totalsFor = (lo: number, hi: number) => (lo === hi ? `a total of ${lo}` : `a total of ${lo} to ${hi}`);
const diceWord = (n: number) => (n === 1 ? '1 die' : `${n} dice`);
const menWord = (n: number) => (n === 1 ? '1 man' : `${n} men`);

/**
 * The most figures a tray can lose or hits a vehicle or gun can take, read off the declared hit charts: the bound
 * on damage a player tells the command; each unit's own limit is checked where it is fired at.
 */
export const mostDamage = (s: Scenario): number => mostSalvoDamage(s, declaredSalvo(s, FIRE_HOOK));

/**
 * Everything about a salvo that is known before the dice (rules: Fire, Computing Hits): range and its
 * divisor, the dice each firer rolls, cover in the target sector, the order hits must go in, and the
 * exact chance of each number of hits.
 */
export function planFire(s: Scenario, index: GridMapIndex, setup: FireSetup): FirePlan {
  const decl = declaredSalvo(s, FIRE_HOOK);
  const fire = requireChart(s, decl.chart, 'table');
  if (!fire.columnIds) throw new KeyedRefusal(msg('remagen.refused.fireColumnIds', { id: fire.id }));
  const capacity = requireChart(s, 'capacity', 'terrain-effects');
  const { firers, targets } = setup;
  if (!firers.length || !targets.length) throw new KeyedRefusal(msg('remagen.refused.fireSides'));
  const from = firers[0].label;
  const at = targets[0].label;
  const side = firers[0].unit.side;
  for (const f of firers) {
    if (f.label !== from)
      throw new KeyedRefusal(msg('remagen.refused.fireOneSector', { ref: f.ref, at: f.label, from }));
    if (f.unit.side !== side)
      throw new KeyedRefusal(
        msg('remagen.refused.fireBeside', { ref: f.ref, side: f.unit.side, other: firers[0].ref, otherSide: side }),
      );
  }
  for (const t of targets) {
    if (t.label !== at)
      throw new KeyedRefusal(msg('remagen.refused.salvoOneSector', { ref: t.ref, at: t.label, target: at }));
    if (t.unit.side === side) throw new KeyedRefusal(msg('remagen.refused.firingSide', { ref: t.ref }));
  }
  checkListedOnce([...firers, ...targets]);
  const range = cellsApart(index.grid, firers[0].cell, targets[0].cell);
  if (range === 0) throw new KeyedRefusal(msg('remagen.refused.fireBothSides', { at: from }));

  const terrainOf = (p: PlacedUnit) => index.terrainAt(p.cell);
  checkSectorCapacity(
    capacity,
    terrainOf(firers[0]),
    from,
    firers.map((f) => f.unit),
  );
  checkSectorCapacity(
    capacity,
    terrainOf(targets[0]),
    at,
    targets.map((t) => t.unit),
  );

  const steps: string[] = [];
  const columnAt = rangeColumnIndex(fire, range);
  if (columnAt < 0) throw new KeyedRefusal(msg('remagen.refused.noRangeColumn', { range }));
  const column = { index: columnAt, label: fire.columns[columnAt] };
  const limitsOf = (p: PlacedUnit) => vehicleLimits(s, decl, vehicleRowOf(p.unit));
  const gone = (p: PlacedUnit) => setup.eliminated?.has(p.ref) || setup.eliminated?.has(p.unit.id);

  const firing = firers.map((f) => {
    const row = fireRowOf(f.unit);
    const dice = fireDice(f.unit);
    if (gone(f)) throw new KeyedRefusal(msg('remagen.refused.firerEliminated', { ref: f.ref }));
    if (dice <= 0) throw new KeyedRefusal(msg('remagen.refused.noFireDice', { ref: f.ref, row }));
    if (!losesFigures(decl, f.unit)) {
      const { disable, destroy } = limitsOf(f);
      const had = setup.damage[f.ref] ?? 0;
      if (had >= destroy) throw new KeyedRefusal(msg('remagen.refused.firerDestroyed', { ref: f.ref }));
      if (disable !== undefined && had >= disable)
        throw new KeyedRefusal(msg('remagen.refused.firerDisabled', { ref: f.ref, hits: had }));
    }
    const divisor = divisorAt(fire, row, range);
    if (divisor === undefined) {
      const reach = reachOf(fire, row);
      throw new KeyedRefusal(
        msg('remagen.refused.outOfRange', {
          ref: f.ref,
          row,
          range,
          reach: reach.length ? msg('remagen.refused.reach', { ranges: reach.join(', ') }) : '',
          section: decl.range.section,
        }),
      );
    }
    return { ref: f.ref, row, dice, combatValue: combatFactor(f.unit), divisor };
  });
  const divisor = firing[0].divisor;
  const odd = firing.find((f) => f.divisor !== divisor);
  if (odd)
    throw new KeyedRefusal(
      msg('remagen.refused.lump', {
        ref: odd.ref,
        divisor: odd.divisor,
        range,
        other: firing[0].ref,
        by: divisor,
        section: decl.lump.section,
      }),
    );
  const dice = firing.reduce((n, f) => n + f.dice, 0);
  const firerCv = Math.max(...firing.map((f) => f.combatValue));
  steps.push(
    `Fire from ${from} at ${at}, range ${range} (${column.label}): ` +
      `${firing.map((f) => `${f.ref} (${f.row}) ${diceWord(f.dice)}`).join(' + ')} = ${diceWord(dice)}; ` +
      `the total is divided by ${divisor}, the remainder dropped`,
  );

  const terrain = terrainOf(targets[0]);
  // Cover is the declared terrain chart's effect, not read from its printed words.
  const cover = underCover(s, decl, terrain);
  const place = index.placeAt(targets[0].cell);
  const coverNote = cover ? 'men under cover need two pips on the hit die' : 'in the open, each pip kills a figure';
  steps.push(`${at}${place ? ` (${place})` : ''} is ${terrain}: ${coverNote}`);

  const hitTargets: HitTarget[] = targets.map((t) => {
    if (gone(t)) throw new KeyedRefusal(msg('remagen.refused.targetEliminated', { ref: t.ref }));
    const before = setup.damage[t.ref] ?? 0;
    const trayRow = hitDiceRowOf(t.unit);
    if (losesFigures(decl, t.unit) && trayRow) {
      const { figures, pipsPerFigure: ppf } = trayLimits(s, decl, trayRow, cover);
      if (before >= figures) throw new KeyedRefusal(msg('remagen.refused.figuresLost', { ref: t.ref, figures }));
      return { ref: t.ref, unit: t.unit, kind: 'tray', capacity: figures, before, pipsPerFigure: ppf };
    }
    const { destroy, disable } = limitsOf(t);
    if (before >= destroy) throw new KeyedRefusal(msg('remagen.refused.targetDestroyed', { ref: t.ref }));
    return {
      ref: t.ref,
      unit: t.unit,
      kind: 'vehicle',
      capacity: destroy,
      disableAt: disable,
      before,
      pipsPerFigure: 1,
    };
  });
  const order = hitOrder(decl, hitTargets, firers, firerCv, setup.order);
  const remaining = (t: HitTarget) => {
    const left = t.capacity - t.before;
    return t.kind === 'tray' ? `${left} of ${menWord(t.capacity)}` : `${left} hit${left === 1 ? '' : 's'} to destroy`;
  };
  steps.push(
    `Hits go in this order (Combat Value ≤ ${firerCv} first, infantry weapons after regular infantry): ` +
      `${order.map((t) => `${t.ref} [${remaining(t)}]`).join(', ')}`,
  );

  const hitChances = salvoChances(dice, decl.sides, divisor).map((c) => ({
    code: plural(c.hits, 'hit'),
    meaning: totalsFor(c.from, c.to),
    probability: c.ways / c.outcomes,
    fraction: `${c.ways}/${c.outcomes}`,
  }));
  return {
    from,
    at,
    range,
    rangeColumn: column.label,
    divisor,
    firers: firing.map(({ divisor: _d, ...f }) => f),
    dice,
    firerCv,
    terrain,
    cover,
    order,
    hitChances,
    steps,
  };
}

/**
 * The order hits go in (Fire a, b), as the declared salvo's order rules judge it: the firer's chosen order must
 * name every target and keep both rules; a refusal names the rule it breaks.
 */
function hitOrder(
  decl: ReturnType<typeof declaredSalvo>,
  targets: readonly HitTarget[],
  firers: readonly PlacedUnit[],
  firerCv: number,
  chosen?: readonly string[],
): HitTarget[] {
  let picked: HitTarget[] | undefined;
  if (chosen) {
    const refs = targets.map((t) => t.ref);
    const missing = refs.filter((r) => !chosen.includes(r));
    const stray = chosen.filter((r) => !refs.includes(r));
    if (stray.length) throw new KeyedRefusal(msg('remagen.refused.orderStray', { units: stray.join(', ') }));
    if (missing.length) throw new KeyedRefusal(msg('remagen.refused.orderMissing', { units: missing.join(', ') }));
    picked = chosen.map((r) => targets.find((t) => t.ref === r)!);
  }
  const { order, breach } = salvoOrder(
    decl,
    targets,
    firers.map((f) => f.unit),
    picked,
  );
  if (breach) {
    const unitOf = (ref: string) => targets.find((t) => t.ref === ref)!.unit;
    throw new KeyedRefusal(
      'weaker' in breach.rule
        ? msg('remagen.refused.hitCv', {
            ref: breach.ref,
            cv: combatFactor(unitOf(breach.ref)),
            later: breach.later,
            laterCv: combatFactor(unitOf(breach.later)),
            firerCv,
          })
        : msg('remagen.refused.hitWeapon', { ref: breach.ref, later: breach.later }),
    );
  }
  return order;
}

/** The declared salvo's hits landing down the order, worded a step a hit. */
function applyHits(order: readonly HitTarget[], hits: number, hitDie: () => number) {
  const landed = landSalvo(order, hits, hitDie);
  const steps = landed.events.map((e) =>
    'wasted' in e
      ? `${e.wasted} hit${e.wasted === 1 ? '' : 's'} left over: nothing left in the sector to hit`
      : 'vehicle' in e
        ? `Hit ${e.hit} on ${e.vehicle}: ${e.after} of ${e.capacity} hits to destroy`
        : `Hit ${e.hit}: hit die ${e.die}: ${e.landed.map((l) => `${l.pips} on ${l.ref}`).join(', ')}` +
          `${e.lostPips ? `; ${e.lostPips} pip${e.lostPips === 1 ? '' : 's'} with no figure to kill` : ''}`,
  );
  return { ...landed, steps };
}

/** Rolls through a planned salvo: its dice, the hits, the hit dice, and what is left of each target. */
export function resolveFire(plan: FirePlan, salvo: readonly number[], hitDie: () => number): FireReport {
  if (salvo.length !== plan.dice)
    throw new KeyedRefusal(msg('remagen.refused.salvoDice', { dice: plan.dice, given: salvo.length }));
  const { total, hits, remainder } = salvoHits(salvo, plan.divisor);
  const steps = [
    ...plan.steps,
    `Salvo ${salvo.join('+')} = ${total}; ${total} / ${plan.divisor} = ${plural(hits, 'hit')}` +
      `${remainder ? ` (remainder ${remainder} is lost)` : ''}`,
  ];
  const applied = applyHits(plan.order, hits, hitDie);
  steps.push(...applied.steps);
  if (applied.hitDice.length > 1)
    steps.push(`Hit dice ${applied.hitDice.join('+')} = ${applied.hitDice.reduce((a, b) => a + b, 0)} pips`);
  for (const o of applied.outcomes) {
    const what =
      o.kind === 'tray'
        ? o.status === 'eliminated'
          ? 'eliminated'
          : o.status === 'hit'
            ? `${menWord(o.taken)} killed, ${o.after} hit${o.after === 1 ? '' : 's'} on it, ` +
              `${o.left} left, fights at full strength`
            : `untouched (${o.left} of ${menWord(o.capacity)})`
        : o.status === 'destroyed'
          ? 'destroyed'
          : o.status === 'disabled'
            ? `disabled (${o.after} hits; ${o.left} more destroy it)`
            : o.status === 'hit'
              ? `${o.after} hit${o.after === 1 ? '' : 's'} (${o.left} more destroy it)`
              : 'untouched';
    steps.push(`${o.ref}: ${what}`);
  }
  const eliminated = applied.outcomes
    .filter((o) => o.status === 'eliminated' || o.status === 'destroyed')
    .map((o) => o.ref);
  return {
    ...plan,
    steps,
    salvo: [...salvo],
    total,
    hits,
    remainder,
    hitDice: applied.hitDice,
    outcomes: applied.outcomes,
    lostPips: applied.lostPips,
    wastedHits: applied.wastedHits,
    eliminated,
  };
}
