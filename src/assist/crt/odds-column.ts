/** "3-1" → [3, 1]. */
export function parseOdds(label: string): [number, number] {
  const m = label.match(/(\d+)\s*[-:]\s*(\d+)/);
  if (!m) throw new Error(`not an odds column: ${label}`);
  return [Number(m[1]), Number(m[2])];
}

/**
 * The column for attack:defence, rounded in the defender's favour: the rightmost column whose ratio
 * the attack reaches (13:6 is 2-1, 31:8 is 3-1, 6:7 is 1-2). Odds below the first column read on the
 * first, above the last on the last. Compared in integers, so 3:1 never slips to 2-1 on rounding.
 */
export function oddsColumnIndex(
  attack: number,
  defence: number,
  labels: readonly string[],
): { index: number; clamped: 'low' | 'high' | undefined } {
  if (defence <= 0) return { index: labels.length - 1, clamped: 'high' };
  let index = -1;
  labels.forEach((label, i) => {
    const [a, b] = parseOdds(label);
    if (attack * b >= a * defence) index = i;
  });
  if (index < 0) return { index: 0, clamped: 'low' };
  const [a, b] = parseOdds(labels[labels.length - 1]);
  return { index, clamped: index === labels.length - 1 && attack * b > a * defence ? 'high' : undefined };
}

/**
 * Whether odds fall past a table's ends, rounded in the defender's favour as the column is: worse when they
 * do not reach the first column, better when they reach one whole step past the last (7-1 past 6-1, 1-1
 * past 1-2). 13:2 is 6-1, on the table; 14:2 is 7-1, beyond it.
 */
export function oddsBeyond(attack: number, defence: number, labels: readonly string[]): 'worse' | 'better' | undefined {
  if (defence <= 0) return 'better';
  if (attack <= 0) return 'worse';
  const [a0, b0] = parseOdds(labels[0]);
  if (attack * b0 < a0 * defence) return 'worse';
  const [a, b] = parseOdds(labels[labels.length - 1]);
  const past =
    b === 1 ? attack >= (a + 1) * defence : a === 1 ? attack * (b - 1) >= defence : attack * b >= (a + b) * defence;
  return past ? 'better' : undefined;
}
