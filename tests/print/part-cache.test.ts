import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { codeFolders, folderDigest, partKey } from '../../src/print/part-cache.js';

// A built part is read back only for the very inputs it was made from: the game folder's bytes are in its key,
// hashed once a game for all its parts.
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copy(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'part-key-')), 'mini-hex');
  made.push(dir);
  cpSync('tests/fixtures/mini-hex', dir, { recursive: true });
  return dir;
}

describe('part cache keys', () => {
  it('stamps the sources when it runs from them, so an edit not yet built draws its part anew', () => {
    expect(codeFolders('file:///w/sandtable/src/print/part-cache.ts')).toEqual(['src', 'dist']);
    expect(codeFolders('file:///w/sandtable/dist/print/part-cache.js')).toEqual(['dist']);
    expect(codeFolders('file:///w/sandtable/dist/bundle/part-cache-x1.cjs')).toEqual([
      'dist/bundle',
      'dist/companion',
      'dist/templates-compiled',
    ]);
    // The tests themselves run the sources.
    expect(codeFolders()).toContain('src');
  });

  it('one folder digest serves every part, and gives the key the folder would', () => {
    const dir = copy();
    const folder = folderDigest(dir);
    expect(partKey('vassal', dir, {}, folder)).toBe(partKey('vassal', dir, {}));
    expect(partKey('map', dir, {}, folder)).not.toBe(partKey('vassal', dir, {}, folder));
  });

  it('a changed byte in the game folder makes a new key', () => {
    const dir = copy();
    const before = partKey('vassal', dir, {});
    const game = join(dir, 'game.yaml');
    writeFileSync(game, `${readFileSync(game, 'utf8')}\n# a comment\n`);
    expect(partKey('vassal', dir, {})).not.toBe(before);
  });

  it('a folder too large to hash has no key (the part is drawn every time)', () => {
    expect(folderDigest('/nonexistent/game')).toBeNull();
    expect(partKey('vassal', '/nonexistent/game', {}, null)).toBeUndefined();
    expect(partKey('vassal', '/nonexistent/game', {})).toBeUndefined();
  });
});
