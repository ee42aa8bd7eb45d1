import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';

// A hex game's set-up in data alone (Iron Ford, tests/fixtures/rules-hex, 2.3): `kind: setup` checks a position
// file or the journal against where units.yaml sets each unit up and the stacking limit (6.4), and `kind: start`
// writes that set-up into a new journal, spreading a zone's units within the limit. No hook, no TypeScript.

const G = 'tests/fixtures/rules-hex';
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-setup-hex-'));
const copies: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  copies.forEach(cleanup);
});

const position = (name: string, lines: string[]) => {
  const file = join(tmp, `${name}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - ${l}`).join('\n')}\n`);
  return file;
};
const legal = ['b-1@B2', 'b-2@D2', 'b-3@D3', 'b-4@C3', 'b-5@C2', 'r-11@E2', 'r-12@E3', 'r-13@F4', 'r-14@G3'];

describe('Iron Ford set-up (2.3) from its declaration', () => {
  it('2.3: start writes the set-up into a new journal on turn 1, once', async () => {
    const journal = join(tmp, 'start.json');
    const r = await runCli('start', G, '--journal', journal);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('9 units set up on 9 hexes, each in its zone (2.3)');
    const state = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(state.turn).toBe(1);
    expect(state.positions).toMatchObject({ 'b-1': 'B2', 'r-14': 'G3' });
    // The turn-3 reinforcement on the east edge is not set up.
    expect(state.positions['r-15']).toBeUndefined();
    const again = await runCli('start', G, '--journal', journal);
    expect(again.code).toBe(1);
    expect(again.err).toContain('the game has begun, and is set up once (2.3)');
    // The journal's set-up passes the check.
    const check = await runCli('setup', 'check', G, '--journal', journal);
    expect(check.code, check.err).toBe(0);
    expect(check.out).toContain('the set-up is legal (2.3)');
  });

  it('2.3: a position file where units.yaml sets them up is legal; --json says how many', async () => {
    const r = await runCli('setup', 'check', G, '--position', position('legal', legal), '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ legal: true, units: 9, sectors: 9 });
  });

  it('2.3: a unit off its set-up hex is refused, naming where it sets up', async () => {
    const moved = legal.map((l) => (l === 'b-1@B2' ? 'b-1@A2' : l));
    const r = await runCli('setup', 'check', G, '--position', position('moved', moved));
    expect(r.code).toBe(1);
    expect(r.err).toContain('b-1 in A2 sets up in B2 (2.3)');
    expect(r.err).not.toContain('    at ');
  });

  it('2.3: the reinforcement of turn 3 may not set up', async () => {
    const r = await runCli('setup', 'check', G, '--position', position('early', [...legal, 'r-15@G4']));
    expect(r.code).toBe(1);
    expect(r.err).toContain('r-15 in G4 does not set up: it arrives later (2.3)');
  });

  it('2.3, 6.4: both sides in one hex are refused', async () => {
    const both = legal.map((l) => (l === 'r-11@E2' ? 'r-11@D2' : l));
    const r = await runCli('setup', 'check', G, '--position', position('both', both));
    expect(r.code).toBe(1);
    expect(r.err).toContain('Iron Ford: Set-up check (2.3): 2 problem(s) with the set-up');
    expect(r.err).toContain('\n  r-11 in D2 sets up in E2 (2.3)');
    expect(r.err).toContain('\n  D2: units of both sides in one hex (6.4)');
  });

  it('the command is named with its subcommand, and says so', async () => {
    const r = await runCli('setup', G);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain('sandtable setup check');
  });
});

describe('Iron Ford set-up in a zone, within the stacking limit (2.3, 6.4)', () => {
  // Four Blue corps set up anywhere in a zone of three hexes; the limit is two units a hex.
  const zoned = (cells: string) =>
    brokenCopy(G, {
      'map.yaml': [
        [
          '  edges:',
          '  zones:\n    - { id: blue-line, name: Blue line, description: Blue sets up here, ' +
            `cells: [${cells}], provenance: { rules: "2.3" } }\n  edges:`,
        ],
      ],
      'units.yaml': [
        ['setup: { location: "B2" }', 'setup: { location: blue-line }'],
        ['setup: { location: "D2" }', 'setup: { location: blue-line }'],
        ['setup: { location: "D3" }', 'setup: { location: blue-line }'],
        ['setup: { location: "C3" }', 'setup: { location: blue-line }'],
      ],
    });

  it('2.3, 6.4: start spreads the zone’s units over its hexes, none over the limit', async () => {
    const dir = zoned('B2, C2, D2');
    copies.push(dir);
    const journal = join(tmp, 'zoned.json');
    const r = await runCli('start', dir, '--journal', journal);
    expect(r.code, r.err).toBe(0);
    const positions: Record<string, string> = JSON.parse(readFileSync(journal, 'utf8')).state.positions;
    const blue = ['b-1', 'b-2', 'b-3', 'b-4'].map((u) => positions[u]);
    expect(blue.every((at) => ['B2', 'C2', 'D2'].includes(at!))).toBe(true);
    const counts = new Map<string, number>();
    for (const at of [...blue, positions['b-5']]) counts.set(at!, (counts.get(at!) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    const check = await runCli('setup', 'check', dir, '--journal', journal);
    expect(check.code, check.err).toBe(0);
  });

  it('6.4: three units in one hex of the zone are over the limit', async () => {
    const dir = zoned('B2, C2, D2');
    copies.push(dir);
    const three = ['b-1@B2', 'b-2@B2', 'b-3@B2', 'b-4@D2', 'b-5@C2', 'r-11@E2', 'r-12@E3', 'r-13@F4', 'r-14@G3'];
    const r = await runCli('setup', 'check', dir, '--position', position('three', three));
    expect(r.code).toBe(1);
    expect(r.err).toContain('B2: 3 units where 2 may stand, b-3 beyond the limit (6.4)');
  });

  it('2.3, 6.4: a zone too small for its units leaves the rest waiting off the map', async () => {
    const dir = zoned('B2');
    copies.push(dir);
    const r = await runCli('start', dir, '--journal', join(tmp, 'small.json'));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/no room within the stacking limit in their zone: b-\d, b-\d wait off the board \(2\.3\)/);
  });
});

describe('kind: setup and kind: start at validate', () => {
  it('an area map is refused for a set-up check, with file, line and field', async () => {
    const dir = brokenCopy('tests/fixtures/rules-area', {});
    copies.push(dir);
    const rules = join(dir, 'rules.yaml');
    const text = readFileSync(rules, 'utf8');
    writeFileSync(
      rules,
      text.replace(
        /^ {2}procedures:\n/m,
        '  procedures:\n    - { id: setup, kind: setup, title: Set-up, section: "1", setup: { section: "1" } }\n',
      ),
    );
    const line =
      readFileSync(rules, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('kind: setup')) + 1;
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain(`rules.yaml:${line}`);
    expect(r.out + r.err).toContain('a set-up check judges hexes or square sectors; this map is area');
  });
});
