import { Command } from 'commander';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Io } from '../io.js';
import { UsageError } from '../io.js';
import { resolveGameFolder } from '../../load/bundled.js';
import { loadScenario } from '../../load/load-scenario.js';
import { suggest } from '../../util/suggest.js';
import { readPositionFile } from '../../assist/position/position-file.js';
import { list } from '../../assist/table/hand-dice.js';
import { ruleFields, rollsDice, runDeclared, type RuleFlags } from '../../rules/run.js';
import { catalogueWords, CATALOGUE_LANGS } from '../../print/catalogue/index.js';
import { ruleReportJson, ruleReportLines } from '../../rules/report-lines.js';
import { cliEnvironment, printJsonOr, withDiceOptions } from '../assist-support.js';
import { verb } from './procedures/verb.js';
import { findHook, hookNames, hookParts } from '../../games/game-hooks.js';
import { hookCommand } from './hooked.js';

// The one CLI adapter for procedures a game declares in rules.yaml: `sandtable <procedure> GAME_OR_PATH …`.
// Its options, help and --json come from the declaration; nothing here knows a game.

/** "no rule hook …" with the nearest name and every name of its module (src/games/<module>/hooks.ts). */
export async function unknownHook(name: string): Promise<string> {
  const { module } = hookParts(name);
  const names = await hookNames(module);
  if (!names.length) return `no rule hook "${name}": there is no hooks module "${module}" (src/games/${module}/)`;
  const near = suggest(name, names);
  return `no rule hook "${name}"${near ? ` (did you mean "${near}"?)` : ''}; hooks: ${names.join(', ')}`;
}

/** A folder that holds a game, by id or path. */
const isGame = (game: string) => existsSync(join(resolveGameFolder(game), 'game.yaml'));

/** Commands of Sandtable's own that take a game but are not procedures. */
const OWN = new Set(['list', 'validate', 'sources', 'build', 'roll', 'crt', 'journal', 'units', 'help']);

/**
 * Adds the command `argv` asks for when it names a procedure of a game folder with rules.yaml. A game's
 * procedures are known only once its folder is read, so the command is made for this run before parsing.
 */
export async function registerDeclared(program: Command, io: Io, argv: readonly string[]): Promise<readonly string[]> {
  let [name, game] = argv;
  if (!name || !game || name.startsWith('-') || game.startsWith('-') || OWN.has(name)) return argv;
  const group = program.commands.find((c) => c.name() === name);
  if (group?.commands.some((c) => c.name() === game)) return argv;
  if (group && !group.commands.length) return argv;
  // `setup check GAME`: a procedure whose command has a subcommand (rules.yaml's `subcommand`).
  let sub: string | undefined;
  if (!isGame(game) && argv[2] && !argv[2].startsWith('-') && isGame(argv[2])) [sub, game] = [game, argv[2]];
  if (!isGame(game)) return argv;
  const s = loadScenario(resolveGameFolder(game));
  const procedures = s.rules?.procedures ?? [];
  const p = procedures.find((x) => x.id === name && (x.kind === 'hook' ? x.subcommand : undefined) === sub);
  if (!p) {
    if (sub) return argv;
    if (!procedures.length)
      throw new UsageError(
        `${game} declares no procedures: a game's procedures are written in its rules.yaml (docs/rules-model.md)`,
      );
    const near = suggest(
      name,
      procedures.map((x) => x.id),
    );
    throw new UsageError(
      `${game} declares no procedure "${name}"${near ? ` (did you mean "${near}"?)` : ''}; ` +
        `it declares: ${procedures.map((x) => x.id).join(', ')}`,
    );
  }
  if (p.kind === 'hook') {
    const hook = await findHook(p.hook);
    if (!hook) throw new UsageError(await unknownHook(p.hook));
    let parent = group ?? verb(program, name, `${hook.title}: a procedure a game names in rules.yaml`);
    if (p.subcommand) parent = verb(parent, p.subcommand, `${hook.title}: a procedure a game names in rules.yaml`);
    parent.addCommand(hookCommand(game, s, hook, io).copyInheritedSettings(parent));
    return argv;
  }
  const parent = group ?? verb(program, name, `${p.title}: a procedure a game declares in rules.yaml`);
  const cmd = new Command(game).copyInheritedSettings(parent);
  cmd.description(`${s.game.title}: ${p.title} (${p.section}), as ${s.id}'s rules.yaml declares it`);
  for (const f of ruleFields(s, p)) {
    const label = f.hint && !f.label.includes(`(${f.hint})`) ? `${f.label} (${f.hint})` : f.label;
    if (f.list) cmd.option(f.flag, label, list);
    else cmd.option(f.flag, label);
  }
  if (rollsDice(p)) withDiceOptions(cmd);
  else cmd.option('--journal <file>', 'the game’s journal: read for its state').option('--json', 'print JSON');
  cmd.option('--lang <lang>', `the report's language: en${CATALOGUE_LANGS.map((l) => `, ${l}`).join('')}`, 'en');
  cmd.action(async (flags: RuleFlags & { lang: string }) => {
    if (flags.lang !== 'en' && !CATALOGUE_LANGS.includes(flags.lang))
      throw new UsageError(`--lang takes en${CATALOGUE_LANGS.map((l) => ` or ${l}`).join('')}; not "${flags.lang}"`);
    for (const f of ruleFields(s, p))
      if (f.required && flags[f.key] === undefined) throw new UsageError(`required option '${f.flag}' not specified`);
    const r = await runDeclared({ scenario: s, env: cliEnvironment(flags), readPosition: readPositionFile }, p, flags);
    printJsonOr(io, flags.json, ruleReportJson(r), () => ruleReportLines(r, catalogueWords(flags.lang, 'rules')));
  });
  parent.addCommand(cmd);
  return argv;
}
