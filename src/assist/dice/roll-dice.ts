import type { DiceSpec } from '../../model/dice-spec.js';
import type { RandomSource } from './random-source.js';

export interface DiceRoll {
  spec: string;
  faces: number[];
  total: number;
}

export function rollDice(dice: DiceSpec, source: RandomSource): DiceRoll {
  const faces = Array.from({ length: dice.count }, () => source.int(1, dice.sides));
  return { spec: `${dice.count}d${dice.sides}`, faces, total: faces.reduce((a, b) => a + b, 0) };
}
