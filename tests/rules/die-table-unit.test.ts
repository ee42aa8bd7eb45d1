import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, copyGame } from '../helpers/broken-copy.js';

// A die table rolled for one named unit, its result kept per unit in the journal (rules.yaml `unit`), and rolled
// only under a game option (`option`): Operation: Veritable's optional 11.2 (Führer's interference) declared in
// a copy's data, read in the turn's column of the Führer chart.

const dir = mkdtempSync(join(tmpdir(), 'st-unit-roll-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const G = join(dir, 'veritable');
copyGame('data/veritable', G);
const edit = (file: string, from: string | RegExp, to: string) => {
  const text = readFileSync(join(G, file), 'utf8');
  const next = text.replace(from, to);
  if (next === text) throw new Error(`edit did not apply to ${file}: ${from}`);
  writeFileSync(join(G, file), next);
};
// Veritable's own declaration keeps its answers in its journal (`unit.hook`) and words them in its own words
// (`says`); the copy keeps them in the journal's state (`state`) and says them in the engine's words.
edit(
  'rules.yaml',
  / {8}hook: veritable\.fuhrer\n {8}section: "11\.2"\n(?: {8}#.*\n)* {8}says:\n(?: {10}.*\n)+/,
  `        state: fuhrerRolls
        meanings:
          released: "a roll under the turn: the unit may enter"
          held: stays in the reserve this turn; it may be asked for again
          never: "a 6: stays in the reserve for the rest of the game"
        section: "11.2"
`,
);
edit('rules.yaml', / {8}says: >-\n {10}optional rule 11\.2.*\n {10}.*\n/, '');

const ON = ['--option', 'fuhrer-interference=on'];
const fuhrer = (...a: string[]) => runCli('fuhrer', G, ...a);
const ok = async (...a: string[]) => {
  const r = await fuhrer(...a);
  expect(r.code, r.err).toBe(0);
  return r;
};

describe('a die table rolled for one unit, kept per unit (Veritable 11.2 declared in data)', () => {
  it('validate takes the declaration', async () => {
    const r = await runCli('validate', G);
    expect(r.code, r.out + r.err).toBe(0);
  });

  it('11.2: only with the option on; otherwise the roll is refused, citing the option', async () => {
    const r = await fuhrer('--unit', 'pgr-60', '--turn', '3', '--roll', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('fuhrer-interference=on');
    expect(r.err).toContain('11.2');
  });

  it('11.2: the turn’s column: released below the turn number, the chances of that column', async () => {
    const { out } = await ok('--unit', 'pgr-60', '--turn', '3', '--roll', '2', ...ON);
    expect(out).toMatch(/column Turn 3 \(11\.2\)/);
    expect(out).toMatch(/Chances of each result before the roll:/);
    expect(out).toMatch(/released .*33\.3% \(2\/6\)/);
    expect(out).toMatch(/held .*50\.0% \(3\/6\)/);
    expect(out).toMatch(/never .*16\.7% \(1\/6\)/);
    expect(out).toMatch(/Roll 2: pgr-60: released: a roll under the turn: the unit may enter \(11\.2\)/);
    const held = await ok('--unit', 'pgr-60', '--turn', '3', '--roll', '3', ...ON);
    expect(held.out).toMatch(/Roll 3: pgr-60: held/);
  });

  it('11.2: a 6 keeps the unit in the reserve for good, in the journal; one roll a unit a turn', async () => {
    const journal = join(dir, 'j.json');
    const roll = (turn: number, die: number) =>
      fuhrer('--unit', 'pgr-60', '--turn', String(turn), '--roll', String(die), '--journal', journal, ...ON);
    expect((await roll(2, 4)).code).toBe(0);
    const again = await roll(2, 1);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/pgr-60 was rolled for on turn 2 already: one roll a unit a turn \(11\.2\)/);
    const six = await roll(3, 6);
    expect(six.out).toMatch(/pgr-60: never holds for the rest of the game \(11\.2\)/);
    const state = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(state.fuhrerRolls).toEqual({ 'pgr-60': { result: 'never', turn: 3 } });
    const later = await roll(4, 1);
    expect(later.code).toBe(1);
    expect(later.err).toMatch(/pgr-60 got never on turn 3, for the rest of the game/);
  });

  it('11.2, 8.1: only a German reserve unit, and only on turns 2 to 7', async () => {
    const allied = await fuhrer('--unit', '44-bde', '--turn', '3', '--roll', '1', ...ON);
    expect(allied.code).toBe(1);
    expect(allied.err).toMatch(/44-bde is not a unit of/);
    const early = await fuhrer('--unit', 'pgr-60', '--turn', '1', '--roll', '1', ...ON);
    expect(early.code).toBe(1);
  });

  it('validate names a wrong option, choice, side or result, with did you mean', async () => {
    const bad = brokenCopy(G, {
      'rules.yaml': [
        ['id: fuhrer-interference\n', 'id: fuhrer-interferense\n'],
        ['final: [never]', 'final: [nevr]'],
        ['        side: german\n        reserve', '        side: germna\n        reserve'],
      ],
    });
    const r = await runCli('validate', bad);
    rmSync(bad, { recursive: true, force: true });
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/rules\.yaml:\d+.*option\.id.*did you mean "fuhrer-interference"/);
    expect(r.err).toMatch(/rules\.yaml:\d+.*unit\.final\[0\].*did you mean "never"/);
    expect(r.err).toMatch(/rules\.yaml:\d+.*unit\.side.*did you mean "german"/);
  });
});
