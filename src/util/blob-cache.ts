import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.js';
import { cacheFolder, seedFolder } from './cache-dir.js';
import { pruneFolder } from './cache-prune.js';

/**
 * Bytes that take long to make and are made again from the same input (a board rasterised for the VASSAL
 * module, a map's PNG), kept between runs under the hash of everything they depend on. Unlike DiskCache it
 * stores raw bytes and never the key, which may be megabytes of SVG. The folder is kept to a bounded size, the
 * least recently written dropped first, so repeated builds of changing data do not fill a disk.
 */
/** Bytes of the SHA-256 each entry starts with. */
const DIGEST = 32;

export class BlobCache {
  private readonly dir: string | undefined;
  private readonly seed: string | undefined;
  private pruned = false;

  /**
   * `seeded`: an entry missing from the folder is also looked for among those `npm run build` made for the bundled
   * games (seedFolder, read only; the VASSAL boards and pictures of their modules as built by default).
   */
  constructor(
    namespace: string,
    private readonly maxBytes = 512 * 1024 * 1024,
    seeded = false,
  ) {
    this.dir = cacheFolder(namespace);
    if (seeded) this.seed = seedFolder(namespace);
  }

  static keyOf(...parts: (string | Buffer)[]): string {
    const h = createHash('sha256');
    for (const p of parts) h.update(p).update('\0');
    return h.digest('hex');
  }

  /**
   * The bytes kept under the key, once they match the SHA-256 stored before them: a damaged entry (a PNG
   * half-copied, a disk error) is removed and undefined returned, so the image is made again rather than
   * packed broken into a module.
   */
  get(key: string): Buffer | undefined {
    const own = this.dir ? BlobCache.read(join(this.dir, key), true) : undefined;
    return own ?? (this.seed ? BlobCache.read(join(this.seed, key), false) : undefined);
  }

  /** One entry's bytes; a damaged one is removed when `mine` (the seed is the build's, never changed here). */
  private static read(file: string, mine: boolean): Buffer | undefined {
    let stored: Buffer;
    try {
      stored = readFileSync(file);
    } catch {
      return undefined;
    }
    const bytes = stored.subarray(DIGEST);
    if (stored.length < DIGEST || !createHash('sha256').update(bytes).digest().equals(stored.subarray(0, DIGEST))) {
      if (mine) rmSync(file, { force: true });
      return undefined;
    }
    return bytes;
  }

  /** Whether an entry is kept under the key, not reading it. */
  has(key: string): boolean {
    return !!this.dir && existsSync(join(this.dir, key));
  }

  /** Keeps bytes under the key; they may come in pieces, kept as one entry without being joined in memory. */
  set(key: string, bytes: Uint8Array | readonly Uint8Array[]): void {
    if (!this.dir) return;
    try {
      const pieces = Array.isArray(bytes) ? (bytes as readonly Uint8Array[]) : [bytes as Uint8Array];
      const h = createHash('sha256');
      for (const p of pieces) h.update(p);
      writeFileAtomic(join(this.dir, key), [h.digest(), ...pieces], { flush: false });
      // Once a process: one build adds at most one kit's images, and a listing per image would cost more.
      if (!this.pruned) this.prune();
      this.pruned = true;
    } catch {
      // A read-only or full cache folder only costs speed.
    }
  }

  private prune(): void {
    pruneFolder(this.dir as string, this.maxBytes, (f) => /^[0-9a-f]{64}$/.test(f));
  }
}
