import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// A designer's die table that grants air units, as Veritable's air power (5.1) does, written only in data: Iron
// Ford (tests/fixtures/rules-hex) with an air table rolled from turn 2 (its 4.2), granting Blue's air units each
// turn and Red's "strike" while fewer strikes have been granted than the row allows, never more than two (4.3).

const dir = mkdtempSync(join(tmpdir(), 'st-grants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const G = join(dir, 'iron-air');
cpSync('tests/fixtures/rules-hex', G, { recursive: true });
const edit = (file: string, f: (s: string) => string) =>
  writeFileSync(join(G, file), f(readFileSync(join(G, file), 'utf8')));
edit('game.yaml', (s) => s.replace('id: iron-ford', 'id: iron-air'));
edit('charts.yaml', (s) =>
  s.replace(
    '  - id: turns\n',
    `  - id: air
    name: Air Table
    kind: die-table
    dice: 1d6
    columns: [Blue air units, Red strike]
    rows:
      - { roll: "1-2", results: ["0", "-"], effects: { blue: 0, red: 0 } }
      - { roll: "3-4", results: ["1", "-"], effects: { blue: 1, red: 0 } }
      - { roll: 5, results: ["1", "Strike, if the first"], effects: { blue: 1, red: 1, strikesBelow: 1 } }
      - { roll: 6, results: ["2", "Strike, if the first or second"], effects: { blue: 2, red: 1, strikesBelow: 2 } }
    provenance: { rules: "4.2" }

  - id: turns
`,
  ),
);
edit('rules.yaml', (s) =>
  s.replace('procedures: [weather], section: "4.1" }', 'procedures: [weather, air], section: "4.1" }').replace(
    '  procedures:\n',
    `  procedures:
    - id: air
      kind: die-table
      title: Air power
      section: "4.2"
      chart: air
      oncePerTurn: true
      turns: { from: 2, section: "4.2" }
      counters:
        - { id: strikes, text: Red strikes granted, most: 2, section: "4.3" }
      grants:
        - { side: blue, effect: blue, text: air units, section: "4.2" }
        - side: red
          effect: red
          text: strike
          when: state.strikes < row.strikesBelow
          withheld: only the first 5 or 6 and the next 6 bring a strike
          counts: strikes
          section: "4.3"
`,
  ),
);

const air = (...a: string[]) => runCli('air', G, ...a);
const ok = async (...a: string[]) => {
  const r = await air(...a);
  expect(r.code, r.err).toBe(0);
  return r;
};

describe('a die table that grants to sides and counts across the game (4.2, 4.3)', () => {
  it('validate takes it', async () => {
    const r = await runCli('validate', G);
    expect(r.code, r.out + r.err).toBe(0);
  });

  it('4.2: no roll before turn 2: the table gives nothing and no die is rolled', async () => {
    const { out } = await ok('--turn', '1');
    expect(out).toMatch(/Turn 1: no roll on this table this turn \(4\.2\); it gives nothing/);
    expect(out).not.toMatch(/Dice:/);
  });

  it('4.2, 4.3: the row grants each side; the counter says how many strikes so far', async () => {
    const { out } = await ok('--turn', '2', '--roll', '5');
    expect(out).toMatch(/Red strikes granted before this roll: 0 of 2 \(4\.3\)/);
    expect(out).toMatch(/Blue: air units: 1 \(4\.2\)/);
    expect(out).toMatch(/Red: strike: 1 \(4\.3\)/);
    expect(out).toMatch(/Red strikes granted now: 1 of 2 \(4\.3\)/);
  });

  it('4.3: the row read depends on the count: after one strike a 5 brings none, a 6 does, never a third', async () => {
    const journal = join(dir, 'j.json');
    const granted = async (turn: number, roll: number) => {
      const r = await ok('--turn', String(turn), '--roll', String(roll), '--journal', journal, '--json');
      return JSON.parse(r.out) as { granted: Record<string, number>; counters: Record<string, number> };
    };
    expect(await granted(2, 5)).toMatchObject({ granted: { blue: 1, red: 1 }, counters: { strikes: 1 } });
    expect(await granted(3, 5)).toMatchObject({ granted: { blue: 1, red: 0 }, counters: { strikes: 1 } });
    expect(await granted(4, 6)).toMatchObject({ granted: { blue: 2, red: 1 }, counters: { strikes: 2 } });
    const last = await ok('--turn', '5', '--roll', '6', '--journal', journal);
    expect(last.out).toMatch(/Red: no strike: only the first 5 or 6 and the next 6 bring a strike \(4\.3\)/);
    // The journal keeps what the table granted, for the conditions of later procedures (state.blue, state.red).
    const state = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(state).toMatchObject({ blue: 2, red: 0, strikes: 2, turn: 5 });
  });

  it('4.2: once a turn: a second roll for the same turn is refused', async () => {
    const journal = join(dir, 'once.json');
    await ok('--turn', '2', '--roll', '3', '--journal', journal);
    const again = await air('--turn', '2', '--roll', '6', '--journal', journal);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/Air power is rolled once a turn \(4\.2\); turn 2 has its roll/);
  });

  it('4.3: the count is the journal’s; --strikes is only for play without one, within its most', async () => {
    const journal = join(dir, 'given.json');
    await ok('--turn', '2', '--roll', '3', '--journal', journal);
    const r = await air('--turn', '3', '--strikes', '1', '--journal', journal);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--strikes is for play without a journal/);
    const over = await air('--turn', '3', '--strikes', '3');
    expect(over.code).toBe(2);
    expect(over.err).toMatch(/--strikes/);
    const given = await ok('--turn', '3', '--roll', '5', '--strikes', '1', '--json');
    expect(JSON.parse(given.out)).toMatchObject({ granted: { red: 0 }, counters: { strikes: 1 } });
  });
});
