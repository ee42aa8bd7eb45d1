import { KeyedRefusal, asMessages, msg, render, type Message } from '../messages.js';
import type { Journal, JournalEntry, JournalRoll, PendingChoice, WithdrawnRoll } from './journal-format.js';

// Undo and the words for entries, without the seeded replay (which hashes seeds with Node's crypto): the table
// companion undoes in the browser exactly as `journal undo` does.

export type Undone =
  | { kind: 'entry'; entry: JournalEntry; number: number }
  | { kind: 'pending'; pending: PendingChoice };

/**
 * Takes the journal back by one step: a choice still waiting for its answer goes first, else the last entry,
 * with every state key it changed put back. The generator is not put back: dice once rolled are spent, so the
 * command run again (or another declaration in its place) draws the next dice, never the ones just seen. What
 * was taken back is kept in `withdrawn` with its dice, for the players to read and for replay to draw again.
 */
export function undoLast(j: Journal, now = new Date().toISOString()): Undone {
  if (j.pending) {
    const pending = j.pending;
    withdraw(j, {
      at: pending.at,
      undone: now,
      kind: 'choice',
      command: pending.command,
      number: j.entries.length + 1,
      inputs: pending.flags,
      rolls: pendingRolls(pending),
      ...(pending.rng ? { rng: pending.rng } : {}),
    });
    delete j.pending;
    return { kind: 'pending', pending };
  }
  const entry = j.entries[j.entries.length - 1];
  if (!entry) throw new KeyedRefusal(msg('refused.nothingToUndo'));
  const number = j.entries.length;
  if (!entry.undo) throw new KeyedRefusal(msg('refused.undoOld', { n: number, command: entry.command }));
  for (const [k, v] of Object.entries(entry.undo.state)) j.state[k] = v;
  for (const k of entry.undo.absent) delete j.state[k];
  if (entry.rolls.length)
    withdraw(j, {
      at: entry.at,
      undone: now,
      kind: 'entry',
      command: entry.command,
      number,
      inputs: entry.inputs,
      rolls: entry.rolls,
      ...(entry.rng ? { rng: entry.rng } : {}),
    });
  j.entries.pop();
  return { kind: 'entry', entry, number };
}

function withdraw(j: Journal, w: WithdrawnRoll): void {
  (j.withdrawn ??= []).push(w);
}

/** A waiting choice's machine dice as rolls: one die each, its sides as drawn (six for a choice kept before). */
function pendingRolls(p: PendingChoice): JournalRoll[] {
  return p.machine.map((f, i) => {
    const sides = p.machineSides?.[i];
    return { spec: `1d${sides ?? 6}`, faces: [f], total: f, entered: false, ...(sides ? {} : { sidesUnknown: true }) };
  });
}

const keyWords = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * The words an entry is written in. The CLI writes English; the table companion passes its page's language, so
 * the same entry reads in Russian there while the CLI's output stays as it is.
 */
export interface EntryWords {
  /**
   * A fixed word of the line ("turn", "turn unknown", "dice", "no dice", "by hand", "machine", "yes", "no", "none").
   */
  word(english: string): string;
  /**
   * An input's name, as `words` spells the key ("retreat rolls"); `raw` is the key as the journal keeps it, which
   * may be a name of the game's own (a town, a game option) that the front end names in its language.
   */
  key(english: string, raw?: string): string;
  /** The command that wrote the entry ("move GAME"). */
  command(english: string): string;
  /** A value the journal holds as text: a unit, a hex, a result, a step of the report. */
  text(english: string): string;
  /** A result the journal keeps as keyed messages, in these words; without it the English `result` is shown. */
  message?(m: Message): string;
}

const same = (x: string) => x;
export const ENGLISH_ENTRY_WORDS: EntryWords = { word: same, key: same, command: same, text: same };

/**
 * Nothing to say: no value, an empty list or object. Left out of an object's and an entry's words, which read as a
 * run of "none" otherwise ("attacked none, may not return none", Russian «нет, … нет»). Numbers, 0 among them, and
 * "no" are kept: "collapsed no" says something.
 */
const empty = (x: unknown): boolean =>
  x === undefined ||
  x === null ||
  (Array.isArray(x) && !x.length) ||
  (typeof x === 'object' && !Array.isArray(x) && Object.values(x as object).every(empty));

/**
 * A key and its value in words. Odds are the two totals as a player writes them ("12:4", not "12, 4"); a value whose
 * words begin with the key's is said alone (Russian «таблица Таблица результатов боя» read the word twice).
 */
function pairWords(k: string, x: unknown, w: EntryWords): string {
  const key = w.key(keyWords(k), k);
  const value =
    k === 'odds' && Array.isArray(x) && x.length === 2 && x.every((n) => typeof n === 'number')
      ? `${x[0]}:${x[1]}`
      : valueWords(x, w);
  return value.toLowerCase().startsWith(key.toLowerCase()) ? value : `${key} ${value}`;
}

/** A value as a person reads it: lists joined, yes and no, objects as "key value" (their empty keys left out). */
export function valueWords(v: unknown, w: EntryWords = ENGLISH_ENTRY_WORDS): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return w.word(v ? 'yes' : 'no');
  if (Array.isArray(v)) return v.length ? v.map((x) => valueWords(x, w)).join(', ') : w.word('none');
  if (typeof v === 'object') {
    const kept = Object.entries(v as Record<string, unknown>).filter(([, x]) => !empty(x));
    return kept.length ? kept.map(([k, x]) => pairWords(k, x, w)).join(', ') : w.word('none');
  }
  return typeof v === 'string' ? w.text(v) : String(v);
}

/** "3d6: 5 4 4 = 13 (machine)" */
export function rollInWords(r: JournalRoll, w: EntryWords = ENGLISH_ENTRY_WORDS): string {
  const faces = r.faces.length > 1 ? `: ${r.faces.join(' ')} = ${r.total}` : ` = ${r.total}`;
  return `${w.text(r.spec)}${faces} (${w.word(r.entered ? 'by hand' : 'machine')})`;
}

/** One line for an entry: number, turn, command, inputs in words, the dice and who rolled them, the result. */
export function entryInWords(e: JournalEntry, n: number, w: EntryWords = ENGLISH_ENTRY_WORDS): string {
  const turn = e.turn ?? (typeof e.inputs.turn === 'number' ? e.inputs.turn : undefined);
  const inputs = Object.entries(e.inputs)
    // An input given as false is a flag left out: as little to say as an empty list.
    .filter(([k, v]) => !empty(v) && v !== false && k !== 'turn')
    .map(([k, v]) => pairWords(k, v, w))
    .join('; ');
  const dice = e.rolls.length
    ? ` | ${w.word('dice')} ${e.rolls.map((r) => rollInWords(r, w)).join('; ')}`
    : ` | ${w.word('no dice')}`;
  const what = `${w.command(e.command)}${inputs ? `: ${inputs}` : ''}`;
  // Kept messages are said in the front end's words, English by default: the result's text is their English.
  const say = w.message ?? ((m: Message) => render(m));
  const said = asMessages(e.said);
  // A result said in several sentences reads as sentences: "(6.3). Turn 1 is over", not "(6.3), Turn 1 is over".
  const result = said
    ? said.map(say).reduce((all, next, i) => (i ? `${all}${/^\p{Lu}/u.test(next) ? '. ' : ', '}${next}` : next), '')
    : valueWords(e.result, w);
  // An entry recorded before the journal knew the turn says so in words, not with a dash.
  const when = turn === undefined ? w.word('turn unknown') : `${w.word('turn')} ${turn}`;
  return `#${n} ${when} | ${what}${dice} | → ${result}`;
}
