import type { MovementRules } from '../model/schema/rules.js';
import { KeyedRefusal, msg, type Message } from '../assist/messages.js';

// Advance after combat taken as the combat's last step (`movement.advance.taken: combat`): once the result has
// emptied the defender's cell, the attackers `who` names may enter it, within stacking. Where a journal keeps the
// positions the owner is asked which of them go ("none" for none); where it does not, the report only says who may.
// The combat's own code (a declared combat's settlement, or a game's hook) calls this with what it knows.

type Advance = NonNullable<MovementRules['advance']>;

export interface CombatAdvanceInput {
  advance: Advance;
  /** The cell the defenders held. */
  target: string;
  /** The result has emptied it and lets the attacker advance. */
  vacated: boolean;
  /** The combat's attackers: where each attacked from, and where it stands now (undefined: it is gone). */
  attackers: readonly { ref: string; from: string; now?: string }[];
  /** The owner's answer: the units that go, or "none"; undefined while not given. */
  answer: readonly string[] | 'none' | undefined;
  /** A journal keeps the positions: the owner is asked, and an advance moves the units. */
  ask: boolean;
  /** Why the units advancing may not stand together in the target (the game's stacking), or undefined. */
  stacking: (refs: readonly string[]) => Message | string | undefined;
}

export interface AdvanceQuestion {
  into: string;
  units: string[];
  said: Message;
}

export interface CombatAdvance {
  question?: AdvanceQuestion;
  steps: Message[];
  /** The units that advanced into the target. */
  advanced: string[];
}

/** The attackers that may advance: those still on the map, and with `who: in-place` still where they fought. */
export function mayAdvance(a: Advance, attackers: CombatAdvanceInput['attackers']): string[] {
  const inPlace = a.who !== 'attackers';
  return attackers.filter((x) => x.now !== undefined && (!inPlace || x.now === x.from)).map((x) => x.ref);
}

/**
 * The advance after a settled combat (movement.advance, taken in the combat): the question, what it says, and who
 * went. Refuses an answer naming a unit that may not go, a stack over the limit, or an advance with nowhere to go.
 */
export function combatAdvance(q: CombatAdvanceInput): CombatAdvance {
  const { advance: a, target, answer } = q;
  const section = a.section;
  const steps: Message[] = [];
  const eligible = mayAdvance(a, q.attackers);
  if (!q.vacated || !eligible.length) {
    if (answer !== undefined && answer !== 'none')
      throw new KeyedRefusal(msg(q.vacated ? 'advance.noneInPlace' : 'advance.notEmptied', { target, section }));
    return { steps, advanced: [] };
  }
  const said = msg('advance.vacated', { target, units: eligible.join(', '), section });
  if (answer === undefined) {
    const question = { into: target, units: eligible, said: msg('advance.ask', { text: said }) };
    if (q.ask) return { question, steps, advanced: [] };
    return { steps: [said], advanced: [] };
  }
  if (answer === 'none') return { steps: [msg('advance.noAdvance', { target, section })], advanced: [] };
  const wrong = answer.find((r) => !eligible.includes(r));
  if (wrong) throw new KeyedRefusal(msg('advance.notEligible', { ref: wrong, units: eligible.join(', '), section }));
  const why = q.stacking(answer);
  if (why) throw new KeyedRefusal(msg('advance.stacking', { target, why }));
  steps.push(msg(answer.length > 1 ? 'advance.many' : 'advance.one', { units: answer.join(', '), target, section }));
  return { steps, advanced: [...answer] };
}
