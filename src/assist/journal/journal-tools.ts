import { seededSource, seedState, type RandomSource, type RandomState } from '../dice/random-source.js';
import type { Journal, JournalRoll } from './journal.js';

export { undoLast, valueWords, rollInWords, entryInWords, type Undone } from './journal-entries.js';

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
