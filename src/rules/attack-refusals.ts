import type { CombatProcedure, HookProcedure } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { evaluate, type UnitFacts, type Val } from '../model/condition-eval.js';
import { msg, type Message } from '../assist/messages.js';
import { saysMessage } from './says.js';

// Units a combat refuses as attackers, as rules.yaml declares them (`refusedAttackers`): a declared combat and a
// combat hook ask the engine the same question for each attacking unit; which units, in which words and by which
// section, is data (an outpost, a unit whose attack factor is 0).

/** The refusal of the first declared entry that holds for this attacking unit, in words, else undefined. */
export function attackerRefusal(
  p: Pick<CombatProcedure | HookProcedure, 'id' | 'refusedAttackers'>,
  ref: string,
  unit: UnitFacts,
  names: Readonly<Record<string, Val>> = {},
): Message | undefined {
  const f = { names: { ...names } };
  const r = p.refusedAttackers.find(
    (x) =>
      (!x.when || evaluate(parseCondition(x.when), f) === true) && evaluate(parseCondition(x.unit), f, unit) === true,
  );
  if (!r) return undefined;
  if (r.says) return saysMessage(p.id, r.id, 'one', r.says, { ref, section: r.section });
  return msg('hook.unitRefused', { ref, text: r.text ?? r.id, section: r.section });
}
