import type { Command } from 'commander';
import { relative } from 'node:path';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolveGameFolder } from '../../load/bundled.js';
import { loadScenario } from '../../load/load-scenario.js';
import { ScenarioError } from '../../load/problem.js';
import { writeFileAtomic } from '../../util/atomic-write.js';
import { checkLocaleWords, localeText, strayProblems, TRANSLATE_MARK, withMissingWords } from '../locale-words.js';
import type { Io } from '../io.js';
import { KeyedUsage, msg } from '../../assist/messages.js';

/** A language code as a file name: two or three letters, and a region or script after a hyphen. */
const LANG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

export function registerLocale(program: Command, io: Io): void {
  program
    .command('locale')
    .description("list the words of Sandtable's own that a game's locales/LANG.yaml lacks; --write adds them")
    .argument('<game>', 'a bundled game id or a game folder')
    .argument('<lang>', 'the language code, as the file locales/LANG.yaml is named (de, fr, pt-BR)')
    .option('--write', 'add every missing word to locales/LANG.yaml, its English marked to translate')
    .action(async (game: string, lang: string, flags: { write?: boolean }) => {
      if (!LANG.test(lang)) throw new KeyedUsage(msg('refused.langCode', { lang: lang.slice(0, 40) }));
      if (lang === 'en') throw new KeyedUsage(msg('refused.langEnglish'));
      // The whole game is read first: a locale file with a mistake is refused with its line, and nothing written.
      const s = loadScenario(resolveGameFolder(game));
      const c = await checkLocaleWords(s, lang);
      const stray = strayProblems(c);
      if (stray.length) throw new ScenarioError(stray);
      const shown = relative(process.cwd(), c.file) || c.file;
      if (!flags.write) {
        if (!c.missing.length) io.out(`${shown}: has every word of Sandtable's own, or Sandtable has it in "${lang}"`);
        else {
          io.err(`warning: ${shown}: lacks ${c.missing.length} of Sandtable's own words; they print in English`);
          for (const w of c.missing) io.out(`  words.${w.part}.${w.key}: ${JSON.stringify(w.english)}`);
          io.out(`add them with: sandtable locale ${game} ${lang} --write`);
        }
        if (c.placeholders.length)
          io.out(`${c.placeholders.length} words still carry their English (${TRANSLATE_MARK}): translate them`);
        return;
      }
      if (!c.missing.length) {
        io.out(`${shown}: nothing to add`);
        return;
      }
      const text = withMissingWords(localeText(c.file), shown, lang, c.missing);
      mkdirSync(dirname(c.file), { recursive: true });
      writeFileAtomic(c.file, text);
      io.out(`${shown}: added ${c.missing.length} words under words:, each its English marked "${TRANSLATE_MARK}"`);
    });
}
