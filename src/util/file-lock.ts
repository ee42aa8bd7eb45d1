import {
  closeSync,
  fstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { InputError } from './input-error.js';
import { WriteError } from './atomic-write.js';
import { processAlive } from './process-alive.js';

/** What a lock file holds: enough for a waiter to tell whether its holder still exists, and for a person to find it. */
export interface LockHolder {
  pid: number;
  host: string;
  since: string;
  /** Unique per acquisition, so a holder never removes a lock that is no longer its own. */
  token: string;
}

export interface LockOptions {
  /** How long a second writer waits before giving up; see lockWaitMs for the default. */
  waitMs?: number;
  /** A lock older than this is stale even when its pid is alive: the pid may belong to another program by now. */
  staleMs?: number;
}

// A lock is held for a whole command (read, rules, write), so a queue of players' commands on a busy machine
// can take some seconds to clear; nobody should be turned away while it does.
const DEFAULT_WAIT_MS = 30_000;
/** Well above the wait, so no waiter takes a lock from a live holder it has only been waiting on. */
const DEFAULT_STALE_MS = 120_000;
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 40;

/**
 * The wait for a held lock: SANDTABLE_LOCK_WAIT_MS (milliseconds, a whole number 0 or more) when set, so tests
 * and scripts that would rather fail fast need not wait 30 s; otherwise 30 s.
 */
export function lockWaitMs(env: NodeJS.ProcessEnv = process.env): number {
  const v = env.SANDTABLE_LOCK_WAIT_MS;
  return v !== undefined && /^\d+$/.test(v.trim()) ? Number(v) : DEFAULT_WAIT_MS;
}

/**
 * Runs fn while holding `${target}.lock`, made with an exclusive create so that of several processes only one
 * holds it. The others poll with short sleeps up to the wait, then fail with an InputError naming the holder.
 * The lock is released in `finally`, whatever fn does.
 */
export function withFileLock<T>(target: string, fn: () => T, options: LockOptions = {}): T {
  const release = acquireFileLock(target, options);
  try {
    return fn();
  } finally {
    release();
  }
}

/** Takes the lock (waiting if need be) and returns the function that releases it. */
export function acquireFileLock(target: string, options: LockOptions = {}): () => void {
  return acquire(target, options).release;
}

/**
 * A lock held across a whole command (a transaction: read, check, write), not just one write. It is kept fresh
 * while held, so that a command waiting on a person (a terminal's question) is not taken for a stale one; the
 * holder checks it is still its own before each write; and whatever a command leaves held when it ends, by an
 * error or otherwise, releaseHeldLocks lets go.
 */
export interface HeldLock {
  /** Throws when the lock has stopped being this holder's (broken as stale): writing now could lose another's. */
  check(): void;
  release(): void;
}

const held = new Set<HeldLock>();
/** Well inside the stale age, so a live holder's lock never looks stale. */
const REFRESH_MS = 5_000;

export function holdFileLock(target: string, options: LockOptions = {}): HeldLock {
  const { lockPath, me, release } = acquire(target, options);
  // Runs only while the command awaits (a question at a terminal): synchronous work never lets it fire.
  const timer = setInterval(() => refresh(lockPath, me), REFRESH_MS);
  timer.unref?.();
  const hold: HeldLock = {
    check() {
      if (inspect(lockPath)?.holder?.token !== me.token)
        throw new InputError(
          `${target}: another command took over its lock while this one ran; nothing was written: run it again`,
        );
    },
    release() {
      if (!held.delete(hold)) return;
      clearInterval(timer);
      release();
    },
  };
  held.add(hold);
  return hold;
}

/** Lets go of every lock this process still holds: called when a command ends, however it ended. */
export function releaseHeldLocks(): void {
  for (const h of [...held]) h.release();
}

/** Rewrites the lock with a new `since`, by rename so a waiter never reads it half-written. */
function refresh(lockPath: string, me: LockHolder): void {
  if (inspect(lockPath)?.holder?.token !== me.token) return;
  me.since = new Date().toISOString();
  const tmp = `${lockPath}.${me.token}.fresh`;
  try {
    writeFileSync(tmp, JSON.stringify(me) + '\n');
    renameSync(tmp, lockPath);
  } catch {
    // A lock that cannot be refreshed keeps its first time; at worst it is broken after the stale age.
    removeQuietly(tmp);
  }
}

function acquire(target: string, options: LockOptions): { lockPath: string; me: LockHolder; release: () => void } {
  const waitMs = options.waitMs ?? lockWaitMs();
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const lockPath = `${target}.lock`;
  const me = holderForMe();
  let deadline = Date.now() + waitMs;
  let holder: string | undefined;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    if (tryCreate(lockPath, me, target)) return { lockPath, me, release: () => releaseLock(lockPath, me.token) };
    const seen = inspect(lockPath);
    // Released between our attempt and our look: try again at once, it is free.
    if (!seen) continue;
    if (staleReason(seen, staleMs) && breakStaleLock(lockPath, staleMs)) continue;
    // The wait is for one holder: a queue of commands that each finish in turn is progress, not a hung writer.
    const now = seen.holder?.token ?? `mtime:${seen.mtimeMs}`;
    if (now !== holder) {
      if (holder !== undefined) deadline = Date.now() + waitMs;
      holder = now;
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new InputError(heldMessage(target, lockPath, seen, waitMs));
    // Jittered so that writers woken together do not collide again on the same tick.
    sleep(Math.min(left, pause * (0.5 + Math.random())));
    pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  }
}

function holderForMe(): LockHolder {
  return {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
}

const errno = (e: unknown): string | undefined => (e as NodeJS.ErrnoException).code;

/** true when the lock is now ours; false when someone else has it. */
function tryCreate(lockPath: string, me: LockHolder, target: string, makeFolder = true): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o644);
  } catch (e) {
    if (errno(e) === 'EEXIST') return false;
    // The journal's folder does not exist yet; the atomic save would create it anyway.
    if (errno(e) !== 'ENOENT' || !makeFolder) throw cannotCreate(target, lockPath, e);
    try {
      mkdirSync(dirname(lockPath), { recursive: true });
    } catch (inner) {
      throw cannotCreate(target, lockPath, inner);
    }
    return tryCreate(lockPath, me, target, false);
  }
  try {
    const text = JSON.stringify(me) + '\n';
    if (writeSync(fd, text) !== Buffer.byteLength(text)) throw new Error('short write');
  } catch (e) {
    closeSync(fd);
    removeQuietly(lockPath);
    throw new WriteError(lockPath, e);
  }
  closeSync(fd);
  return true;
}

/** Said like every other failed write: the path and the reason (a full or read-only disk). */
function cannotCreate(_target: string, lockPath: string, e: unknown): InputError {
  return new WriteError(lockPath, e);
}

interface Seen {
  holder?: LockHolder;
  /** When the file was made; stands in for `since` while a new lock is still empty or its text is unreadable. */
  mtimeMs: number;
}

/** The lock as it is now, read through one descriptor so the holder and the timestamp belong to the same file. */
function inspect(lockPath: string): Seen | undefined {
  let fd: number;
  try {
    fd = openSync(lockPath, 'r');
  } catch (e) {
    if (errno(e) === 'ENOENT') return undefined;
    throw new InputError(`cannot read the lock file ${lockPath} (${(e as Error).message})`);
  }
  try {
    const st = fstatSync(fd);
    // A folder or a device where the lock should be: no Sandtable lock, and nothing to wait for or break.
    if (!st.isFile())
      throw new InputError(
        `${lockPath} is a ${st.isDirectory() ? 'folder' : 'special file'}, not a lock file; ` +
          'move it away, then run the command again',
      );
    const { mtimeMs } = st;
    return { holder: parseHolder(readFileSync(fd, 'utf8')), mtimeMs };
  } finally {
    closeSync(fd);
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const h = JSON.parse(text) as Partial<LockHolder>;
    // A pid of 0 or below would signal a whole process group in process.kill: never trust one.
    if (!Number.isSafeInteger(h.pid) || (h.pid as number) <= 0) return undefined;
    if (typeof h.host !== 'string' || typeof h.since !== 'string' || typeof h.token !== 'string') return undefined;
    return h as LockHolder;
  } catch {
    return undefined;
  }
}

function bornAt(seen: Seen): number {
  const since = seen.holder ? Date.parse(seen.holder.since) : Number.NaN;
  return Number.isFinite(since) ? since : seen.mtimeMs;
}

/** Why nobody holds this lock any more, or undefined while its holder may still be at work. */
function staleReason(seen: Seen, staleMs: number): string | undefined {
  const h = seen.holder;
  // Another machine's pids (a shared folder) mean nothing here; there only the age can tell.
  if (h && h.host === hostname() && !processAlive(h.pid)) return `pid ${h.pid} is not running`;
  if (Date.now() - bornAt(seen) > staleMs) return `older than ${staleMs / 1000} s`;
  return undefined;
}

/**
 * Removes a stale lock so that exactly one of the processes that judged it stale does so. Unlinking straight
 * away is not safe: two waiters see the same dead lock, the first removes it and takes a fresh one, and the
 * second's unlink then removes that fresh lock, so two writers run at once. Instead a breaker first takes a
 * guard (`.lock.break`, itself an exclusive create held for a few system calls), and under it looks again:
 * only if the lock there is still stale does it unlink it. Whoever finds the lock fresh leaves it alone; after
 * the unlink everyone, the breaker included, races for the lock by exclusive create as usual.
 * true when the lock was removed (or had gone, or was found fresh), false when the guard was busy.
 */
export function breakStaleLock(lockPath: string, staleMs: number = DEFAULT_STALE_MS): boolean {
  const guardPath = `${lockPath}.break`;
  const me = holderForMe();
  if (!tryCreate(guardPath, me, lockPath)) {
    // A breaker that died inside its few system calls leaves the guard behind; it is stale by the same rules.
    const guard = inspect(guardPath);
    if (guard && staleReason(guard, staleMs)) removeQuietly(guardPath);
    return false;
  }
  try {
    const now = inspect(lockPath);
    if (now && staleReason(now, staleMs)) removeQuietly(lockPath);
    return true;
  } finally {
    releaseLock(guardPath, me.token);
  }
}

/** Removes the lock only if it is still this holder's: had it been broken as stale, the file is someone else's. */
function releaseLock(lockPath: string, token: string): void {
  const seen = inspect(lockPath);
  if (seen?.holder?.token === token) removeQuietly(lockPath);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (e) {
    if (errno(e) !== 'ENOENT') throw e;
  }
}

function heldMessage(target: string, lockPath: string, seen: Seen, waitMs: number): string {
  const h = seen.holder;
  const who = h
    ? `pid ${h.pid}${h.host === hostname() ? '' : ` on ${h.host}`} since ${h.since}`
    : `a process that has not yet written its pid, since ${new Date(seen.mtimeMs).toISOString()}`;
  return (
    `${target} is being written by another command (${who}); gave up after ${waitMs / 1000} s. ` +
    `If no Sandtable command is running, delete the lock file ${lockPath}`
  );
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** The CLI's commands are synchronous; Atomics.wait sleeps the thread without spinning the CPU. */
function sleep(ms: number): void {
  if (ms > 0) Atomics.wait(sleeper, 0, 0, ms);
}
