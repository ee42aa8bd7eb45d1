import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy } from '../helpers/broken-copy.js';

const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('text the embedded fonts cannot print is said, never a silent empty box', () => {
  const game = () => {
    const dir = brokenCopy('tests/fixtures/mini-hex', { 'game.yaml': [[/^title: .*$/m, 'title: "Mini 演習 🎲"']] });
    temps.push(dir);
    return dir;
  };

  it('validate warns naming the file, line and field, and still passes', async () => {
    const r = await runCli('validate', game());
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(
      /warning: .*game\.yaml:\d+:\d+: title: "演" \(U\+6F14\), "習" \(U\+7FD2\), "🎲" \(U\+1F3B2\)/,
    );
  });

  it('validate --strict and build --strict refuse it, and the build writes nothing', async () => {
    const dir = game();
    expect((await runCli('validate', dir, '--strict')).code).toBe(1);
    const out = join(mkdtempSync(join(tmpdir(), 'glyph-')), 'out');
    temps.push(out);
    const r = await runCli('build', dir, '--strict', '--only', 'counters', '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/cannot be printed/);
    expect(existsSync(out) ? readdirSync(out) : []).toEqual([]);
  });

  it('the bundled games, Russian included, have no such text', async () => {
    const r = await runCli('validate', '--strict');
    expect(r.code, r.err).toBe(0);
    expect(r.err).not.toMatch(/warning/);
  });
});
