import { describe, it, expect, afterEach } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { BlobCache } from '../../src/util/blob-cache.js';
import { DiskCache } from '../../src/util/disk-cache.js';

// The cache only costs or saves speed: its bytes are checked against their hash before use (a damaged or
// edited entry is made again), and a cache that is full or cannot be written does not fail a build.
const BIN = fileURLToPath(new URL('../../bin/sandtable.js', import.meta.url));
const made: string[] = [];
const saved = process.env.SANDTABLE_CACHE_DIR;
afterEach(() => {
  process.env.SANDTABLE_CACHE_DIR = saved;
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function freshRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'cache-integrity-'));
  made.push(root);
  process.env.SANDTABLE_CACHE_DIR = root;
  return root;
}

/** Flips one byte in the middle of a file, as a bad sector or a half-written copy would. */
function damage(file: string): void {
  const b = readFileSync(file);
  b[Math.floor(b.length / 2)] ^= 0x20;
  writeFileSync(file, b);
}

describe('cached bytes are verified before use', () => {
  it('a damaged image entry is not given back, and is removed so it is made again', () => {
    const root = freshRoot();
    const key = BlobCache.keyOf('<svg/>', '150');
    new BlobCache('png').set(key, Buffer.from('a PNG of some length, enough to damage in the middle'));
    damage(join(root, 'png', key));
    expect(new BlobCache('png').get(key)).toBeUndefined();
    expect(existsSync(join(root, 'png', key))).toBe(false);
    new BlobCache('png').set(key, Buffer.from('made again'));
    expect(new BlobCache('png').get(key)).toEqual(Buffer.from('made again'));
  });

  it('an edited JSON entry (a poisoned scenario, a compiled template) is not given back, and is removed', () => {
    const root = freshRoot();
    new DiskCache('scenarios').set('k', { units: [{ id: 'u1', strength: 3 }] });
    const [file] = readdirSync(join(root, 'scenarios'));
    const path = join(root, 'scenarios', file);
    writeFileSync(path, readFileSync(path, 'utf8').replace('"strength":3', '"strength":99999999'));
    expect(new DiskCache('scenarios').get('k')).toBeUndefined();
    expect(existsSync(path)).toBe(false);
  });

  it('an entry that is whole is given back', () => {
    freshRoot();
    new DiskCache('scenarios').set('k', { a: [1, 'é', null] });
    expect(new DiskCache('scenarios').get('k')).toEqual({ a: [1, 'é', null] });
  });
});

// Mounting a small tmpfs needs root (CI runs as root); elsewhere skipped.
const canMount = process.getuid?.() === 0;
describe.skipIf(!canMount)('a full cache disk costs only speed', () => {
  it('a PNG card build with its cache on a full disk exits 0', () => {
    const cache = mkdtempSync(join(tmpdir(), 'full-cache-'));
    made.push(cache);
    if (spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', cache]).status !== 0) return;
    try {
      // The folders of an earlier run are there; only the disk under them is full.
      for (const ns of ['fontconfig', 'png', 'scenarios']) mkdirSync(join(cache, ns), { mode: 0o700 });
      chmodSync(cache, 0o755);
      for (let i = 0; ; i++)
        try {
          writeFileSync(join(cache, `filler-${i}`), Buffer.alloc(4096));
        } catch {
          break;
        }
      const out = mkdtempSync(join(tmpdir(), 'full-cache-out-'));
      made.push(out);
      const args = ['build', 'tests/fixtures/cards-deck', '--only', 'cards', '--format', 'png', '--out', out];
      const r = spawnSync(process.execPath, [BIN, ...args], {
        env: { ...process.env, SANDTABLE_CACHE_DIR: cache },
        encoding: 'utf8',
      });
      expect(r.stderr).not.toMatch(/internal error|ENOSPC/);
      expect(r.status, r.stderr).toBe(0);
      expect(readdirSync(out).some((f) => f.endsWith('.png'))).toBe(true);
    } finally {
      spawnSync('umount', [cache]);
    }
  }, 60_000);
});
