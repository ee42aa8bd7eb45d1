import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// A folder of one's own that keeps a bundled game's id would be taken for that game: refused everywhere a game
// is read, at game.yaml's id line, saying how to rename it.
const root = mkdtempSync(join(tmpdir(), 'sandtable-claimed-id-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const mine = join(root, 'my-game');
cpSync('data/veritable', mine, { recursive: true });
const idLine = readFileSync(join(mine, 'game.yaml'), 'utf8').split('\n').indexOf('id: veritable') + 1;

describe('unique game ids', () => {
  it('refuses a copy of data/veritable keeping id: veritable, at validate, naming file, line and field', async () => {
    expect(idLine).toBeGreaterThan(0);
    const r = await runCli('validate', mine);
    expect(r.code).toBe(1);
    const where = `${join(mine, 'game.yaml')}:${idLine}`;
    expect(r.err).toContain(where);
    expect(r.err).toContain('id: "veritable" is the id of a bundled game');
    expect(r.err).toContain('rename it, e.g. "id: veritable-copy"');
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('refuses it at build, writing nothing', async () => {
    const out = join(root, 'out');
    const r = await runCli('build', mine, '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toContain('is the id of a bundled game');
    expect(existsSync(out)).toBe(false);
  });

  it('refuses it at a table command (crt reads game.yaml and charts.yaml alone)', async () => {
    const r = await runCli('crt', mine, '--odds', '3:1', '--roll', '3');
    expect(r.code).toBe(1);
    expect(r.err).toContain('is the id of a bundled game');
  });

  it('accepts the same folder once renamed, and the bundled game itself', async () => {
    const renamed = join(root, 'renamed');
    cpSync(mine, renamed, { recursive: true });
    const file = join(renamed, 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('id: veritable', 'id: veritable-copy'));
    expect((await runCli('validate', renamed)).code).toBe(0);
    expect((await runCli('validate', 'veritable')).code).toBe(0);
    expect((await runCli('validate', 'data/veritable')).code).toBe(0);
  });
});
