import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { declaredValue, hookDeclaration } from '../../model/hook-numbers.js';

export const STRASBOURG = 'strasbourg';
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);
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
  if (s.map?.kind !== 'area') throw new KeyedRefusal(msg('nordwind.refused.noAreaMap', { game: s.id }));
  // The exits and town differences are rules.yaml's, declared for this hook (I).
  const decl = hookDeclaration(s, 'nordwind.victory');
  const k = (id: string) => declaredValue(s, decl, id);
  const [withCity, marginal, overwhelming] = [k('strasbourg-exits'), k('marginal-exits'), k('overwhelming-exits')];
  const [townsMarginal, townsOverwhelming] = [k('towns-marginal'), k('towns-overwhelming')];
  // The one count between a marginal and an overwhelming exit victory that the option reads (nine).
  const gap = overwhelming - 1;
  const towns = s.map.areas.filter((a) => a.town && a.zone !== 'strategic').map((a) => a.id);
  const holds = input.germanHolds;
  for (const a of holds ?? [])
    if (a !== STRASBOURG && !towns.includes(a)) throw new KeyedRefusal(msg('nordwind.refused.notTown', { area: a }));
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
  if (strasbourg && exited !== undefined && exited >= withCity) {
    steps.push(`Strasbourg held and at least ${word(withCity)} units exited: the game ends at once (I.1)`);
    return { result: 'German victory', condition: 'I.1', exited, strasbourg, steps };
  }
  if (!strasbourg && exited !== undefined && exited >= marginal) {
    const level =
      exited < gap
        ? 'German marginal victory'
        : exited > gap
          ? 'German overwhelming victory'
          : input.nine === 'overwhelming'
            ? 'German overwhelming victory'
            : input.nine === 'marginal'
              ? 'German marginal victory'
              : undefined;
    if (exited === gap) steps.push(`Exactly ${word(gap)} exits: option exactly-nine-exits is ${input.nine} (I.2)`);
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
    difference < townsMarginal
      ? 'Draw'
      : difference < townsOverwhelming
        ? `${ahead} marginal victory`
        : `${ahead} overwhelming victory`;
  steps.push(
    `Towns on the operational map: German ${german}, Allied ${allied}; difference ${difference}: ${result} (I.3)`,
  );
  return { result, condition: 'I.3', exited, strasbourg, towns: { german, allied, difference }, steps };
}
