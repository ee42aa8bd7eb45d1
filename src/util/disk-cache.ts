import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { cacheFolder, seedFolder } from './cache-dir.js';
import { pruneFolder } from './cache-prune.js';

/**
 * Results that take longer to make than to read (drawn symbols, compiled templates), kept between runs
 * like a compiler cache, keyed by everything they depend on. SANDTABLE_NO_CACHE=1 turns it off;
 * a cache that cannot be written, or that another user could have written, is skipped.
 */
export class DiskCache {
  private dir: string | undefined;
  private seed: string | undefined;
  private pruned = false;

  /**
   * `maxBytes` bounds the folder: a validated scenario is about 150 kB, a kit's record a few. `seeded`: an entry
   * missing from the folder is also looked for in the entries `npm run build` made for the bundled games
   * (seedFolder), read only.
   */
  constructor(
    namespace: string,
    private readonly maxBytes = 64 * 1024 * 1024,
    seeded = false,
  ) {
    this.dir = cacheFolder(namespace);
    if (seeded) this.seed = seedFolder(namespace);
  }

  private static file(dir: string, key: string): string {
    return join(dir, createHash('sha1').update(key).digest('hex') + '.json');
  }

  /**
   * The value kept under the key, once the entry's text matches the hash written on its first line: a damaged
   * or edited entry (a scenario whose bounds were never checked, template code that would be run) is removed
   * and undefined returned, so it is made again.
   */
  get<T>(key: string): T | undefined {
    const own = this.dir ? DiskCache.read<T>(DiskCache.file(this.dir, key), key, true) : undefined;
    return own ?? (this.seed ? DiskCache.read<T>(DiskCache.file(this.seed, key), key, false) : undefined);
  }

  /** One entry's value; a damaged one is removed when `mine` (the seed is the build's, never changed here). */
  private static read<T>(f: string, key: string, mine: boolean): T | undefined {
    if (!existsSync(f)) return undefined;
    try {
      const text = readFileSync(f, 'utf8');
      const nl = text.indexOf('\n');
      const body = text.slice(nl + 1);
      if (nl !== 64 || text.slice(0, 64) !== sha256(body)) {
        if (mine) rmSync(f, { force: true });
        return undefined;
      }
      const entry = JSON.parse(body) as { key: string; value: T };
      return entry.key === key ? entry.value : undefined;
    } catch {
      return undefined;
    }
  }

  set<T>(key: string, value: T): void {
    if (!this.dir) return;
    try {
      const body = JSON.stringify({ key, value });
      writeFileAtomic(DiskCache.file(this.dir, key), `${sha256(body)}\n${body}`, { flush: false });
      // Once a process, as the image cache does: a build adds a few entries, and a listing per entry costs more.
      if (!this.pruned) pruneFolder(this.dir, this.maxBytes, (f) => /^[0-9a-f]{40}\.json$/.test(f));
      this.pruned = true;
    } catch {
      // A read-only or full temp folder only costs speed.
    }
  }
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
