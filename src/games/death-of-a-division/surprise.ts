export interface SurpriseReport {
  area: string;
  german: number;
  us: number;
  surprise: boolean;
  chance: { probability: number; fraction: string };
  steps: string[];
}

/** The chance a German die equals or beats a US die, counted over every pair of faces. */
export function surpriseChance(sides = 6): { probability: number; fraction: string } {
  let ways = 0;
  for (let g = 1; g <= sides; g++) for (let u = 1; u <= sides; u++) if (g >= u) ways++;
  return { probability: ways / sides ** 2, fraction: `${ways}/${sides ** 2}` };
}

/**
 * Turn-1 surprise (rules 9): in each area where defensive fire is about to take place, the German
 * player achieves surprise if his die equals or beats the American's, and the American may then not
 * fire there this turn. Overruns are not affected.
 */
export function surpriseRoll(area: string, german: number, us: number): SurpriseReport {
  const surprise = german >= us;
  const chance = surpriseChance();
  const outcome = surprise
    ? 'surprise; no US defensive fire in this area this turn'
    : 'no surprise; US defensive fire as normal';
  return {
    area,
    german,
    us,
    surprise,
    chance,
    steps: [`${area}: German ${german}, US ${us}: ${outcome}`],
  };
}
