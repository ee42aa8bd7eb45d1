import type { Command } from 'commander';
import type { Io } from '../io.js';
import { withDiceOptions, loadGameCharts, printJsonOr, cliEnvironment } from '../table-env.js';
import { runCrt, type CrtFlags } from '../../assist/table/crt-reader.js';
import { lineText } from '../../assist/table/procedure.js';
import { loadGame } from '../assist-support.js';
import { checkLang, noteLang, refusingIn, reportWords, withLang } from '../report-lang.js';

export { ODDS_MAX, SHIFT_MAX, parseOddsFlag } from '../../assist/table/crt-reader.js';

export function registerCrt(program: Command, io: Io): void {
  const cmd = withDiceOptions(
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
  );
  withLang(cmd).action(async (game: string, flags: CrtFlags & { lang: string }) => {
    // In English the charts alone are read (fast); another language needs the game's locale for its names.
    const s = flags.lang === 'en' ? undefined : loadGame(game);
    checkLang(flags.lang, s);
    if (s) noteLang(flags.lang, s, io);
    const book = s ?? loadGameCharts(game);
    const r = await refusingIn(flags.lang, s, () => runCrt({ env: cliEnvironment(flags) }, book, flags));
    const { words, name, line } = reportWords(flags.lang, s);
    printJsonOr(io, flags.json, r.json, () => r.lines.map((l) => line(lineText(l, words, name))));
  });
}
