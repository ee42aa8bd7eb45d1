import type { Scenario } from '../../model/scenario.js';
import { AID_STRINGS, type AidStringKey } from './aid-strings.js';
import { BUILT_IN_STRINGS } from './aid-strings-ru.js';

/** Chart text in the language asked for, from the game's locale; English where the locale has no entry. */
export interface Translator {
  lang: string;
  /** A chart's cell, heading or note, by the chart id and its English text. */
  chart(chartId: string, text: string): string;
  /** A name by id (chart titles, terrain types), or the English fallback. */
  name(id: string, fallback: string): string;
  str(key: AidStringKey, vars?: Record<string, string>): string;
  /** English texts printed untranslated because the locale lacks them. */
  untranslated: Set<string>;
}

export function makeTranslator(s: Scenario, lang: string): Translator {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  const untranslated = new Set<string>();
  const fill = (t: string, vars?: Record<string, string>) => t.replace(/\{(\w+)\}/g, (m, k: string) => vars?.[k] ?? m);
  return {
    lang,
    untranslated,
    chart(chartId, text) {
      if (!locale || text.trim() === '' || /^[\d\s+\-–−/:<>≤≥.,]*$/.test(text)) return text;
      // A heading shared by several charts may sit once in `strings`, keyed by its English text.
      const t = locale.chartText[chartId]?.[text] ?? locale.strings[text];
      if (t === undefined) untranslated.add(`${chartId}: ${text}`);
      return t ?? text;
    },
    name(id, fallback) {
      if (!locale) return fallback;
      const t = locale.names[id];
      if (t === undefined) untranslated.add(`names.${id}`);
      return t ?? fallback;
    },
    str(key, vars) {
      const t = locale ? (locale.strings[key] ?? locale.strings[AID_STRINGS[key]] ?? BUILT_IN_STRINGS[lang]?.[key]) : undefined;
      if (locale && t === undefined) untranslated.add(`strings.${key}`);
      return fill(t ?? AID_STRINGS[key], vars);
    },
  };
}
