import { Command } from 'commander';
import type { Scenario } from '../../model/scenario.js';
import { lineText, linesText, type TableProcedure } from '../../assist/table/procedure.js';
import { KeyedUsage, gameWords, msg } from '../../assist/messages.js';
import { refusalIn } from '../../assist/refusal-words.js';
import { CATALOGUE_LANGS, ownWords } from '../../print/catalogue/index.js';
import { localeTexts } from '../../load/locale-texts.js';
import { readPositionFile } from '../../assist/position/position-file.js';
import { list } from '../../assist/table/hand-dice.js';
import type { Io } from '../io.js';
import { processIo } from '../io.js';
import {
  cliEnvironment,
  givenFlags,
  printJsonOr,
  prompt,
  withAmend,
  withChoose,
  withDiceOptions,
} from '../assist-support.js';

// A procedure a game's rules.yaml names as a rule hook (`kind: hook, hook: my-game.combat`): the hook's own
// fields make its options, and it runs over the folder's scenario, whatever the folder's id.

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The command for one hooked procedure of a game folder, as `sandtable <verb> GAME_OR_PATH`. */
export function hookCommand(
  name: string,
  s: Scenario,
  hook: TableProcedure,
  io: Io,
  o: { lang?: boolean } = {},
): Command {
  const cmd = new Command(name).description(`${s.game.title}: ${hook.title} (${hook.rule}), a rule hook`);
  withChoose(withAmend(withDiceOptions(cmd)), 'the answer to the choice the rules give');
  cmd.option('--explain', 'each result in full, with the readings of the game options it depends on');
  for (const f of hook.fields) {
    // A field the dice options already give (--journal, --seed) is theirs.
    if (cmd.options.some((o) => o.long === `--${kebab(f.key)}`)) continue;
    const flag = `--${kebab(f.key)}${f.kind === 'check' ? '' : ' <value>'}`;
    const notes = [f.hint, f.typed].filter(Boolean).join('; ');
    const label = `${f.label}${notes ? ` (${notes})` : ''}`;
    const option = f.required ? cmd.requiredOption.bind(cmd) : cmd.option.bind(cmd);
    if (f.list) option(flag, label, list);
    else if (f.initial !== undefined && f.kind !== 'check') option(flag, label, f.initial);
    else option(flag, label);
  }
  // A procedure whose every line is keyed (the declared end of the turn) reports in the language asked for.
  if (o.lang)
    cmd.option('--lang <lang>', `the report's language: en${CATALOGUE_LANGS.map((l) => `, ${l}`).join('')}`, 'en');
  cmd.action(async (all: Record<string, unknown>, c: Command) => {
    const { lang = 'en', ...flags } = all as Record<string, unknown> & { lang?: string };
    if (lang !== 'en' && !CATALOGUE_LANGS.includes(lang) && !s.locales[lang])
      throw new KeyedUsage(
        msg('refused.langFlag', {
          langs: ['en', ...CATALOGUE_LANGS].map((text) => msg('why.declared', { text })),
          lang,
        }),
      );
    const words = { ...gameWords(lang), ...ownWords(s, lang, 'rules') };
    const { texts } = localeTexts(s, lang);
    const name = (v: string) => texts[v] ?? v;
    const { lang: _given, ...given } = givenFlags(c);
    const terminal = io === processIo && !!process.stdin.isTTY && !!process.stdout.isTTY;
    const r = await hook
      .run(
        {
          scenario: s,
          env: cliEnvironment(flags),
          ...(terminal ? { ask: prompt } : {}),
          readPosition: readPositionFile,
        },
        flags,
        given,
      )
      .catch((e: unknown) => {
        throw lang === 'en' ? e : refusalIn(e, words, name);
      });
    printJsonOr(io, flags.json === true, r.json, () =>
      lang === 'en' ? linesText(r.lines) : r.lines.map((l) => lineText(l, words, name)),
    );
  });
  return cmd;
}
