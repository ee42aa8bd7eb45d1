import type { Message, Value } from '../assist/messages.js';
import { saysMessage } from './says.js';

// A ways report's own words (rules.yaml's `says`): where the data gives a text for a step, the step is said in it,
// keyed "<procedure>.says.<where>.<step>" so that a locale file's `words.rules` can word it; else Sandtable's own line.

export type Said = (where: string, step: string, text: string | undefined, fallback: Message) => Message;

export function saidBy(procedure: string | undefined): Said {
  return (where, step, text, fallback) =>
    text && procedure ? saysMessage(procedure, where, step, text, fallback.values) : fallback;
}

/** A count's words for a text that says "at least five units": the number's key up to ten, else the figure. */
export const inWords = (n: number): Value =>
  Number.isInteger(n) && n >= 0 && n <= 10 ? { key: `number.${n}`, values: {} } : n;
