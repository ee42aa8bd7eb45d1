import type { OutcomeReading, DeclaredOutcome } from '../model/schema/side-outcome.js';
import { parseCondition } from '../model/rules-condition.js';
import { evaluate, type Facts } from '../model/condition-eval.js';
import type { Message } from '../assist/messages.js';
import { saysMessage } from './says.js';

// What a side's part of a combat result does, read from a combat hook's declared `outcome` (rules.yaml): the code's
// effect and section, how the side meets a number, which side's part comes first, and the committed units spent.
// The hook applies them on its board; nothing here knows a game.

export type OutcomeSide = 'attacker' | 'defender';

/** One side's code as the declaration reads it: its effect, the number N (for `retreat-or-lose`) and its section. */
export interface SideCode {
  does: 'nothing' | 'eliminate' | 'retreat-or-lose';
  n?: number;
  section?: string;
}

const NUMBER = /^[1-9]$/;

/** A side's code: the entry naming it, else `N` for a number; a code the declaration does not name does nothing. */
export function sideCode(o: DeclaredOutcome, code: string): SideCode {
  const exact = o.codes.find((c) => c.code === code);
  const entry = exact ?? (NUMBER.test(code) ? o.codes.find((c) => c.code === 'N') : undefined);
  if (!entry) return { does: 'nothing' };
  const n = NUMBER.test(code) ? Number(code) : undefined;
  return {
    does: entry.does,
    ...(n !== undefined ? { n } : {}),
    ...(entry.section ? { section: entry.section } : {}),
  };
}

/** How a side meets a number: fixed, or by the game option's choice in force (`choice`). */
export function sideReading(o: DeclaredOutcome, side: OutcomeSide, choice?: string): OutcomeReading {
  const r = o.reading[side];
  if (typeof r === 'string') return r;
  return (choice !== undefined ? r.choices[choice] : undefined) ?? Object.values(r.choices)[0];
}

/** The game option a side's reading follows, when it follows one. */
export function readingOption(o: DeclaredOutcome, side: OutcomeSide): string | undefined {
  const r = o.reading[side];
  return typeof r === 'string' ? undefined : r.option;
}

/** The sides in the order their parts are applied. */
export function outcomeOrder(o: DeclaredOutcome): [OutcomeSide, OutcomeSide] {
  return o.first === 'defender' ? ['defender', 'attacker'] : ['attacker', 'defender'];
}

/** What each side spends when the die is rolled: the committed count of each declared input, added up. */
export function spentBy(o: DeclaredOutcome, inputs: Readonly<Record<string, number>>): Record<OutcomeSide, number> {
  const out = { attacker: 0, defender: 0 };
  for (const x of o.spends) out[x.side] += inputs[x.input] ?? 0;
  return out;
}

/** A declared retreat-test modifier whose condition holds over the combat. */
export interface HeldTestModifier {
  id: string;
  side: string;
  by: number;
  section: string;
  /** The report's line for it, in its declared words. */
  said: Message;
}

/**
 * The retreat-test modifiers (`testModifiers`) whose condition holds over the combat's `facts`, in the order
 * declared, and what each game side's tests add in all (0 for a side none names).
 */
export function testModifiers(
  procedure: string,
  o: DeclaredOutcome,
  facts: Facts,
  sides: readonly string[],
): { held: HeldTestModifier[]; bySide: Record<string, number> } {
  const held = o.testModifiers
    .filter((m) => evaluate(parseCondition(m.when), facts))
    .map((m) => ({
      id: m.id,
      side: m.side,
      by: m.by,
      section: m.section,
      said: saysMessage(procedure, m.id, 'one', m.says, { n: m.by, section: m.section }),
    }));
  const bySide = Object.fromEntries(sides.map((x) => [x, 0]));
  for (const m of held) bySide[m.side] = (bySide[m.side] ?? 0) + m.by;
  return { held, bySide };
}
