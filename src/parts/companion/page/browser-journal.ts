import {
  MAX_JOURNAL_BYTES,
  newJournal,
  parseJournal,
  journalText,
  type Journal,
} from '../../../assist/journal/journal-format.js';
import type { JournalStore } from '../../../assist/table/session.js';
import { KeyedRefusal, msg } from '../../../assist/messages.js';
import { JOURNAL_NAME, legacyKey, storageKey } from './journal-key.js';

export { JOURNAL_NAME, storageKey } from './journal-key.js';

/** Why the storage did not keep the journal: the page says so and offers the export at once. */
export type StorageTrouble = 'full' | 'unavailable';

/**
 * The game's journal in the browser's storage, in the CLI's file format, so an export is a journal file as it
 * is. Storage that refuses (private browsing, full: another page may have filled the origin's share) keeps
 * the journal in the page's memory, where every later roll and read goes on from it, and `onTrouble` is told
 * at once, so the player can export before closing the page: nothing is dropped without a word.
 */
export function browserJournal(
  game: string,
  kit = '',
  onTrouble?: (t: StorageTrouble) => void,
): JournalStore & {
  journal(): Journal;
  replace(j: Journal): void;
  clear(): void;
  /** True while the storage holds what the page last saved. */
  kept(): boolean;
} {
  const key = storageKey(game, kit);
  let memory: string | undefined;
  let keptInStorage = true;
  const load = (): string | undefined => {
    // Once the storage has refused a save, it holds an older journal: the page's copy is the journal.
    if (!keptInStorage) return memory;
    try {
      return localStorage.getItem(key) ?? memory ?? localStorage.getItem(legacyKey(game)) ?? undefined;
    } catch {
      return memory;
    }
  };
  const save = (j: Journal) => {
    memory = journalText(j);
    try {
      localStorage.setItem(key, memory);
      keptInStorage = true;
    } catch (e) {
      keptInStorage = false;
      onTrouble?.((e as { name?: string }).name === 'QuotaExceededError' ? 'full' : 'unavailable');
    }
  };
  const read = (): Journal => {
    const text = load();
    return text ? parseJournal(JOURNAL_NAME, text, game) : newJournal(game);
  };
  return {
    name: JOURNAL_NAME,
    read,
    update(_game, change) {
      const j = read();
      change(j);
      save(j);
      return j;
    },
    journal: read,
    replace: save,
    kept: () => keptInStorage,
    clear() {
      memory = undefined;
      keptInStorage = true;
      try {
        localStorage.removeItem(key);
        localStorage.removeItem(legacyKey(game));
      } catch {
        // Nothing kept.
      }
    },
  };
}

/**
 * A journal file chosen for import: refused by its size before a byte is read when no journal is that large,
 * else read and checked whole. Either way the caller shows the outcome: an import is never silently ignored.
 */
export async function readImport(file: { name: string; size: number; text(): Promise<string> }, game: string) {
  if (file.size > MAX_JOURNAL_BYTES)
    throw new KeyedRefusal(
      msg('refused.journalTooLarge', {
        file: file.name,
        size: (file.size / 2 ** 20).toFixed(1),
        most: MAX_JOURNAL_BYTES / 2 ** 20,
      }),
    );
  return parseJournal(file.name, await file.text(), game);
}
