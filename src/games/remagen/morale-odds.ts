import { oddsBeyond } from '../../assist/crt/odds-column.js';

export interface MoraleOdds {
  /** As the rules write them: "2-1", "1-2". */
  label: string;
  ratio: [number, number];
  /** Past the chart's ends: worse than its first column, better than its last. */
  beyond?: 'worse' | 'better';
}

/**
 * Odds by Combat Value (rules: Basic Odds): the larger total divided by the smaller, the defender
 * raised if need be to an even division, so fractions always go his way: 29-10 is 2-1, 6-7 is 1-2.
 * A side with no Combat Value at all faces the worst odds.
 */
export function moraleOdds(attack: number, defence: number, columns: readonly string[]): MoraleOdds {
  let ratio: [number, number];
  if (defence <= 0) ratio = [Infinity, 1];
  else if (attack <= 0) ratio = [1, Infinity];
  else if (attack >= defence) ratio = [Math.floor(attack / defence), 1];
  else ratio = [1, Math.ceil(defence / attack)];
  const label = `${ratio[0] === Infinity ? '∞' : ratio[0]}-${ratio[1] === Infinity ? '∞' : ratio[1]}`;
  // The same test the chart reader makes, so the label and the reading never disagree.
  const beyond = oddsBeyond(attack, defence, columns);
  return { label, ratio, ...(beyond ? { beyond } : {}) };
}
