import type { Command } from 'commander';
import { readJournal } from '../../assist/journal/journal.js';
import type { Io } from '../io.js';

export function registerJournal(program: Command, io: Io): void {
  const journal = program.command('journal').description('the game journal kept with --journal');
  journal
    .command('show')
    .description('print a journal: state and every roll')
    .argument('<file>', 'journal file')
    .option('--json', 'print JSON')
    .action((file: string, flags: { json?: boolean }) => {
      const j = readJournal(file);
      if (flags.json) return io.out(JSON.stringify(j, null, 2));
      io.out(`Journal of ${j.game}, started ${j.created}${j.rng ? ` (seeded: ${j.rng.seed})` : ''}`);
      const state = Object.entries(j.state);
      if (state.length) io.out('State:\n' + state.map(([k, v]) => `  ${k}: ${JSON.stringify(v)}`).join('\n'));
      io.out(`${j.entries.length} entr${j.entries.length === 1 ? 'y' : 'ies'}:`);
      for (const e of j.entries) {
        const rolls = e.rolls
          .map(
            (r) =>
              `${r.spec}=${r.total}${r.faces.length > 1 ? ` (${r.faces.join('+')})` : ''}` +
              `${r.entered ? ' by hand' : ''}`,
          )
          .join(', ');
        io.out(
          `  ${e.at}  ${e.command} ${JSON.stringify(e.inputs)}${rolls ? `  rolled ${rolls}` : ''}  → ` +
            `${typeof e.result === 'string' ? e.result : JSON.stringify(e.result)}`,
        );
      }
    });
}
