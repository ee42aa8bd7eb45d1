import type { Factors } from '../../model/types.js';
import type { RosterWords } from './roster-words.js';

/**
 * The strength a roster gives hit boxes for: the unit's strength or combat value. A unit printing
 * separate attack and defence takes hits up to the larger of the two; a unit with only a column
 * shift, or no factors, has no hit boxes.
 */
export function combatStrength(f: Factors): number {
  switch (f.kind) {
    case 'strength':
      return f.strength;
    case 'combat-move':
    case 'fire-combat-move':
      return f.combat;
    case 'attack-defence-move':
      return Math.max(f.attack, f.defence);
    default:
      return 0;
  }
}

/** The movement value, where the unit's factors carry one. */
export function moveOf(f: Factors): number | undefined {
  return 'move' in f ? f.move : undefined;
}

/** Factors a roster prints besides strength and move (fire dice, separate attack and defence); '' when none. */
export function otherFactors(f: Factors, w: RosterWords): string {
  switch (f.kind) {
    case 'fire-combat-move':
      return w.str('fireDice', { n: f.fireDice });
    case 'attack-defence-move':
      return w.str('attackDefence', { attack: f.attack, defence: f.defence });
    case 'shift-move':
      return w.str('shift', { shift: f.shift > 0 ? `+${f.shift}` : f.shift });
    default:
      return '';
  }
}
