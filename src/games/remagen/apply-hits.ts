import type { Unit } from '../../model/schema/units.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { combatValue, isInfantryWeapon } from './unit-kinds.js';

/** One target as the fire finds it. */
export interface HitTarget {
  ref: string;
  unit: Unit;
  kind: 'tray' | 'vehicle';
  /** Figures on a full tray, or hits that destroy a vehicle or gun. */
  capacity: number;
  /** Hits that disable a vehicle; undefined for trays and guns. */
  disableAt?: number;
  /** Pips a hit die needs to kill one figure of this tray: 1 in the open, 2 under cover. */
  pipsPerFigure: number;
  /** Figures already lost, or hits already taken. */
  before: number;
}

export interface HitOutcome {
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

export interface HitReport {
  outcomes: HitOutcome[];
  hitDice: number[];
  /** Pips that found no figure to kill (leftovers under cover, or no tray left to spill onto). */
  lostPips: number;
  /** Hits with nothing left to hit. */
  wastedHits: number;
  steps: string[];
}

const regularInfantry = (t: HitTarget) => t.kind === 'tray' && !isInfantryWeapon(t.unit);

/**
 * The order hits go in (Fire a, b): units whose Combat Value is at most the firer's are eliminated
 * before any stronger one, and infantry weapons only after all regular infantry in the sector. The
 * firer may choose any order that keeps both rules; by default the targets keep the order given,
 * sorted only as far as the rules demand.
 */
export function hitOrder(targets: readonly HitTarget[], firerCv: number, chosen?: readonly string[]): HitTarget[] {
  const first = (t: HitTarget) => combatValue(t.unit) <= firerCv;
  let order: HitTarget[];
  if (chosen) {
    const refs = targets.map((t) => t.ref);
    const missing = refs.filter((r) => !chosen.includes(r));
    const stray = chosen.filter((r) => !refs.includes(r));
    if (stray.length) throw new KeyedRefusal(msg('remagen.refused.orderStray', { units: stray.join(', ') }));
    if (missing.length) throw new KeyedRefusal(msg('remagen.refused.orderMissing', { units: missing.join(', ') }));
    order = chosen.map((r) => targets.find((t) => t.ref === r)!);
  } else {
    const key = (t: HitTarget) => (first(t) ? 0 : 2) + (isInfantryWeapon(t.unit) ? 1 : 0);
    order = [...targets].sort((a, b) => key(a) - key(b));
  }
  order.forEach((t, i) => {
    for (const later of order.slice(i + 1)) {
      if (first(later) && !first(t))
        throw new KeyedRefusal(
          msg('remagen.refused.hitCv', {
            ref: t.ref,
            cv: combatValue(t.unit),
            later: later.ref,
            laterCv: combatValue(later.unit),
            firerCv,
          }),
        );
      if (isInfantryWeapon(t.unit) && regularInfantry(later))
        throw new KeyedRefusal(msg('remagen.refused.hitWeapon', { ref: t.ref, later: later.ref }));
    }
  });
  return order;
}

/**
 * Applies a salvo's hits down the order. A vehicle or gun takes one hit at a time. A hit on a tray
 * rolls a hit die whose pips kill figures (each tray's pipsPerFigure: 1 in the open, 2 under cover); pips
 * beyond a tray spill onto the next trays in the order and are lost when they reach a vehicle or the end.
 */
export function applyHits(order: readonly HitTarget[], hits: number, hitDie: () => number): HitReport {
  const steps: string[] = [];
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
      steps.push(`${wastedHits} hit${wastedHits === 1 ? '' : 's'} left over: nothing left in the sector to hit`);
      break;
    }
    const t = order[i];
    if (t.kind === 'vehicle') {
      vehicleHits[i]++;
      steps.push(`Hit ${h + 1} on ${t.ref}: ${t.before + vehicleHits[i]} of ${t.capacity} hits to destroy`);
      continue;
    }
    const die = hitDie();
    hitDice.push(die);
    let left = die;
    const landed: string[] = [];
    for (let k = i; k < order.length && left > 0 && order[k].kind === 'tray'; k++) {
      if (!alive(k)) continue;
      const room = (order[k].capacity - order[k].before) * order[k].pipsPerFigure - pips[k];
      const take = Math.min(room, left);
      pips[k] += take;
      left -= take;
      landed.push(`${take} on ${order[k].ref}`);
    }
    lostPips += left;
    steps.push(
      `Hit ${h + 1}: hit die ${die}: ${landed.join(', ')}` +
        `${left ? `; ${left} pip${left === 1 ? '' : 's'} with no figure to kill` : ''}`,
    );
  }
  // An odd pip left on a tray under cover kills nobody and is lost with the fire.
  order.forEach((t, i) => (lostPips += t.kind === 'tray' ? pips[i] % t.pipsPerFigure : 0));
  const outcomes: HitOutcome[] = order.map((t, i) => {
    const taken = t.kind === 'tray' ? killed(i) : vehicleHits[i];
    const after = t.before + taken;
    const left = t.capacity - after;
    const status: HitOutcome['status'] =
      t.kind === 'tray'
        ? left <= 0
          ? 'eliminated'
          : taken
            ? 'hit'
            : 'untouched'
        : left <= 0
          ? 'destroyed'
          : t.disableAt !== undefined && after >= t.disableAt
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
  return { outcomes, hitDice, lostPips, wastedHits, steps };
}
