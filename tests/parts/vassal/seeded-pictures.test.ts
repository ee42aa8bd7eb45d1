import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';

// Issue #21 (speed): `npm run build` rasterises each bundled game's VASSAL board and small pictures once
// (bin/cache-seed.cjs), so a machine's first module of a bundled game, with an empty cache folder, rasterises
// nothing, and is the module a build that rasterises everything makes. Whole processes of the built CLI.
const BIN = fileURLToPath(new URL('../../../bin/sandtable.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'vassal-seed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A module of Veritable built with a cache folder of its own: its bytes, and how many pictures it rasterised. */
function build(name: string, env: Record<string, string>, args: string[] = [], file = 'veritable.vmod') {
  const out = join(root, `out-${name}`);
  const cache = join(root, `cache-${name}`);
  const r = spawnSync(process.execPath, [BIN, 'build', 'veritable', '--only', 'vassal', '--out', out, ...args], {
    encoding: 'utf8',
    env: { ...process.env, SANDTABLE_CACHE_DIR: cache, ...env },
  });
  expect(r.status, r.stderr).toBe(0);
  const png = join(cache, 'png');
  return {
    vmod: readFileSync(join(out, file)),
    rasterised: existsSync(png) ? readdirSync(png).length : 0,
  };
}

describe('VASSAL module: the bundled games come rasterised with the build', () => {
  it('a first module rasterises nothing and is the bytes of one that rasterises all (SANDTABLE_NO_CACHE)', () => {
    const seeded = build('seeded', {});
    expect(seeded.rasterised).toBe(0);
    const drawn = build('drawn', { SANDTABLE_NO_CACHE: '1' });
    expect(seeded.vmod.equals(drawn.vmod)).toBe(true);
  });

  it('a board the build did not draw (Russian names) is rasterised anew, not taken from the seed', () => {
    const english = unzipSync(build('en', {}).vmod)['images/board.png']!;
    const russian = build('ru', {}, ['--lang', 'ru'], 'veritable-ru.vmod');
    expect(russian.rasterised).toBeGreaterThan(0);
    expect(Buffer.from(unzipSync(russian.vmod)['images/board.png']!).equals(Buffer.from(english))).toBe(false);
  });
});
