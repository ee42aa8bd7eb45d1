import { KeyedRefusal, KeyedUsage, render, type RuleWords } from './messages.js';

// A keyed refusal is said in English when it is thrown; a front end that speaks another language words it again
// from its key and values before it is printed, as it words the report.

/** `e` with its message in `words` when it is a keyed refusal or usage error; anything else as it is. */
export function refusalIn(e: unknown, words: RuleWords, name: (v: string) => string = (v) => v): unknown {
  if (e instanceof KeyedRefusal || e instanceof KeyedUsage) e.message = render(e.why, words, name);
  return e;
}
