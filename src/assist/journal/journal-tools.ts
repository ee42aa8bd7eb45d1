import { InputError } from '../../util/input-error.js';
import { seededSource, seedState, type RandomSource, type RandomState } from '../dice/random-source.js';
import type { Journal, JournalEntry, JournalRoll, PendingChoice } from './journal.js';

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

export interface ReplayDifference {
  entry: number;
  command: string;
  /** Which of the entry's rolls (1-based), or 0 when the generator itself stood elsewhere. */
  roll: number;
  journal: number[];
  replayed: number[];
  why: string;
}

export interface ReplayReport {
  seed?: string;
  entries: number;
  /** Entries whose machine dice were drawn again and matched. */
  checked: number;
  machineDice: number;
  /** Entries whose machine dice came from the unseeded generator and cannot be drawn again. */
  unseeded: number[];
  difference?: ReplayDifference;
}

const sidesOf = (r: JournalRoll) => Number(r.spec.match(/d(\d+)$/)?.[1] ?? 6);
const sameState = (a: RandomState | undefined, b: RandomState) =>
  !!a && a.seed === b.seed && a.state.every((w, i) => w === b.state[i]);

/**
 * Draws every machine die of the journal again from its first seed, in entry order, and compares each with
 * what the entry says it rolled. A new --seed along the way starts its generator afresh, as the command did.
 * Hand dice are skipped: no generator made them. The first difference ends the replay.
 */
export function replayJournal(j: Journal): ReplayReport {
  const report: ReplayReport = { entries: j.entries.length, checked: 0, machineDice: 0, unseeded: [] };
  let gen: RandomSource | undefined;
  let seed: string | undefined;
  for (const [i, e] of j.entries.entries()) {
    const n = i + 1;
    const machine = e.rolls.filter((r) => !r.entered);
    // Entries written before entries kept their generator: the journal's one seed is all there is to go on.
    const start: RandomState | undefined =
      e.rng ?? (!e.undo && j.rng ? (gen?.state() ?? { ...j.rng, state: seedState(j.rng.seed) }) : undefined);
    if (!start) {
      if (machine.length) report.unseeded.push(n);
      continue;
    }
    if (!gen || start.seed !== seed) {
      seed = start.seed;
      report.seed ??= seed;
      gen = seededSource(seed);
    }
    if (!sameState(gen.state(), start)) {
      report.difference = {
        entry: n,
        command: e.command,
        roll: 0,
        journal: start.state,
        replayed: gen.state()!.state,
        why: 'the generator this entry rolled from is not where the entries before it left it',
      };
      return report;
    }
    for (const [k, r] of e.rolls.entries()) {
      if (r.entered) continue;
      const again = r.faces.map(() => gen!.int(1, sidesOf(r)));
      report.machineDice += again.length;
      if (again.some((f, x) => f !== r.faces[x])) {
        report.difference = {
          entry: n,
          command: e.command,
          roll: k + 1,
          journal: r.faces,
          replayed: again,
          why: `the seed gives ${again.join(' ')}, the journal says ${r.faces.join(' ')}`,
        };
        return report;
      }
    }
    if (machine.length) report.checked++;
  }
  return report;
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
