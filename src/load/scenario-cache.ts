import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dirname } from 'node:path';
import { DiskCache } from '../util/disk-cache.js';
import { MAX_DATA_FILE_BYTES } from './source-file.js';
const HERE = dirname(fileURLToPath(import.meta.url));

let stamp: string | undefined;

/**
 * The code that turns data into a scenario: a change to it must not serve scenarios cached by the old code.
 * Read once a process: the code it runs does not change under it, however many games it loads.
 */
function loaderStamp(): string {
  if (stamp !== undefined) return stamp;
  const parts: string[] = [];
  for (const dir of [HERE, join(HERE, 'validate'), join(HERE, '../model/schema')])
    if (existsSync(dir)) for (const f of readdirSync(dir).sort()) parts.push(`${f}:${statSync(join(dir, f)).mtimeMs}`);
  return (stamp = parts.join('|'));
}

/** A game folder's data files (its YAML and CSV, and its locales' YAML), by full path, sorted. */
export function dataFiles(dir: string): string[] {
  const out = readdirSync(dir)
    .filter((f) => /\.(ya?ml|csv)$/i.test(f))
    .map((f) => join(dir, f));
  const loc = join(dir, 'locales');
  if (existsSync(loc))
    out.push(
      ...readdirSync(loc)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f) => join(loc, f)),
    );
  return out.sort();
}

/**
 * A key over the folder, every data file's bytes and the loader itself. Reading and hashing a few
 * hundred kilobytes is far quicker than parsing YAML with positions and validating it again.
 */
export function scenarioKey(dir: string): string {
  const h = createHash('sha256').update(dir).update(loaderStamp());
  for (const f of dataFiles(dir)) {
    const st = statSync(f, { throwIfNoEntry: false });
    // The loader refuses such a file with a message; hashing must neither hang on a FIFO nor read gigabytes.
    if (!st?.isFile() || st.size > MAX_DATA_FILE_BYTES) h.update(`${f}:unread:${st?.size}:${st?.mtimeMs}`);
    else h.update(f).update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 32);
}

let cache: DiskCache | undefined;

export function readCached<T>(key: string): T | undefined {
  return (cache ??= new DiskCache('scenarios')).get<T>(key);
}

export function writeCached(key: string, value: unknown): void {
  (cache ??= new DiskCache('scenarios')).set(key, value);
}
