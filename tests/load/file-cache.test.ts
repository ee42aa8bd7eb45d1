import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

// Issue #20 (speed): a game's data parsed once is kept, file by file: after an edit to one file only that file is
// read and checked again (a table answer after a data change cost 0.3-0.6 s of CPU, most of it the other files'
// parse), and `crt` keeps the charts it read as the other table commands keep their game. Whole processes of the
// built CLI, each with a cache folder of its own.

const BIN = fileURLToPath(new URL('../../bin/sandtable.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'file-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function run(cache: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    env: { ...process.env, SANDTABLE_CACHE_DIR: cache },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
/** A bundled game copied under an id of its own (a copy under a bundled game's id is refused). */
function copyOf(game: string, id: string): string {
  const dir = join(root, id);
  cpSync(join('data', game), dir, { recursive: true });
  const file = join(dir, 'game.yaml');
  writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: .*$/m, `id: ${id}`));
  return dir;
}
const entries = (cache: string, ns: string) => (existsSync(join(cache, ns)) ? readdirSync(join(cache, ns)).length : 0);

describe('the per-file cache', () => {
  it('an edit to rules.yaml parses rules.yaml again and only it; the answer is the same', () => {
    const cache = join(root, 'edit');
    const game = join(root, 'ash-edit');
    cpSync('tests/fixtures/rules-area', game, { recursive: true });
    const args = ['supply', game, '--units', 'r-1@mill,r-3@wood'];
    const first = run(cache, ...args);
    expect(first.code, first.err).toBe(0);
    // One entry a data file (game, units, map, charts, rules), and the game's whole.
    expect(entries(cache, 'files')).toBe(5);
    appendFileSync(join(game, 'rules.yaml'), '# an edit\n');
    const again = run(cache, ...args);
    expect(again.out).toBe(first.out);
    expect(entries(cache, 'files')).toBe(6);
  });

  it('a cross-reference broken by another file is still refused at its file and line', () => {
    const cache = join(root, 'broken');
    const game = join(root, 'ash-broken');
    cpSync('tests/fixtures/rules-area', game, { recursive: true });
    expect(run(cache, 'validate', game).code).toBe(0);
    // rules.yaml, unchanged and read from the cache, names a chart charts.yaml no longer has.
    const charts = join(game, 'charts.yaml');
    writeFileSync(charts, readFileSync(charts, 'utf8').replace('  - id: crt\n', '  - id: crt-renamed\n'));
    const r = run(cache, 'validate', game);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/rules\.yaml:\d+:\d+: .*"crt"/);
  });
});

describe('crt keeps what it read', () => {
  it('fills the cache with the game’s charts on the first answer, and reads them from it after', () => {
    const cache = join(root, 'crt');
    // A copy: the bundled game's own folder is answered from the build's entries (below) and writes none.
    const game = copyOf('veritable', 'veritable-crt');
    const args = ['crt', game, '--odds', '3:1', '--roll', '3'];
    const first = run(cache, ...args);
    expect(first.code, first.err).toBe(0);
    expect(entries(cache, 'scenarios')).toBe(1);
    const again = run(cache, ...args);
    expect(again.out).toBe(first.out);
    expect(entries(cache, 'scenarios')).toBe(1);
  });
});

// Issue #21 (speed): `npm run build` validates the bundled games and keeps their scenarios and summaries in
// dist/cache-seed/, so a machine's first command on one (an empty cache folder) parses and validates no YAML.
describe('the bundled games come validated with the build', () => {
  it('a first crt, validate or list on a bundled game validates none again, and answers as a parse does', () => {
    for (const args of [['crt', 'veritable', '--odds', '24:8', '--roll', '3'], ['validate', 'nordwind'], ['list']]) {
      const cache = join(root, `seeded-${args[0]}`);
      const first = run(cache, ...args);
      expect(first.code, first.err).toBe(0);
      expect(entries(cache, 'scenarios') + entries(cache, 'summaries')).toBe(0);
      // crt reads no file at all; validate reads them again for where each warning sits, as a warm validate does.
      if (args[0] === 'crt') expect(entries(cache, 'files')).toBe(0);
      // SANDTABLE_NO_CACHE turns the build's entries off too: every file is parsed and checked.
      const parsed = spawnSync(process.execPath, [BIN, ...args], {
        env: { ...process.env, SANDTABLE_CACHE_DIR: join(root, `unseeded-${args[0]}`), SANDTABLE_NO_CACHE: '1' },
        encoding: 'utf8',
      });
      expect(parsed.status, parsed.stderr).toBe(0);
      expect(first.out).toBe(parsed.stdout);
      expect(first.err).toBe(parsed.stderr);
    }
  });

  it('a copy of a bundled game, in a folder of its own, is parsed and checked as any game is', () => {
    const cache = join(root, 'copy');
    const game = copyOf('nordwind', 'nordwind-copy');
    expect(run(cache, 'validate', game).code).toBe(0);
    expect(entries(cache, 'scenarios')).toBe(1);
    expect(entries(cache, 'files')).toBeGreaterThan(0);
  });
});
