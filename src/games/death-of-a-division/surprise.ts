import type { OpposedRoll } from '../../model/schema/rules.js';
import { firstWins, opposedChance } from '../../model/hook-numbers.js';
import { GERMAN } from './sides.js';

export interface SurpriseReport {
  area: string;
  german: number;
  us: number;
  surprise: boolean;
  chance: { probability: number; fraction: string };
  steps: string[];
}

/** Whether the German roll wins the opposed roll rules.yaml declares, whichever side it names first. */
const germanWins = (o: OpposedRoll, german: number, us: number) =>
  o.first === GERMAN ? firstWins(o, german, us) : !firstWins(o, us, german);

/** The chance the Germans win the declared opposed roll, counted over every pair of rolls. */
export function surpriseChance(o: OpposedRoll): { probability: number; fraction: string } {
  const c = opposedChance(o);
  if (o.first === GERMAN) return c;
  const [ways, all] = c.fraction.split('/').map(Number);
  return { probability: (all - ways) / all, fraction: `${all - ways}/${all}` };
}

/**
 * Turn-1 surprise (rules 9): in each area where defensive fire is about to take place, the German
 * player achieves surprise if he wins the opposed roll rules.yaml declares (his die equals or beats the
 * American's), and the American may then not fire there this turn. Overruns are not affected.
 */
export function surpriseRoll(o: OpposedRoll, area: string, german: number, us: number): SurpriseReport {
  const surprise = germanWins(o, german, us);
  const chance = surpriseChance(o);
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
