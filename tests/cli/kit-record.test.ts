import { describe, it, expect, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brokenCopy } from '../helpers/broken-copy.js';

// A rebuild of unchanged data is read back from the build's record (src/cli/commands/kit-record.ts) without
// reading the game again: what it prints and writes must be what a fresh build prints and writes, and a saved
// change, a warning or a part gone from the cache must never be hidden by it. Whole processes, as a user runs them.
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

const bin = join(import.meta.dirname, '../../bin/sandtable.js');

function sandbox() {
  const root = mkdtempSync(join(tmpdir(), 'kit-record-'));
  temps.push(root);
  // A title the fonts cannot print: every build warns of it.
  const game = brokenCopy('tests/fixtures/mini-hex', { 'game.yaml': [[/^title: .*$/m, 'title: "Mini 演習"']] });
  temps.push(game);
  let n = 0;
  const build = (...extra: string[]) => {
    const out = join(root, `out${++n}`);
    const r = spawnSync(process.execPath, [bin, 'build', game, '--only', 'counters,vassal', '--out', out, ...extra], {
      cwd: root,
      env: { ...process.env, SANDTABLE_CACHE_DIR: join(root, 'cache') },
      encoding: 'utf8',
    });
    const files = Object.fromEntries(
      (r.status === 0 ? readdirSync(out) : [])
        .filter((f) => !f.startsWith('.'))
        .map((f) => [f, readFileSync(join(out, f))]),
    );
    // The output folder's name is the one difference between two builds.
    const said = (r.stdout + r.stderr).replaceAll(`out${n}`, 'OUT');
    return { code: r.status, said, files };
  };
  return { root, game, build };
}

describe('a rebuild of unchanged data (the kit record)', () => {
  it('prints the same lines, the warning included, and writes the same bytes as the first build', () => {
    const { build } = sandbox();
    const first = build();
    expect(first.code, first.said).toBe(0);
    expect(first.said).toMatch(/warning: .*title: "演" \(U\+6F14\)/);
    const again = build();
    expect(again.code).toBe(0);
    expect(again.said).toBe(first.said);
    expect(Object.keys(again.files).sort()).toEqual(Object.keys(first.files).sort());
    for (const [name, bytes] of Object.entries(first.files)) expect(again.files[name].equals(bytes), name).toBe(true);
    // --strict still refuses the game it warned of, record or not.
    const strict = build('--strict');
    expect(strict.code).toBe(1);
    expect(strict.said).toMatch(/cannot be printed/);
  }, 180_000);

  it('builds a saved change anew, and draws again a part the cache no longer holds', () => {
    const { root, game, build } = sandbox();
    expect(build().code).toBe(0);
    const file = join(game, 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('title: "Mini 演習"', 'title: "Mini Changed"'));
    const changed = build();
    expect(changed.code).toBe(0);
    expect(changed.said).toMatch(/^mini-hex: Mini Changed$/m);
    expect(changed.said).not.toMatch(/warning/);
    rmSync(join(root, 'cache', 'parts'), { recursive: true, force: true });
    const redrawn = build();
    expect(redrawn.code).toBe(0);
    expect(redrawn.said).toBe(changed.said);
    expect(Object.keys(redrawn.files).sort()).toEqual(Object.keys(changed.files).sort());
  }, 180_000);

  it('a change to one game of a build draws that game alone: the other is read back, byte for byte', () => {
    const root = mkdtempSync(join(tmpdir(), 'kit-record-'));
    temps.push(root);
    for (const g of ['mini-area', 'mini-hex']) cpSync(join('tests/fixtures', g), join(root, g), { recursive: true });
    const cache = join(root, 'cache');
    const build = () => {
      const r = spawnSync(
        process.execPath,
        [bin, 'build', 'mini-area', 'mini-hex', '--only', 'counters,map', '--format', 'svg'],
        { cwd: root, env: { ...process.env, SANDTABLE_CACHE_DIR: cache }, encoding: 'utf8' },
      );
      expect(r.status, r.stderr).toBe(0);
      const kit = (g: string) =>
        Object.fromEntries(
          readdirSync(join(root, 'output', g))
            .filter((f) => !f.startsWith('.'))
            .map((f) => [f, readFileSync(join(root, 'output', g, f))]),
        );
      return { area: kit('mini-area'), hex: kit('mini-hex'), kept: readdirSync(join(cache, 'parts')).sort() };
    };
    const first = build();
    // Two parts of two games: four kept parts.
    expect(first.kept).toHaveLength(4);
    const units = join(root, 'mini-area', 'units.yaml');
    writeFileSync(units, readFileSync(units, 'utf8').replace('name: North infantry', 'name: North rifles'));
    const second = build();
    // The edited game's two parts are drawn and kept anew; the other game's are read back, none drawn again.
    expect(second.kept).toHaveLength(6);
    expect(second.kept).toEqual(expect.arrayContaining(first.kept));
    expect(Object.keys(second.hex)).toEqual(Object.keys(first.hex));
    for (const [name, bytes] of Object.entries(first.hex)) expect(second.hex[name]!.equals(bytes), name).toBe(true);
    // Nothing stale: the edited game's counters carry the new name and not the old one.
    const front = second.area['counters-sheet1-front.svg']!.toString('utf8');
    expect(front).toContain('North rifles');
    expect(front).not.toContain('North infantry');
  }, 180_000);
  it('a warning naming the game folder names it as typed from each working folder, one cache for both', () => {
    const root = mkdtempSync(join(tmpdir(), 'kit-record-'));
    temps.push(root);
    const game = join(root, 'mini-hex');
    cpSync('tests/fixtures/mini-hex', game, { recursive: true });
    // A German locale with none of Sandtable's own words: the build warns, naming the command that lists them.
    mkdirSync(join(game, 'locales'), { recursive: true });
    writeFileSync(join(game, 'locales', 'de.yaml'), 'language: de\n');
    const elsewhere = join(root, 'elsewhere');
    mkdirSync(elsewhere);
    const build = (cwd: string) => {
      const r = spawnSync(process.execPath, [bin, 'build', game, '--only', 'counters', '--out', join(cwd, 'kit')], {
        cwd,
        env: { ...process.env, SANDTABLE_CACHE_DIR: join(root, 'cache') },
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stderr;
    };
    // A warning is kept per working folder: the second build reads none that the first made for its own.
    expect(build(root)).toMatch(/"sandtable locale mini-hex de" lists them/);
    expect(build(elsewhere)).toContain(`"sandtable locale ${game} de" lists them`);
    expect(build(root)).toMatch(/"sandtable locale mini-hex de" lists them/);
  }, 180_000);
});
