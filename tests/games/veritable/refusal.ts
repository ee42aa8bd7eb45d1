import { KeyedRefusal, KeyedUsage } from '../../../src/assist/messages.js';

/** Two Latin-letter words in a row: an English phrase (unit ids such as 71-bde, flags such as --choose are not). */
export const ENGLISH = /(?<![\w-])[A-Za-z]{2,}[,:;]? +[A-Za-z]{2,}(?![\w-])/;

/** The keyed refusal `f` throws; anything else it throws, or no refusal at all, fails the test. */
export function refusal(f: () => unknown): KeyedRefusal | KeyedUsage {
  try {
    f();
  } catch (e) {
    if (e instanceof KeyedRefusal || e instanceof KeyedUsage) return e;
    throw e;
  }
  throw new Error('no refusal');
}
