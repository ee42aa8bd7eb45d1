import { describe, it, expect } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readJournal } from '../../../src/assist/journal/journal.js';
import { breakStaleLock } from '../../../src/util/file-lock.js';

// These run the built CLI as separate processes, as players' terminals do: the lock is between processes.
const BIN = fileURLToPath(new URL('../../../bin/sandtable.js', import.meta.url));

interface Run {
  code: number | null;
  out: string;
  err: string;
  ms: number;
}

function sandtable(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const started = Date.now();
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err, ms: Date.now() - started }));
  });
}

const crt = (file: string, env?: Record<string, string>) =>
  sandtable(['crt', 'veritable', '--odds', '3:1', '--roll', '3', '--journal', file], env);

function scratch(): { dir: string; file: string; lock: string } {
  const dir = mkdtempSync(join(tmpdir(), 'journal-lock-'));
  const file = join(dir, 'J');
  return { dir, file, lock: `${file}.lock` };
}

function writeLock(lock: string, pid: number, since: string): string {
  const text = JSON.stringify({ pid, host: hostname(), since, token: 'held-by-the-test' }) + '\n';
  writeFileSync(lock, text);
  return text;
}

/** A pid that was alive a moment ago and is not now: a writer killed while holding the lock. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((r) => child.once('exit', r));
  return child.pid!;
}

/** A live process that is not the test runner, holding a lock it will never release by itself. */
function liveHolder() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => child.kill('SIGKILL') };
}

/** Nothing a writer leaves behind: no lock, no guard, no temporary file; only the journal. */
function leftovers(dir: string): string[] {
  return readdirSync(dir).filter((f) => f !== 'J');
}

describe('journal lock', () => {
  it('40 writers at once: all exit 0 and the journal keeps all 40 entries', async () => {
    const { dir, file } = scratch();
    const runs = await Promise.all(Array.from({ length: 40 }, () => crt(file)));
    expect(runs.filter((r) => r.code !== 0).map((r) => r.err)).toEqual([]);
    const j = readJournal(file, 'veritable');
    expect(j.entries).toHaveLength(40);
    expect(j.entries.every((e) => e.command === 'crt' && e.rolls[0].total === 3)).toBe(true);
    expect(leftovers(dir)).toEqual([]);
    // Each command holds the lock from its first read to its write, so the 40 run one after another: on a loaded
    // 2-core CI machine that is well over the default minute (the lock waits as long as its queue moves).
  }, 240_000);

  it('a lock left by a writer that died is taken over: the command succeeds and the lock is gone', async () => {
    const { dir, file, lock } = scratch();
    writeLock(lock, await deadPid(), new Date().toISOString());
    // A short wait, so that failing to see the holder is dead fails the test quickly instead of after 10 s.
    const r = await crt(file, { SANDTABLE_LOCK_WAIT_MS: '3000' });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readJournal(file, 'veritable').entries).toHaveLength(1);
    expect(leftovers(dir)).toEqual([]);
  });

  it('20 writers meeting the same dead lock: it is recovered and all 20 entries kept', async () => {
    const { dir, file, lock } = scratch();
    writeLock(lock, await deadPid(), new Date().toISOString());
    const runs = await Promise.all(Array.from({ length: 20 }, () => crt(file)));
    expect(runs.filter((r) => r.code !== 0).map((r) => r.err)).toEqual([]);
    expect(readJournal(file, 'veritable').entries).toHaveLength(20);
    expect(leftovers(dir)).toEqual([]);
  });

  it('a waiter acting on a lock it saw stale a moment ago leaves alone the fresh lock another took meanwhile', () => {
    // Two waiters saw the same dead lock; the first removed it and took its own. The second, acting on what it saw,
    // must not remove the first one's lock, or both would write at once.
    const { lock } = scratch();
    const fresh = writeLock(lock, process.pid, new Date().toISOString());
    breakStaleLock(lock);
    expect(readFileSync(lock, 'utf8')).toBe(fresh);
  });

  it('a break guard left by a waiter that died while breaking a dead lock does not block later writers', async () => {
    const { dir, file, lock } = scratch();
    const dead = await deadPid();
    writeLock(lock, dead, new Date().toISOString());
    writeLock(`${lock}.break`, dead, new Date().toISOString());
    const r = await crt(file, { SANDTABLE_LOCK_WAIT_MS: '3000' });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(readJournal(file, 'veritable').entries).toHaveLength(1);
    expect(leftovers(dir)).toEqual([]);
  });

  it('a lock far older than any write is taken over even though its pid is alive (the pid was reused)', async () => {
    const { file, lock } = scratch();
    const holder = liveHolder();
    try {
      writeLock(lock, holder.pid, new Date(Date.now() - 3_600_000).toISOString());
      const r = await crt(file, { SANDTABLE_LOCK_WAIT_MS: '3000' });
      expect(r.code).toBe(0);
      expect(readJournal(file, 'veritable').entries).toHaveLength(1);
    } finally {
      holder.stop();
    }
  });

  it('a lock held by a live process: the second writer waits the bound, then exits 1 naming the holder', async () => {
    const { file, lock } = scratch();
    const holder = liveHolder();
    try {
      expect((await crt(file)).code).toBe(0);
      const before = readFileSync(file, 'utf8');
      const since = new Date().toISOString();
      const lockText = writeLock(lock, holder.pid, since);
      const r = await crt(file, { SANDTABLE_LOCK_WAIT_MS: '1500' });
      expect(r.code).toBe(1);
      expect(r.err).toContain(`pid ${holder.pid} since ${since}`);
      expect(r.err).toContain(lock);
      expect(r.err).toContain('gave up after 1.5 s');
      expect(r.err).not.toMatch(/internal error|^\s+at /m);
      expect(r.ms).toBeGreaterThanOrEqual(1500);
      // The holder's lock and the journal are exactly as they were: nothing written past a live lock.
      expect(readFileSync(lock, 'utf8')).toBe(lockText);
      expect(readFileSync(file, 'utf8')).toBe(before);
    } finally {
      holder.stop();
    }
  });

  it('a second writer waits for the holder to finish, then appends', async () => {
    const { dir, file, lock } = scratch();
    const holder = liveHolder();
    try {
      writeLock(lock, holder.pid, new Date().toISOString());
      const waiting = crt(file, { SANDTABLE_LOCK_WAIT_MS: '20000' });
      await new Promise((r) => setTimeout(r, 1500));
      // While the lock is held, the waiting writer has written nothing.
      expect(existsSync(file)).toBe(false);
      rmSync(lock);
      const r = await waiting;
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      expect(readJournal(file, 'veritable').entries).toHaveLength(1);
      expect(leftovers(dir)).toEqual([]);
    } finally {
      holder.stop();
    }
  });
});
