import type { Unit } from '../../model/schema/units.js';

/**
 * Which row of each Remagen chart a unit reads. Counters carry a type, and the charts name kinds of
 * unit; where one type covers two rows (machine gun or bazooka, medium or heavy tank) the symbol
 * tells them apart, as it does on the counter.
 */
export function fireRowOf(u: Unit): string {
  switch (u.type) {
    case 'infantry':
      return 'Infantry tray';
    case 'parachute':
      return 'Paratroop tray';
    case 'engineer':
      return 'Engineer tray';
    case 'infantry-weapons':
      return isBazooka(u) ? 'Bazooka (infantry weapon)' : 'Machine gun (infantry weapon)';
    case 'armoured-car':
      return 'Armored car';
    case 'half-track':
      return 'Half-track';
    case 'armour':
      return isHeavy(u) ? 'Heavy tank' : 'Medium tank';
    case 'anti-tank':
      return 'Anti-tank gun';
    case 'artillery':
      return 'Howitzer or heavy gun';
    default:
      return 'Truck, Buffalo, Weasel';
  }
}

/** Row of the hit-dice table for trays that lose figures; undefined for vehicles and guns. */
export function hitDiceRowOf(u: Unit): string | undefined {
  switch (u.type) {
    case 'infantry':
      return 'Infantry';
    case 'infantry-weapons':
      return 'Infantry weapon (machine gun, bazooka)';
    case 'parachute':
      return 'Paratroops';
    case 'engineer':
      return 'Engineers';
    default:
      return undefined;
  }
}

/** Row of the vehicle-and-gun hits table. */
export function vehicleRowOf(u: Unit): string {
  switch (u.type) {
    case 'half-track':
      return 'Half-track';
    case 'armoured-car':
      return 'Armored car';
    case 'armour':
      return isHeavy(u) ? 'Heavy tank' : 'Medium tank';
    case 'anti-tank':
    case 'artillery':
      return 'Anti-tank gun, howitzer or heavy gun';
    default:
      return 'Truck, Weasel, Buffalo';
  }
}

export { capacityKindOf, type CapacityKind } from '../../load/capacity-kind.js';

/** A unit's Combat Value (the morale odds and the order of hits): its printed combat factor. */
export { combatFactor as combatValue } from '../../rules/salvo.js';

// 2525 symbol codes: EWXL is a light anti-tank rocket launcher, EVATH a heavy tank.
const isBazooka = (u: Unit) => u.sidc.toUpperCase().includes('EWXL');
const isHeavy = (u: Unit) => u.sidc.toUpperCase().includes('EVATH');
