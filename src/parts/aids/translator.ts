import type { Scenario } from '../../model/scenario.js';
import { placeNames } from '../../print/place-name.js';
import { localeWords, type LocaleWords } from '../../print/words.js';
import { AID_STRINGS, type AidStringKey } from './aid-strings.js';

/** Chart text in the language asked for, from the game's locale; English where the locale has no entry. */
export interface Translator extends LocaleWords<AidStringKey> {
  /** A chart's cell, heading or note, by the chart id and its English text. */
  chart(chartId: string, text: string): string;
}

export function makeTranslator(s: Scenario, lang: string): Translator {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  // A locale may translate a fixed word by its key or by its English text.
  const words = localeWords(s, lang, AID_STRINGS, { keys: (key) => [key, AID_STRINGS[key]], catalogue: 'aids' });
  const places = placeNames(s, lang);
  return {
    ...words,
    chart(chartId, text) {
      if (!locale || text.trim() === '' || /^[\d\s+\-–−/:<>≤≥.,]*$/.test(text)) return text;
      // Text shared by several charts may sit once under "*" (as the map reads it) or in `strings`.
      const t = locale.chartText[chartId]?.[text] ?? locale.chartText['*']?.[text] ?? locale.strings[text];
      if (t === undefined) words.untranslated.add(`${chartId}: ${text}`);
      return places.inText(t ?? text);
    },
  };
}
