import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BlobCache } from '../../src/util/blob-cache.js';

const made: string[] = [];
const saved = process.env.SANDTABLE_CACHE_DIR;
afterEach(() => {
  process.env.SANDTABLE_CACHE_DIR = saved;
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

function freshRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'blob-cache-'));
  made.push(root);
  process.env.SANDTABLE_CACHE_DIR = root;
  return root;
}

describe('the cache of rasterised images', () => {
  it('gives back the same bytes for the same key, and nothing for another', () => {
    freshRoot();
    const cache = new BlobCache('png');
    const key = BlobCache.keyOf('<svg/>', '150:3');
    cache.set(key, Buffer.from([1, 2, 3]));
    expect(new BlobCache('png').get(key)).toEqual(Buffer.from([1, 2, 3]));
    expect(new BlobCache('png').get(BlobCache.keyOf('<svg/>', '300:3'))).toBeUndefined();
  });

  it('keeps its folder under the size it was given, dropping the oldest first', () => {
    const root = freshRoot();
    // Each entry is its 6 bytes and the 32 of their hash: room for one, not two.
    const first = new BlobCache('png', 50);
    const old = BlobCache.keyOf('old');
    first.set(old, Buffer.alloc(6));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'png', old), past, past);
    // A new process (a new cache object) prunes on its first write.
    const next = new BlobCache('png', 50);
    const recent = BlobCache.keyOf('recent');
    next.set(recent, Buffer.alloc(6));
    expect(readdirSync(join(root, 'png'))).toEqual([recent]);
  });

  it('is off with SANDTABLE_NO_CACHE: nothing kept, nothing read', () => {
    freshRoot();
    process.env.SANDTABLE_NO_CACHE = '1';
    try {
      const cache = new BlobCache('png');
      cache.set(BlobCache.keyOf('x'), Buffer.from('x'));
      expect(cache.get(BlobCache.keyOf('x'))).toBeUndefined();
    } finally {
      delete process.env.SANDTABLE_NO_CACHE;
    }
  });
});
