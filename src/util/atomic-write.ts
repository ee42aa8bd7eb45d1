import { closeSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

/** A temporary name beside the target that says which process wrote it, so a stale one can be recognised. */
function tempName(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
}

const bytesOf = (data: string | Uint8Array): Uint8Array =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : data;

/**
 * Writes a file so that a reader (or a crash) sees either the old file or the whole new one: every byte
 * into a temporary file in the same folder (a write may take fewer bytes than asked, as on a full disk,
 * so it loops), flushed, its size checked, then renamed over the target. On any failure the temporary
 * file is removed and the old file stays.
 */
export function writeFileAtomic(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const bytes = bytesOf(data);
  const tmp = tempName(path);
  let fd: number | undefined;
  try {
    fd = openSync(tmp, 'wx', 0o644);
    for (let at = 0; at < bytes.length; ) {
      const n = writeSync(fd, bytes, at, bytes.length - at);
      if (n <= 0) throw new Error(`wrote nothing at byte ${at}`);
      at += n;
    }
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (statSync(tmp).size !== bytes.length) throw new Error('the file on disk is shorter than what was written');
    renameSync(tmp, path);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    throw e;
  }
}

/**
 * writeFileAtomic for many files at once: the flushes to disk, which dominate writing a kit of a hundred
 * files, overlap on the thread pool instead of waiting one after the other.
 */
export async function writeFileAtomicAsync(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const bytes = bytesOf(data);
  const tmp = tempName(path);
  const handle = await open(tmp, 'wx', 0o644);
  try {
    for (let at = 0; at < bytes.length; ) {
      const { bytesWritten } = await handle.write(bytes, at, bytes.length - at);
      if (bytesWritten <= 0) throw new Error(`wrote nothing at byte ${at}`);
      at += bytesWritten;
    }
    await handle.sync();
    await handle.close();
    if ((await stat(tmp)).size !== bytes.length) throw new Error('the file on disk is shorter than what was written');
    await rename(tmp, path);
  } catch (e) {
    await handle.close().catch(() => {});
    await rm(tmp, { force: true });
    throw e;
  }
}
