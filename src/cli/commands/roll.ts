import type { Command } from 'commander';
import { rollDice } from '../../assist/dice/roll-dice.js';
import { cryptoSource, seededSource } from '../../assist/dice/random-source.js';
import type { Io } from '../io.js';
import { KeyedUsage, msg, render, type Message } from '../../assist/messages.js';
import { checkLang, refusingIn, reportWords, withLang, type ReportWords } from '../report-lang.js';
import { parseInteger } from '../assist-support.js';
import { sumDistribution } from '../../assist/dice/sum-distribution.js';
import type { CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { probabilityBarLines } from '../format/probability-bars.js';

/** More dice than any table rolls at once, and more sides than any die: beyond these it is a slip. */
const MOST_DICE = 999;
const MOST_SIDES = 9999;
const PREVIEW_DICE = 20;

/** The exact chance of each total of NdM, as fractions of every way the dice fall. */
function totalChances(count: number, sides: number): CrtOutcome[] {
  const { outcomes, ways } = sumDistribution({ count, sides });
  return [...ways]
    .sort((a, b) => a[0] - b[0])
    .map(([t, w]) => ({ code: String(t), meaning: '', probability: w / outcomes, fraction: `${w}/${outcomes}` }));
}

export function registerRoll(program: Command, io: Io): void {
  withLang(
    program
      .command('roll')
      .description('roll dice: cryptographic by default, repeatable with --seed')
      .argument('[dice]', 'NdM, e.g. 1d6 or 2d6', '1d6')
      .option('--seed <seed>', 'seed the dice so the roll can be repeated')
      .option('--preview', 'the chance of each total; nothing rolled')
      .option('--json', 'print JSON'),
  ).action(async (spec: string, flags: { seed?: string; json?: boolean; preview?: boolean; lang: string }) => {
    checkLang(flags.lang);
    await refusingIn(flags.lang, undefined, () => rollOnce(spec, flags, reportWords(flags.lang), io));
  });
}

/** One roll (or its preview) of `spec`, reported in the language of `rw`'s words (its dice as its aids write them). */
function rollOnce(
  spec: string,
  flags: { seed?: string; json?: boolean; preview?: boolean },
  rw: ReportWords,
  io: Io,
): void {
  const said = (m: Message) => render(m, rw.words, rw.name);
  const m = spec.match(/^(\d+)d(\d+)$/i);
  if (!m) throw new KeyedUsage(msg('refused.diceSpec', { spec }));
  const count = parseInteger(m[1], msg('refused.diceCount', { spec }), 1, MOST_DICE, msg('refused.diceCountWhy'));
  const sides = parseInteger(m[2], msg('refused.diceSides', { spec }), 2, MOST_SIDES, msg('refused.diceSidesWhy'));
  if (flags.preview) {
    // Beyond this many dice the table of totals is no help to a player, and its counts outgrow exact numbers.
    if (count > PREVIEW_DICE) throw new KeyedUsage(msg('refused.previewDice', { most: PREVIEW_DICE, spec, count }));
    const outcomes = totalChances(count, sides);
    if (flags.json) io.out(JSON.stringify({ spec: `${count}d${sides}`, preview: true, outcomes }));
    else
      io.out(
        [msg('dice.previewHead', { spec: `${count}d${sides}` }), ...probabilityBarLines(outcomes)].map(said).join('\n'),
      );
    return;
  }
  const source = flags.seed !== undefined ? seededSource(flags.seed) : cryptoSource();
  const roll = rollDice({ count, sides }, source);
  if (flags.json) {
    io.out(JSON.stringify({ ...roll, entered: false, seed: flags.seed }));
    return;
  }
  const faces = `${roll.faces.join(' + ')}${roll.faces.length > 1 ? ` = ${roll.total}` : ''}`;
  io.out(said(msg('dice.rolled', { spec: roll.spec, faces, by: msg('dice.machine') })));
}
