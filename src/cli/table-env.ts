import type { Command } from 'commander';
import { resolveGameFolder } from '../load/bundled.js';
import { loadCharts, type ChartBook } from '../load/load-charts.js';
import { cryptoSource, seededSource } from '../assist/dice/random-source.js';
import { beginJournal, readJournal, updateJournal } from '../assist/journal/journal.js';
import type { AssistFlags, TableEnvironment } from '../assist/table/session.js';
import type { Io } from './io.js';
import { terminalWidth, wrapLines } from './wrap-lines.js';

// What a table command needs before it knows which files it reads: its flags, its journal and dice, and a
// game's charts. Apart from assist-support.ts, which loads whole games, so that crt starts without the formats
// of everything else a game holds.

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

export function withDiceOptions(cmd: Command): Command {
  return cmd
    .option('--seed <seed>', 'seed the dice so the run can be repeated')
    .option('--journal <file>', 'keep the game state and every roll in this journal file')
    .option('--preview', 'the totals, column, modifiers and chance of every result: no die rolled, nothing written')
    .option('--fill', 'let the machine roll the dice not entered by hand (each is marked as the machine’s)')
    .option('--json', 'print JSON');
}

/** A game's charts alone, for a command that reads nothing else: a cold answer parses two files, not seven. */
export function loadGameCharts(arg: string): ChartBook {
  return loadCharts(resolveGameFolder(arg));
}

export function printJsonOr(io: Io, json: boolean | undefined, value: unknown, human: () => string[]): void {
  if (json) io.out(JSON.stringify(value, null, 2));
  else io.out((terminalWidth(io) ? wrapLines(human(), terminalWidth(io)) : human()).join('\n'));
}
