import type { Command } from 'commander';
import { resolveGameFolder } from '../load/bundled.js';
import { loadCharts, loadScenario, type ChartBook } from '../load/load-scenario.js';
import type { Scenario } from '../model/scenario.js';
import { cryptoSource, seededSource } from '../assist/dice/random-source.js';
import { beginJournal, readJournal, updateJournal } from '../assist/journal/journal.js';
import { Session as TableSession, type AssistFlags, type TableEnvironment } from '../assist/table/session.js';
import { createInterface } from 'node:readline/promises';
import { readPositionFile } from '../assist/position/position-file.js';
import type { TableContext } from '../assist/table/procedure.js';
import { processIo, type Io } from './io.js';

export {
  chartById,
  required,
  reconstructionWarning,
  parseInteger,
  lastTurn,
  turnFrom,
  type AssistFlags,
  type EntryDraft,
  type ChoiceAsked,
} from '../assist/table/session.js';

/** The CLI's place for a session: the journal is --journal FILE, under its lock; dice from Node's crypto. */
export function cliEnvironment(flags: AssistFlags): TableEnvironment {
  const file = flags.journal;
  return {
    store: file
      ? {
          name: file,
          read: (game) => readJournal(file, game),
          update: (game, change) => updateJournal(file, game, change),
          begin: () => beginJournal(file),
        }
      : undefined,
    sources: { crypto: cryptoSource, seeded: seededSource },
  };
}

/** Where a side's answer may be asked: a terminal, when the command was not told it. */
export async function prompt(question: string): Promise<string | undefined> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(`${question}\n> `)).trim() || undefined;
  } finally {
    rl.close();
  }
}

/** A table procedure run from the command line: the game from its folder, a file journal, a terminal's questions. */
export function cliContext(io: Io, game: string, flags: AssistFlags = {}): TableContext {
  const terminal = io === processIo && !!process.stdin.isTTY && !!process.stdout.isTTY;
  return {
    scenario: loadGame(game),
    env: cliEnvironment(flags),
    ...(terminal ? { ask: prompt } : {}),
    readPosition: readPositionFile,
  };
}

/** A session whose journal is a file. */
export class Session extends TableSession {
  constructor(scenario: ChartBook, flags: AssistFlags, command?: string) {
    super(scenario, flags, command, cliEnvironment(flags));
  }
}

export function withDiceOptions(cmd: Command): Command {
  return cmd
    .option('--seed <seed>', 'seed the dice so the run can be repeated')
    .option('--journal <file>', 'keep the game state and every roll in this journal file')
    .option('--preview', 'the totals, column, modifiers and chance of every result: no die rolled, nothing written')
    .option('--fill', 'let the machine roll the dice not entered by hand (each is marked as the machine’s)')
    .option('--json', 'print JSON');
}

/** --amend, for commands that take --turn. */
export function withAmend(cmd: Command): Command {
  return cmd.option('--amend', 'record this for a turn earlier than the journal’s');
}

/** --choose, for commands where the rules give a choice once the result is known. */
export function withChoose(cmd: Command, what: string): Command {
  return cmd.option('--choose <choice>', `${what} (asked for once the result is known; may be given in advance)`);
}

/** The flags given on the command line itself, not filled in by defaults. */
export function givenFlags(cmd: Command): Record<string, unknown> {
  const opts = cmd.opts();
  return Object.fromEntries(
    Object.keys(opts)
      .filter((k) => cmd.getOptionValueSource(k) === 'cli')
      .map((k) => [k, opts[k]]),
  );
}

export function loadGame(arg: string): Scenario {
  return loadScenario(resolveGameFolder(arg));
}

/** A game's charts alone, for a command that reads nothing else: a cold answer parses two files, not seven. */
export function loadGameCharts(arg: string): ChartBook {
  return loadCharts(resolveGameFolder(arg));
}

export function printJsonOr(io: Io, json: boolean | undefined, value: unknown, human: () => string[]): void {
  if (json) io.out(JSON.stringify(value, null, 2));
  else io.out(human().join('\n'));
}
