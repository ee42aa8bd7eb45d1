import type { DiceSpec } from '../../model/dice-spec.js';
import { diceRange } from '../../model/dice-spec.js';
import { InputError } from '../../util/input-error.js';
import type { DiceRoll } from './roll-dice.js';

/** A total a player rolled by hand (--roll), checked against what the dice can show. */
export function enteredRoll(dice: DiceSpec, value: number, flag = '--roll'): DiceRoll {
  const { min, max } = diceRange(dice);
  const spec = `${dice.count}d${dice.sides}`;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new InputError(`${spec} rolls ${min} to ${max}; ${flag} ${value} cannot be rolled`);
  return { spec, faces: [], total: value };
}
