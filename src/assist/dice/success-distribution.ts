/**
 * The exact chance of each number of successes when every die of a group succeeds on a face of
 * `atLeast` or more (a hit on 6, on 5-6 dug in). Ways are counted in BigInt, so twenty dice and more
 * stay exact: ways[k] / outcomes is the chance of exactly k successes.
 */
export function successDistribution(
  groups: readonly { count: number; atLeast: number }[],
  sides = 6,
): { outcomes: bigint; ways: bigint[] } {
  let ways: bigint[] = [1n];
  let outcomes = 1n;
  for (const g of groups) {
    const hit = BigInt(Math.max(0, Math.min(sides, sides - g.atLeast + 1)));
    const miss = BigInt(sides) - hit;
    for (let i = 0; i < g.count; i++) {
      const next: bigint[] = Array.from({ length: ways.length + 1 }, () => 0n);
      ways.forEach((w, k) => {
        next[k] += w * miss;
        next[k + 1] += w * hit;
      });
      ways = next;
      outcomes *= BigInt(sides);
    }
  }
  return { outcomes, ways };
}
