import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { runCli } from '../helpers/run-cli.js';
import { parsePaper } from '../../src/print/options.js';
import { PAPER } from '../../src/print/paper.js';

// What a designer meets in the first hour: their own notes in the game folder, a kit landing where they work,
// a counter size written as in the data, paper bigger than letter, a locale Sandtable has no words in.
const BIN = resolve('bin/sandtable.js');
const MINI_HEX = resolve('tests/fixtures/mini-hex');
const root = mkdtempSync(join(tmpdir(), 'sandtable-friendly-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The first page's size in pt, read from the PDF's MediaBox. */
function pageSize(pdf: string): [number, number] {
  const m = readFileSync(pdf, 'latin1').match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
  return [Number(m![1]), Number(m![2])];
}

describe('friendlier defaults', () => {
  it('a stray notes.yaml is a warning, not a refusal', async () => {
    const dir = join(root, 'notes');
    cpSync(MINI_HEX, dir, { recursive: true });
    writeFileSync(join(dir, 'notes.yaml'), 'todo: everything\n');
    const r = await runCli('validate', dir);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/warning: .*notes\.yaml: not read: Sandtable reads game\.yaml/);
  });

  it('the kit goes to ./output/GAME/ under the folder the command runs in', () => {
    const work = join(root, 'work');
    mkdirSync(work);
    const r = spawnSync(process.execPath, [BIN, 'build', MINI_HEX, '--only', 'counters', '--format', 'pdf'], {
      cwd: work,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    expect(existsSync(join(work, 'output/mini-hex/counters.pdf'))).toBe(true);
  });

  it("--counter-size takes the data files' syntax: 0.7in", async () => {
    const out = join(root, 'size');
    const r = await runCli('build', MINI_HEX, '--only', 'counters', '--counter-size', '0.7in', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/counters of 0\.7in/);
    const bad = await runCli('build', MINI_HEX, '--only', 'counters', '--counter-size', '0.7', '--out', out);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/--counter-size "0\.7" is not a counter size; give a number with a unit/);
  });

  it('papers A3, tabloid or ledger, legal and any WxH', async () => {
    expect(parsePaper('A3')).toBe('a3');
    expect(parsePaper('ledger')).toBe('tabloid');
    expect(parsePaper('legal')).toBe('legal');
    expect(parsePaper('11x17in')).toBe('279.4x431.8mm');
    expect(parsePaper('300 x 420')).toBe('300x420mm');
    expect(PAPER['300x420mm'].label).toBe('300 × 420 mm');
    expect(() => parsePaper('b5')).toThrow(/--paper "b5": choose letter, a4, a3, tabloid, legal, ledger/);
    expect(() => parsePaper('10x10')).toThrow(/from 50 to 1500 mm a side/);
    const cases: [string, string, [number, number]][] = [
      ['a3', 'counters-a3.pdf', [841.89, 1190.55]],
      ['tabloid', 'counters-tabloid.pdf', [792, 1224]],
      ['legal', 'counters-legal.pdf', [612, 1008]],
      ['300x420mm', 'counters-300x420mm.pdf', [850.39, 1190.55]],
    ];
    for (const [paper, file, [w, h]] of cases) {
      const out = join(root, `paper-${paper}`);
      const r = await runCli(
        'build',
        MINI_HEX,
        '--only',
        'counters',
        '--format',
        'pdf',
        '--paper',
        paper,
        '--out',
        out,
      );
      expect(r.code, r.err).toBe(0);
      const [pw, ph] = pageSize(join(out, file));
      expect(pw).toBeCloseTo(w, 0);
      expect(ph).toBeCloseTo(h, 0);
    }
  });

  it('a locale Sandtable has no words in is warned about, naming the file', async () => {
    const dir = join(root, 'german');
    cpSync(MINI_HEX, dir, { recursive: true });
    writeFileSync(join(dir, 'locales/de.yaml'), 'language: Deutsch\nnames: { b1: "1. Brigade" }\n');
    const r = await runCli('validate', dir);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toMatch(/warning: .*locales\/de\.yaml: lacks \d+ of Sandtable's own words in "de" \(aids, map/);
    expect(r.err).toMatch(/"sandtable locale .*german de" lists them, and --write adds them/);
    expect(r.err).not.toMatch(/ru\.yaml/);
  });
});
