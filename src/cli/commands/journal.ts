import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { readJournal, updateJournal } from '../../assist/journal/journal.js';
import type { PendingChoice } from '../../assist/journal/journal-format.js';
import { entryInWords, replayJournal, undoLast, type UncheckedDice } from '../../assist/journal/journal-tools.js';
import { asMessage, KeyedRefusal, msg, render, type Message } from '../../assist/messages.js';
import { journalSummary } from '../../rules/journal-summary.js';
import { loadGame } from '../assist-support.js';
import { refsOf } from '../../model/unit-refs.js';
import type { Io } from '../io.js';

const SHOW_CHUNK = 1000;

export function registerJournal(program: Command, io: Io): void {
  const journal = program.command('journal').description('the game journal kept with --journal');
  journal
    .command('show')
    .description('print a journal in words: the state, then one line per entry (turn, command, inputs, dice, result)')
    .argument('<file>', 'journal file')
    .option('--game <folder>', "the game's folder, when it is not a bundled game nor a folder named like its id")
    .option('--json', 'print the journal as it is stored')
    .action((file: string, flags: { json?: boolean; game?: string }) => {
      const j = readJournal(file);
      if (flags.json) return io.out(JSON.stringify(j, null, 2));
      const lines = [`Journal of ${j.game}, started ${j.created}${j.rng ? `, seeded "${j.rng.seed}"` : ''}`];
      // A short summary of where the game stands; the whole state is --json's (issue #24: it was one long line).
      if (Object.keys(j.state).length || j.withdrawn?.length) {
        const facts = gameFacts(j.game, file, flags.game);
        lines.push(...journalSummary(j, { render: (m) => render(m), ...facts }));
        // Positions by side need the game's units: say why they are listed without sides, and how to fix it.
        if (!facts.sideOf)
          lines.push(
            `(the game "${j.game}" was not found beside the journal or here, so units are listed without sides; ` +
              'give --game FOLDER)',
          );
      }
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
          `Waiting for a choice: ${j.pending.command}: ${questionOf(j.pending)} (${j.pending.rule}); ` +
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
          : `the choice waiting in ${u.pending.command}: ${questionOf(u.pending)}`;
      if (flags.json) return io.out(JSON.stringify({ undone: u }, null, 2));
      const spent =
        u.kind === 'entry'
          ? u.entry.rolls.filter((r) => !r.entered).reduce((n, r) => n + r.faces.length, 0)
          : u.pending.machine.length;
      io.out(`Undone: ${what}`);
      if (spent) io.out(render(msg('journal.undoSpent', { dice: spent })));
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
        if (r.withdrawn) lines.push(render(msg('journal.replayWithdrawn', { count: r.withdrawn })));
        if (!r.difference && !r.unchecked.length)
          lines.push(`Every machine die reproduces (${r.checked} entries with machine dice)`);
        else if (!r.difference)
          lines.push(
            render(msg('journal.replayPartial', { checked: r.machineDice, total: r.totalMachineDice })),
            // Unseeded entries are named on the line above.
            ...r.unchecked
              .filter((u) => u.withdrawn || u.why !== 'unseeded' || !r.unseeded.includes(u.entry))
              .map((u) => render(uncheckedMessage(u))),
          );
        io.out(lines.join('\n'));
      }
      if (r.difference) {
        const d = r.difference;
        throw new KeyedRefusal(
          msg('refused.notReproduced', {
            was: d.withdrawn ? msg('journal.was') : '',
            entry: d.entry,
            command: d.generator ? msg('journal.generator') : d.command,
            roll: d.roll ? msg('refused.rollNumber', { roll: d.roll }) : '',
            why: d.why,
          }),
        );
      }
    });
}

/** Why a roll's machine dice were not drawn again, in words. */
function uncheckedMessage(u: UncheckedDice): Message {
  const values = { entry: u.entry, command: u.command, dice: u.dice };
  if (u.why === 'sides-unknown')
    return msg('journal.unchecked.sidesUnknown', { ...values, was: u.withdrawn ? msg('journal.was') : '' });
  if (u.why === 'off-the-sequence') return msg('journal.unchecked.offSequence', values);
  return msg(u.withdrawn ? 'journal.unchecked.withdrawnUnseeded' : 'journal.unchecked.unseeded', values);
}

/** A waiting question in words: its keyed message where the journal keeps one (older journals: English only). */
function questionOf(p: PendingChoice): string {
  const said = asMessage(p.said);
  return said ? render(said) : p.question;
}

/**
 * What the summary reads of the game: its deck's size, and each unit's side (by its refs); none if unloadable.
 * The game is the folder given, else the bundled game of the journal's id, else a folder named like the id beside
 * the journal or in the working folder (a designer's game, which a journal names by id only). A folder whose game
 * has another id is not the journal's game.
 */
function gameFacts(
  game: string,
  file: string,
  folder?: string,
): { deckSize?: number; sideOf?: (unit: string) => string | undefined } {
  if (folder) {
    // A folder the player names is loaded for its own errors, and must be the journal's game.
    const id = loadGame(folder).game.id;
    if (id !== game)
      throw new KeyedRefusal(msg('journal.otherGame', { flag: '--game', folder, game: id, file, journal: game }));
  }
  const tried = folder ? [folder] : [game, join(dirname(file), game)];
  for (const at of tried) {
    try {
      const s = loadGame(at);
      if (s.game.id !== game) continue;
      const sides = new Map(s.units.flatMap((u) => refsOf(u).map((r) => [r, u.side] as const)));
      return { deckSize: s.cards?.cards.reduce((n, c) => n + c.count, 0), sideOf: (u) => sides.get(u) };
    } catch {
      // Not this folder: try the next.
    }
  }
  return {};
}
