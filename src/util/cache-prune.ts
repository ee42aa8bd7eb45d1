import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sweepStaleTemps } from './atomic-write.js';

/**
 * Keeps one cache folder under `maxBytes`: its entries (the names `isEntry` accepts) newest first, those past the
 * bound removed; and the temporary files a killed build left half-written there removed too, since no entry ever
 * names them and nothing else would. Every cache folder goes through this, so the whole cache stays bounded
 * however often the data changes: each change makes new keys, and the old entries are only ever dropped here.
 */
export function pruneFolder(dir: string, maxBytes: number, isEntry: (name: string) => boolean): void {
  try {
    sweepStaleTemps(dir);
    const files = readdirSync(dir)
      .filter(isEntry)
      .flatMap((f) => {
        const st = statSync(join(dir, f), { throwIfNoEntry: false });
        return st?.isFile() ? [{ f, size: st.size, at: st.mtimeMs }] : [];
      })
      .sort((a, b) => b.at - a.at);
    let total = 0;
    for (const { f, size } of files) {
      total += size;
      if (total > maxBytes) rmSync(join(dir, f), { force: true });
    }
  } catch {
    // Another build pruning the same folder, or one that cannot be listed: only its size is at stake.
  }
}
