import type { Command } from 'commander';
import type { Io } from '../io.js';
import { withDiceOptions, loadGameCharts, printJsonOr, cliEnvironment } from '../table-env.js';
import { runCrt, type CrtFlags } from '../../assist/table/crt-reader.js';
import { linesText } from '../../assist/table/procedure.js';

export { ODDS_MAX, SHIFT_MAX, parseOddsFlag } from '../../assist/table/crt-reader.js';

export function registerCrt(program: Command, io: Io): void {
  withDiceOptions(
    program
      .command('crt')
      .description(
        'read a combat results table: odds or differential, column shifts, die modifiers, ' +
          'the odds of each result, then the roll; odds past the chart read as the game’s rules say',
      )
      .argument('<game>', 'bundled game id or game folder')
      .option('--table <id>', 'which CRT (default: the first in the game)')
      .option('--odds <a:d>', 'attack and defence totals, e.g. 24:8')
      .option('--diff <n>', 'the differential, attacker minus defender')
      .option('--shift <n>', 'net column shift, positive favours the attacker', '0')
      .option('--drm <n>', 'net die roll modifier', '0')
      .option('--roll <n>', 'the dice total as you rolled it by hand')
      .option('--no-roll', 'the same as --preview: the odds only, nothing rolled or written')
      .option('--explain', 'each result in full, with the readings of the game options it depends on'),
  ).action(async (game: string, flags: CrtFlags) => {
    const book = loadGameCharts(game);
    const r = await runCrt({ env: cliEnvironment(flags) }, book, flags);
    printJsonOr(io, flags.json, r.json, () => linesText(r.lines));
  });
}
