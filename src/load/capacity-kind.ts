import type { Unit } from '../model/schema/units.js';

export type CapacityKind = 'infantry' | 'weapons' | 'vehicles' | 'artillery';

/**
 * Column of a sector-capacity table (Remagen's Sector Capacity) the unit counts against. Here, below both the rules'
 * procedures and the kit's parts, because the capacity check and the VASSAL set-up must count a unit alike.
 */
export function capacityKindOf(u: Unit): CapacityKind {
  if (u.type === 'infantry' || u.type === 'parachute' || u.type === 'engineer') return 'infantry';
  if (u.type === 'infantry-weapons') return 'weapons';
  if (u.type === 'artillery' || u.type === 'anti-tank') return 'artillery';
  return 'vehicles';
}
