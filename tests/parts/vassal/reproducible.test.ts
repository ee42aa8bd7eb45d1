import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { unzipSync, strFromU8 } from 'fflate';
import { moduleVersion, savedAt } from '../../../src/parts/vassal/about.js';
import { loadScenario } from '../../../src/load/load-scenario.js';

// A module built twice from the same data and code is the same bytes, so a player or a CI job can tell whether
// anything changed, and a cached module is the module a build would make. Each build is a process of its own with
// no cache at all (SANDTABLE_NO_CACHE), so neither build reads what the other made.
const BIN = fileURLToPath(new URL('../../../bin/sandtable.js', import.meta.url));
const made: string[] = [];
afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function build(game: string, env: Record<string, string> = {}): Buffer {
  const out = mkdtempSync(join(tmpdir(), 'vassal-repro-'));
  made.push(out);
  const r = spawnSync(process.execPath, [BIN, 'build', game, '--only', 'vassal', '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, SANDTABLE_NO_CACHE: '1', ...env },
  });
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(join(out, `${game.split('/').at(-1)}.vmod`));
}

const dateSaved = (vmod: Buffer) => /<dateSaved>(\d+)<\/dateSaved>/.exec(strFromU8(unzipSync(vmod).moduledata))?.[1];

describe('VASSAL module: reproducible bytes', () => {
  it('two builds of the same game, a second apart, are byte-identical', async () => {
    const first = build('tests/fixtures/mini-hex');
    await new Promise((r) => setTimeout(r, 1100));
    const second = build('tests/fixtures/mini-hex');
    expect(second.equals(first)).toBe(true);
    // Not the clock: the archive's own fixed date, 1 January 2000.
    expect(dateSaved(first)).toBe(String(Date.UTC(2000, 0, 1)));
  });

  it('SOURCE_DATE_EPOCH sets the save date, and nothing else', () => {
    const plain = unzipSync(build('tests/fixtures/mini-hex'));
    const dated = unzipSync(build('tests/fixtures/mini-hex', { SOURCE_DATE_EPOCH: '1700000000' }));
    expect(strFromU8(dated.moduledata)).toContain('<dateSaved>1700000000000</dateSaved>');
    expect(Object.keys(dated)).toEqual(Object.keys(plain));
    for (const name of Object.keys(plain))
      if (name !== 'moduledata') expect(Buffer.from(dated[name]).equals(Buffer.from(plain[name])), name).toBe(true);
  });

  it('a save date that is not a count of seconds is not used', () => {
    expect(savedAt({ SOURCE_DATE_EPOCH: 'yesterday' })).toBe(Date.UTC(2000, 0, 1));
    expect(savedAt({ SOURCE_DATE_EPOCH: '-5' })).toBe(Date.UTC(2000, 0, 1));
    expect(savedAt({ SOURCE_DATE_EPOCH: ' 86400 ' })).toBe(86_400_000);
  });

  // VASSAL keeps a board's tiles under its module's name and version and calls them fresh while they are newer
  // than the image's (fixed) archive date: a board drawn anew from the same data needs a new version.
  it('the version changes when a picture changes, though the data does not', () => {
    const s = loadScenario('tests/fixtures/mini-hex');
    const a = moduleVersion(s, ['board.png:1a2b']);
    expect(moduleVersion(s, ['board.png:1a2b'])).toBe(a);
    expect(moduleVersion(s, ['board.png:3c4d'])).not.toBe(a);
  });
});
