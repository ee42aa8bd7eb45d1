import { describe, it, expect, afterEach } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { BlobCache } from '../../src/util/blob-cache.js';
import { DiskCache } from '../../src/util/disk-cache.js';

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

// Every data change makes new keys and the old entries are never read again: the whole cache folder stays bounded
// only if every kind of entry is dropped past a size (issue 21: "cache dir bounded").
describe('the cache stays bounded, whatever kind of entry it holds', () => {
  it('a folder of validated scenarios or kit records keeps under its size, dropping the oldest first', () => {
    const root = freshRoot();
    // An entry is its hash line and its JSON, about 120 bytes here: room for one, not two.
    const first = new DiskCache('scenarios', 200);
    first.set('old', { units: 'x'.repeat(50) });
    const [old] = readdirSync(join(root, 'scenarios'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(root, 'scenarios', old!), past, past);
    // A new process (a new cache object) prunes on its first write.
    const next = new DiskCache('scenarios', 200);
    next.set('recent', { units: 'y'.repeat(50) });
    expect(readdirSync(join(root, 'scenarios'))).toHaveLength(1);
    expect(next.get('recent')).toEqual({ units: 'y'.repeat(50) });
    expect(next.get('old')).toBeUndefined();
  });

  it("a half-written entry a killed build left behind is removed; a running build's is not", () => {
    const root = freshRoot();
    const cache = new BlobCache('parts');
    cache.set(BlobCache.keyOf('warm-up'), Buffer.from('x'));
    // A process that has exited: its pid is free (a pid is reused only after the whole range wraps).
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    const key = BlobCache.keyOf('killed');
    const killed = `.${key}.${dead.stdout}.0badc0de.tmp`;
    const running = `.${key}.${process.ppid}.0badc0de.tmp`;
    for (const f of [killed, running]) writeFileSync(join(root, 'parts', f), Buffer.alloc(1000));
    new BlobCache('parts').set(BlobCache.keyOf('next build'), Buffer.from('y'));
    const left = readdirSync(join(root, 'parts'));
    expect(left).not.toContain(killed);
    expect(left).toContain(running);
  });
});
