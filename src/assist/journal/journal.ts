import { readFileSync, statSync } from 'node:fs';
import { sweepStaleTemps, writeFileAtomic } from '../../util/atomic-write.js';
import { dirname } from 'node:path';
import { holdFileLock, withFileLock } from '../../util/file-lock.js';
import { InputError } from '../../util/input-error.js';
import { KeyedRefusal, msg } from '../messages.js';
import { MAX_JOURNAL_BYTES, newJournal, parseJournal, journalText, type Journal } from './journal-format.js';

export * from './journal-format.js';

/**
 * The journal in FILE, checked whole: anything that is not a journal is refused here with the file's name and
 * what is wrong, never later as a TypeError in whichever command touches the bad field. A missing file is a
 * new journal when the game is known (the first command of a game), an error otherwise.
 */
export function readJournal(file: string, game?: string): Journal {
  const text = readJournalText(file);
  if (text === undefined) {
    if (!game) throw new KeyedRefusal(msg('refused.noJournal', { file }));
    return newJournal(game);
  }
  return parseJournal(file, text, game);
}

/** The file's text, or undefined when there is no file. */
function readJournalText(file: string): string | undefined {
  try {
    const st = statSync(file);
    if (st.isDirectory()) throw new KeyedRefusal(msg('refused.journalFolder', { file }));
    if (!st.isFile()) throw new KeyedRefusal(msg('refused.journalNotFile', { file }));
    if (st.size > MAX_JOURNAL_BYTES)
      throw new KeyedRefusal(
        msg('refused.journalSize', {
          file,
          mb: msg('report.fixed', { n: st.size / 2 ** 20, digits: 1 }),
          most: MAX_JOURNAL_BYTES / 2 ** 20,
        }),
      );
    return readFileSync(file, 'utf8');
  } catch (e) {
    if (e instanceof InputError) throw e;
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new KeyedRefusal(msg('refused.journalRead', { file, error: (e as Error).message }));
  }
}

/** Temporary file, fsync, rename: a kill mid-write leaves the previous journal whole. */
export function saveJournal(file: string, j: Journal): void {
  writeFileAtomic(file, journalText(j));
  // Temporary files of writers killed mid-write (their pid is gone) would otherwise pile up beside it.
  sweepStaleTemps(dirname(file));
}

/**
 * Changes the journal under its lock (FILE.lock): reads it afresh, applies `change`, saves atomically. Reading
 * afresh is what keeps the entries that other commands appended since this one first read the file; without
 * the lock, two commands saving at once would each write the file without the other's entry.
 */
export function updateJournal(file: string, game: string, change: (j: Journal) => void): Journal {
  return withFileLock(file, () => {
    const j = readJournal(file, game);
    change(j);
    saveJournal(file, j);
    return j;
  });
}

/** A command's hold on its journal, from its first read to its last write: see beginJournal. */
export interface JournalTransaction {
  read(game: string): Journal;
  update(game: string, change: (j: Journal) => void): Journal;
  end(): void;
}

/**
 * Takes the journal's lock for a whole command: it reads the journal and the state, checks the rules and appends
 * while holding it, so a second command waits and then sees the first one's result. Without this, both would
 * check the rules against the same old state and the second's write would undo the first's.
 */
export function beginJournal(file: string): JournalTransaction {
  const hold = holdFileLock(file);
  return {
    read: (game) => readJournal(file, game),
    update(game, change) {
      hold.check();
      const j = readJournal(file, game);
      change(j);
      saveJournal(file, j);
      return j;
    },
    end: () => hold.release(),
  };
}
