import { msg, type Message, type Value } from '../assist/messages.js';
import type { CombatStep } from '../model/schema/combat-says.js';
import type { CombatProcedure, HookProcedure } from '../model/schema/rules.js';
import { saysMessage } from './says.js';

// A combat's report step in the data's words (rules.yaml `says` on the combat), keyed "<procedure>.says.<step>" for
// the locale files. A step the data leaves unworded says so, with its procedure and step, rather than vanishing.

export const combatSays = (
  p: Pick<HookProcedure | CombatProcedure, 'id' | 'says'>,
  step: CombatStep,
  values: Record<string, Value> = {},
): Message => {
  const text = (p.says as Partial<Record<CombatStep, string>> | undefined)?.[step];
  return text ? saysMessage(p.id, '', step, text, values) : msg('combat.unworded', { procedure: p.id, step });
};
