import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Scenario } from '../model/scenario.js';
import type { Problem } from '../load/problem.js';
import { problemAt, readYaml } from '../load/source-file.js';
import { suggest } from '../util/suggest.js';

/**
 * A locale's procedure words that name no procedure. How many of Sandtable's own words a locale lacks is the
 * CLI's check (cli/locale-words.ts), which knows every part's and the rules' English.
 */
export function localeWarnings(s: Scenario): Problem[] {
  return procedureWords(s);
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
