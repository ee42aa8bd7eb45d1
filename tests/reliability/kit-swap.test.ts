import { describe, it, expect, afterAll } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { recoverKit, writeKit, type KitFile } from '../../src/print/write-kit.js';
import { runCli } from '../helpers/run-cli.js';

// A kit swaps whole: killed at any step of the swap, the folder holds the old kit or the new one, once the swap
// file (written last before the renames, read first by the next writer) is finished. And --out needs nothing of
// its parent: staging is inside it.
const KILLER = fileURLToPath(new URL('../helpers/kill-at-swap.mjs', import.meta.url));
const temps: string[] = [];
const temp = (name: string) => {
  const d = mkdtempSync(join(tmpdir(), `${name}-`));
  temps.push(d);
  return d;
};

const OLD: KitFile[] = Array.from({ length: 8 }, (_, i) => ({ name: `sheet${i + 1}.svg`, data: `old ${i + 1}` }));
const NEW: KitFile[] = [
  ...Array.from({ length: 6 }, (_, i) => ({ name: `sheet${i + 1}.svg`, data: `new ${i + 1}` })),
  { name: 'map.svg', data: 'new map' },
];
const USER = { 'notes.txt': 'mine' };

/** The kit in a folder, as a person sees it: every file but the hidden ones, with its text. */
function kitIn(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .sort()
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );
}
const asKit = (files: KitFile[]) =>
  Object.fromEntries(
    Object.entries({ ...Object.fromEntries(files.map((f) => [f.name, String(f.data)])), ...USER }).sort(([a], [b]) =>
      a < b ? -1 : 1,
    ),
  );

function killedAt(dir: string, step: string, n: number): Promise<number | null> {
  const child = spawn(process.execPath, [KILLER, dir, step, String(n)], {
    env: { ...process.env, KIT_FILES: JSON.stringify(NEW) },
    stdio: 'ignore',
  });
  return new Promise((resolve) => child.once('exit', (_c, signal) => resolve(signal ? 9 : _c)));
}

afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('kits swap whole', () => {
  it('50 kills timed to each step of the swap: 0 mixed kits, 0 swaps left unfinished', async () => {
    // staged (before the commit), committed, each of the 8 renames (7 files and the record), removed.
    const steps: [string, number][] = [
      ['staged', 0],
      ['committed', 0],
      ...Array.from({ length: 8 }, (_, i): [string, number] => ['moved', i + 1]),
      ['removed', 2],
    ];
    const old = asKit(OLD);
    const fresh = asKit(NEW);
    let mixed = 0;
    let kills = 0;
    const outcomes = { old: 0, new: 0 };
    while (kills < 50) {
      await Promise.all(
        steps.slice(0, Math.min(steps.length, 50 - kills)).map(async ([step, n]) => {
          kills++;
          const dir = join(temp('swap'), 'kit');
          await writeKit(dir, [{ key: 'kit-en', files: OLD }]);
          writeFileSync(join(dir, 'notes.txt'), USER['notes.txt']);
          expect(await killedAt(dir, step, n)).toBe(9);
          recoverKit(dir);
          const now = JSON.stringify(kitIn(dir));
          if (now === JSON.stringify(old)) outcomes.old++;
          else if (now === JSON.stringify(fresh)) outcomes.new++;
          else mixed++;
          expect(readdirSync(dir).filter((f) => f.startsWith('.sandtable-s'))).toEqual([]);
        }),
      );
    }
    expect({ kills, mixed }).toEqual({ kills: 50, mixed: 0 });
    // Killed before the commit: the old kit; after it: the new one.
    expect(outcomes.old).toBeGreaterThan(0);
    expect(outcomes.new).toBeGreaterThan(0);
  }, 120_000);

  it('the record is written with the kit: the next build removes the old sheets the killed one left out', async () => {
    const dir = join(temp('record'), 'kit');
    await writeKit(dir, [{ key: 'kit-en', files: OLD }]);
    expect(await killedAt(dir, 'moved', 8)).toBe(9);
    await writeKit(dir, [{ key: 'kit-en', files: NEW }]);
    expect(Object.keys(kitIn(dir))).toEqual(NEW.map((f) => f.name).sort());
  });
});

describe('--out needs nothing of its parent', () => {
  it('a writable --out inside a folder the build may not write is written', async () => {
    const parent = temp('parent');
    const out = join(parent, 'kit');
    mkdirSync(out);
    const ro = process.getuid?.() === 0 ? readOnlyParent(parent) : undefined;
    try {
      await writeKit(out, [{ key: 'kit-en', files: NEW }]);
      expect(Object.keys(kitIn(out))).toEqual(NEW.map((f) => f.name).sort());
      expect(readdirSync(parent)).toEqual(['kit']);
    } finally {
      ro?.();
    }
  });

  it('a long folder name (250 characters) builds, no internal error', async () => {
    const out = join(temp('long'), 'k'.repeat(250));
    const r = await runCli('build', 'tests/fixtures/cards-deck', '--only', 'cards', '--format', 'svg', '--out', out);
    expect(r.err).not.toMatch(/internal error/);
    expect(r.code, r.err).toBe(0);
    expect(readdirSync(out).some((f) => f.endsWith('.svg'))).toBe(true);
  });

  it.skipIf(process.getuid?.() !== 0)('an --out that is a mount point (tmpfs): no EXDEV', async () => {
    const out = temp('mounted');
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1024k', 'tmpfs', out]).status !== 0) return;
    try {
      await writeKit(out, [{ key: 'kit-en', files: NEW }]);
      expect(Object.keys(kitIn(out))).toEqual(NEW.map((f) => f.name).sort());
    } finally {
      spawnSync('umount', [out]);
    }
  });
});

/** Root writes anywhere: the parent is made read-only by a read-only bind mount over it, the kit folder kept. */
function readOnlyParent(parent: string): (() => void) | undefined {
  const out = join(parent, 'kit');
  const keep = temp('keep');
  const ok =
    spawnSync('mount', ['--bind', out, keep]).status === 0 &&
    spawnSync('mount', ['--bind', '-o', 'ro', parent, parent]).status === 0 &&
    spawnSync('mount', ['--bind', keep, out]).status === 0;
  return () => {
    spawnSync('umount', [out]);
    spawnSync('umount', [parent]);
    spawnSync('umount', [keep]);
    if (!ok) return;
  };
}
