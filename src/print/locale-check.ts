import { join } from 'node:path';
import type { Scenario } from '../model/scenario.js';
import type { Problem } from '../load/problem.js';
import { CATALOGUE_LANGS, catalogueWordCount } from './catalogue/index.js';

/**
 * A game locale in a language Sandtable's word catalogue lacks: the game's own names print translated, but
 * Sandtable's headings, legends and footers print in English on the same sheet. Said once per locale, with how
 * many words are missing, so that a designer is not surprised by a sheet in two languages.
 */
export function localeWarnings(s: Scenario): Problem[] {
  return Object.keys(s.locales)
    .filter((lang) => lang !== 'en' && !CATALOGUE_LANGS.includes(lang))
    .sort()
    .map((lang) => ({
      file: join(s.dir, 'locales', `${lang}.yaml`),
      path: [],
      message:
        `Sandtable has no words of its own in "${lang}" (it has: en, ${CATALOGUE_LANGS.join(', ')}): ` +
        `its ${catalogueWordCount()} headings, legends and footers print in English on a --lang ${lang} kit ` +
        '(src/print/catalogue/ holds them per language)',
    }));
}
