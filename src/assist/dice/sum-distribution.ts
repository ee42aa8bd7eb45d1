import type { DiceSpec } from '../../model/dice-spec.js';

/**
 * The exact distribution of the total of NdM: ways[t] / sides^count. Counting ways (integers)
 * rather than multiplying probabilities keeps every figure exact, e.g. 6/36 for a 7 on 2d6.
 */
export function sumDistribution(dice: DiceSpec): { outcomes: number; ways: Map<number, number> } {
  let ways = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < dice.count; i++) {
    const next = new Map<number, number>();
    for (const [t, w] of ways) for (let f = 1; f <= dice.sides; f++) next.set(t + f, (next.get(t + f) ?? 0) + w);
    ways = next;
  }
  return { outcomes: dice.sides ** dice.count, ways };
}
