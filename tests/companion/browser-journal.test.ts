import { describe, it, expect, afterEach } from 'vitest';
import { newJournal, journalText, MAX_JOURNAL_BYTES } from '../../src/assist/journal/journal-format.js';
import { browserJournal, readImport, storageKey } from '../../src/parts/companion/page/browser-journal.js';
import { KeyedRefusal, render } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';

// The companion's journal in the browser's storage, which every page opened from a file shares: a storage that
// another game's page has filled must not drop a roll, and must say so; an import is read or refused aloud.

/** localStorage as a browser gives it, with a quota shared by every key, as one origin's share is. */
class Storage {
  items = new Map<string, string>();
  constructor(private quota: number) {}
  getItem = (k: string) => this.items.get(k) ?? null;
  removeItem = (k: string) => void this.items.delete(k);
  setItem = (k: string, v: string) => {
    const used = [...this.items].reduce((n, [kk, vv]) => n + (kk === k ? 0 : kk.length + vv.length), 0);
    if (used + k.length + v.length > this.quota)
      throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    this.items.set(k, v);
  };
}
const g = globalThis as unknown as { localStorage?: Storage };
afterEach(() => delete g.localStorage);

function roll(store: ReturnType<typeof browserJournal>, n: number) {
  store.update('veritable', (j) =>
    j.entries.push({
      at: 't',
      command: 'crt',
      inputs: { n },
      rolls: [],
      result: `roll ${n}`,
      undo: { state: {}, absent: [], rng: null },
    }),
  );
}

describe('the companion journal in browser storage', () => {
  it('is kept per game and per kit: two kits of one game keep two journals', () => {
    g.localStorage = new Storage(1e6);
    const a = browserJournal('veritable', '/home/a/kit/companion.html');
    const b = browserJournal('veritable', '/home/b/kit/companion.html');
    roll(a, 1);
    expect(b.journal().entries).toHaveLength(0);
    expect(a.journal().entries).toHaveLength(1);
    expect(g.localStorage.items.has(storageKey('veritable', '/home/a/kit/companion.html'))).toBe(true);
  });

  it('storage filled by another page: 3 of 3 rolls kept in the page, and the trouble told at once', () => {
    const storage = new Storage(4000);
    g.localStorage = storage;
    const troubles: string[] = [];
    const store = browserJournal('veritable', '/kit/companion.html', (t) => troubles.push(t));
    roll(store, 0);
    // Another game's page takes all the origin's share but a few bytes.
    const used = [...storage.items].reduce((n, [k, v]) => n + k.length + v.length, 0);
    const other = 'sandtable:nordwind:/other/companion.html:journal';
    storage.setItem(other, 'x'.repeat(4000 - used - other.length - 10));
    for (let i = 1; i <= 3; i++) roll(store, i);
    expect(store.journal().entries.map((e) => e.result)).toEqual(['roll 0', 'roll 1', 'roll 2', 'roll 3']);
    expect(troubles[0]).toBe('full');
    expect(store.kept()).toBe(false);
  });

  it('a journal kept before the kit was in the key is still read', () => {
    g.localStorage = new Storage(1e6);
    const j = newJournal('veritable');
    j.entries.push({
      at: 't',
      command: 'crt',
      inputs: {},
      rolls: [],
      result: 'old',
      undo: { state: {}, absent: [], rng: null },
    });
    g.localStorage.setItem('sandtable:veritable:journal', journalText(j));
    expect(browserJournal('veritable', '/kit/companion.html').journal().entries[0].result).toBe('old');
  });
});

describe('an import of any size is read or refused with a message', () => {
  it('a file larger than any journal is refused by its size, before it is read', async () => {
    let read = false;
    const huge = { name: 'big.json', size: MAX_JOURNAL_BYTES + 1, text: async () => ((read = true), '') };
    const refused = await readImport(huge, 'veritable').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(KeyedRefusal);
    expect((refused as KeyedRefusal).message).toMatch(/big\.json is 64\.0 MB; a journal is at most 64 MB/);
    // A keyed refusal, so a Russian page says it in Russian.
    expect(render((refused as KeyedRefusal).why, RU.rules)).toBe(
      'big.json: 64.0 МБ, а журнал занимает не больше 64 МБ, так что это не журнал',
    );
    expect(read).toBe(false);
  });

  it('a 6 MB journal is read whole', async () => {
    const j = newJournal('veritable');
    const note = 'x'.repeat(1000);
    for (let i = 0; i < 6000; i++)
      j.entries.push({
        at: 't',
        command: 'crt',
        inputs: { note },
        rolls: [],
        result: 'r',
        undo: { state: {}, absent: [], rng: null },
      });
    const text = journalText(j);
    expect(text.length).toBeGreaterThan(6e6);
    const got = await readImport({ name: 'six.json', size: text.length, text: async () => text }, 'veritable');
    expect(got.entries).toHaveLength(6000);
  });
});
