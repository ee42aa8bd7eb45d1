import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { InputError } from './input-error.js';
import { processAlive } from './process-alive.js';

/** Why a write failed, in words a user can act on. */
const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file stands where a folder is needed',
  EISDIR: 'a folder stands where the file should go',
  ENAMETOOLONG: 'the name is too long',
  EMFILE: 'too many files are open',
  EIO: 'the disk reported an input/output error',
};

/** A write that failed: exit 1 with the path and the reason; the old file, if any, is untouched. */
export class WriteError extends InputError {
  constructor(
    readonly path: string,
    cause: unknown,
  ) {
    const code = (cause as NodeJS.ErrnoException).code;
    const reason = (code && REASONS[code]) ?? (cause as Error).message;
    super(`cannot write ${path}: ${reason}${code ? ` (${code})` : ''}`, { cause });
    this.name = 'WriteError';
  }
}

const TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;

/** A temporary name beside the target that says which process wrote it, so a stale one can be recognised. */
function tempName(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

/** Removes temporary files a killed writer left in a folder (their process is gone); returns how many. */
export function sweepStaleTemps(dir: string): number {
  let n = 0;
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return 0;
  }
  for (const name of names) {
    const m = name.match(TEMP);
    if (m && Number(m[2]) !== process.pid && !processAlive(Number(m[2]))) {
      rmSync(join(dir, name), { force: true });
      n++;
    }
  }
  return n;
}

/** Flushes a folder's entries (a rename lives in the folder, not the file); not every system allows it. */
export function fsyncFolder(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems refuse fsync on a folder; the files themselves are already flushed.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

const bytesOf = (data: string | Uint8Array): Uint8Array =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : data;

/** What writeFileAtomic writes: text, bytes, or bytes in pieces written one after another (never joined first). */
export type FileData = string | Uint8Array | readonly Uint8Array[];

/**
 * Writes a file so that a reader (or a crash) sees either the old file or the whole new one: every byte
 * into a temporary file in the same folder (a write may take fewer bytes than asked, as on a full disk,
 * so it loops), flushed, its size checked, then renamed over the target and the folder flushed. On any
 * failure the temporary file is removed, the old file stays, and a WriteError says where and why.
 */
export function writeFileAtomic(path: string, data: FileData, opts: { flush?: boolean } = {}): void {
  // A cache entry need not survive a power cut (it is made again), so the cache skips the flushes: they cost a
  // cold build more than the drawing (5.6 s of fsync for Death of a Division's module images, on a loaded disk).
  const flush = opts.flush ?? true;
  // A cache entry of megabytes comes in pieces (a hash, a head, each file's bytes): copying them into one buffer
  // first cost a cold build --all about a second.
  const pieces = Array.isArray(data) ? (data as readonly Uint8Array[]) : [bytesOf(data as string | Uint8Array)];
  const total = pieces.reduce((n, b) => n + b.length, 0);
  const tmp = tempName(path);
  let fd: number | undefined;
  try {
    mkdirSync(dirname(path), { recursive: true });
    fd = openSync(tmp, 'wx', 0o644);
    for (const bytes of pieces)
      for (let at = 0; at < bytes.length; ) {
        const n = writeSync(fd, bytes, at, bytes.length - at);
        if (n <= 0) throw Object.assign(new Error('no byte was written'), { code: 'ENOSPC' });
        at += n;
      }
    if (flush) fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (statSync(tmp).size !== total) throw new Error('the file on disk is shorter than what was written');
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    throw e instanceof InputError ? e : new WriteError(path, e);
  }
  if (flush) fsyncFolder(dirname(path));
}

/**
 * A file written whole and flushed, for a kit's many files at once: the flushes, which dominate writing a
 * hundred files, overlap on the thread pool. The caller renames it into place (moveIntoPlace) when every
 * file of the kit is on disk.
 */
export async function writeFileFlushed(path: string, data: string | Uint8Array): Promise<void> {
  const bytes = bytesOf(data);
  try {
    await mkdir(dirname(path), { recursive: true });
    const handle = await open(path, 'wx', 0o644);
    try {
      for (let at = 0; at < bytes.length; ) {
        const { bytesWritten } = await handle.write(bytes, at, bytes.length - at);
        if (bytesWritten <= 0) throw Object.assign(new Error('no byte was written'), { code: 'ENOSPC' });
        at += bytesWritten;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    if ((await stat(path)).size !== bytes.length) throw new Error('the file on disk is shorter than what was written');
  } catch (e) {
    await rm(path, { force: true });
    throw e instanceof InputError ? e : new WriteError(path, e);
  }
}

/** Renames a flushed file over its target: atomic on one file system, so a reader sees old or new, never half. */
export async function moveIntoPlace(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (e) {
    throw new WriteError(to, e);
  }
}
