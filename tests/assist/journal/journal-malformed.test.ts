import { describe, it, expect } from 'vitest';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  statSync,
  writeFileSync,
  ftruncateSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { MAX_JOURNAL_BYTES, readJournal, saveJournal } from '../../../src/assist/journal/journal.js';

const good = { version: 1 as const, game: 'veritable', created: '2025-01-01T00:00:00.000Z', state: {}, entries: [] };
const entry = { at: '2025-01-01T00:00:01.000Z', command: 'crt', inputs: {}, rolls: [], result: 'DE' };
const roll = { spec: '1d6', faces: [3], total: 3, entered: true };

// Each: what the file holds, and the words that must tell the user what is wrong with it.
const MALFORMED: [name: string, text: string, says: RegExp][] = [
  ['not JSON', '{ not json', /not a readable journal/],
  ['empty', '', /empty/],
  ['null', 'null', /holds null, not an object/],
  ['a list', '[]', /holds a list, not an object/],
  ['a number', '42', /holds a number, not an object/],
  ['a version alone', '{"version":1}', /game: expected string/],
  ['a later version', JSON.stringify({ ...good, version: 2 }), /version 2 journal/],
  ['no version', JSON.stringify({ ...good, version: undefined }), /version: expected 1/],
  ['a game that is not text', JSON.stringify({ ...good, game: 7 }), /game: expected string, received number/],
  ['no created date', JSON.stringify({ ...good, created: undefined }), /created: expected string/],
  ['entries not a list', JSON.stringify({ ...good, entries: { 0: entry } }), /entries: expected array/],
  ['entries holding non-objects', JSON.stringify({ ...good, entries: [1, 'x'] }), /entries\[0\]: expected object/],
  ['an entry without rolls', JSON.stringify({ ...good, entries: [{ ...entry, rolls: 3 }] }), /entries\[0\]\.rolls/],
  [
    'a die face that is not a number',
    JSON.stringify({ ...good, entries: [{ ...entry, rolls: [{ ...roll, faces: ['3'] }] }] }),
    /entries\[0\]\.rolls\[0\]\.faces\[0\]: expected number/,
  ],
  ['inputs not an object', JSON.stringify({ ...good, entries: [{ ...entry, inputs: [] }] }), /entries\[0\]\.inputs/],
  ['state null', JSON.stringify({ ...good, state: null }), /state: expected object, received null/],
  ['state a list', JSON.stringify({ ...good, state: [] }), /state: expected object, received array/],
  ['rng of the wrong shape', JSON.stringify({ ...good, rng: { seed: 's', state: [1, 2] } }), /rng\.kind.*rng\.state/],
  [
    'rng state of fractions',
    JSON.stringify({ ...good, rng: { kind: 'xoroshiro128plus', seed: 's', state: [1, 2, 3, 4.5] } }),
    /rng\.state\[3\]: expected int/,
  ],
  [
    'rng state all zero',
    JSON.stringify({ ...good, rng: { kind: 'xoroshiro128plus', seed: 's', state: [0, 0, 0, 0] } }),
    /rng\.state: all zero/,
  ],
];

function scratch(): string {
  return mkdtempSync(join(tmpdir(), 'journal-malformed-'));
}

/** The two ways a user meets a journal: showing it, and a command that appends to it. */
async function bothCommands(file: string) {
  return [
    await runCli('journal', 'show', file),
    await runCli('crt', 'veritable', '--odds', '3:1', '--roll', '3', '--journal', file),
  ];
}

function expectRefusal(r: { code: number; out: string; err: string }, file: string, says: RegExp): void {
  expect(r.code).toBe(1);
  expect(r.err).toContain(file);
  expect(r.err).toMatch(says);
  expect(r.err).not.toMatch(/internal error/);
  expect(r.err).not.toMatch(/^\s+at /m);
}

describe('a malformed journal', () => {
  it.each(MALFORMED)(
    '%s: exit 1 naming the file and what is wrong, and the file is left as it was',
    async (_, text, says) => {
      const file = join(scratch(), 'game.json');
      writeFileSync(file, text);
      for (const r of await bothCommands(file)) expectRefusal(r, file, says);
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );

  it('a folder given as the journal is refused by name', async () => {
    const dir = join(scratch(), 'game.json');
    mkdirSync(dir);
    for (const r of await bothCommands(dir)) expectRefusal(r, dir, /is a folder/);
  });

  it(`a file over ${MAX_JOURNAL_BYTES / 2 ** 20} MB is refused before it is read`, async () => {
    const file = join(scratch(), 'huge.json');
    // Sparse: the size is what is checked, so the test need not write 64 MB.
    const fd = openSync(file, 'w');
    ftruncateSync(fd, MAX_JOURNAL_BYTES + 1);
    closeSync(fd);
    for (const r of await bothCommands(file)) expectRefusal(r, file, /at most 64 MB/);
    expect(statSync(file).size).toBe(MAX_JOURNAL_BYTES + 1);
  });

  it('a journal of another game is still refused as such', async () => {
    const file = join(scratch(), 'game.json');
    writeFileSync(file, JSON.stringify({ ...good, game: 'nordwind' }));
    const [, crt] = await bothCommands(file);
    expectRefusal(crt, file, /journal of "nordwind", not "veritable"/);
  });

  it('a well-formed journal with keys this version does not know is read, appended to, and keeps them', async () => {
    const file = join(scratch(), 'game.json');
    const withExtras = { ...good, note: 'kept', entries: [{ ...entry, rolls: [{ ...roll, by: 'Ann' }], tag: 1 }] };
    writeFileSync(file, JSON.stringify(withExtras));
    const [show, crt] = await bothCommands(file);
    expect(show.code).toBe(0);
    expect(show.out).toContain('1 entry');
    expect(crt.code).toBe(0);
    const j = readJournal(file, 'veritable') as unknown as typeof withExtras;
    expect(j.note).toBe('kept');
    expect(j.entries).toHaveLength(2);
    expect(j.entries[0].tag).toBe(1);
    expect(j.entries[0].rolls[0].by).toBe('Ann');
  });

  it('what saveJournal writes, readJournal reads back', () => {
    const file = join(scratch(), 'game.json');
    const j = {
      ...good,
      rng: { kind: 'xoroshiro128plus' as const, seed: 's', state: [1, -2, 2147483647, -2147483648] },
      state: { turn: 3 },
      entries: [{ ...entry, rolls: [roll] }],
    };
    saveJournal(file, j);
    expect(readJournal(file, 'veritable')).toEqual(j);
  });
});
