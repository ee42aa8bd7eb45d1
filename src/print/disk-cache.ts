import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic } from '../util/atomic-write.js';

/** Per-user cache folder, next to the scenario cache. */
const ROOT = join(tmpdir(), `sandtable-cache-${process.getuid?.() ?? 'u'}`);

/**
 * A cache only this user can have written: the temp folder is shared, and one of the caches holds
 * compiled template code that is run.
 */
function trusted(dir: string): boolean {
  if (!existsSync(dir)) return true;
  const st = statSync(dir);
  const uid = process.getuid?.();
  return (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0;
}

/**
 * Results that take longer to make than to read (drawn symbols, compiled templates), kept between runs
 * like a compiler cache, keyed by everything they depend on. SANDTABLE_NO_CACHE=1 turns it off;
 * a cache that cannot be written, or that another user could have written, is skipped.
 */
export class DiskCache {
  private dir: string | undefined;

  constructor(namespace: string, enabled = !process.env.SANDTABLE_NO_CACHE) {
    const dir = join(ROOT, namespace);
    this.dir = enabled && trusted(ROOT) && trusted(dir) ? dir : undefined;
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
      mkdirSync(this.dir, { recursive: true, mode: 0o700 });
      writeFileAtomic(this.file(key), JSON.stringify({ key, value }));
    } catch {
      // A read-only or full temp folder only costs speed.
    }
  }
}
