import { Command, type Option } from 'commander';
import type { Scenario } from '../../model/scenario.js';
import { lineText, type TableProcedure } from '../../assist/table/procedure.js';
import { checkLang, noteLang, refusingIn, reportWords, withLang } from '../report-lang.js';
import { readPositionFile } from '../../assist/position/position-file.js';
import { list } from '../../assist/table/hand-dice.js';
import { inputOf, KeyedUsage, msg } from '../../assist/messages.js';
import type { Io } from '../io.js';
import { markRequired } from '../help-text.js';
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

/** The command for one hooked or engine-run procedure of a game folder, as `sandtable <verb> GAME_OR_PATH`. */
export function hookCommand(name: string, s: Scenario, hook: TableProcedure, io: Io, byEngine = false): Command {
  // A procedure the engine runs from its declaration (a salvo, a battle, rounds…) is not called a rule hook.
  const how = byEngine ? `as ${s.id}'s rules.yaml declares it` : 'a rule hook';
  const cmd = new Command(name).description(`${s.game.title}: ${hook.title} (${hook.rule}), ${how}`);
  withChoose(withAmend(withDiceOptions(cmd)), 'the answer to the choice the rules give');
  cmd.option('--explain', 'each result in full, with the readings of the game options it depends on');
  // The options a run cannot go without, as the command line writes them ("--firer <value>").
  const required: Option[] = [];
  for (const f of hook.fields) {
    // A field the dice options already give (--journal, --seed) is theirs.
    if (cmd.options.some((o) => o.long === `--${kebab(f.key)}`)) continue;
    const flag = `--${kebab(f.key)}${f.kind === 'check' ? '' : ' <value>'}`;
    const notes = [f.hint, f.typed].filter(Boolean).join('; ');
    const label = `${f.label}${notes ? ` (${notes})` : ''}`;
    // A required field is checked in the action, not by commander's requiredOption: commander refuses in English
    // whatever --lang says, where the keyed refusal (input.required) is worded in the report's language.
    if (f.list) cmd.option(flag, label, list);
    else if (f.initial !== undefined && f.kind !== 'check') cmd.option(flag, label, f.initial);
    else cmd.option(flag, label);
    if (f.required) required.push(markRequired(cmd.options));
  }
  // The hook's keyed lines and refusals are worded in --lang; a line it still writes as text stays as written.
  if (!cmd.options.some((o) => o.long === '--lang')) withLang(cmd);
  cmd.action(async (flags: Record<string, unknown>, c: Command) => {
    const lang = String(flags.lang ?? 'en');
    checkLang(lang, s);
    noteLang(lang, s, io);
    const terminal = io === processIo && !!process.stdin.isTTY && !!process.stdout.isTTY;
    const ctx = {
      scenario: s,
      env: cliEnvironment(flags),
      ...(terminal ? { ask: prompt } : {}),
      readPosition: readPositionFile,
    };
    const r = await refusingIn(lang, s, () => {
      const missing = required.find((o) => flags[o.attributeName()] === undefined);
      if (missing) throw new KeyedUsage(msg('input.required', inputOf(missing.flags)));
      return hook.run(ctx, flags, givenFlags(c));
    });
    const { words, name, line } = reportWords(lang, s);
    printJsonOr(io, flags.json === true, r.json, () => r.lines.map((l) => line(lineText(l, words, name))));
  });
  return cmd;
}
