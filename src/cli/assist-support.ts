import type { Command } from 'commander';
import { resolveGameFolder } from '../load/bundled.js';
import { loadCharts, loadScenario, type ChartBook } from '../load/load-scenario.js';
import type { Scenario } from '../model/scenario.js';
import type { Chart } from '../model/schema/charts.js';
import { cryptoSource, seededSource, type RandomSource } from '../assist/dice/random-source.js';
import { readJournal, updateJournal, type Journal, type JournalEntry } from '../assist/journal/journal.js';
import { UsageError, type Io } from './io.js';

export interface AssistFlags {
  seed?: string;
  journal?: string;
  json?: boolean;
}

/** Options every die-driven command shares. */
export function withDiceOptions(cmd: Command): Command {
  return cmd
    .option('--seed <seed>', 'seed the dice so the run can be repeated')
    .option('--journal <file>', 'keep the game state and every roll in this journal file')
    .option('--json', 'print JSON');
}

export function loadGame(arg: string): Scenario {
  return loadScenario(resolveGameFolder(arg));
}

/** A game's charts alone, for a command that reads nothing else: a cold answer parses two files, not seven. */
export function loadGameCharts(arg: string): ChartBook {
  return loadCharts(resolveGameFolder(arg));
}

export function chartById<K extends Chart['kind']>(s: ChartBook, id: string, kind: K): Extract<Chart, { kind: K }> {
  const c = s.charts.find((x) => x.id === id);
  if (!c) throw new UsageError(`${s.id} has no chart "${id}"; it has: ${s.charts.map((x) => x.id).join(', ')}`);
  if (c.kind !== kind) throw new UsageError(`chart "${id}" is a ${c.kind}, not a ${kind}`);
  return c as Extract<Chart, { kind: K }>;
}

/** The warning line printed wherever a reconstructed table decides an outcome. */
export function reconstructionWarning(s: ChartBook, chart: Chart): string | undefined {
  return 'reconstructed' in chart.provenance
    ? `warning: "${chart.name}" is reconstructed by Sandtable, not the published table (see: sandtable sources ${s.id})`
    : undefined;
}

/**
 * A whole number from a flag, within bounds every caller states. A number no player means (99999999
 * units, -1 air units, a shift of a thousand columns) would otherwise size a loop or an array, or
 * quietly turn into an advantage; it is refused here, naming the flag and its range. `why` says where
 * the bound comes from when the game sets it.
 */
export function parseInteger(value: string, flag: string, min: number, max: number, why?: string): number {
  const range = `a whole number from ${min} to ${max}${why ? ` (${why})` : ''}`;
  if (!/^[+-]?\d+$/.test(value.trim())) throw new UsageError(`${flag} takes ${range}, not "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`${flag} takes ${range}, not ${value.trim()}`);
  return n;
}

/** For a game whose charts have no turn track: far beyond any game's length, still refusing 1e308. */
const TURN_LIMIT = 999;

/** The game's last turn, read off its turn track: optional extra turns are on the track too. */
export function lastTurn(book: ChartBook): number {
  const track = book.charts.find((c) => c.kind === 'turn-track');
  return track?.kind === 'turn-track' ? Math.max(...track.turns.map((t) => t.turn)) : TURN_LIMIT;
}

/** The turn from --turn, else the journal's; undefined when neither knows it. */
export function turnFrom(flags: { turn?: string }, session: Session): number | undefined {
  if (flags.turn === undefined) return session.state<number | undefined>('turn', undefined);
  return parseInteger(flags.turn, '--turn', 1, lastTurn(session.scenario), 'the turns of the game');
}

/**
 * The session: dice from --seed, or resumed from the journal's seeded state, or the cryptographic
 * source; and the journal itself, saved only when the command succeeds.
 */
export class Session {
  private current?: Journal;
  readonly source: RandomSource;
  constructor(
    readonly scenario: ChartBook,
    private readonly flags: AssistFlags,
  ) {
    this.current = flags.journal ? readJournal(flags.journal, scenario.id) : undefined;
    if (flags.seed !== undefined) this.source = seededSource(flags.seed);
    else if (this.current?.rng) this.source = seededSource(this.current.rng.seed, this.current.rng.state);
    else this.source = cryptoSource();
  }

  /** The journal as this command last read or saved it. */
  get journal(): Journal | undefined {
    return this.current;
  }

  state<T>(key: string, initial: T): T {
    if (!this.current) return initial;
    return (this.current.state[key] as T | undefined) ?? initial;
  }

  /**
   * Appends the entry under the journal's lock, onto the journal as it is on disk now rather than as this
   * command read it: another command may have saved entries in between, and they are kept. Only the state keys
   * this command sets are written over.
   */
  record(entry: Omit<JournalEntry, 'at'>, state: Record<string, unknown> = {}): void {
    const file = this.flags.journal;
    if (!this.current || !file) return;
    this.current = updateJournal(file, this.scenario.id, (j) => {
      Object.assign(j.state, state);
      const rng = this.source.state();
      if (rng) j.rng = rng;
      j.entries.push({ at: new Date().toISOString(), ...entry });
    });
  }
}

export function printJsonOr(io: Io, json: boolean | undefined, value: unknown, human: () => string[]): void {
  if (json) io.out(JSON.stringify(value, null, 2));
  else io.out(human().join('\n'));
}
