import type { Scenario } from '../../model/scenario.js';
import type { RU } from './ru.js';
// A function, so that a language's words load when first asked for: in the CLI's bundle a stand-in that requires
// them then (rolldown.config.mjs).
import { ruCatalogue } from './catalogue-ru.js';
import { decimalIn, decimalMark } from '../decimal.js';

/**
 * The word catalogue: Sandtable's own words (furniture, headings, notes) in every language it prints besides
 * English, by kit part. English stays beside the code that prints it, as the key's fallback.
 */
const CATALOGUE: Record<string, () => Record<CataloguePart, Readonly<Record<string, string>>>> = { ru: ruCatalogue };

export type CataloguePart = keyof typeof RU;

/** A language's catalogue, loaded on first use; undefined for English or a language it lacks. */
const catalogueOf = (lang: string) => (Object.hasOwn(CATALOGUE, lang) ? CATALOGUE[lang]!() : undefined);

/** The catalogue's words for one part in one language; empty for English or a language it lacks. */
export function catalogueWords(lang: string, part: CataloguePart): Readonly<Record<string, string>> {
  // Kept once made: callers look words up one at a time, and the rules' part is copied to take its decimal mark.
  const key = `${lang}\u0000${part}`;
  let words = madeWords.get(key);
  if (!words) madeWords.set(key, (words = Object.freeze(marked(lang, part, catalogueOf(lang)?.[part] ?? {}))));
  return words;
}
const madeWords = new Map<string, Readonly<Record<string, string>>>();

/**
 * Whether catalogueWords(lang, part) has `key`, without making the part's words: the rules' decimal mark asks the
 * platform's locale data, whose first number format costs some 30 ms of a build that checks a locale's words
 * (every build of a game with a locale) but prints nothing in that language.
 */
export function catalogueHas(lang: string, part: CataloguePart, key: string): boolean {
  if (part === 'rules' && lang !== 'en' && key === 'number.decimal') return true;
  const words: Readonly<Record<string, string>> = catalogueOf(lang)?.[part] ?? {};
  return words[key] !== undefined;
}

/**
 * The rules' words with the language's decimal mark, from the one source the printed sheets read (the platform's
 * locale data), so a report and a sheet never disagree on "1,5", and a designer's own language needs no entry.
 */
const marked = (lang: string, part: CataloguePart, words: Readonly<Record<string, string>>) =>
  part === 'rules' && lang !== 'en' ? { ...words, 'number.decimal': decimalMark(lang) } : words;

/**
 * Sandtable's own words for one part as a game prints them: its locale's `words` for the part first (a
 * designer's own language, or their change to ours), then the catalogue's; empty for English.
 */
export function ownWords(s: Scenario, lang: string, part: CataloguePart): Readonly<Record<string, string>> {
  if (lang === 'en') return {};
  const own = s.locales[lang]?.words[part];
  if (!own) return catalogueWords(lang, part);
  // Kept per locale table (a loaded scenario's words do not change), for callers that ask once a word.
  let byPart = ownMade.get(own);
  if (!byPart) ownMade.set(own, (byPart = new Map()));
  let words = byPart.get(lang);
  if (!words) byPart.set(lang, (words = Object.freeze(marked(lang, part, { ...catalogueWords(lang, part), ...own }))));
  return words;
}

const ownMade = new WeakMap<object, Map<string, Readonly<Record<string, string>>>>();

/**
 * The game's title as a sheet in `lang` prints it: its locale's `title` (Veritable's «Operation: Veritable
 * (операция «Веритабл»)»), else the title as written. Every footer names the game alike: the Russian counter sheets
 * and map printed the bare English title beside aids and rosters that gloss it.
 */
export function gameTitleIn(s: Scenario, lang: string): string {
  return (lang !== 'en' && s.locales[lang]?.names[s.id]) || s.game.title;
}

/** Languages the catalogue speaks besides English. */
export const CATALOGUE_LANGS: readonly string[] = Object.keys(CATALOGUE);

/**
 * Fills {name} placeholders. A number takes the language's decimal mark ("12,7" in Russian); a string is printed
 * as given, since it may be a rule section ("7.2") rather than a decimal.
 */
export const fillWords = (text: string, vars?: Record<string, string | number>, lang = 'en'): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => {
    if (!vars || !(k in vars)) return m;
    const v = vars[k]!;
    return typeof v === 'number' ? decimalIn(lang, v) : v;
  });
