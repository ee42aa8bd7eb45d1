import type { Scenario } from '../../model/scenario.js';
import { InputError } from '../../util/input-error.js';

export const STRASBOURG = 'strasbourg';
const SIDES = { german: 'German', allied: 'Allied' } as const;

export interface NordwindVictoryInput {
  /** German units exited off the south edge; undefined when nobody has said. */
  exited?: number;
  /** Areas the German player holds: towns of the operational map, and Strasbourg if taken. */
  germanHolds?: readonly string[];
  /** Allied units are still in Strasbourg (an engaged result): it is not captured (I). */
  strasbourgContested: boolean;
  /** Option exactly-nine-exits: marginal, overwhelming or none. */
  nine: string;
}

export interface NordwindVictoryReport {
  result: string;
  condition?: 'I.1' | 'I.2' | 'I.3';
  exited?: number;
  strasbourg: boolean;
  towns?: { german: number; allied: number; difference: number };
  steps: string[];
}

/**
 * How to win (I): (1) Strasbourg held clear of Allied units and at least five units exited; (2) without
 * Strasbourg, seven or eight exits a marginal German victory, more than nine an overwhelming one, exactly
 * nine as the option exactly-nine-exits reads it; (3) otherwise a point per town held on the operational map,
 * the difference 0-8 a draw, 9-15 a marginal and 16 or more an overwhelming victory for the side ahead.
 */
export function judgeNordwindVictory(s: Scenario, input: NordwindVictoryInput): NordwindVictoryReport {
  if (s.map?.kind !== 'area') throw new InputError(`${s.id} has no area map`);
  const towns = s.map.areas.filter((a) => a.town && a.zone !== 'strategic').map((a) => a.id);
  const holds = input.germanHolds;
  for (const a of holds ?? [])
    if (a !== STRASBOURG && !towns.includes(a))
      throw new InputError(`--german-holds: ${a} is not a town of the operational map (nor Strasbourg) (I)`);
  const steps: string[] = [];
  // Strasbourg starts Allied (D); unless the German is said to hold it, it is not captured.
  const strasbourg = (holds ?? []).includes(STRASBOURG) && !input.strasbourgContested;
  const { exited } = input;
  if (holds)
    steps.push(
      `Strasbourg: ${
        holds.includes(STRASBOURG)
          ? input.strasbourgContested
            ? 'German-held but Allied units are still in it: not captured'
            : 'captured, clear of Allied units'
          : 'not captured'
      } (I.1)`,
    );
  steps.push(
    exited === undefined ? 'Exits: not known (give --exited N)' : `German units exited off the south edge: ${exited}`,
  );
  if (strasbourg && exited !== undefined && exited >= 5) {
    steps.push('Strasbourg held and at least five units exited: the game ends at once (I.1)');
    return { result: 'German victory', condition: 'I.1', exited, strasbourg, steps };
  }
  if (!strasbourg && exited !== undefined && exited >= 7) {
    const level =
      exited <= 8
        ? 'German marginal victory'
        : exited > 9
          ? 'German overwhelming victory'
          : input.nine === 'overwhelming'
            ? 'German overwhelming victory'
            : input.nine === 'marginal'
              ? 'German marginal victory'
              : undefined;
    if (exited === 9) steps.push(`Exactly nine exits: option exactly-nine-exits is ${input.nine} (I.2)`);
    if (level) {
      steps.push(`Strasbourg not captured, ${exited} units exited: ${level} (I.2)`);
      return { result: level, condition: 'I.2', exited, strasbourg, steps };
    }
  }
  if (!holds) {
    steps.push('Give --german-holds (the towns the German player holds) to count towns (I.3)');
    return { result: 'not decided: the towns held are not known', exited, strasbourg, steps };
  }
  const german = towns.filter((t) => holds.includes(t)).length;
  const allied = towns.length - german;
  const difference = Math.abs(german - allied);
  const ahead = german > allied ? SIDES.german : SIDES.allied;
  const result =
    difference <= 8 ? 'Draw' : difference <= 15 ? `${ahead} marginal victory` : `${ahead} overwhelming victory`;
  steps.push(
    `Towns on the operational map: German ${german}, Allied ${allied}; difference ${difference}: ${result} (I.3)`,
  );
  return { result, condition: 'I.3', exited, strasbourg, towns: { german, allied, difference }, steps };
}
