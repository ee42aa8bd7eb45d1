import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { brokenCopy } from '../helpers/broken-copy.js';

// `build A B C` (and `build --all`) draws games on a worker thread beside the main thread, handing the worker each
// game as soon as it is read (src/cli/commands/build.ts, openPool). What a player sees must not depend on which
// thread drew which game: the same files as each game built alone, the games' lines in the order they were named,
// and a game refused anywhere in the list refuses the whole build with nothing written. Whole processes.
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const bin = join(import.meta.dirname, '../../bin/sandtable.js');
const GAMES = ['tests/fixtures/mini-hex', 'tests/fixtures/mini-area', 'tests/fixtures/counters-mix'].map((g) =>
  resolve(g),
);

function run(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [bin, 'build', ...args, '--only', 'counters', '--format', 'svg'], {
    cwd,
    env: { ...process.env, SANDTABLE_CACHE_DIR: join(cwd, 'cache') },
    encoding: 'utf8',
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

const filesIn = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((f) => !f.startsWith('.'))
      .map((f) => [f, readFileSync(join(dir, f))]),
  );

describe('build of several games at once', () => {
  it('writes each game what it writes built alone, and says so in the order the games were named', () => {
    const root = mkdtempSync(join(tmpdir(), 'build-several-'));
    temps.push(root);
    const together = run(root, ...GAMES);
    expect(together.code, together.err).toBe(0);
    const kits = readdirSync(join(root, 'output')).sort();
    expect(kits).toHaveLength(GAMES.length);
    // Each game's heading comes in the order named, whichever thread finished first.
    const ids = GAMES.map((g) => /^id: (\S+)/m.exec(readFileSync(join(g, 'game.yaml'), 'utf8'))![1]!);
    expect(kits).toEqual([...ids].sort());
    const headings = together.err.split('\n').filter((l) => ids.some((id) => l.startsWith(`${id}: `)));
    expect(headings.map((l) => l.slice(0, l.indexOf(':')))).toEqual(ids);
    for (const [i, game] of GAMES.entries()) {
      const alone = mkdtempSync(join(tmpdir(), 'build-alone-'));
      temps.push(alone);
      const r = run(alone, game, '--out', join(alone, 'kit'));
      expect(r.code, r.err).toBe(0);
      expect(filesIn(join(root, 'output', ids[i]!))).toEqual(filesIn(join(alone, 'kit')));
    }
  }, 240_000);

  it('refuses the whole build, writing nothing, when one of the games named is broken', () => {
    const broken = brokenCopy('tests/fixtures/mini-area', { 'game.yaml': [[/^title: .*$/m, 'title: [unclosed']] });
    temps.push(broken);
    for (const order of [
      [GAMES[0]!, broken, GAMES[2]!],
      [broken, GAMES[0]!],
    ]) {
      const root = mkdtempSync(join(tmpdir(), 'build-several-'));
      temps.push(root);
      const r = run(root, ...order);
      expect(r.code).toBe(1);
      expect(r.err).toContain(join(broken, 'game.yaml'));
      expect(r.err).not.toMatch(/\n\s+at /);
      expect(existsSync(join(root, 'output'))).toBe(false);
    }
  }, 240_000);

  it('fails a game refused by a part drawn after others as it fails built alone, writing nothing', () => {
    // Each game is drawn in pieces (the parts that share the map's drawing, and the others), maybe on two threads;
    // Nordwind's map refuses 1 in counters after its counters were drawn. Its lines and its error are those of
    // Nordwind built alone, whichever thread drew which piece.
    const build = (cwd: string, ...games: string[]) => {
      const r = spawnSync(
        process.execPath,
        [bin, 'build', ...games, '--counter-size', '1', '--only', 'counters,map', '--format', 'svg'],
        { cwd, env: { ...process.env, SANDTABLE_CACHE_DIR: join(cwd, 'cache') }, encoding: 'utf8' },
      );
      return { code: r.status, err: r.stderr };
    };
    const root = mkdtempSync(join(tmpdir(), 'build-several-'));
    const alone = mkdtempSync(join(tmpdir(), 'build-alone-'));
    temps.push(root, alone);
    const together = build(root, 'veritable', 'nordwind');
    const nordwind = build(alone, 'nordwind');
    expect(nordwind.code).toBe(1);
    expect(together.code).toBe(1);
    expect(existsSync(join(root, 'output'))).toBe(false);
    const start = together.err.indexOf('nordwind: ');
    expect(start).toBeGreaterThan(0);
    expect(together.err.slice(start)).toBe(nordwind.err);
    expect(together.err.slice(0, start)).toMatch(/^veritable: [^\n]*\n {2}counters: /);
  }, 240_000);
});
