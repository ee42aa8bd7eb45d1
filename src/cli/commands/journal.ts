import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { readJournal, updateJournal } from '../../assist/journal/journal.js';
import type { Journal, PendingChoice } from '../../assist/journal/journal-format.js';
import {
  entryInWords,
  laterSeeds,
  replayJournal,
  seedsOf,
  undoLast,
  type ReplayReport,
  type UncheckedDice,
} from '../../assist/journal/journal-tools.js';
import type { EntryWords } from '../../assist/journal/journal-entries.js';
import type { Scenario } from '../../model/scenario.js';
import { catalogueWords, ownWords } from '../../print/catalogue/index.js';
import { checkLang, refusingIn, reportWords, withLang } from '../report-lang.js';
import { asMessage, KeyedRefusal, msg, render, type Message, type MessageKey } from '../../assist/messages.js';
import { journalSummary } from '../../rules/journal-summary.js';
import { gameKeyName, stateWords, summaryFacts } from '../../rules/journal-words.js';
import { loadGame } from '../assist-support.js';
import { hookModules } from '../../games/game-hooks.js';
import { loadGameMessages } from '../../games/game-messages.js';
import type { Io } from '../io.js';

const SHOW_CHUNK = 1000;

export function registerJournal(program: Command, io: Io): void {
  const journal = program.command('journal').description('the game journal kept with --journal');
  const show = journal
    .command('show')
    .description('print a journal in words: the state, then one line per entry (turn, command, inputs, dice, result)')
    .argument('<file>', 'journal file')
    .option('--game <folder>', "the game's folder, when it is not a bundled game nor a folder named like its id")
    .option('--json', 'print the journal as it is stored');
  withLang(show).action(async (file: string, flags: { json?: boolean; game?: string; lang: string }) => {
    checkLang(flags.lang);
    const j = readJournal(file);
    if (flags.json) return io.out(JSON.stringify(j, null, 2));
    // The game is read for the summary's sides and deck, and for its names in the language (its locale).
    const facts = Object.keys(j.state).length || j.withdrawn?.length ? gameFacts(j.game, file, flags.game) : {};
    // The words of the state the game keeps are its hooks' messages: registered when their modules load.
    const modules = facts.scenario ? hookModules(facts.scenario) : [];
    for (const m of modules) await loadGameMessages(m);
    const w = showWords(flags.lang, facts.scenario, modules);
    await refusingIn(flags.lang, facts.scenario, () => {
      // The seed the journal started from, and each new one given along the way (its generator names the last).
      const seeds = seedsOf(j);
      const seeded = seeds.length ? msg('journal.show.seeded', { seed: seeds[0].seed, later: laterSeeds(seeds) }) : '';
      const lines = [w.say(msg('journal.show.header', { game: j.game, created: dateWords(j.created), seeded }))];
      // A short summary of where the game stands; the whole state is --json's (issue #24: it was one long line).
      if (Object.keys(j.state).length || j.withdrawn?.length) {
        // English names a side as the game's data does ("Allied"); another language's words name it already.
        const sideName = facts.scenario ? w.idName : undefined;
        lines.push(...journalSummary(j, { render: w.say, words: w.state, unitName: w.unit, sideName, ...facts }));
        // Positions by side need the game's units: say why they are listed without sides, and how to fix it.
        if (!facts.sideOf) lines.push(w.say(msg('journal.show.noGame', { game: j.game, flag: '--game' })));
      }
      lines.push(
        w.say(msg(j.entries.length === 1 ? 'journal.show.entry' : 'journal.show.entries', { count: j.entries.length })),
      );
      io.out(lines.join('\n'));
      // Printed a thousand entries at a time: a journal's hundred thousand lines are never one string or one
      // spread of arguments (which overflowed the stack), and memory stays in proportion to a chunk.
      for (let i = 0; i < j.entries.length; i += SHOW_CHUNK)
        io.out(
          j.entries
            .slice(i, i + SHOW_CHUNK)
            .map((e, k) => `  ${w.line(entryInWords(e, i + k + 1, w.entry))}`)
            .join('\n'),
        );
      if (j.pending) {
        const p = j.pending;
        const question = questionOf(p, w.say);
        const options = p.options.join('|');
        io.out(w.say(msg('journal.show.waiting', { command: p.command, question, rule: p.rule, options })));
      }
    });
  });

  const undo = journal
    .command('undo')
    .description(
      'take back the last entry (or a choice still waiting): its state put back, the dice generator where it was',
    )
    .argument('<file>', 'journal file')
    .option('--json', 'print JSON');
  withLang(undo).action(async (file: string, flags: { json?: boolean; lang: string }) => {
    checkLang(flags.lang);
    const game = readJournal(file).game;
    // The game is read only for its names in another language (its locale); English needs nothing of it.
    const s = flags.lang === 'en' ? undefined : gameFacts(game, file).scenario;
    const w = showWords(flags.lang, s);
    let undone: ReturnType<typeof undoLast> | undefined;
    await refusingIn(flags.lang, s, () =>
      updateJournal(file, game, (j) => {
        undone = undoLast(j);
      }),
    );
    const u = undone!;
    if (flags.json) return io.out(JSON.stringify({ undone: u }, null, 2));
    const what =
      u.kind === 'entry'
        ? msg('journal.undone.entry', { entry: entryInWords(u.entry, u.number, w.entry) })
        : msg('journal.undone.choice', { command: u.pending.command, question: questionOf(u.pending, w.say) });
    const spent =
      u.kind === 'entry'
        ? u.entry.rolls.filter((r) => !r.entered).reduce((n, r) => n + r.faces.length, 0)
        : u.pending.machine.length;
    io.out(w.say(what));
    if (spent) io.out(w.say(msg(spent === 1 ? 'journal.undoSpentOne' : 'journal.undoSpent', { dice: spent })));
  });

  const replay = journal
    .command('replay')
    .description(
      'draw every machine die again from the journal’s first seed and check each entry’s dice; ' +
        'exit 1 at the first difference',
    )
    .argument('<file>', 'journal file')
    .option('--json', 'print JSON');
  withLang(replay).action(async (file: string, flags: { json?: boolean; lang: string }) => {
    checkLang(flags.lang);
    const j = readJournal(file);
    const s = flags.lang === 'en' ? undefined : gameFacts(j.game, file).scenario;
    const w = showWords(flags.lang, s);
    const r = replayJournal(j);
    if (flags.json) io.out(JSON.stringify(r, null, 2));
    else io.out(replayLines(j, r, file).map(w.say).join('\n'));
    if (r.difference) {
      const d = r.difference;
      await refusingIn(flags.lang, s, () => {
        throw new KeyedRefusal(
          msg('refused.notReproduced', {
            was: d.withdrawn ? msg('journal.was') : '',
            entry: d.entry,
            command: d.generator ? msg('journal.generator') : d.command,
            roll: d.roll ? msg('refused.rollNumber', { roll: d.roll }) : '',
            why: d.why,
          }),
        );
      });
    }
  });
}

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => `journal.month.${m}` as MessageKey);

/** A journal's start as a date and a time in UTC, where it keeps an ISO timestamp; anything else as it is kept. */
function dateWords(iso: string): Message | string {
  const d = new Date(iso);
  if (!/^\d{4}-\d\d-\d\dT/.test(iso) || Number.isNaN(d.getTime())) return iso;
  const time = `${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
  return msg('journal.date', {
    day: d.getUTCDate(),
    month: msg(MONTHS[d.getUTCMonth()]),
    year: d.getUTCFullYear(),
    time,
  });
}

/** What `journal replay` found, as keyed lines: the seeds and dice drawn again, what reproduced, what was not. */
function replayLines(j: Journal, r: ReplayReport, file: string): Message[] {
  const count = (n: number, one: MessageKey, many: MessageKey) => msg(n === 1 ? one : many, { count: n });
  const lines = [
    r.seed
      ? msg('journal.replay.head', {
          entries: count(j.entries.length, 'journal.replay.entry', 'journal.replay.entries'),
          seed: r.seed,
          // The seeds after the one replay started from, in the order the journal took them up.
          later: laterSeeds([{ seed: r.seed, from: 1 }, ...seedsOf(j).filter((x) => x.seed !== r.seed)]),
          dice: count(r.machineDice, 'journal.replay.die', 'journal.replay.dice'),
        })
      : msg('journal.replay.nothing', { file }),
  ];
  if (r.unseeded.length)
    lines.push(
      msg(r.unseeded.length === 1 ? 'journal.replay.unseededOne' : 'journal.replay.unseeded', {
        entries: r.unseeded.join(', '),
      }),
    );
  if (r.withdrawn) lines.push(count(r.withdrawn, 'journal.replayWithdrawnOne', 'journal.replayWithdrawn'));
  if (!r.difference && !r.unchecked.length) {
    const rolls = count(r.checked, 'journal.replay.withDiceOne', 'journal.replay.withDice');
    const withdrawn = count(r.withdrawn, 'journal.replay.takenBackOne', 'journal.replay.takenBack');
    if (!r.withdrawn) lines.push(msg('journal.replay.all', { rolls }));
    else if (!r.checked) lines.push(msg('journal.replay.all', { rolls: withdrawn }));
    else lines.push(msg('journal.replay.allBoth', { rolls, withdrawn }));
  } else if (!r.difference)
    lines.push(
      msg('journal.replayPartial', { checked: r.machineDice, total: r.totalMachineDice }),
      // Unseeded entries are named on the line above.
      ...r.unchecked
        .filter((u) => u.withdrawn || u.why !== 'unseeded' || !r.unseeded.includes(u.entry))
        .map(uncheckedMessage),
    );
  return lines;
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
function questionOf(p: PendingChoice, say: (m: Message) => string = render): string {
  const said = asMessage(p.said);
  return said ? say(said) : p.question;
}

/**
 * How `journal show` words a journal in a language: keyed lines through the rules' words and the game's names,
 * an entry's fixed words and inputs' names through the words the companion page's journal tab uses, the state
 * through the game's hooks' words (stateWords, which the page's journal tab uses too). English is the code's own
 * wording, unchanged.
 */
function showWords(
  lang: string,
  s?: Scenario,
  modules: readonly string[] = [],
): {
  say: (m: Message) => string;
  line: (t: string) => string;
  entry?: EntryWords;
  state?: EntryWords;
  unit?: (ref: string) => string;
  idName: (id: string) => string;
} {
  if (lang === 'en') return { say: (m) => render(m), line: (t) => t, ...stateWords({ lang, scenario: s, modules }) };
  const rw = reportWords(lang, s);
  const page = s ? ownWords(s, lang, 'companion') : catalogueWords(lang, 'companion');
  // An area kept by its id ("lemberg") is named as the map names it ("Lemberg", «Лемберг»): the id read as a word
  // was lower-cased with it («лемберг»).
  const areas = new Map(s?.map?.kind === 'area' ? s.map.areas.map((a) => [a.id, a.name] as const) : []);
  const say = (m: Message) => rw.line(render(m, rw.words, (v) => rw.name(areas.get(v) ?? v)));
  const entry: EntryWords = {
    word: (x) => page[`journal.${x}`] ?? x,
    key: (x, raw) =>
      page[`journal.key.${x}`] ?? (raw === undefined ? undefined : gameKeyName(raw, rw.name, s?.game.options)) ?? x,
    // A command is what the player types again: as the journal keeps it.
    command: (x) => x,
    text: (x) =>
      page[`choice.${x}`] ?? page[`report.word.${x}`] ?? rw.words[`report.word.${x}`] ?? rw.name(areas.get(x) ?? x),
    message: say,
  };
  return { say, line: rw.line, entry, ...stateWords({ lang, scenario: s, modules, word: (k) => rw.words[k], entry }) };
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
): { deckSize?: number; sideOf?: (unit: string) => string | undefined; scenario?: Scenario } {
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
      return { ...summaryFacts(s), scenario: s };
    } catch {
      // Not this folder: try the next.
    }
  }
  return {};
}
