import { newJournal, parseJournal, journalText, type Journal } from '../../../assist/journal/journal-format.js';
import type { JournalStore } from '../../../assist/table/session.js';

/** What messages call the page's journal, where the CLI would name its file. */
export const JOURNAL_NAME = 'the page’s journal';

const keyOf = (game: string) => `sandtable:${game}:journal`;

/**
 * The game's journal in the browser's storage, in the CLI's file format, so an export is a journal file as it
 * is. Storage that refuses (private browsing, full) keeps the journal for the page's life only.
 */
export function browserJournal(game: string): JournalStore & {
  journal(): Journal;
  replace(j: Journal): void;
  clear(): void;
} {
  let memory: string | undefined;
  const load = (): string | undefined => {
    try {
      return localStorage.getItem(keyOf(game)) ?? memory;
    } catch {
      return memory;
    }
  };
  const save = (j: Journal) => {
    memory = journalText(j);
    try {
      localStorage.setItem(keyOf(game), memory);
    } catch {
      // Kept in memory: the page still works, only a reload forgets.
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
    clear() {
      memory = undefined;
      try {
        localStorage.removeItem(keyOf(game));
      } catch {
        // Nothing kept.
      }
    },
  };
}
