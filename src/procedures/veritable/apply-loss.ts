import type { Scenario } from '../../model/scenario.js';
import type { PlacedUnit } from '../shared/placed-unit.js';
import { has, retreatValue } from './unit-values.js';

export type LossReading = 'all-or-losses' | 'that-many';

export interface UnitOutcome {
  ref: string;
  side: string;
  hex: string;
  outcome: 'unaffected' | 'retreats' | 'eliminated' | 'stays';
  hexes?: number;
  roll?: number;
  modifier?: number;
  modified?: number;
  retreatValue?: number;
  why: string;
}

/**
 * One side's numeric or E result (6.5.2, 6.5.3). "all-or-losses": every unit retreats N hexes or N units
 * are lost; retreats are tried in the order given, a failed test eliminates the unit, and once the losses
 * reach N the rest stay put. "that-many": N units each retreat or are lost. A unit that cannot retreat
 * (an outpost) or that the player gives up is lost without a roll.
 */
export function applyLoss(
  s: Scenario,
  code: string,
  units: PlacedUnit[],
  opts: { reading: LossReading; retreatModifier: number; giveUp: ReadonlySet<string>; die: () => number },
): UnitOutcome[] {
  const base = (u: PlacedUnit) => ({ ref: u.ref, side: u.unit.side, hex: u.label });
  if (code === '-' || code === '') return units.map((u) => ({ ...base(u), outcome: 'unaffected', why: 'no effect' }));
  if (code === 'E')
    return units.map((u) => ({
      ...base(u),
      outcome: 'eliminated',
      why: 'E: every unit of the side in this combat is eliminated',
    }));
  const n = Number(code);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`unknown combat result "${code}"`);
  const out: UnitOutcome[] = [];
  let losses = 0;
  units.forEach((u, i) => {
    const affected = opts.reading === 'all-or-losses' ? losses < n : i < n;
    if (!affected) {
      out.push({
        ...base(u),
        outcome: opts.reading === 'all-or-losses' ? 'stays' : 'unaffected',
        why:
          opts.reading === 'all-or-losses'
            ? `the ${n} loss${n === 1 ? '' : 'es'} already taken satisfy the result`
            : `only ${n} unit${n === 1 ? '' : 's'} must answer the result`,
      });
      return;
    }
    if (opts.giveUp.has(u.ref)) {
      losses++;
      out.push({ ...base(u), outcome: 'eliminated', why: 'the owner takes it as a loss instead of retreating' });
      return;
    }
    if (has(u.unit, 'outpost')) {
      losses++;
      out.push({ ...base(u), outcome: 'eliminated', why: 'an outpost may not retreat, so it is lost' });
      return;
    }
    const value = retreatValue(s, u.unit);
    const roll = opts.die();
    const modified = roll + opts.retreatModifier;
    const hexes = opts.reading === 'all-or-losses' ? n : 1;
    if (modified <= value)
      out.push({
        ...base(u),
        outcome: 'retreats',
        hexes,
        roll,
        modifier: opts.retreatModifier,
        modified,
        retreatValue: value,
        why: `retreat test ${modified} ≤ ${value}: passes`,
      });
    else {
      losses++;
      out.push({
        ...base(u),
        outcome: 'eliminated',
        roll,
        modifier: opts.retreatModifier,
        modified,
        retreatValue: value,
        why: `retreat test ${modified} > ${value}: fails, the unit is eliminated`,
      });
    }
  });
  return out;
}
