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
