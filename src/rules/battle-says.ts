import { msg, type Message, type Value } from '../assist/messages.js';
import type { BattleStep, OddsBattle } from '../model/schema/odds-battle.js';
import { saysMessage } from './says.js';

// A battle's report step in the data's words (rules.yaml `battle.says`), keyed "<procedure>.says.<step>" for the
// locale files. A step the data leaves unworded says its key, so a gap shows rather than vanishing.

export const battleSays = (
  procedure: string,
  decl: OddsBattle,
  step: BattleStep,
  values: Record<string, Value> = {},
): Message => {
  const text = decl.says[step];
  return text ? saysMessage(procedure, '', step, text, values) : msg(`battle.${step}`, values);
};
