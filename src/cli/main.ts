import { Command, CommanderError } from 'commander';
import { SANDTABLE_VERSION } from '../util/version.js';
import { releaseHeldLocks } from '../util/file-lock.js';
import { forbiddenCharacter } from '../load/text-characters.js';
import { ScenarioError, formatProblem } from '../load/problem.js';
import { processIo, quietOnClosedPipe, UsageError, InputError, type Io } from './io.js';
import { helpConfiguration } from './help-text.js';

/** How one of Sandtable's own commands is added to the program. */
type Register = (program: Command, io: Io, setExit: (code: number) => void) => void;

// Sandtable's own commands, in the order help lists them, each loaded only when a run needs it: a run names one
// command, and loading every command's module (and the parsers, schemas and drawing code behind them) costs more
// than most commands' own work. The root help, `help`, an unknown word and a game's procedures load them all.
const COMMANDS: Record<string, () => Promise<Register>> = {
  list: async () => (await import('./commands/list.js')).registerList,
  validate: async () => (await import('./commands/validate.js')).registerValidate,
  sources: async () => (await import('./commands/sources.js')).registerSources,
  build: async () => (await import('./commands/build.js')).registerBuild,
  new: async () => (await import('./commands/new.js')).registerNew,
  locale: async () => (await import('./commands/locale.js')).registerLocale,
  preview: async () => (await import('./commands/preview.js')).registerPreview,
  roll: async () => (await import('./commands/roll.js')).registerRoll,
  crt: async () => (await import('./commands/crt.js')).registerCrt,
  journal: async () => (await import('./commands/journal.js')).registerJournal,
  units: async () => (await import('./commands/procedures/units.js')).registerUnits,
};

/** The one own command `args` (argv after node and the script) names, if it names one; undefined: all of them. */
const ownCommand = (args: readonly string[]): string | undefined =>
  args[0] !== undefined && Object.hasOwn(COMMANDS, args[0]) ? args[0] : undefined;

/** `--version` alone needs no command. */
const versionOnly = (args: readonly string[]) => args.length === 1 && (args[0] === '--version' || args[0] === '-V');

export const EXIT = { ok: 0, invalidInput: 1, usage: 2 } as const;

/** buildProgram's `args` for a program without Sandtable's own commands, to which a game's procedure is added. */
const ALONE: readonly string[] = [];

/**
 * The program with the commands `args` can reach: the one own command it names, none for `--version`, or every
 * command (root help, `help`, a game's procedures). Without `args`, every command.
 */
export async function buildProgram(
  io: Io,
  setExit: (code: number) => void,
  args?: readonly string[],
): Promise<Command> {
  const output = {
    writeOut: (s: string) => io.out(s.replace(/\n$/, '')),
    writeErr: (s: string) => io.err(s.replace(/\n$/, '')),
  };
  const program = new Command('sandtable')
    .description('Print-and-play kits and table assist for board wargames')
    .version(SANDTABLE_VERSION)
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureHelp(helpConfiguration)
    .configureOutput(output);
  const one = args && ownCommand(args);
  const names = args && (versionOnly(args) || args === ALONE) ? [] : one ? [one] : Object.keys(COMMANDS);
  const registers = await Promise.all(names.map((n) => COMMANDS[n]()));
  for (const register of registers) register(program, io, setExit);
  for (const c of program.commands) c.exitOverride().configureOutput(output);
  return program;
}

/** A control character in a flag would reach a journal, a file name or a sheet: refused before anything runs. */
async function refuseForbiddenCharacters(argv: string[]): Promise<void> {
  for (const [i, arg] of argv.slice(2).entries()) {
    const f = forbiddenCharacter(arg);
    if (!f) continue;
    // The messages are loaded only for a refusal: every command starts here, and most never say one.
    const { KeyedUsage, msg } = await import('../assist/messages.js');
    throw new KeyedUsage(
      msg('refused.argumentCharacter', { n: i + 1, arg: JSON.stringify(arg.slice(0, 40)), code: f.code }),
    );
  }
}

/** The program, its usage errors refused in the language `args` ask for when that is not English. */
async function inLang(program: Command, args: readonly string[]): Promise<Command> {
  // The keyed words are loaded only for a run in another language: most runs are English, and start here.
  const lang = args.some((a) => a.startsWith('--lang')) ? await import('./keyed-usage.js') : undefined;
  const asked = lang?.catalogueLangOf(args);
  if (lang && asked) lang.keyUsageErrors(program, asked);
  return program;
}

/** A game's procedures routed, a refusal on the way (no such game, no such procedure) worded in the run's --lang. */
async function routing(route: () => Promise<readonly string[]>, args: readonly string[]): Promise<readonly string[]> {
  try {
    return await route();
  } catch (e) {
    if (!args.some((a) => a.startsWith('--lang'))) throw e;
    throw (await import('./keyed-usage.js')).wordedFor(e, args);
  }
}

/** Runs the CLI and returns the exit code: 0 fine, 1 invalid input, 2 usage error. Never prints a stack trace. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  if (io === processIo) quietOnClosedPipe();
  let code: number = EXIT.ok;
  try {
    await refuseForbiddenCharacters(argv);
    const args = argv.slice(2);
    const setExit = (c: number) => (code = c);
    // A game's procedures (and the root help's list of them) are read only when the run names no own command.
    const declared = ownCommand(args) || versionOnly(args) ? undefined : await import('./commands/declared.js');
    // A procedure of a game runs in a program of its own: Sandtable's own commands, whose modules (the validator,
    // the kit's parts) cost a table-side answer more than its rules, are loaded only when the run is not one
    // (root help, an unknown word, a game's list of procedures), and then that run is read as before.
    if (declared) {
      const alone = await buildProgram(io, setExit, ALONE);
      const routed = await routing(() => declared.registerDeclared(alone, io, args), args);
      if (routed === args && alone.commands.some((c) => c.name() === args[0])) {
        await (await inLang(alone, args)).parseAsync([...argv.slice(0, 2), ...args]);
        return code;
      }
    }
    const program = await buildProgram(io, setExit, args);
    const routed = declared ? await routing(() => declared.registerDeclared(program, io, args), args) : args;
    await (await inLang(program, args)).parseAsync([...argv.slice(0, 2), ...routed]);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help')
        return EXIT.ok;
      return EXIT.usage;
    }
    if (e instanceof UsageError) {
      io.err(`sandtable: ${e.message}`);
      return EXIT.usage;
    }
    if (e instanceof ScenarioError) {
      e.problems.forEach((p) => io.err(formatProblem(p)));
      return EXIT.invalidInput;
    }
    if (e instanceof InputError) {
      io.err(`sandtable: ${e.message}`);
      return EXIT.invalidInput;
    }
    io.err(`sandtable: internal error: ${(e as Error).message ?? String(e)}`);
    if (process.env.SANDTABLE_DEBUG) io.err(String((e as Error).stack));
    return EXIT.invalidInput;
  } finally {
    // A command that stopped before writing (a rule refused it) still held its journal: let the next one in.
    releaseHeldLocks();
  }
}
