import type { HookProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { parseCondition } from '../model/rules-condition.js';
import { msg, type Message } from '../assist/messages.js';
import { evaluate } from '../model/condition-eval.js';
import { unitFacts } from '../model/condition-eval.js';

// Units a rule hook's step refuses, as its declaration in rules.yaml names them (`refusals`): the hook says when
// it asks (each unit moving in an overrun); which units are refused, in which words and by which section, is data.

/** The refusal of the first declared entry whose unit condition holds for this unit, else undefined. */
export function unitRefusal(refusals: HookProcedure['refusals'], ref: string, unit: Unit): Message | undefined {
  const r = refusals.find((x) => evaluate(parseCondition(x.unit), { names: {} }, unitFacts(unit)) === true);
  return r && msg('hook.unitRefused', { ref, text: r.text, section: r.section });
}
