import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';

// The command a user runs is bin/sandtable.js over the bundle `npm ci` builds; the other CLI tests call
// the source in-process, so this one checks the shipped entry point end to end.
const run = (...args: string[]) => spawnSync(process.execPath, ['bin/sandtable.js', ...args], { encoding: 'utf8' });

describe('bin/sandtable.js', () => {
  it('lists the games and answers a CRT question', () => {
    const list = run('list', '--json');
    expect(list.status).toBe(0);
    expect(JSON.parse(list.stdout)).toHaveLength(4);
    const crt = run('crt', 'veritable', '--odds', '24:8', '--shift', '-2', '--roll', '3', '--json');
    expect(JSON.parse(crt.stdout)).toMatchObject({ column: '1-1', result: '1/1' });
  });

  it('builds a kit part, loading the PDF libraries only then', () => {
    const out = mkdtempSync(join(tmpdir(), 'bin-build-'));
    const r = run('build', 'veritable', '--only', 'counters', '--out', out);
    expect(r.status).toBe(0);
    expect(existsSync(join(out, 'counters.pdf'))).toBe(true);
    expect(readFileSync(join(out, 'counters.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("issue 20: a game's answer from the cache loads neither the game's parse nor Sandtable's other commands", () => {
    // Which of the bundle's files a run loaded, written as it exits by a module node loads first.
    const dir = mkdtempSync(join(tmpdir(), 'bin-lazy-'));
    const hook = join(dir, 'loaded.cjs');
    writeFileSync(
      hook,
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.LOADED_LIST, " +
        "Object.keys(require.cache).filter((f) => f.includes('bundle')).join('\\n')));",
    );
    // A copy under an id of its own: the bundled folder's scenario comes validated with the build (dist/cache-seed),
    // so its first answer would read no game either.
    const game = join(dir, 'own-veritable');
    cpSync('data/veritable', game, { recursive: true });
    writeFileSync(
      join(game, 'game.yaml'),
      readFileSync(join(game, 'game.yaml'), 'utf8').replace(/^id: .*$/m, 'id: own-veritable'),
    );
    const loaded = () => {
      const list = join(dir, 'list.txt');
      const args = ['air', game, '--turn', '3', '--roll', '5', '--surges', '0'];
      const r = spawnSync(process.execPath, ['--require', hook, 'bin/sandtable.js', ...args], {
        encoding: 'utf8',
        env: { ...process.env, SANDTABLE_CACHE_DIR: join(dir, 'cache'), LOADED_LIST: list },
      });
      expect(r.status, r.stderr).toBe(0);
      return { out: r.stdout, files: readFileSync(list, 'utf8').split('\n') };
    };
    const parse = (f: string) => /[\\/]parse-folder\.cjs$/.test(f);
    const validate = (f: string) => /[\\/]validate-[^\\/]*\.cjs$/.test(f);
    // The first answer reads the game (and the check sees it do so); the second, from the cache, builds no schema
    // and registers no other command, and says the same.
    const first = loaded();
    expect(first.files.some(parse)).toBe(true);
    const second = loaded();
    expect(second.files.filter((f) => parse(f) || validate(f))).toEqual([]);
    expect(second.out).toBe(first.out);
    expect(second.out).toMatch(/Air power/);
  });

  it('an English answer loads no Russian words; a Russian one does, and answers in Russian', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bin-catalogue-'));
    const hook = join(dir, 'loaded.cjs');
    writeFileSync(
      hook,
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.LOADED_LIST, " +
        "Object.keys(require.cache).join('\\n')));",
    );
    const answer = (lang: string) => {
      const list = join(dir, `${lang}.txt`);
      const r = spawnSync(
        process.execPath,
        ['--require', hook, 'bin/sandtable.js', 'crt', 'veritable', '--odds', '24:8', '--roll', '3', '--lang', lang],
        { encoding: 'utf8', env: { ...process.env, SANDTABLE_CACHE_DIR: join(dir, 'cache'), LOADED_LIST: list } },
      );
      expect(r.status, r.stderr).toBe(0);
      return { out: r.stdout, russian: readFileSync(list, 'utf8').includes('catalogue-ru.cjs') };
    };
    const en = answer('en');
    expect(en.russian).toBe(false);
    expect(en.out).toMatch(/Combat Results Table/);
    const ru = answer('ru');
    expect(ru.russian).toBe(true);
    expect(ru.out).toMatch(/[а-я]{4}/);
  });

  it('exits 2 on a usage error and 1 on bad input, without a stack trace', () => {
    expect(run('build').status).toBe(2);
    const bad = run('crt', 'nordwind', '--diff', '2', '--roll', '13');
    expect(bad.status).toBe(1);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });
});
