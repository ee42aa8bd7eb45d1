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

/**
 * A key over one data file: its path, its bytes, the loader, and `context` (what else its parse reads: the game's
 * default provenance). Undefined for a file the loader would refuse unread (too large, not a file).
 */
export function fileKey(file: string, context: string): string | undefined {
  const st = statSync(file, { throwIfNoEntry: false });
  if (!st?.isFile() || st.size > MAX_DATA_FILE_BYTES) return undefined;
  return createHash('sha256')
    .update(file)
    .update('\0')
    .update(loaderStamp())
    .update('\0')
    .update(context)
    .update('\0')
    .update(readFileSync(file))
    .digest('hex')
    .slice(0, 32);
}

/**
 * A key over what a charts-only read depends on (crt): game.yaml, charts.yaml and the loader. An edit elsewhere in the
 * game leaves the charts' entry as it is.
 */
export function chartsKey(dir: string): string {
  const h = createHash('sha256').update(dir).update('\0charts\0').update(loaderStamp());
  for (const f of ['game.yaml', 'charts.yaml'].map((n) => join(dir, n))) {
    const st = statSync(f, { throwIfNoEntry: false });
    if (!st?.isFile() || st.size > MAX_DATA_FILE_BYTES) h.update(`${f}:unread:${st?.size}:${st?.mtimeMs}`);
    else h.update(f).update(readFileSync(f));
  }
  return h.digest('hex').slice(0, 32);
}

let files: DiskCache | undefined;

/** One file's checked values, as its schema gave them when those bytes last parsed without a problem. */
export function readFileCached<T>(key: string): T | undefined {
  return (files ??= new DiskCache('files')).get<{ value: T }>(key)?.value;
}

export function writeFileCached(key: string, value: unknown): void {
  (files ??= new DiskCache('files')).set(key, { value });
}

let cache: DiskCache | undefined;
/** Validated scenarios; a bundled game's comes from the build's seed on a machine's first command (seedFolder). */
const scenarios = () => new DiskCache('scenarios', undefined, true);

export function readCached<T>(key: string): T | undefined {
  return (cache ??= scenarios()).get<T>(key);
}

export function writeCached(key: string, value: unknown): void {
  (cache ??= scenarios()).set(key, value);
}
