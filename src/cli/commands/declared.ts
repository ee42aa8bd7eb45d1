import { KeyedRefusal, KeyedUsage, inputOf, msg, render, type Message } from '../../assist/messages.js';
import { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import jsYaml from 'js-yaml';
import type { Io } from '../io.js';
import { markRequired } from '../help-text.js';
import { bundledGameIds, DATA_ROOT, resolveGameFolder } from '../../load/bundled.js';
import { loadScenario } from '../../load/load-scenario.js';
import { suggest } from '../../util/suggest.js';
import { readPositionFile } from '../../assist/position/position-file.js';
import { list } from '../../assist/table/hand-dice.js';
import { ruleFields, rollsDice, runDeclared, type RuleFlags } from '../../rules/run.js';
import { ruleReportJson, ruleReportLines } from '../../rules/report-lines.js';
import { cliEnvironment, givenFlags, printJsonOr, withChoose, withDiceOptions } from '../assist-support.js';
import type { RuleReport } from '../../rules/report.js';
import { verb } from './procedures/verb.js';
import {
  findAllowanceHook,
  findDeclaredHook,
  findMoveCheckHook,
  findWorkCheckHook,
  findMoveKeptHook,
  findTurnChoiceHook,
  findReserveHook,
  findSetupKeptHook,
  findSalvoHook,
  findBattleHook,
  findRoundsHook,
  findCombatTotalsHook,
  findCombatCheckHook,
  findCombatOutcomeHook,
  findCombatKeptHook,
  findCombatJsonHook,
  findTurnHook,
  findUnitRollHook,
  victoryHooks,
  findStandingHook,
  missingDeclaration,
  findStackingHook,
  hookNames,
  hookParts,
} from '../../games/game-hooks.js';
import { hookCommand } from './hooked.js';
import { checkLang, noteLang, refusingIn, reportWords, withLang } from '../report-lang.js';
import { ownProcedure } from '../../rules/table-procedures.js';
import { subcommandOf } from '../../model/procedure-command.js';

/** The hooks of the procedures a game declares that run as their own table procedure. */
const OWN_HOOKS = {
  turnChoice: findTurnChoiceHook,
  reserve: findReserveHook,
  setupKept: findSetupKeptHook,
  salvo: findSalvoHook,
  battle: findBattleHook,
  rounds: findRoundsHook,
};

// The one CLI adapter for procedures a game declares in rules.yaml: `sandtable <procedure> GAME_OR_PATH …`.
// Its options, help and --json come from the declaration; nothing here knows a game.

/** "no rule hook …" with the nearest name and every name of its module (src/games/<module>/hooks.ts). */
export async function unknownHook(name: string): Promise<Message> {
  const { module } = hookParts(name);
  const names = await hookNames(module);
  if (!names.length) return msg('refused.noHooksModule', { name, module });
  const near = suggest(name, names);
  return msg('refused.noHook', {
    name,
    near: near ? msg('refused.didYouMean', { near }) : '',
    names: names.join(', '),
  });
}

/** A folder that holds a game, by id or path. */
const isGame = (game: string) => existsSync(join(resolveGameFolder(game), 'game.yaml'));

/** Commands of Sandtable's own that take a game but are not procedures. */
const OWN = new Set(['list', 'validate', 'sources', 'build', 'roll', 'crt', 'journal', 'units', 'help']);

/** A procedure as a command names it: its verb, and the subcommand after it ("setup check"). */
interface VerbName {
  id: string;
  subcommand?: string;
}

/**
 * The procedure verbs the bundled games' rules.yaml declare, each with the games that declare it. Read from the
 * files alone (no game is loaded): help and the error for a verb without a game need only the names.
 */
export function bundledVerbs(): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [game, text] of bundledRulesTexts()) {
    // js-yaml with the core schema (the values the `yaml` package reads), a tenth of the cost of a document parse:
    // the root help and every procedure command without its game pay for it.
    const data = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA }) as { rules?: { procedures?: VerbName[] } };
    const procedures = data?.rules?.procedures;
    for (const p of Array.isArray(procedures) ? procedures : []) {
      if (typeof p?.id !== 'string') continue;
      const name = p.subcommand ? `${p.id} ${p.subcommand}` : p.id;
      out.set(name, [...(out.get(name) ?? []), game]);
    }
  }
  return out;
}

/** Each bundled game's rules.yaml text, by game id. */
function bundledRulesTexts(): [string, string][] {
  const out: [string, string][] = [];
  for (const game of bundledGameIds()) {
    const file = join(DATA_ROOT, game, 'rules.yaml');
    if (existsSync(file)) out.push([game, readFileSync(file, 'utf8')]);
  }
  return out;
}

/**
 * Every word a bundled rules.yaml gives as a `subcommand` (a key its own data writes plainly; one quoted with
 * escapes would be missed), read from the text without parsing it.
 */
function bundledSubcommandWords(): Set<string> {
  const words = new Set<string>();
  for (const [, text] of bundledRulesTexts())
    for (const m of text.matchAll(/\bsubcommand['"]?\s*:\s*['"]?([^\s'",}#]+)/g)) words.add(m[1]);
  return words;
}

/** The root help's list of procedure verbs, each with the bundled games that declare it. */
export function verbsHelp(): string {
  // By code unit, not localeCompare: verbs are lowercase ids (and a word after a space), which sort the same either
  // way, and the collator's first use costs the root help a few tens of milliseconds.
  const verbs = [...bundledVerbs()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const wide = Math.max(...verbs.map(([v]) => v.length));
  return [
    '',
    'Procedures (declared by a game in its rules.yaml; each needs the game, by bundled id or folder):',
    ...verbs.map(([v, games]) => `  ${v.padEnd(wide)}  ${games.join(', ')}`),
    '',
    "Usage: sandtable <procedure> GAME_OR_FOLDER [options]; a game's own list: sandtable GAME_OR_FOLDER --help",
  ].join('\n');
}

/** A procedure's title and the section it cites; rules whose sections are named, not numbered, say it once. */
const titled = (title: string, section: string) =>
  title.toLowerCase() === section.toLowerCase() ? title : `${title} (${section})`;

/** `sandtable GAME --help`: the procedures a game declares, by the command that runs each. */
async function gameHelp(game: string): Promise<string> {
  const s = loadScenario(resolveGameFolder(game));
  const procedures = s.rules?.procedures ?? [];
  if (!procedures.length)
    return `${s.game.title} (${s.id}) declares no procedures: a game's procedures are written in its rules.yaml`;
  const rows: [string, string][] = [];
  for (const p of procedures) {
    const sub = subcommandOf(p) ? ` ${subcommandOf(p)}` : '';
    const hook = p.kind === 'hook' ? await findDeclaredHook(p) : undefined;
    const title = p.kind === 'hook' ? (hook ? titled(hook.title, hook.rule) : `no rule hook "${p.hook}"`) : '';
    rows.push([`${p.id}${sub} ${game}`, p.kind === 'hook' ? title : titled(p.title, p.section)]);
  }
  const wide = Math.max(...rows.map(([c]) => c.length));
  return [
    `${s.game.title} (${s.id}): the procedures its rules.yaml declares`,
    ...rows.map(([c, what]) => `  sandtable ${c.padEnd(wide)}  ${what}`),
    '',
    `Each one's options: sandtable <procedure> ${game} --help`,
  ].join('\n');
}

/** A word that is not a game argument: missing, or a flag. */
const noArg = (a: string | undefined) => !a || a.startsWith('-');

/**
 * A bundled procedure verb ("combat", "setup check", or "setup" alone) not followed by a game folder is refused,
 * saying a game is needed and how to name one; any other word is left to commander ("unknown command").
 */
function refuseVerbWithoutGame(argv: readonly string[]): void {
  const [name, second] = argv;
  // The usual run, a game right after the verb, is never refused: the game is `second` unless "name second" is a
  // bundled verb with a subcommand, which a bundled rules.yaml would write as `subcommand: second`. So when none
  // does, no file is parsed (every table-side answer passes here).
  if (!noArg(second) && isGame(second) && !bundledSubcommandWords().has(second)) return;
  const verbs = bundledVerbs();
  const two = second && verbs.has(`${name} ${second}`) ? `${name} ${second}` : undefined;
  const verbName =
    two ??
    (verbs.has(name) ? name : noArg(second) ? [...verbs.keys()].find((v) => v.startsWith(`${name} `)) : undefined);
  if (!verbName) return;
  const game = two ? argv[2] : noArg(second) ? undefined : second;
  if (game && isGame(game)) return;
  const games = verbs.get(verbName)!;
  const how = msg('refused.verbHow', { verb: verbName, first: games[0], games: games.join(', ') });
  if (noArg(game)) throw new KeyedRefusal(msg('refused.verbNoGame', { verb: verbName, how }));
  throw new KeyedRefusal(msg('refused.notAGame', { game: String(game), how }));
}

/**
 * Adds the command `argv` asks for when it names a procedure of a game folder with rules.yaml. A game's
 * procedures are known only once its folder is read, so the command is made for this run before parsing.
 */
export async function registerDeclared(program: Command, io: Io, argv: readonly string[]): Promise<readonly string[]> {
  program.addHelpText('after', verbsHelp);
  let [name, game] = argv;
  const known = !name || name.startsWith('-') || OWN.has(name) || program.commands.some((c) => c.name() === name);
  // `sandtable GAME --help` (or the game alone): what it declares, in place of "unknown command".
  if (!known && isGame(name) && (argv.length === 1 || argv.slice(1).every((a) => a === '--help' || a === '-h'))) {
    program
      .command('game-procedures', { hidden: true })
      .argument('<game>')
      .action(async (g: string) => io.out(await gameHelp(g)));
    return ['game-procedures', name];
  }
  // A procedure verb without a game, or with a name that is no game: which game, and how to name it.
  if (!known) refuseVerbWithoutGame(argv);
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
  const p = procedures.find((x) => x.id === name && subcommandOf(x) === sub);
  if (!p) {
    if (sub) return argv;
    if (!procedures.length) throw new KeyedUsage(msg('refused.noProcedures', { game }));
    // `setup GAME`: the procedure exists but is named with its subcommand (`setup check GAME`).
    const within = procedures.map(subcommandOf).find((x, i) => procedures[i]!.id === name && x);
    if (within) throw new KeyedUsage(msg('refused.procedureSubcommand', { game, name, sub: within }));
    const near = suggest(
      name,
      procedures.map((x) => x.id),
    );
    throw new KeyedUsage(
      msg('refused.noProcedure', {
        game,
        name,
        near: near ? msg('refused.didYouMean', { near }) : '',
        ids: procedures.map((x) => x.id).join(', '),
      }),
    );
  }
  if (p.kind === 'hook') {
    const hook = await findDeclaredHook(p);
    if (!hook) throw new KeyedUsage(await unknownHook(p.hook));
    const lacking = missingDeclaration(p, hook);
    if (lacking) throw new KeyedUsage(lacking);
    let parent = group ?? verb(program, name, `${hook.title}: a procedure a game names in rules.yaml`);
    if (p.subcommand) parent = verb(parent, p.subcommand, `${hook.title}: a procedure a game names in rules.yaml`);
    parent.addCommand(hookCommand(game, s, hook, io).copyInheritedSettings(parent));
    return argv;
  }
  // The end of the turn, an overrun, a side's choice, a reserve and replacements run as a rule hook's command does,
  // the same options and prompt, from their declaration.
  const own = ownProcedure(s, p, { ...OWN_HOOKS, stacking: findStackingHook, allowance: findAllowanceHook });
  if (own) {
    let parent = group ?? verb(program, name, `${p.title}: a procedure a game declares in rules.yaml`);
    const sub = subcommandOf(p);
    if (sub) parent = verb(parent, sub, `${p.title}: a procedure a game declares in rules.yaml`);
    parent.addCommand(hookCommand(game, s, own, io, true).copyInheritedSettings(parent));
    return argv;
  }
  const parent = group ?? verb(program, name, `${p.title}: a procedure a game declares in rules.yaml`);
  const cmd = new Command(game).copyInheritedSettings(parent);
  cmd.description(`${s.game.title}: ${titled(p.title, p.section)}, as ${s.id}'s rules.yaml declares it`);
  for (const f of ruleFields(s, p)) {
    const label = f.hint && !f.label.includes(`(${f.hint})`) ? `${f.label} (${f.hint})` : f.label;
    if (f.list) cmd.option(f.flag, label, list);
    else cmd.option(f.flag, label);
    // Checked in the action, in the report's language (input.required); help marks it all the same.
    if (f.required) markRequired(cmd.options);
  }
  if (rollsDice(p)) withDiceOptions(cmd);
  else cmd.option('--journal <file>', 'the game’s journal: read for its state').option('--json', 'print JSON');
  // A victory by capture keeps the turn it is given in the journal; a preview judges without keeping it.
  if (p.kind === 'victory' && (p.capture || p.tally || p.objectives))
    cmd.option('--preview', 'judge the victory without writing the journal');
  // Objectives always report in full; --explain is taken as the game's own command took it.
  if ((p.kind === 'victory' && p.objectives) || p.kind === 'work')
    cmd.option('--explain', 'each step in full (the report always is)');
  // Work is kept by turn: a roll of an earlier turn than the journal's is recorded with --amend.
  if (p.kind === 'work') cmd.option('--amend', 'record this for a turn earlier than the journal’s');
  // A supply check that hits units out of supply writes the journal; a preview traces the lines only.
  if (p.kind === 'supply') cmd.option('--preview', 'trace the lines without writing the journal');
  // A move kept in the game's own journal may be judged without writing it, as its own command did.
  if (p.kind === 'move' && p.kept)
    cmd
      .option('--preview', 'judge the moves without writing the journal')
      .option('--explain', 'each move in full (the report always is)');
  if (p.kind === 'combat' || (p.kind === 'dice-pool' && p.allocate))
    withChoose(cmd, "the owner's answer to what the result leaves to them");
  if (p.kind === 'combat')
    cmd.option('--explain', 'each result in full, with the readings of the game options it depends on');
  withLang(cmd);
  cmd.action(async (flags: RuleFlags & { lang: string }, command: Command) => {
    checkLang(flags.lang, s);
    noteLang(flags.lang, s, io);
    // An answer to a waiting choice comes with --choose alone: the waiting command's flags are the journal's. The
    // refusal is in the report's language, as the run's own are.
    await refusingIn(flags.lang, s, () => {
      if (flags.choose === undefined || !flags.journal)
        for (const f of ruleFields(s, p))
          if (f.required && flags[f.key] === undefined) throw new KeyedUsage(msg('input.required', inputOf(f.flag)));
    });
    const hooks = {
      stacking: findStackingHook,
      allowance: findAllowanceHook,
      check: findMoveCheckHook,
      turn: findTurnHook,
      unitRoll: findUnitRollHook,
      victory: victoryHooks,
      standing: findStandingHook,
      work: findWorkCheckHook,
      kept: findMoveKeptHook,
      combatTotals: findCombatTotalsHook,
      combatCheck: findCombatCheckHook,
      combatOutcome: findCombatOutcomeHook,
      combatKept: findCombatKeptHook,
      ...OWN_HOOKS,
    };
    const env = { scenario: s, env: cliEnvironment(flags), readPosition: readPositionFile };
    const r = await refusingIn(flags.lang, s, () => runDeclared(env, p, flags, hooks, givenFlags(command)));
    // A game's own messages (a move check hook's) are registered by its hooks module, which the run has loaded.
    const { words, name, line } = reportWords(flags.lang, s);
    // A combat whose question the game sets apart under its own heading (`says.waiting`) keeps the answer's hint
    // inside that block, before the dice; any other report gives it last.
    const hint = answerHint(game, p.id, r, flags);
    const within = p.kind === 'combat' && !!p.says?.waiting;
    // A combat whose game words its own --json (`hooks.json`) prints that shape in place of the engine's.
    const shaped =
      p.kind === 'combat' && p.hooks?.json && flags.json ? await findCombatJsonHook(p.hooks.json) : undefined;
    if (p.kind === 'combat' && p.hooks?.json && flags.json && !shaped)
      throw new Error(`${p.id}: the combat --json hook ${p.hooks.json} was not given`);
    const json =
      shaped && p.kind === 'combat' && r.combat
        ? shaped({ scenario: s, procedure: p, report: r, facts: r.combat, hint })
        : ruleReportJson(r);
    printJsonOr(io, flags.json, json, () =>
      [
        ...ruleReportLines(r, words, name, within ? hint : []),
        ...(within ? [] : hint.map((m) => render(m, words, name))),
      ].map(line),
    );
  });
  parent.addCommand(cmd);
  return argv;
}

/**
 * How to answer a combat result's question from the command line: with --choose on the journal that keeps the roll,
 * or, with no journal, the whole command again with the same roll and every answer so far.
 */
/** The hand dice that give the same roll again: a dice pool's faces, else the total. */
const rolled = (r: RuleReport) =>
  Array.isArray(r.data.faces) ? `--dice ${r.data.faces.join(',')}` : `--roll ${r.data.roll}`;

function answerHint(game: string, verbName: string, r: RuleReport, flags: RuleFlags): Message[] {
  const q = r.data.question as { example: string } | undefined;
  if (!q) return [];
  const command = `${verbName} ${game}`;
  if (flags.journal) return [msg('answer.journal', { command, journal: flags.journal, example: q.example })];
  const before = typeof flags.choose === 'string' ? `${flags.choose};` : '';
  return [msg('answer.again', { dice: rolled(r), example: `${before}${q.example}` })];
}
