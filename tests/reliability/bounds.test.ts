import { describe, it, expect } from 'vitest';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { newJournal, saveJournal } from '../../src/assist/journal/journal.js';
import { MAX_CSV_BYTES } from '../../src/load/source-file.js';
import { brokenCopy, problemsOf, MINI_HEX } from '../helpers/broken-copy.js';
import { runCli } from '../helpers/run-cli.js';

// Memory and work in proportion to bounded input; paths checked; nothing left behind.
const scratch = () => mkdtempSync(join(tmpdir(), 'bounds-'));

describe('bounds', () => {
  it('a CSV past its limit is refused by its size, before it is parsed', () => {
    const dir = brokenCopy(MINI_HEX, {});
    appendFileSync(
      join(dir, 'units.csv'),
      'b9,x,blue,blueland,1st,armour,brigade,SFGPUCA----H,combat-move,4,4,f,f,\n'.repeat(30_000),
    );
    const [p] = problemsOf(dir);
    expect(p.file).toMatch(/units\.csv$/);
    expect(p.message).toMatch(new RegExp(`a CSV file may be at most ${MAX_CSV_BYTES / 2 ** 20}\\.0 MB`));
  });

  it('journal show prints a journal of 130,000 entries, a line each, no internal error', async () => {
    const file = join(scratch(), 'J');
    const j = newJournal('veritable');
    for (let i = 0; i < 130_000; i++)
      j.entries.push({
        at: '2026-11-26T00:00:00.000Z',
        command: 'crt',
        inputs: {},
        rolls: [],
        result: 'NE',
        undo: { state: {}, absent: [], rng: null },
      });
    saveJournal(file, j);
    const r = await runCli('journal', 'show', file);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.split('\n').filter((l) => l.startsWith('  #') || /^ {2}\d/.test(l)).length).toBe(130_000);
  });

  it('a lock path that is a folder is a clear error, exit 1', async () => {
    const dir = scratch();
    mkdirSync(join(dir, 'J.lock'));
    const r = await runCli('crt', 'veritable', '--odds', '3:1', '--roll', '3', '--journal', join(dir, 'J'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/J\.lock is a folder, not a lock file/);
    expect(r.err).not.toMatch(/internal error/);
  });

  it('temporary files of journal writers killed mid-write are removed by the next write', async () => {
    const dir = scratch();
    const deadPid = 2 ** 22 + 4321; // above Linux's default pid_max: no such process
    writeFileSync(join(dir, `.J.${deadPid}.deadbeef.tmp`), 'x'.repeat(1000));
    const r = await runCli('crt', 'veritable', '--odds', '3:1', '--roll', '3', '--journal', join(dir, 'J'));
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(dir)).toEqual(['J']);
  });
});
