import { InputError } from '../../util/input-error.js';
import type { RandomState } from '../dice/random-core.js';
import type { Journal, JournalEntry, JournalRoll, PendingChoice } from './journal-format.js';

// Undo and the words for entries, without the seeded replay (which hashes seeds with Node's crypto): the table
// companion undoes in the browser exactly as `journal undo` does.

export type Undone =
  | { kind: 'entry'; entry: JournalEntry; number: number }
  | { kind: 'pending'; pending: PendingChoice };

/**
 * Takes the journal back by one step: a choice still waiting for its answer goes first (its dice with it),
 * else the last entry, with every state key it changed put back and the generator where it stood. Putting
 * the generator back means the same command rolls the same machine dice again: undo corrects a slip, it
 * never buys a new roll.
 */
export function undoLast(j: Journal): Undone {
  if (j.pending) {
    const pending = j.pending;
    restoreRng(j, pending.undoRng);
    delete j.pending;
    return { kind: 'pending', pending };
  }
  const entry = j.entries[j.entries.length - 1];
  if (!entry) throw new InputError('the journal has no entries: there is nothing to undo');
  const number = j.entries.length;
  if (!entry.undo)
    throw new InputError(
      `entry ${number} (${entry.command}) was written by an earlier Sandtable, which kept no record of the ` +
        'state it changed; it cannot be undone',
    );
  for (const [k, v] of Object.entries(entry.undo.state)) j.state[k] = v;
  for (const k of entry.undo.absent) delete j.state[k];
  restoreRng(j, entry.undo.rng);
  j.entries.pop();
  return { kind: 'entry', entry, number };
}

function restoreRng(j: Journal, rng: RandomState | null): void {
  if (rng) j.rng = rng;
  else delete j.rng;
}

const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** A value as a person reads it: lists joined, yes and no, objects as "key value". */
export function valueWords(v: unknown): string {
  if (v === undefined || v === null) return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (Array.isArray(v)) return v.length ? v.map(valueWords).join(', ') : 'none';
  if (typeof v === 'object') {
    const kept = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
    return kept.length ? kept.map(([k, x]) => `${words(k)} ${valueWords(x)}`).join(', ') : 'none';
  }
  return String(v);
}

/** "3d6: 5 4 4 = 13 (machine)" */
export function rollInWords(r: JournalRoll): string {
  const faces = r.faces.length > 1 ? `: ${r.faces.join(' ')} = ${r.total}` : ` = ${r.total}`;
  return `${r.spec}${faces} (${r.entered ? 'by hand' : 'machine'})`;
}

/** One line for an entry: number, turn, command, inputs in words, the dice and who rolled them, the result. */
export function entryInWords(e: JournalEntry, n: number): string {
  const turn = e.turn ?? (typeof e.inputs.turn === 'number' ? e.inputs.turn : undefined);
  const inputs = Object.entries(e.inputs)
    .filter(([k, v]) => v !== undefined && k !== 'turn')
    .map(([k, v]) => `${words(k)} ${valueWords(v)}`)
    .join('; ');
  const dice = e.rolls.length ? ` | dice ${e.rolls.map(rollInWords).join('; ')}` : ' | no dice';
  const what = `${e.command}${inputs ? `: ${inputs}` : ''}`;
  return `#${n} turn ${turn ?? '—'} | ${what}${dice} | → ${valueWords(e.result)}`;
}
