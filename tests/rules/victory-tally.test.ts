import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { brokenCopy, cleanup, copyGame, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { newJournal } from '../../src/assist/journal/journal.js';
import { runCli } from '../helpers/run-cli.js';
import { afterSetup } from '../games/veritable/table.js';
import { levelBand } from '../../src/model/level-band.js';

// A victory-point tally (docs/rules-model.md, `tally`): each line the victory chart's point, counted as the
// declaration says; the total read against the chart's levels. Veritable's 9.1 and 9.2 are declared this way.

const VERITABLE = 'data/veritable';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** The tally's kept journal and its line of units out of supply, as rules.yaml writes them. */
const KEPT = / {8}kept:\n(?: {10}[^\n]*\n)+/;
const OUT_OF_SUPPLY = / {10}- point: allied-out-of-supply\n(?: {12}[^\n]*\n)+/;
const UNUSED = / {10}- point: allied-reserve-unused\n(?: {12}[^\n]*\n)+/;

/** Validate's problems, as printed, with rules.yaml edited (each edit a text or pattern and its replacement). */
function problemsAfter(edits: [string | RegExp, string][]): string[] {
  const dir = brokenCopy(VERITABLE, { 'rules.yaml': edits });
  dirs.push(dir);
  return problemsOf(dir).map((p) => formatProblem(p, dir));
}
const problems = (from: string, to: string): string[] => problemsAfter([[from, to]]);

describe('a tally at validate', () => {
  it('a chart point that does not exist, with did you mean, at its file, line and field', () => {
    const p = problems('{ point: goch, held: [Goch]', '{ point: gotch, held: [Goch]');
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(
      /^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.tally\.points\[1\]\.point: .*"gotch".*"goch"/,
    );
  });

  it('a place the map does not name, and a line that counts two things', () => {
    expect(problems('held: [Goch]', 'held: [Gosh]').join('\n')).toMatch(
      /points\[1\]\.held\[0\]: no place "Gosh".*Goch/,
    );
    expect(problems('held: [Goch]', 'held: [Goch], exited: allied').join('\n')).toMatch(
      /points\[1\]: a tally line counts one thing/,
    );
  });

  it('a side, option or formation that does not exist', () => {
    expect(problems('eliminated: allied', 'eliminated: alied').join('\n')).toMatch(/no side "alied".*allied/);
    expect(problems('option: vp-fractions', 'option: vp-fraction').join('\n')).toMatch(
      /levels\.fractions\.option: no game option "vp-fraction".*vp-fractions/,
    );
    expect(problems('formation: 7th-parachute', 'formation: 7th-parachte').join('\n')).toMatch(
      /also\.formation: no formation "7th-parachte".*7th-parachute/,
    );
  });

  it('a chart that is not a victory chart', () => {
    expect(problems('chart: victory\n', 'chart: fuhrer\n').join('\n')).toMatch(
      /tally\.chart: no victory chart "fuhrer"/,
    );
  });

  it('units brought in from a reserve need a kept journal: the common journal does not keep them', () => {
    expect(
      problemsAfter([
        [KEPT, ''],
        [OUT_OF_SUPPLY, ''],
      ]).join('\n'),
    ).toMatch(/points\[2\]\.entered: units brought in from a reserve are known only to a kept journal/);
  });

  it('a kept journal: its set-up procedure, extra turn option, choice and value, words and fields', () => {
    const at = /^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.tally\.kept\./;
    const one = (from: string, to: string, says: RegExp) => {
      const p = problems(from, to);
      expect(p, p.join('\n')).toHaveLength(1);
      expect(p[0]).toMatch(at);
      expect(p[0]).toMatch(says);
    };
    one('          setup: setup\n', '          setup: set-up\n', /kept\.setup: no procedure "set-up".*setup/);
    one(
      'option: extra-allied-turn, value',
      'option: extra-alied-turn, value',
      /extra\.option: no game option "extra-alied-turn"/,
    );
    one('value: extra-turn }', 'value: extra-tun }', /extra\.value: no declared value "extra-tun".*extra-turn/);
    one('value: extra-turn }', 'value: extra-turn, choice: onn }', /extra\.choice: no choice of option .*"onn"/);
    one('is German"', 'is {side}"', /says\.lost: no value of a lost line "side".*it has place/);
    one(
      '          setup: setup\n',
      '          setup: setup\n          held: last\n',
      /kept\.held: unknown field "held"/,
    );
  });

  it('a line of units out of supply: its side, its words, and a kept journal to read', () => {
    expect(problems('outOfSupply: allied', 'outOfSupply: alied').join('\n')).toMatch(
      /^rules\.yaml:\d+:\d+: .*points\[4\]\.outOfSupply: no side "alied".*allied/,
    );
    expect(problems('(no line of road', '{unit} (no line of road').join('\n')).toMatch(
      /points\[4\]\.says\.road: no value of a road line "unit".*it has ref, at/,
    );
    expect(
      problems('{ point: goch, held: [Goch],', '{ point: goch, held: [Goch], says: { none: x },').join('\n'),
    ).toMatch(/points\[1\]\.says: only a line of units out of supply \(outOfSupply\) or unused \(unused\) has says/);
    expect(problemsAfter([[KEPT, '        state: veritable.victory-state\n']]).join('\n')).toMatch(
      /points\[4\]\.outOfSupply: units out of supply are counted where a kept journal places the units/,
    );
  });

  it('a line of unused reserve units: its side, its edges, its words and a kept journal', () => {
    const unused = 'unused: { side: allied, across: { from: west, to: east } }';
    expect(problems(unused, unused.replace('side: allied', 'side: allies')).join('\n')).toMatch(
      /^rules\.yaml:\d+:\d+: .*points\[6\]\.unused\.side: no side "allies".*allied/,
    );
    expect(problems(unused, unused.replace('to: east', 'to: eest')).join('\n')).toMatch(
      /^rules\.yaml:\d+:\d+: .*points\[6\]\.unused\.across\.to: /,
    );
    expect(problems('"{units}: a line crosses', '"{unit}: a line crosses').join('\n')).toMatch(
      /points\[6\]\.says\.across: no value of a across line "unit".*it has units/,
    );
    expect(problems('none: every Allied reserve unit', 'road: every Allied reserve unit').join('\n')).toMatch(
      /points\[6\]\.says\.road: a unused line says none, across, closed/,
    );
    expect(problemsAfter([[KEPT, '        state: veritable.victory-state\n']]).join('\n')).toMatch(
      /points\[6\]\.unused: a line across the map is counted where a kept journal places the units/,
    );
  });

  it('a hook the code does not have is refused by validate', async () => {
    const dir = brokenCopy(VERITABLE, {
      'rules.yaml': [
        [UNUSED, '          - { point: allied-reserve-unused, hook: veritable.reserve-unsed, section: "9.1" }\n'],
      ],
    });
    dirs.push(dir);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/tally\.points\[6\]\.hook: no victory count hook "veritable\.reserve-unsed"/);
  });
});

describe('a supply that reads where units stand from a kept journal, at validate', () => {
  it('a set-up or move procedure that does not exist, and a hook besides, at file, line and field', () => {
    const edit = (to: string) => problems('kept: { setup: setup, move: move }', to);
    expect(edit('kept: { setup: set-up, move: move }').join('\n')).toMatch(
      /^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.kept\.setup: no procedure "set-up".*setup/,
    );
    expect(edit('kept: { setup: setup, move: mve }').join('\n')).toMatch(/kept\.move: no procedure "mve".*move/);
    expect(edit('kept: { setup: setup, move: move, from: journal }').join('\n')).toMatch(
      /kept\.from: unknown field "from"/,
    );
    expect(edit('kept: { setup: setup, move: move }\n      standing: veritable.board').join('\n')).toMatch(
      /\.kept: units stand where a kept journal or a hook says: give kept or standing/,
    );
  });
});

describe('level ranges as a victory chart prints them (9.2)', () => {
  it('"N or less", "A-B", "N or more" and "N+"', () => {
    expect(levelBand('1 or less')).toEqual({ max: 1 });
    expect(levelBand('2-4')).toEqual({ min: 2, max: 4 });
    expect(levelBand('5 or more')).toEqual({ min: 5 });
    expect(levelBand('13+')).toEqual({ min: 13 });
    expect(levelBand('town difference 0–8')).toBeUndefined();
  });
});

describe('Veritable’s tally under a new id plays as the original (9.1, 9.2)', () => {
  it('9.1: each line is the chart’s point; 9.2: the total read on its levels, the same in the copy', async () => {
    const st = afterSetup();
    Object.assign(st, { turn: 7, phase: 'german', endedTurn: 7 });
    st.towns.Cleve = 'allied';
    st.units['71-bde'] = { status: 'eliminated', turn: 3 };
    const copy = mkdtempSync(join(tmpdir(), 'sandtable-tally-'));
    dirs.push(copy);
    copyGame(VERITABLE, join(copy, 'game'));
    const tally = async (game: string, id: string) => {
      const file = join(copy, `${id}.json`);
      writeFileSync(file, JSON.stringify({ ...newJournal(id), state: { [id]: st, turn: 7 } }));
      const r = await runCli('victory', game, '--journal', file);
      expect(r.code, r.err).toBe(0);
      return r.out.replaceAll(file, 'JOURNAL');
    };
    const original = await tally('veritable', 'veritable');
    expect(original).toContain('Cleve captured: 1 × +1 = +1\n    Cleve is held by the Allies');
    expect(original).toContain('Each Allied unit eliminated: 1 × -1 = -1\n    71-bde\n');
    expect(original).toMatch(/Total: 0 VP\n {2}0 is in the band "1 or less": German victory \(9\.2\)/);
    expect(await tally(join(copy, 'game'), 'veritable-copy')).toBe(original);
  });
});

describe('a tally over the journal’s common state, with no hook of the game’s', () => {
  it('places held by the side alone in them, units eliminated from the journal, interim before the end', async () => {
    const dir = brokenCopy(VERITABLE, {
      'rules.yaml': [
        [KEPT, ''],
        [/ {10}# The 10\.1 designer's note[^\n]*\n {10}- point: german-reserve\n[^\n]*\n[^\n]*\n/, ''],
        [OUT_OF_SUPPLY, ''],
        [UNUSED, ''],
      ],
    });
    dirs.push(dir);
    const position = join(dir, 'position.yaml');
    writeFileSync(position, 'units:\n  - 71-bde@N5\n  - gr-1051@N11\n');
    const journal = join(dir, 'journal.json');
    // The units that set up in Cleve (N5) are gone: an Allied brigade there holds it alone.
    const st = { eliminated: ['44-bde', 'fjr-19', 'kg-katzmann'], turn: 3 };
    writeFileSync(journal, JSON.stringify({ ...newJournal('veritable-copy'), state: st }));
    const r = await runCli('victory', dir, '--position', position, '--journal', journal, '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.lines.map((l: { id: string; count: number }) => [l.id, l.count])).toEqual([
      ['cleve', 1],
      ['goch', 0],
      ['allied-eliminated', 1],
      ['allied-exited', 0],
    ]);
    expect(j.lines[0].detail).toBe('Cleve is held by the Allied side');
    expect(j.lines[1].detail).toBe('Goch is held by the German side');
    expect(j).toMatchObject({ total: 0, final: false, turn: 3, level: { result: 'German victory' } });
    expect(j.steps[0]).toBe('Interim tally on turn 3: the game is scored at the end of turn 7 (4.4, 9.1)');
  });
});
