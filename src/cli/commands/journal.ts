import type { Command } from 'commander';
import { readJournal, updateJournal } from '../../assist/journal/journal.js';
import { entryInWords, replayJournal, undoLast, valueWords } from '../../assist/journal/journal-tools.js';
import { InputError, type Io } from '../io.js';

const SHOW_CHUNK = 1000;

export function registerJournal(program: Command, io: Io): void {
  const journal = program.command('journal').description('the game journal kept with --journal');
  journal
    .command('show')
    .description('print a journal in words: the state, then one line per entry (turn, command, inputs, dice, result)')
    .argument('<file>', 'journal file')
    .option('--json', 'print the journal as it is stored')
    .action((file: string, flags: { json?: boolean }) => {
      const j = readJournal(file);
      if (flags.json) return io.out(JSON.stringify(j, null, 2));
      const lines = [`Journal of ${j.game}, started ${j.created}${j.rng ? `, seeded "${j.rng.seed}"` : ''}`];
      const state = Object.entries(j.state).filter(([k]) => k !== 'positions');
      if (state.length) lines.push('State:', ...state.map(([k, v]) => `  ${k}: ${valueWords(v)}`));
      lines.push(`${j.entries.length} entr${j.entries.length === 1 ? 'y' : 'ies'}:`);
      io.out(lines.join('\n'));
      // Printed a thousand entries at a time: a journal's hundred thousand lines are never one string or one
      // spread of arguments (which overflowed the stack), and memory stays in proportion to a chunk.
      for (let i = 0; i < j.entries.length; i += SHOW_CHUNK)
        io.out(
          j.entries
            .slice(i, i + SHOW_CHUNK)
            .map((e, k) => `  ${entryInWords(e, i + k + 1)}`)
            .join('\n'),
        );
      if (j.pending)
        io.out(
          `Waiting for a choice: ${j.pending.command}: ${j.pending.question} (${j.pending.rule}); ` +
            `answer with --choose ${j.pending.options.join('|')}`,
        );
    });

  journal
    .command('undo')
    .description(
      'take back the last entry (or a choice still waiting): its state put back, the dice generator where it was',
    )
    .argument('<file>', 'journal file')
    .option('--json', 'print JSON')
    .action((file: string, flags: { json?: boolean }) => {
      const game = readJournal(file).game;
      let undone: ReturnType<typeof undoLast> | undefined;
      updateJournal(file, game, (j) => {
        undone = undoLast(j);
      });
      const u = undone!;
      const what =
        u.kind === 'entry'
          ? `entry ${entryInWords(u.entry, u.number)}`
          : `the choice waiting in ${u.pending.command}: ${u.pending.question}`;
      if (flags.json) return io.out(JSON.stringify({ undone: u }, null, 2));
      io.out(`Undone: ${what}`);
    });

  journal
    .command('replay')
    .description(
      'draw every machine die again from the journal’s first seed and check each entry’s dice; ' +
        'exit 1 at the first difference',
    )
    .argument('<file>', 'journal file')
    .option('--json', 'print JSON')
    .action((file: string, flags: { json?: boolean }) => {
      const j = readJournal(file);
      const r = replayJournal(j);
      if (flags.json) io.out(JSON.stringify(r, null, 2));
      else {
        const lines = [
          r.seed
            ? `Replayed ${j.entries.length} entries from seed "${r.seed}": ${r.machineDice} machine dice drawn again`
            : `No seeded dice in ${file}: nothing to replay`,
        ];
        if (r.unseeded.length)
          lines.push(
            `Entries ${r.unseeded.join(', ')} rolled with the unseeded generator; their dice cannot be drawn again`,
          );
        if (!r.difference) lines.push(`Every machine die reproduces (${r.checked} entries with machine dice)`);
        io.out(lines.join('\n'));
      }
      if (r.difference) {
        const d = r.difference;
        throw new InputError(
          `entry ${d.entry} (${d.command})${d.roll ? `, roll ${d.roll}` : ''} does not reproduce: ${d.why}`,
        );
      }
    });
}
