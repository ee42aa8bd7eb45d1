import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { readJournal, saveJournal, newJournal } from '../../../src/assist/journal/journal.js';

// A child that appends journal entries as fast as it can, each write atomic; the test kills it mid-stream.
const BUILT_JOURNAL = new URL('../../../dist/assist/journal/journal.js', import.meta.url).href;
const WRITER = `
import { readJournal, saveJournal } from ${JSON.stringify(BUILT_JOURNAL)};
const file = process.env.JOURNAL_FILE;
for (let i = 0; ; i++) {
  const j = readJournal(file, 'mini');
  const inputs = { i, pad: 'x'.repeat(4000) };
  j.entries.push({ at: new Date().toISOString(), command: 'test', inputs, rolls: [], result: j.entries.length });
  saveJournal(file, j);
}
`;

describe('journal writes', () => {
  it('survive the process being killed mid-write: the file always parses and keeps every entry it had', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-kill-'));
    const file = join(dir, 'game.json');
    saveJournal(file, newJournal('mini'));
    let seen = 0;
    for (const delay of [400, 550, 300, 700, 450]) {
      const child = spawn(process.execPath, ['--input-type=module', '-e', WRITER], {
        stdio: 'ignore',
        env: { ...process.env, JOURNAL_FILE: file },
      });
      const exited = new Promise((r) => child.once('exit', r));
      // The kill lands mid-stream, timed from the child's first write: on a loaded machine the child can take
      // longer than any fixed delay just to start, and a kill before it writes tests nothing.
      const start = Date.now();
      while (readJournal(file, 'mini').entries.length <= seen && Date.now() - start < 30_000)
        await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setTimeout(r, delay / 4));
      child.kill('SIGKILL');
      await exited;
      const j = readJournal(file, 'mini');
      expect(j.entries.length).toBeGreaterThanOrEqual(seen);
      j.entries.forEach((e, i) => expect(e.result).toBe(i));
      seen = j.entries.length;
    }
    expect(seen).toBeGreaterThan(0);
    expect(existsSync(file)).toBe(true);
    expect(() => JSON.parse(readFileSync(file, 'utf8'))).not.toThrow();
  }, 240_000);

  it('a corrupt or foreign journal is refused with a clear message, not overwritten', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-bad-'));
    const file = join(dir, 'x.json');
    saveJournal(file, newJournal('veritable'));
    expect(() => readJournal(file, 'nordwind')).toThrow(/journal of "veritable", not "nordwind"/);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, '{ not json');
    expect(() => readJournal(file, 'veritable')).toThrow(/not a readable journal/);
  });
});
