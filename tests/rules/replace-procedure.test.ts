import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { formatProblem } from '../../src/load/problem.js';
import { runCli } from '../helpers/run-cli.js';
import { copiesOf, problemsOf } from '../helpers/broken-copy.js';

// Replacements as declared data (rules.yaml `kind: replace`): Operation Nordwind's section K, "Beginning with the
// January 10 game turn a player may bring in one unit per turn from his eliminated units pile", run by the engine.

const copy = copiesOf('data/nordwind', 'rules.yaml');

function journalAt(state: Record<string, unknown>, game = 'nordwind'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'replace-decl-')), 'game.json');
  const j = { version: 1, game, created: '2026-01-01T00:00:00.000Z', state, entries: [] };
  writeFileSync(file, JSON.stringify(j));
  return file;
}
const stateOf = (file: string) => JSON.parse(readFileSync(file, 'utf8')).state;

describe('K, Replacements: a declared procedure', () => {
  it('refuses a turn before the declared first turn, naming it on the turn track (K)', async () => {
    const file = journalAt({ turn: 10, eliminated: ['us-397-inf'] });
    const r = await runCli('replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'strasbourg', '--journal', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('replacements come back from turn 11 (Jan 10, 1945); turn 10 is Jan 9, 1945 (K)');
    expect(stateOf(file)).toEqual({ turn: 10, eliminated: ['us-397-inf'] });
  });

  it('brings back one eliminated unit a turn for each side, and keeps where it enters (K)', async () => {
    const file = journalAt({ turn: 11, eliminated: ['us-397-inf', 'us-71-inf', 'gr-87'] });
    const ok = await runCli('replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'strasbourg', '--journal', file);
    expect(ok.out).toContain('us-397-inf comes back as a replacement in strasbourg, turn 11 (K)');
    expect(stateOf(file)).toMatchObject({
      eliminated: ['us-71-inf', 'gr-87'],
      positions: { 'us-397-inf': 'strasbourg' },
      replaced: { allied: 11 },
      phase: 'allied phase: replacements',
    });
    const again = await runCli('replace', 'nordwind', '--unit', 'us-71-inf', '--at', 'haguenau', '--journal', file);
    expect(again.err).toContain('the allied player has brought back a replacement in turn 11 already: one a turn (K)');
    // The other side's one this turn is still to come.
    const german = await runCli('replace', 'nordwind', '--unit', 'gr-87', '--at', 'start-a', '--journal', file);
    expect(german.code).toBe(0);
    const alive = await runCli(
      'replace',
      'nordwind',
      '--unit',
      'us-397-inf',
      '--at',
      'a',
      '--turn',
      '12',
      '--journal',
      file,
    );
    expect(alive.err).toContain('us-397-inf is not among the eliminated units: only they come back (K)');
  });

  it('enters only where the declaration lets the side: German set-up areas, Allied-held south areas (K)', async () => {
    const file = journalAt({ turn: 11, eliminated: ['us-397-inf', 'gr-87'], positions: { 'gr-118': 'brumath' } });
    const german = await runCli('replace', 'nordwind', '--unit', 'gr-87', '--at', 'rimling', '--journal', file);
    expect(german.code).toBe(1);
    expect(german.err).toContain('gr-87 may not enter in rimling: german replacements enter in start-a (A – Blies');
    expect(german.err).toMatch(/start-e \(E – [^)]*\)\) \(K\)/);
    // Brumath is an Allied entry area, but a German unit stands in it.
    const held = await runCli('replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'brumath', '--journal', file);
    expect(held.err).toContain('us-397-inf may not enter in brumath: the allied player does not control it (K)');
    const far = await runCli('replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'haguenau', '--journal', file);
    // Only the places open to it are offered.
    expect(far.err).toContain(
      'allied replacements enter in phalsbourg (Phalsbourg), saverne-gap (Saverne Gap), strasbourg (Strasbourg) (K)',
    );
    const ru = await runCli(
      'replace',
      'nordwind',
      '--unit',
      'us-397-inf',
      '--at',
      'brumath',
      '--lang',
      'ru',
      '--journal',
      file,
    );
    // The area as the Russian map names it, not its id.
    expect(ru.err).toContain(
      'us-397-inf не может войти в Брюма (транзитная зона): сторона «союзники» его не контролирует (K)',
    );
    expect(stateOf(file).eliminated).toEqual(['us-397-inf', 'gr-87']);
    expect((await runCli('replace', 'nordwind', '--unit', 'gr-87', '--at', 'start-e', '--journal', file)).code).toBe(0);
    expect(
      (await runCli('replace', 'nordwind', '--unit', 'us-397-inf', '--at', 'saverne-gap', '--journal', file)).code,
    ).toBe(0);
  });

  it('validate refuses an unknown side, place or role where replacements enter, with did-you-mean', () => {
    const bad = copy([
      ['{ side: german, roles: [start], section: "K" }', '{ side: germn, cells: [strasbourgh], section: "K" }'],
      ['{ side: allied, roles: [entry], held: true, section: "K" }', '{ side: allied, roles: [supply], section: "K" }'],
    ]);
    expect(problemsOf(bad).map((p) => formatProblem(p, bad))).toEqual([
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*side: no side "germn" \(did you mean "german"\?\)/),
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*cells.*: no area "strasbourgh" \(did you mean "strasbourg"\?\)/),
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*roles.*: no area of the map has supplyFor: allied/),
    ]);
  });

  it('turns go one way, citing the turn sequence (J)', async () => {
    const file = journalAt({ turn: 12, eliminated: ['gr-87'] });
    const r = await runCli('replace', 'nordwind', '--unit', 'gr-87', '--at', 'a', '--turn', '11', '--journal', file);
    expect(r.err).toContain('turns do not go back (J)');
  });

  it('answers in Russian from the catalogue', async () => {
    const file = journalAt({ turn: 9, eliminated: ['gr-87'] });
    const r = await runCli('replace', 'nordwind', '--unit', 'gr-87', '--at', 'a', '--lang', 'ru', '--journal', file);
    // The turns' dates as the locale words the turn track's labels.
    expect(r.err).toContain('пополнения возвращаются с хода 11 (10 янв. 1945); ход 9 — это 8 янв. 1945 (K)');
  });

  it('more than one a turn when perTurn says so', async () => {
    const dir = copy([['perTurn: 1', 'perTurn: 2']]);
    // A copy of the game under its own id, with two a turn.
    const file = journalAt({ turn: 11, eliminated: ['us-397-inf', 'us-71-inf', 'us-114-inf'] }, 'nordwind-copy');
    const run = (unit: string) => runCli('replace', dir, '--unit', unit, '--at', 'strasbourg', '--journal', file);
    expect((await run('us-397-inf')).code).toBe(0);
    expect((await run('us-71-inf')).code).toBe(0);
    expect((await run('us-114-inf')).err).toContain('brought back 2 replacements in turn 11 already: 2 a turn (K)');
    expect(stateOf(file)).toMatchObject({ replaced: { allied: 11 }, replacedCount: { allied: 2 } });
  });

  it('validate refuses a first turn past the turn track, and a misspelt field, naming file and line', () => {
    const late = copy([['from: 11', 'from: 40']]);
    expect(problemsOf(late).map((p) => formatProblem(p, late))).toEqual([
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*from: replacements from turn 40 never come: the turn track ends/),
    ]);
    const typo = copy([['perTurn: 1', 'perTurns: 1']]);
    expect(
      problemsOf(typo)
        .map((p) => formatProblem(p, typo))
        .join('\n'),
    ).toMatch(/^rules\.yaml:\d+:\d+: .*perTurns/);
  });
});
