import type { Command } from 'commander';
import { rollDice } from '../../assist/dice/roll-dice.js';
import { cryptoSource, seededSource } from '../../assist/dice/random-source.js';
import { UsageError, type Io } from '../io.js';
import { parseInteger } from '../assist-support.js';

/** More dice than any table rolls at once, and more sides than any die: beyond these it is a slip. */
const MOST_DICE = 999;
const MOST_SIDES = 9999;

export function registerRoll(program: Command, io: Io): void {
  program
    .command('roll')
    .description('roll dice: cryptographic by default, repeatable with --seed')
    .argument('[dice]', 'NdM, e.g. 1d6 or 2d6', '1d6')
    .option('--seed <seed>', 'seed the dice so the roll can be repeated')
    .option('--json', 'print JSON')
    .action((spec: string, flags: { seed?: string; json?: boolean }) => {
      const m = spec.match(/^(\d+)d(\d+)$/i);
      if (!m) throw new UsageError(`dice are written NdM, e.g. 2d6; "${spec}" is not`);
      const count = parseInteger(m[1], `N in ${spec}`, 1, MOST_DICE, 'how many dice');
      const sides = parseInteger(m[2], `M in ${spec}`, 2, MOST_SIDES, 'the sides of each die');
      const source = flags.seed !== undefined ? seededSource(flags.seed) : cryptoSource();
      const roll = rollDice({ count, sides }, source);
      if (flags.json) io.out(JSON.stringify({ ...roll, seed: flags.seed }));
      else io.out(`${roll.spec}: ${roll.faces.join(' + ')}${roll.faces.length > 1 ? ` = ${roll.total}` : ''}`);
    });
}
