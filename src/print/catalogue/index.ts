import { RU } from './ru.js';

/**
 * The word catalogue: Sandtable's own words (furniture, headings, notes) in every language it prints besides
 * English, by kit part. English stays beside the code that prints it, as the key's fallback.
 */
const CATALOGUE: Record<string, Record<CataloguePart, Readonly<Record<string, string>>>> = { ru: RU };

export type CataloguePart = keyof typeof RU;

/** The catalogue's words for one part in one language; empty for English or a language it lacks. */
export function catalogueWords(lang: string, part: CataloguePart): Readonly<Record<string, string>> {
  return CATALOGUE[lang]?.[part] ?? {};
}

/** Languages the catalogue speaks besides English. */
export const CATALOGUE_LANGS: readonly string[] = Object.keys(CATALOGUE);

/** Fills {name} placeholders. */
export const fillWords = (text: string, vars?: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => (vars && k in vars ? String(vars[k]) : m));

/** How many words the catalogue holds for one language: what a language it lacks goes without. */
export const catalogueWordCount = (): number =>
  Object.values(CATALOGUE[CATALOGUE_LANGS[0]] ?? {}).reduce((n, part) => n + Object.keys(part).length, 0);
