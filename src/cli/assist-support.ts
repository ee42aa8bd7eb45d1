import type { Command } from 'commander';
import { resolveGameFolder } from '../load/bundled.js';
import { loadScenario } from '../load/load-scenario.js';
import type { ChartBook } from '../load/load-charts.js';
import { cliEnvironment } from './table-env.js';
import type { Scenario } from '../model/scenario.js';
import { Session as TableSession, type AssistFlags } from '../assist/table/session.js';
import { createInterface } from 'node:readline/promises';
import { readPositionFile } from '../assist/position/position-file.js';
import type { TableContext } from '../assist/table/procedure.js';
import { processIo, type Io } from './io.js';

export { cliEnvironment, loadGameCharts, printJsonOr, withDiceOptions } from './table-env.js';
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
