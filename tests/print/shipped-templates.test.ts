import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

// A first build (an empty cache: a new machine, or any build after a data change) takes the bundled templates'
// compiled code from dist/ (written when dist/ is built, rolldown.config.mjs) instead of loading Handlebars' compiler
// and compiling them, which was about 0.2 s of a game's cold build. A template of the game's own still compiles,
// and draws what it says. Whole processes, as a user runs them.
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const root = join(import.meta.dirname, '../..');
const bin = join(root, 'bin/sandtable.js');

function coldBuild(game: string) {
  const dir = mkdtempSync(join(tmpdir(), 'shipped-templates-'));
  temps.push(dir);
  const cache = join(dir, 'cache');
  const out = join(dir, 'out');
  const r = spawnSync(process.execPath, [bin, 'build', game, '--only', 'counters', '--format', 'svg', '--out', out], {
    cwd: dir,
    env: { ...process.env, SANDTABLE_CACHE_DIR: cache },
    encoding: 'utf8',
  });
  if (r.status !== 0) return { code: r.status, said: r.stdout + r.stderr, compiled: [], front: '' };
  const compiled = readdirSync(cache).filter((f) => f.startsWith('handlebars-'));
  const front = readFileSync(join(out, readdirSync(out).find((f) => /front\.svg$/.test(f))!), 'utf8');
  return { code: r.status, said: r.stdout + r.stderr, compiled, front };
}

describe('the bundled templates ship compiled', () => {
  it('a cold build of a game on the bundled templates compiles none of them', () => {
    const r = coldBuild(join(root, 'tests/fixtures/mini-hex'));
    expect(r.code, r.said).toBe(0);
    expect(r.front).toMatch(/<svg/);
    expect(r.compiled).toEqual([]);
  }, 120_000);

  it("a game's own counter template is compiled and drawn", () => {
    const game = mkdtempSync(join(tmpdir(), 'shipped-templates-game-'));
    temps.push(game);
    cpSync(join(root, 'tests/fixtures/mini-hex'), game, { recursive: true });
    mkdirSync(join(game, 'templates'));
    const bundled = readFileSync(join(root, 'templates/counter-front.svg.hbs'), 'utf8');
    const own = `${bundled}<text x="1" y="9" font-size="4">own-front-mark</text>\n`;
    writeFileSync(join(game, 'templates/counter-front.svg.hbs'), own);
    const r = coldBuild(game);
    expect(r.code, r.said).toBe(0);
    expect(r.front).toContain('own-front-mark');
    expect(r.compiled.length).toBe(1);
  }, 120_000);
});
