import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../model/scenario.js';
import type { Problem } from '../load/problem.js';
import { CATALOGUE_LANGS, catalogueWordCount } from './catalogue/index.js';
import { problemAt, readYaml } from '../load/source-file.js';
import { suggest } from '../util/suggest.js';

/**
 * A game locale in a language Sandtable's word catalogue lacks: the game's own names print translated, but
 * Sandtable's headings, legends and footers print in English on the same sheet. Said once per locale, with how
 * many words are missing, so that a designer is not surprised by a sheet in two languages.
 */
export function localeWarnings(s: Scenario): Problem[] {
  return [...missingCatalogue(s), ...procedureWords(s)];
}

/**
 * A locale's procedure words (`procedures:`) whose key begins with no procedure of rules.yaml: never shown, so
 * most likely a typo or a procedure renamed. A warning at the key's line, with "did you mean".
 */
function procedureWords(s: Scenario): Problem[] {
  const ids = (s.rules?.procedures ?? []).map((p) => p.id);
  return Object.entries(s.locales).flatMap(([lang, locale]) => {
    const stray = Object.keys(locale.procedures).filter((k) => !ids.includes(k.split('.')[0]));
    if (!stray.length) return [];
    const file = [`${lang}.yaml`, `${lang}.yml`].map((f) => join(s.dir, 'locales', f)).find(existsSync);
    const src = file ? readYaml(file).source : undefined;
    return stray.map((k) => {
      const id = k.split('.')[0];
      const near = suggest(id, ids);
      const mean = near ? ` (did you mean "${near}"?)` : '';
      const message = ids.length
        ? `names no procedure of rules.yaml: "${id}"${mean}; it has ${ids.join(', ')}`
        : 'names a procedure, and the game has no rules.yaml';
      const path = ['procedures', k];
      return src ? problemAt(src, path, message) : { file: file ?? join(s.dir, 'locales'), path, message };
    });
  });
}

function missingCatalogue(s: Scenario): Problem[] {
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
