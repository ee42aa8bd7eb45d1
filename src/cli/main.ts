import { Command, CommanderError } from 'commander';
import { SANDTABLE_VERSION } from '../util/version.js';
import { releaseHeldLocks } from '../util/file-lock.js';
import { forbiddenCharacter, forbiddenCharacterWords } from '../load/text-characters.js';
import { ScenarioError, formatProblem } from '../load/problem.js';
import { processIo, quietOnClosedPipe, UsageError, InputError, type Io } from './io.js';
import { helpConfiguration } from './help-text.js';
import { registerList } from './commands/list.js';
import { registerValidate } from './commands/validate.js';
import { registerSources } from './commands/sources.js';
import { registerBuild } from './commands/build.js';
import { registerNew } from './commands/new.js';
import { registerLocale } from './commands/locale.js';
import { registerPreview } from './commands/preview.js';
import { registerAssistCommands } from './commands/assist.js';
import { registerDeclared } from './commands/declared.js';

export const EXIT = { ok: 0, invalidInput: 1, usage: 2 } as const;

export function buildProgram(io: Io, setExit: (code: number) => void): Command {
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
  registerList(program, io);
  registerValidate(program, io, setExit);
  registerSources(program, io);
  registerBuild(program, io);
  registerNew(program, io);
  registerLocale(program, io);
  registerPreview(program, io);
  registerAssistCommands(program, io);
  for (const c of program.commands) c.exitOverride().configureOutput(output);
  return program;
}

/** A control character in a flag would reach a journal, a file name or a sheet: refused before anything runs. */
function refuseForbiddenCharacters(argv: string[]): void {
  for (const [i, arg] of argv.slice(2).entries()) {
    const f = forbiddenCharacter(arg);
    if (!f) continue;
    const words = forbiddenCharacterWords(f).replace(/ \(written.*\)/, '');
    throw new UsageError(`argument ${i + 1} (${JSON.stringify(arg.slice(0, 40))}) ${words}`);
  }
}

/** Runs the CLI and returns the exit code: 0 fine, 1 invalid input, 2 usage error. Never prints a stack trace. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  if (io === processIo) quietOnClosedPipe();
  let code: number = EXIT.ok;
  const program = buildProgram(io, (c) => (code = c));
  try {
    refuseForbiddenCharacters(argv);
    await program.parseAsync([...argv.slice(0, 2), ...(await registerDeclared(program, io, argv.slice(2)))]);
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
