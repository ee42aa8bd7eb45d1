import type { Scenario } from '../model/scenario.js';
import { placeNames } from './place-name.js';
import { ownWords, fillWords, type CataloguePart } from './catalogue/index.js';

/**
 * The fixed words and the names a sheet prints, in the language asked for, from the game's locale;
 * English where the locale has no entry.
 */
export interface LocaleWords<K extends string> {
  lang: string;
  str(key: K, vars?: Record<string, string | number>): string;
  /** A name by id (a unit, formation, place or chart title), or the English fallback. */
  name(id: string, fallback: string): string;
  /**
   * A note from the game's data (a set-up or reserve note), by its English text in the locale's `strings`,
   * with its cell references in the map numbering of the language (print/place-name).
   */
  note(english: string): string;
  /** Entries printed in English because the locale lacks them, so that the build can say which. */
  untranslated: Set<string>;
}

export interface LocaleWordsOptions<K extends string> {
  /** Where a key may sit in the locale's `strings`, tried in order; the first is the one reported missing. */
  keys?: (key: K) => string[];
  /** The part whose words in the catalogue serve where the locale has none, before English. */
  catalogue?: CataloguePart;
}

export function localeWords<K extends string>(
  s: Scenario,
  lang: string,
  english: Record<K, string>,
  opts: LocaleWordsOptions<K> = {},
): LocaleWords<K> {
  const locale = lang === 'en' ? undefined : s.locales[lang];
  const untranslated = new Set<string>();
  const keys = opts.keys ?? ((key: K) => [key]);
  const builtIn = opts.catalogue ? ownWords(s, lang, opts.catalogue) : {};
  const places = placeNames(s, lang);
  return {
    lang,
    untranslated,
    str(key, vars) {
      let t: string | undefined;
      if (locale) {
        const at = keys(key);
        t = at.reduce<string | undefined>((found, k) => found ?? locale.strings[k], undefined) ?? builtIn[key];
        if (t === undefined) untranslated.add(`strings.${at[0]}`);
      }
      return fillWords(t ?? english[key], vars, lang);
    },
    name(id, fallback) {
      if (!locale) return fallback;
      const t = locale.names[id];
      if (t === undefined) untranslated.add(`names.${id}`);
      return t ?? fallback;
    },
    note(english) {
      if (!locale) return english;
      const t = locale.strings[english];
      if (t === undefined) untranslated.add(`strings."${english.length > 40 ? english.slice(0, 40) + '…' : english}"`);
      return places.inText(t ?? english);
    },
  };
}

/** Tells the build's progress how many texts printed in English, naming the first few. */
export function reportUntranslated(
  w: { lang: string; untranslated: ReadonlySet<string> },
  to: { progress(message: string): void },
): void {
  if (w.untranslated.size)
    to.progress(
      `${w.untranslated.size} texts have no "${w.lang}" translation in locales/${w.lang}.yaml and print in English, ` +
        `e.g. ${[...w.untranslated].slice(0, 3).join('; ')}`,
    );
}
