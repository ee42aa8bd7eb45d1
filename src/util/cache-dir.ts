import { existsSync, lstatSync, mkdirSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where Sandtable keeps what it can make again (validated scenarios, drawn symbols, compiled templates,
 * the font configuration): SANDTABLE_CACHE_DIR, else $XDG_CACHE_HOME/sandtable, else ~/.cache/sandtable.
 * Deleting the folder only costs the next run its speed.
 */
export function cacheRoot(): string {
  const env = process.env;
  if (env.SANDTABLE_CACHE_DIR) return env.SANDTABLE_CACHE_DIR;
  if (env.XDG_CACHE_HOME) return join(env.XDG_CACHE_HOME, 'sandtable');
  const home = homedir();
  return home ? join(home, '.cache', 'sandtable') : join(tmpdir(), `sandtable-cache-${process.getuid?.() ?? 'u'}`);
}

/**
 * A folder only this user can have written: one cache holds compiled template code that is run, so a
 * folder owned by someone else, writable by others or a symbolic link is not used.
 */
export function trustedFolder(dir: string): boolean {
  if (!existsSync(dir)) return true;
  const st = lstatSync(dir);
  const uid = process.getuid?.();
  return st.isDirectory() && (uid === undefined || st.uid === uid) && (st.mode & 0o022) === 0;
}

/** The cache folder for one kind of entry, created private; undefined when it is off or cannot be trusted. */
export function cacheFolder(namespace: string): string | undefined {
  if (process.env.SANDTABLE_NO_CACHE) return undefined;
  const root = cacheRoot();
  const dir = join(root, namespace);
  try {
    if (!trustedFolder(root)) return undefined;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return trustedFolder(dir) ? dir : undefined;
  } catch {
    // A read-only or full disk only costs speed.
    return undefined;
  }
}

/**
 * Entries that `npm run build` made for the bundled games (bin/cache-seed.cjs), beside the compiled code in dist/:
 * their data ships with the code, so the first command on a machine need not validate them again. Read only, and
 * keyed like the user's own entries (a bundled game's folder, its files' bytes and the loader), so a game that is not
 * bundled, an edited file or other code finds nothing there. Undefined when caching is off or there are none (a run
 * from src/, or a bundle built without that step).
 */
export function seedFolder(namespace: string): string | undefined {
  if (process.env.SANDTABLE_NO_CACHE) return undefined;
  // dist/cache-seed from dist/bundle/ and dist/util/ alike.
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'cache-seed', namespace);
  return existsSync(dir) ? dir : undefined;
}
