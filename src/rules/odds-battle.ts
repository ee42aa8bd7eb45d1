import type { Crt } from '../model/schema/charts.js';
import type { OddsBattle } from '../model/schema/odds-battle.js';
import type { Unit } from '../model/schema/units.js';
import { oddsBeyond } from '../assist/crt/odds-column.js';
import { chartEnds, resolveCrt, type CrtResolution } from '../assist/crt/resolve-crt.js';
import { fireDice } from './salvo.js';
import { factorOf } from './hook-totals.js';

// A battle by odds as rules.yaml declares it (`kind: battle`, or a hook's `battle`): the sides' totals of a printed
// factor, the odds rounded in the defender's favour, the odds CRT read with its ends, and the units each result
// removes or the places it engages. The engine returns numbers and codes; battle-run.ts words the steps and keeps
// the journal.

/** Odds as the rules write them ("2-1", "1-2"), the ratio, and whether they fall past one of the chart's ends. */
export interface BattleOdds {
  label: string;
  ratio: [number, number];
  beyond?: 'worse' | 'better';
}

/**
 * A unit's part of its side's total: its fire dice, or its combat factor in whichever form its counter prints it
 * (an attacker's attack and a defender's defence factor, else its combat value or strength).
 */
export const battleFactor = (decl: OddsBattle, u: Unit, side: 'attacker' | 'defender'): number =>
  decl.factor === 'combat' ? factorOf(u, false, side === 'attacker' ? 'attack' : 'defence') : fireDice(u);

/**
 * The odds: the larger total divided by the smaller, the defender raised if need be to an even division, so a
 * fraction always goes his way (29-10 is 2-1, 6-7 is 1-2); a side with no factor at all faces the worst odds.
 */
export function battleOdds(attack: number, defence: number, columns: readonly string[]): BattleOdds {
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

/** The odds CRT read at these totals: past either end the chart's own result without a die. */
export function readBattle(crt: Crt, attack: number, defence: number, roll?: number): CrtResolution {
  return resolveCrt(crt, { base: { odds: [attack, defence] }, ends: chartEnds(crt), roll });
}

/** Which sides a result removes, and whether it engages the battle's places, as the declaration says. */
export function resultEffects(decl: OddsBattle, code: string | undefined) {
  const r = decl.results.find((x) => x.code === code);
  return { attacker: !!r?.attacker?.eliminate, defender: !!r?.defender?.eliminate, engage: r?.engage };
}
