import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { kitFiles, runCli } from '../helpers/run-cli.js';
import { brokenCopy } from '../helpers/broken-copy.js';

const temps: string[] = [];
const temp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `${name}-`));
  temps.push(d);
  return d;
};
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('a kit is built whole or not at all', () => {
  it('a part that fails after others drew leaves the folder untouched', async () => {
    const game = brokenCopy('tests/fixtures/roster-mini', {
      'rosters.yaml': [['widthMm: 40, depthMm: 20', 'widthMm: 40, depthMm: 3']],
    });
    temps.push(game);
    const out = join(temp('whole'), 'out');
    const r = await runCli('build', game, '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/too small for the label/);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
    expect(readdirSync(join(out, '..'))).toEqual([]); // no staging folder left beside it
  });

  it("never removes a user's own files, and says when it replaces one it had not written", async () => {
    const out = temp('user-files');
    const mine = ['notes.txt', 'aids-7.svg', 'counters-sheet9-front.svg', 'map-old.pdf', 'photo.png'];
    for (const f of mine) writeFileSync(join(out, f), `mine: ${f}`);
    const first = await runCli('build', 'veritable', '--only', 'counters,aids', '--out', out);
    expect(first.code, first.err).toBe(0);
    const again = await runCli('build', 'veritable', '--only', 'counters,aids', '--out', out);
    expect(again.code, again.err).toBe(0);
    for (const f of mine) expect(readFileSync(join(out, f), 'utf8')).toBe(`mine: ${f}`);
    writeFileSync(join(out, 'counters.pdf'), 'a file of the same name');
    const record = JSON.parse(readFileSync(join(out, '.sandtable-files.json'), 'utf8'));
    delete record['counters-en'];
    writeFileSync(join(out, '.sandtable-files.json'), JSON.stringify(record));
    const third = await runCli('build', 'veritable', '--only', 'counters', '--out', out);
    expect(third.err).toMatch(/note: replaced .*counters\.pdf, which Sandtable had not written/);
  });

  it('--format svg leaves the PDF of an earlier build in place, and removes only its own stale sheets', async () => {
    const out = temp('formats');
    const mix = 'tests/fixtures/counters-mix';
    const large = ['--counter-size', '1', '--paper', 'a4', '--gutter', '20', '--bleed', '5'];
    const big = await runCli('build', mix, '--only', 'counters', ...large, '--out', out);
    expect(big.code, big.err).toBe(0);
    expect(kitFiles(out)).toContain('counters-a4-1in-sheet2-front.svg');
    const again = ['--paper', 'a4', '--counter-size', '1', '--format', 'svg'];
    const r = await runCli('build', mix, '--only', 'counters', ...again, '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(kitFiles(out)).toContain('counters-a4-1in.pdf');
    expect(kitFiles(out)).not.toContain('counters-a4-1in-sheet2-front.svg');
  });

  it('temporary files and staging folders a killed build left are swept at the next build', async () => {
    const parent = temp('killed');
    const out = join(parent, 'kit');
    mkdirSync(out);
    const deadPid = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
    writeFileSync(join(out, `.counters.pdf.${deadPid}.deadbeef.tmp`), 'x'.repeat(1000));
    mkdirSync(join(parent, `.kit.sandtable-staging.${deadPid}.abc`));
    const r = await runCli('build', 'veritable', '--only', 'counters', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(parent)).toEqual(['kit']);
  });

  it('an --out that is a file is a clear error, exit 1, and the file is untouched', async () => {
    const file = join(temp('out-file'), 'kit');
    writeFileSync(file, 'not a folder');
    const r = await runCli('build', 'veritable', '--only', 'counters', '--out', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot write .*kit.*(EEXIST|ENOTDIR)/);
    expect(r.err).not.toMatch(/internal error|\n\s+at /);
    expect(readFileSync(file, 'utf8')).toBe('not a folder');
  });
});

// CI runs as root and can mount a small tmpfs; elsewhere these are skipped with the reason.
function mountTmpfs(sizeKb: number): string | undefined {
  const dir = temp('tmpfs');
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir]);
  return r.status === 0 ? dir : undefined;
}
const canMount = (() => {
  if (process.getuid?.() !== 0) return false;
  const dir = mountTmpfs(64);
  if (!dir) return false;
  spawnSync('umount', [dir]);
  return true;
})();

describe.skipIf(!canMount)('a full disk (tmpfs; needs root to mount)', () => {
  const mounts: string[] = [];
  afterAll(() => mounts.forEach((m) => spawnSync('umount', [m])));

  /** Fills the file system but for about `leaveKb`; with 0, to the last block. */
  function fill(dir: string, leaveKb: number) {
    const free = () => {
      const st = spawnSync('df', ['-k', '--output=avail', dir], { encoding: 'utf8' }).stdout.trim().split('\n')[1];
      return Number(st);
    };
    let i = 0;
    for (const size of [64 * 1024, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        while (free() > leaveKb + size / 1024) writeFileSync(join(dir, `filler-${i++}`), chunk);
        if (leaveKb === 0) for (;;) writeFileSync(join(dir, `filler-${i++}`), chunk);
      } catch {
        // ENOSPC: this chunk size no longer fits; a smaller one may.
      }
    }
  }

  it('a build that runs out of disk exits 1 naming the disk, and the earlier kit is whole', async () => {
    const disk = mountTmpfs(2048)!;
    mounts.push(disk);
    const out = join(disk, 'kit');
    const first = await runCli('build', 'veritable', '--only', 'counters', '--format', 'pdf', '--out', out);
    expect(first.code, first.err).toBe(0);
    const before = readFileSync(join(out, 'counters.pdf'));
    fill(disk, 200);
    const r = await runCli('build', 'veritable', '--only', 'counters,map,aids', '--format', 'pdf,svg', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot write .*: the disk is full \(ENOSPC\)/);
    expect(r.err).not.toMatch(/internal error|\n\s+at /);
    expect(readFileSync(join(out, 'counters.pdf')).equals(before)).toBe(true);
    expect(readdirSync(disk).filter((f) => f.includes('staging'))).toEqual([]);
    expect(readdirSync(out).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('a journal write that runs out of disk exits 1 and keeps the journal it had', async () => {
    const disk = mountTmpfs(1024)!;
    mounts.push(disk);
    const journal = join(disk, 'game.json');
    for (let i = 0; i < 3; i++) {
      const r = await runCli('crt', 'veritable', '--odds', '3:1', '--roll', '3', '--journal', journal);
      expect(r.code, r.err).toBe(0);
    }
    const before = readFileSync(journal);
    fill(disk, 0);
    const r = await runCli('crt', 'veritable', '--odds', '3:1', '--roll', '3', '--journal', journal);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/disk is full/);
    expect(readFileSync(journal).equals(before)).toBe(true);
    expect(statSync(journal).size).toBe(before.length);
  });

  it('a read-only disk is a clear error, exit 1, and the kit on it is untouched', async () => {
    const disk = mountTmpfs(2048)!;
    mounts.push(disk);
    const out = join(disk, 'kit');
    const first = await runCli('build', 'veritable', '--only', 'counters', '--format', 'pdf', '--out', out);
    expect(first.code, first.err).toBe(0);
    const before = readFileSync(join(out, 'counters.pdf'));
    expect(spawnSync('mount', ['-o', 'remount,ro', disk]).status).toBe(0);
    const r = await runCli('build', 'veritable', '--only', 'counters', '--format', 'pdf', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot write .*: the file system is read-only \(EROFS\)/);
    expect(readFileSync(join(out, 'counters.pdf')).equals(before)).toBe(true);
  });
});
