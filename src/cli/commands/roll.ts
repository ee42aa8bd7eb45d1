import type { Command } from 'commander';
import { rollDice } from '../../assist/dice/roll-dice.js';
import { cryptoSource, seededSource } from '../../assist/dice/random-source.js';
import { UsageError, type Io } from '../io.js';

export function registerRoll(program: Command, io: Io): void {
  program
    .command('roll')
    .description('roll dice: cryptographic by default, repeatable with --seed')
    .argument('[dice]', 'NdM, e.g. 1d6 or 2d6', '1d6')
    .option('--seed <seed>', 'seed the dice so the roll can be repeated')
    .option('--json', 'print JSON')
    .action((spec: string, flags: { seed?: string; json?: boolean }) => {
      const m = spec.match(/^(\d{1,3})d(\d{1,4})$/i);
      if (!m || Number(m[1]) < 1 || Number(m[2]) < 2)
        throw new UsageError(`dice are written NdM, e.g. 2d6; "${spec}" is not`);
      const source = flags.seed !== undefined ? seededSource(flags.seed) : cryptoSource();
      const roll = rollDice({ count: Number(m[1]), sides: Number(m[2]) }, source);
      if (flags.json) io.out(JSON.stringify({ ...roll, seed: flags.seed }));
      else io.out(`${roll.spec}: ${roll.faces.join(' + ')}${roll.faces.length > 1 ? ` = ${roll.total}` : ''}`);
    });
}
