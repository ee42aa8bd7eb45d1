import type { Scenario } from '../../model/scenario.js';
import { KeyedRefusal, render, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { declaredValue, hookDeclaration } from '../../model/hook-numbers.js';

export const STRASBOURG = 'strasbourg';
// English says small counts in words ("at least five units"); the other languages' words take the figure {n}.
const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const word = (n: number) => WORDS[n] ?? String(n);

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
  /** The result in English, as the JSON has always had it; the report says it in keyed words. */
  result: string;
  condition?: 'I.1' | 'I.2' | 'I.3';
  exited?: number;
  strasbourg: boolean;
  towns?: { german: number; allied: number; difference: number };
  steps: Message[];
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
  const steps: Message[] = [];
  // Strasbourg starts Allied (D); unless the German is said to hold it, it is not captured.
  const strasbourg = (holds ?? []).includes(STRASBOURG) && !input.strasbourgContested;
  const { exited } = input;
  if (holds)
    steps.push(
      msg('nordwind.victory.strasbourg', {
        state: msg(
          holds.includes(STRASBOURG)
            ? input.strasbourgContested
              ? 'nordwind.victory.strasbourgContested'
              : 'nordwind.victory.strasbourgCaptured'
            : 'nordwind.victory.strasbourgNot',
        ),
      }),
    );
  steps.push(
    exited === undefined ? msg('nordwind.victory.exitsUnknown') : msg('nordwind.victory.exited', { count: exited }),
  );
  const levels = {
    german: 'nordwind.victory.german',
    'german-marginal': 'nordwind.victory.germanMarginal',
    'german-overwhelming': 'nordwind.victory.germanOverwhelming',
    'allied-marginal': 'nordwind.victory.alliedMarginal',
    'allied-overwhelming': 'nordwind.victory.alliedOverwhelming',
    draw: 'nordwind.victory.draw',
    unknown: 'nordwind.victory.unknown',
  } as const;
  const said = (l: keyof typeof levels) => ({ result: render(msg(levels[l])) });
  if (strasbourg && exited !== undefined && exited >= withCity) {
    steps.push(msg('nordwind.victory.withCity', { count: word(withCity), n: withCity }));
    return { ...said('german'), condition: 'I.1', exited, strasbourg, steps };
  }
  if (!strasbourg && exited !== undefined && exited >= marginal) {
    const level =
      exited < gap
        ? 'german-marginal'
        : exited > gap
          ? 'german-overwhelming'
          : input.nine === 'overwhelming'
            ? 'german-overwhelming'
            : input.nine === 'marginal'
              ? 'german-marginal'
              : undefined;
    if (exited === gap) steps.push(msg('nordwind.victory.exactly', { count: word(gap), n: gap, choice: input.nine }));
    if (level) {
      steps.push(msg('nordwind.victory.byExits', { count: exited, level: msg(levels[level]) }));
      return { ...said(level), condition: 'I.2', exited, strasbourg, steps };
    }
  }
  if (!holds) {
    steps.push(msg('nordwind.victory.townsUnknown'));
    return { ...said('unknown'), exited, strasbourg, steps };
  }
  const german = towns.filter((t) => holds.includes(t)).length;
  const allied = towns.length - german;
  const difference = Math.abs(german - allied);
  const ahead = german > allied ? 'german' : 'allied';
  const level: keyof typeof levels =
    difference < townsMarginal
      ? 'draw'
      : difference < townsOverwhelming
        ? (`${ahead}-marginal` as const)
        : (`${ahead}-overwhelming` as const);
  steps.push(msg('nordwind.victory.byTowns', { german, allied, difference, level: msg(levels[level]) }));
  return { ...said(level), condition: 'I.3', exited, strasbourg, towns: { german, allied, difference }, steps };
}
