import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

const HEX = 'tests/fixtures/mini-hex';
const AREA = 'tests/fixtures/mini-area';

describe('sandtable crt', () => {
  it('--json carries column, roll, row, result, meaning, probabilities and steps', async () => {
    const { code, out } = await runCli('crt', HEX, '--odds', '24:8', '--shift', '-2', '--roll', '3', '--json');
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ column: '1-1', roll: 3, row: 3, result: '1/1' });
    expect(r.meaning).toMatch(/attacker: .*; defender: /);
    expect(Object.values(r.probabilities as Record<string, number>).reduce((a, b) => a + b)).toBeCloseTo(1);
    expect(r.steps.length).toBeGreaterThanOrEqual(3);
    expect(r.warning).toMatch(/reconstructed/);
  });

  it('the same seed gives the same roll', async () => {
    const a = JSON.parse((await runCli('crt', AREA, '--diff', '0', '--seed', 'x', '--json')).out);
    const b = JSON.parse((await runCli('crt', AREA, '--diff', '0', '--seed', 'x', '--json')).out);
    expect(a.roll).toBe(b.roll);
    expect(a.faces).toHaveLength(2);
  });

  it('reads for a person: steps, the column strip and the odds as bars', async () => {
    const { out } = await runCli('crt', HEX, '--odds', '13:6', '--roll', '5');
    expect(out).toContain('column 2-1');
    expect(out).toContain('[2-1]');
    expect(out).toMatch(/▶ -\/2 +█+/);
  });

  it('a die value the dice cannot roll is an input error (exit 1)', async () => {
    const r = await runCli('crt', AREA, '--diff', '0', '--roll', '13');
    expect(r.code).toBe(1);
    expect(r.err).toContain('2d6 rolls 2 to 12');
    expect(r.err).not.toMatch(/at .*\.ts/);
  });

  it('usage mistakes exit 2', async () => {
    expect((await runCli('crt', HEX, '--diff', '2')).code).toBe(2);
    expect((await runCli('crt', HEX)).code).toBe(2);
    expect((await runCli('crt', HEX, '--odds', 'lots')).code).toBe(2);
    expect((await runCli('crt', HEX, '--odds', '3:1', '--table', 'nope')).code).toBe(2);
  });

  it('a journal keeps every roll and resumes the seeded dice', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'journal-')), 'game.json');
    await runCli('crt', HEX, '--odds', '3:1', '--seed', 's1', '--journal', file);
    await runCli('crt', HEX, '--odds', '2:1', '--journal', file);
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.entries).toHaveLength(2);
    expect(j.rng.seed).toBe('s1');
    expect(j.entries[1].inputs.odds).toEqual([2, 1]);
    const show = await runCli('journal', 'show', file);
    expect(show.out).toContain('2 entries');
    const unseededAgain = JSON.parse((await runCli('crt', HEX, '--odds', '3:1', '--seed', 's1', '--json')).out);
    expect(j.entries[0].rolls[0].total).toBe(unseededAgain.roll);
  });

  it('a failed command leaves the journal untouched', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'journal-')), 'game.json');
    await runCli('crt', HEX, '--odds', '3:1', '--journal', file);
    const before = readFileSync(file, 'utf8');
    expect((await runCli('crt', HEX, '--odds', '3:1', '--roll', '9', '--journal', file)).code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(existsSync(file)).toBe(true);
  });
});

describe('sandtable roll', () => {
  it('rolls NdM, reproducibly with --seed', async () => {
    const a = JSON.parse((await runCli('roll', '3d6', '--seed', '7', '--json')).out);
    const b = JSON.parse((await runCli('roll', '3d6', '--seed', '7', '--json')).out);
    expect(a.faces).toHaveLength(3);
    expect(a).toEqual(b);
    expect(a.total).toBe(a.faces.reduce((x: number, y: number) => x + y));
  });
  it('rejects a malformed dice spec', async () => {
    expect((await runCli('roll', 'd6')).code).toBe(2);
  });
});

describe('result lines at the table (issue 24, "Text at the table")', () => {
  it("are short by default, each side a clause, never '.;'; --explain gives the readings", async () => {
    const short = await runCli('crt', 'veritable', '--odds', '3:1', '--preview');
    const full = await runCli('crt', 'veritable', '--odds', '3:1', '--preview', '--explain');
    expect(short.code).toBe(0);
    expect(full.code).toBe(0);
    const longest = (t: string) => Math.max(...t.split('\n').map((l) => l.length));
    expect(longest(short.out)).toBeLessThanOrEqual(200);
    expect(short.out).toContain('attacker: retreat 1 or lose 1 unit (game option)');
    expect(short.out).not.toContain('Russian 6.5.2 reading');
    // The option's two readings, in full, only when asked for.
    expect(full.out).toContain('under the Russian 6.5.2 reading one attacking unit loses its step');
    for (const out of [short.out, full.out]) expect(out).not.toContain('.;');
  });

  it('--explain: one reading a line under its bar, each given once; --json as before', async () => {
    const full = await runCli('crt', 'veritable', '--odds', '3:1', '--preview', '--explain');
    const lines = full.out.split('\n');
    // 6.5.2: the attacker's option debate once (rows 1/1 and 1/- share it), the later row pointing back to it.
    expect(lines.filter((l) => l.includes('game option “How the attacker'))).toHaveLength(1);
    expect(lines).toContain('         attacker: as for 1/1 above');
    const bar = lines.findIndex((l) => /^ {4}1\/1 +█+·* +33\.3% \(2\/6\)$/.test(l));
    expect(lines[bar + 1]).toMatch(/^ {9}attacker: By default/);
    expect(lines[bar + 2]).toMatch(/^ {9}defender: Every defending unit retreats 1 hex/);
    const json = JSON.parse(
      (await runCli('crt', 'veritable', '--odds', '3:1', '--preview', '--explain', '--json')).out,
    );
    expect(json.outcomes.find((o: { code: string }) => o.code === '1/-').meaning).toMatch(
      /^attacker: By default .*; defender: No effect$/,
    );
  });
});
