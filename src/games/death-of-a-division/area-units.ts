import type { Unit } from '../../model/schema/units.js';
import type { Scenario } from '../../model/scenario.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';

/** A unit in an area, with the hits it carries and what it fights with now. */
export interface AreaUnit {
  ref: string;
  unit: Unit;
  area: string;
  strength: number;
  hits: number;
}

export const strengthOf = (u: Unit): number => (u.factors.kind === 'strength' ? u.factors.strength : 0);
export const isArtillery = (u: Unit): boolean => u.abilities.includes('artillery');

/** The strongest counter's strength: no unit carries more hits than that, so no hit count can be larger. */
export const mostStrength = (s: Scenario): number => Math.max(0, ...s.units.map(strengthOf));

/**
 * Position entries as fighting units. Hits come from the entry, unless the players name them on the
 * command line; a unit whose hits reach its strength has been removed (rules 2) and may not appear.
 */
export function areaUnits(entries: readonly PositionEntry[], hits: Readonly<Record<string, number>> = {}): AreaUnit[] {
  return entries.map((e) => {
    const strength = strengthOf(e.unit);
    const h = hits[e.ref] ?? hits[e.unit.id] ?? e.hits;
    if (h >= strength)
      throw new KeyedRefusal(
        msg('death-of-a-division.refused.removed', {
          ref: e.ref,
          line: e.line ? msg('death-of-a-division.refused.lineOf', { line: e.line }) : '',
          hits: h,
          plural: h === 1 ? '' : 's',
          strength,
        }),
      );
    return {
      ref: e.ref,
      unit: e.unit,
      area: e.at,
      strength,
      hits: h,
    };
  });
}

/** Which sides have units in each area. */
export function occupancy(units: readonly AreaUnit[]): Map<string, Set<string>> {
  const m = new Map<string, Set<string>>();
  for (const u of units) m.set(u.area, (m.get(u.area) ?? new Set()).add(u.unit.side));
  return m;
}

export const hasEnemyOf = (occ: Map<string, Set<string>>, area: string, side: string): boolean =>
  [...(occ.get(area) ?? [])].some((x) => x !== side);
