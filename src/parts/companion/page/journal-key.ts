// Where the page keeps its journal, without the journal's format: the first screen asks whether a game is kept
// (to open the screen its question waits on) before the rules engine is loaded.

/** What messages call the page's journal, where the CLI would name its file. */
export const JOURNAL_NAME = 'the page’s journal';

/**
 * Every page opened from a file shares one browser storage (one origin): the key names the game and the kit
 * (the page's own path), so two kits of a game, or two games, never read or overwrite each other's journal.
 */
export const storageKey = (game: string, kit: string) => `sandtable:${game}:${kit}:journal`;
/** Where pages before the kit was in the key kept a game's journal: read once, when the kit's key is empty. */
export const legacyKey = (game: string) => `sandtable:${game}:journal`;

/** Whether the storage holds a journal of this game and kit (unreadable storage holds none the page can read). */
export function journalKept(game: string, kit: string): boolean {
  try {
    return localStorage.getItem(storageKey(game, kit)) !== null || localStorage.getItem(legacyKey(game)) !== null;
  } catch {
    return false;
  }
}
