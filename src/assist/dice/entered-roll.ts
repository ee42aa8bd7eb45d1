import type { DiceSpec } from '../../model/dice-spec.js';
import { diceRange } from '../../model/dice-spec.js';
import { KeyedRefusal, msg } from '../messages.js';
import type { DiceRoll } from './roll-dice.js';

/** A total a player rolled by hand (--roll), checked against what the dice can show. */
export function enteredRoll(dice: DiceSpec, value: number, flag = '--roll'): DiceRoll {
  const { min, max } = diceRange(dice);
  const spec = `${dice.count}d${dice.sides}`;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new KeyedRefusal(msg('refused.cannotRoll', { spec, min, max, flag, value }));
  return { spec, faces: [], total: value };
}
