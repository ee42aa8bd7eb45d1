import { existsSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { cacheFolder } from './cache-dir.js';

/**
 * Results that take longer to make than to read (drawn symbols, compiled templates), kept between runs
 * like a compiler cache, keyed by everything they depend on. SANDTABLE_NO_CACHE=1 turns it off;
 * a cache that cannot be written, or that another user could have written, is skipped.
 */
export class DiskCache {
  private dir: string | undefined;

  constructor(namespace: string) {
    this.dir = cacheFolder(namespace);
  }

  private file(key: string): string {
    return join(this.dir!, createHash('sha1').update(key).digest('hex') + '.json');
  }

  get<T>(key: string): T | undefined {
    if (!this.dir) return undefined;
    const f = this.file(key);
    if (!existsSync(f)) return undefined;
    try {
      const entry = JSON.parse(readFileSync(f, 'utf8')) as { key: string; value: T };
      return entry.key === key ? entry.value : undefined;
    } catch {
      return undefined;
    }
  }

  set<T>(key: string, value: T): void {
    if (!this.dir) return;
    try {
      writeFileAtomic(this.file(key), JSON.stringify({ key, value }), { flush: false });
    } catch {
      // A read-only or full temp folder only costs speed.
    }
  }
}
