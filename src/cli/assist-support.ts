import type { Command } from 'commander';
import { resolveGameFolder } from '../load/bundled.js';
import { loadCharts, loadScenario, type ChartBook } from '../load/load-scenario.js';
import type { Scenario } from '../model/scenario.js';
import type { Chart } from '../model/schema/charts.js';
import { cryptoSource, seededSource, type RandomSource } from '../assist/dice/random-source.js';
import { readJournal, saveJournal, type Journal, type JournalEntry } from '../assist/journal/journal.js';
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

export function parseInteger(value: string, flag: string): number {
  if (!/^[+-]?\d+$/.test(value.trim())) throw new UsageError(`${flag} takes a whole number, not "${value}"`);
  return Number(value);
}

/** The turn from --turn, else the journal's; undefined when neither knows it. */
export function turnFrom(flags: { turn?: string }, session: Session): number | undefined {
  if (flags.turn === undefined) return session.state<number | undefined>('turn', undefined);
  const t = parseInteger(flags.turn, '--turn');
  if (t < 1) throw new UsageError('--turn is 1 or more');
  return t;
}

/**
 * The session: dice from --seed, or resumed from the journal's seeded state, or the cryptographic
 * source; and the journal itself, saved only when the command succeeds.
 */
export class Session {
  readonly journal?: Journal;
  readonly source: RandomSource;
  constructor(
    readonly scenario: ChartBook,
    private readonly flags: AssistFlags,
  ) {
    this.journal = flags.journal ? readJournal(flags.journal, scenario.id) : undefined;
    if (flags.seed !== undefined) this.source = seededSource(flags.seed);
    else if (this.journal?.rng) this.source = seededSource(this.journal.rng.seed, this.journal.rng.state);
    else this.source = cryptoSource();
  }

  state<T>(key: string, initial: T): T {
    if (!this.journal) return initial;
    return (this.journal.state[key] as T | undefined) ?? initial;
  }

  record(entry: Omit<JournalEntry, 'at'>, state: Record<string, unknown> = {}): void {
    if (!this.journal || !this.flags.journal) return;
    Object.assign(this.journal.state, state);
    const rng = this.source.state();
    if (rng) this.journal.rng = rng;
    this.journal.entries.push({ at: new Date().toISOString(), ...entry });
    saveJournal(this.flags.journal, this.journal);
  }
}

export function printJsonOr(io: Io, json: boolean | undefined, value: unknown, human: () => string[]): void {
  if (json) io.out(JSON.stringify(value, null, 2));
  else io.out(human().join('\n'));
}
