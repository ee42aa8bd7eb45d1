import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { hitsOf, joined, msg } from './messages.js';
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
import { losesFigures, salvoRow } from '../../model/salvo-rows.js';
import { checkCapacity } from '../../rules/stack-capacity.js';
import { capacityRule } from '../../load/capacity-kind.js';

// Remagen's fire as its hook runs it: the numbers, the order of hits and the hit dice are the declared salvo's
// (rules.yaml, src/rules/salvo.ts), and so is the chart row each counter reads (its symbol tells a heavy tank from
// a medium, a bazooka from a machine gun); the hook words the steps as the game's report has them.

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
  /** The report's steps, keyed; the --json value words them in English. */
  steps: Message[];
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
const diceWord = (n: number) => (n === 1 ? msg('remagen.fire.die') : msg('remagen.fire.dice', { n }));
const menWord = (n: number) => (n === 1 ? msg('remagen.fire.man') : msg('remagen.fire.men', { n }));

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
  const capacity = capacityRule(s);
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
  // Each sector within its capacity as rules.yaml declares it (movement.stacking.capacity).
  if (capacity) {
    checkCapacity(
      capacity,
      terrainOf(firers[0]),
      from,
      firers.map((f) => f.unit),
    );
    checkCapacity(
      capacity,
      terrainOf(targets[0]),
      at,
      targets.map((t) => t.unit),
    );
  }

  const steps: Message[] = [];
  const columnAt = rangeColumnIndex(fire, range);
  if (columnAt < 0) throw new KeyedRefusal(msg('remagen.refused.noRangeColumn', { range }));
  const column = { index: columnAt, label: fire.columns[columnAt] };
  // validate has found a row of each table for every unit that reads one (check-salvo.ts).
  const limitsOf = (p: PlacedUnit) => vehicleLimits(s, decl, salvoRow(decl, p.unit, 'vehicles')!);
  const gone = (p: PlacedUnit) => setup.eliminated?.has(p.ref) || setup.eliminated?.has(p.unit.id);

  const firing = firers.map((f) => {
    const row = salvoRow(decl, f.unit, 'fire')!;
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
    msg('remagen.fire.from', {
      from,
      at,
      range,
      column: column.label,
      firers: joined(
        'remagen.join.plus',
        firing.map((f) => msg('remagen.fire.firer', { ref: f.ref, row: f.row, dice: diceWord(f.dice) })),
      ),
      dice: diceWord(dice),
      divisor,
    }),
  );

  const terrain = terrainOf(targets[0]);
  // Cover is the declared terrain chart's effect, not read from its printed words.
  const cover = underCover(s, decl, terrain);
  const place = index.placeAt(targets[0].cell);
  steps.push(
    msg(cover ? 'remagen.fire.cover' : 'remagen.fire.open', {
      at,
      place: place ? msg('remagen.fire.place', { place }) : '',
      terrain,
    }),
  );

  const hitTargets: HitTarget[] = targets.map((t) => {
    if (gone(t)) throw new KeyedRefusal(msg('remagen.refused.targetEliminated', { ref: t.ref }));
    const before = setup.damage[t.ref] ?? 0;
    const trayRow = salvoRow(decl, t.unit, 'figures');
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
    return t.kind === 'tray'
      ? msg('remagen.fire.orderTray', { ref: t.ref, left, men: menWord(t.capacity) })
      : msg('remagen.fire.orderVehicle', { ref: t.ref, left, plural: left === 1 ? '' : 's' });
  };
  steps.push(msg('remagen.fire.order', { cv: firerCv, targets: joined('remagen.join.comma', order.map(remaining)) }));

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
      ? msg('remagen.fire.wasted', { hits: hitsOf(e.wasted) })
      : 'vehicle' in e
        ? msg('remagen.fire.hitVehicle', { hit: e.hit, ref: e.vehicle, after: e.after, capacity: e.capacity })
        : msg('remagen.fire.hitDie', {
            hit: e.hit,
            die: e.die,
            landed: joined(
              'remagen.join.comma',
              e.landed.map((l) => msg('remagen.fire.pipsOn', { pips: l.pips, ref: l.ref })),
            ),
            lost: e.lostPips
              ? msg('remagen.fire.lostPips', { n: e.lostPips, plural: e.lostPips === 1 ? '' : 's' })
              : '',
          }),
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
    msg('remagen.fire.salvo', {
      faces: salvo.join('+'),
      total,
      divisor: plan.divisor,
      hits: hitsOf(hits),
      remainder: remainder ? msg('remagen.fire.remainder', { n: remainder }) : '',
    }),
  ];
  const applied = applyHits(plan.order, hits, hitDie);
  steps.push(...applied.steps);
  if (applied.hitDice.length > 1)
    steps.push(
      msg('remagen.fire.hitDice', {
        faces: applied.hitDice.join('+'),
        total: applied.hitDice.reduce((a, b) => a + b, 0),
      }),
    );
  for (const o of applied.outcomes) {
    const what =
      o.kind === 'tray'
        ? o.status === 'eliminated'
          ? msg('remagen.fire.eliminated')
          : o.status === 'hit'
            ? msg('remagen.fire.trayHit', { men: menWord(o.taken), hits: hitsOf(o.after), left: o.left })
            : msg('remagen.fire.trayUntouched', { left: o.left, men: menWord(o.capacity) })
        : o.status === 'destroyed'
          ? msg('remagen.fire.destroyed')
          : o.status === 'disabled'
            ? msg('remagen.fire.disabled', { after: o.after, left: o.left })
            : o.status === 'hit'
              ? msg('remagen.fire.vehicleHit', { hits: hitsOf(o.after), left: o.left })
              : msg('remagen.fire.untouched');
    steps.push(msg('remagen.fire.outcome', { ref: o.ref, what }));
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
