import { existsSync, readFileSync } from 'node:fs';
import { writeFileAtomic } from '../../util/atomic-write.js';
import { InputError } from '../../util/input-error.js';
import type { RandomState } from '../dice/random-source.js';

/** A roll as the journal keeps it: whether the player entered it by hand or the generator rolled it. */
export interface JournalRoll {
  spec: string;
  faces: number[];
  total: number;
  entered: boolean;
}

export interface JournalEntry {
  at: string;
  command: string;
  inputs: Record<string, unknown>;
  /** Every die rolled for this entry. */
  rolls: JournalRoll[];
  result: unknown;
}

/**
 * A game at the table, kept between commands: per-game state (turn, air surges, labour units, bridge,
 * cards played, eliminations), the seeded generator's state, and every roll with its inputs.
 */
export interface Journal {
  version: 1;
  game: string;
  created: string;
  rng?: RandomState;
  state: Record<string, unknown>;
  entries: JournalEntry[];
}

export function newJournal(game: string): Journal {
  return { version: 1, game, created: new Date().toISOString(), state: {}, entries: [] };
}

export function readJournal(file: string, game?: string): Journal {
  if (!existsSync(file)) {
    if (!game) throw new InputError(`${file}: no such journal`);
    return newJournal(game);
  }
  let j: Journal;
  try {
    j = JSON.parse(readFileSync(file, 'utf8')) as Journal;
  } catch (e) {
    throw new InputError(`${file}: not a readable journal (${(e as Error).message})`);
  }
  if (j.version !== 1 || !Array.isArray(j.entries) || typeof j.state !== 'object')
    throw new InputError(`${file}: not a Sandtable journal`);
  if (game && j.game !== game) throw new InputError(`${file} is the journal of "${j.game}", not "${game}"`);
  return j;
}

/** Temporary file, fsync, rename: a kill mid-write leaves the previous journal whole. */
export function saveJournal(file: string, j: Journal): void {
  writeFileAtomic(file, JSON.stringify(j, null, 2) + '\n');
}
