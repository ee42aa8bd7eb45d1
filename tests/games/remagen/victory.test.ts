import { describe, it, expect, afterAll } from 'vitest';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { formatProblem } from '../../../src/load/problem.js';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup, copyGame, problemsOf } from '../../helpers/broken-copy.js';

// Remagen's victory is reconstructed (the rules state none: the victory-conditions option), declared in rules.yaml
// as objectives the engine judges: the sudden death east of the Rhine, the objectives the US holds alone (a US
// unit in one of a group's sectors, no German in any), the completed pontoon bridges, and hold-a-crossing.

const root = mkdtempSync(join(tmpdir(), 'sandtable-remagen-victory-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const RULE = '(the rules give no victory conditions: victory-conditions option, reconstructed)';

/** A position file of `ref@sector` items. */
function position(name: string, ...units: string[]): string {
  const file = join(root, `${name}.yaml`);
  writeFileSync(file, `units:\n${units.map((u) => `  - "${u}"\n`).join('')}`);
  return file;
}

/** A journal at turn `turn` with these places and pontoon bridges. */
function journal(name: string, turn: number, positions: Record<string, string>, pontoons = {}, game = 'remagen') {
  const file = join(root, `${name}.json`);
  const state = { positions, turn, pontoons };
  writeFileSync(file, JSON.stringify({ version: 1, game, created: '2026-11-28T00:00:00.000Z', state, entries: [] }));
  return file;
}

const victory = (...args: string[]) => runCli('victory', 'remagen', ...args);
const lines = (out: string) => out.trimEnd().split('\n');

describe('Remagen victory (reconstructed: the rules state none)', () => {
  it('an objective counts while a US unit holds it alone: a contested or an empty one does not', async () => {
    // Erpel held alone; the Erpeler Ley contested (a German in K12); Ockenfels held; Kretzhaus empty.
    const file = position(
      'held',
      'us-27aib-rifles#1@G10',
      'us-27aib-rifles#2@I12',
      'de-kg-rifles#1@K12',
      'us-9engr#1@Q13',
    );
    const r = await victory('--position', file, '--turn', '15', '--json');
    const j = JSON.parse(r.out);
    expect(j.objectives.filter((o: { held: boolean }) => o.held).map((o: { id: string }) => o.id)).toEqual([
      'erpel',
      'ockenfels',
    ]);
    expect(j.points).toBe(3);
    expect(j.result).toBe('German victory');
    const text = await victory('--position', file, '--turn', '15');
    expect(lines(text.out).slice(2)).toEqual([
      `  Positions from ${file}`,
      '  US units east of the Rhine: us-27aib-rifles#1, us-27aib-rifles#2, us-9engr#1',
      '  Objectives held by the US: erpel 2, ockenfels 1',
      '  Completed pontoon bridges above 0 LU with German-free bridgeheads: none',
      `  US points: 3: German victory. The bridgehead is penned against the river. ${RULE}`,
    ]);
  });

  it('sudden death: from turn 3 on, no US unit east of the Rhine is a German decisive victory at once', async () => {
    const west = position('west', 'us-27aib-rifles#1@I2', 'de-garrison-rifles#1@K12');
    const t3 = await victory('--position', west, '--turn', '3', '--json');
    expect(JSON.parse(t3.out).result).toBe('German decisive victory');
    const t3text = await victory('--position', west, '--turn', '3');
    expect(lines(t3text.out).at(-1)).toBe(`  Turn 3: no US unit east of the Rhine: the Germans win at once ${RULE}`);
    // Turn 2 is before the sudden death can fall; a US unit east of the river keeps the game going.
    expect(JSON.parse((await victory('--position', west, '--turn', '2', '--json')).out).result).toBe('German victory');
    const east = position('east', 'us-27aib-rifles#1@L12');
    expect(JSON.parse((await victory('--position', east, '--turn', '3', '--json')).out).result).toBe('German victory');
  });

  it('Engineers: a completed bridge above 0 LU whose bridgeheads hold no German scores 3, two at most', async () => {
    const us = { 'us-27aib-rifles#1': 'L12', 'us-9engr#2': 'B8', 'de-garrison-rifles#3': 'Q7' };
    const done = { lu: 30, completed: true };
    const j = journal('bridges', 15, us, {
      'pontoon-north': done,
      'pontoon-rr': { lu: 0, completed: true },
      'pontoon-south': done,
    });
    const r = JSON.parse((await victory('--journal', j, '--json')).out);
    // The railway site's bridge is at 0 LU; the south site has a German in its bridgehead Q7.
    expect(r.counted.bridges).toEqual(['pontoon-north']);
    expect(r.points).toBe(3);
    const all = journal(
      'three',
      15,
      { 'us-27aib-rifles#1': 'L12' },
      {
        'pontoon-north': done,
        'pontoon-rr': done,
        'pontoon-south': done,
      },
    );
    const three = JSON.parse((await victory('--journal', all, '--json')).out);
    expect(three.counted.bridges).toEqual(['pontoon-north', 'pontoon-rr']);
    expect(three.points).toBe(6);
    expect(three.result).toBe('German marginal victory');
  });

  it('hold-a-crossing: the US wins only with the Erpeler Ley held alone and one counting bridge', async () => {
    const ley = { 'us-27aib-rifles#1': 'J12', 'us-27aib-rifles#2': 'K11' };
    const bridge = { 'pontoon-north': { lu: 12, completed: true } };
    const won = journal('crossing', 15, ley, bridge);
    const r = await victory('--journal', won, '--victory-conditions', 'hold-a-crossing');
    expect(lines(r.out).at(-1)).toBe('  Hold a crossing: Erpeler Ley held, a bridge');
    expect(
      JSON.parse((await victory('--journal', won, '--victory-conditions', 'hold-a-crossing', '--json')).out),
    ).toMatchObject({ reading: 'hold-a-crossing', result: 'US victory' });
    const noBridge = journal('no-bridge', 15, ley);
    const lost = await victory('--journal', noBridge, '--victory-conditions', 'hold-a-crossing', '--json');
    expect(JSON.parse(lost.out).result).toBe('German victory');
    const bad = await victory('--victory-conditions', 'hold-the-bridge');
    expect(bad.code).not.toBe(0);
    expect(bad.err).toMatch(/hold-a-crossing/);
  });

  it('speaks Russian with --lang ru, every line from a locale key', async () => {
    const file = position('ru', 'us-27aib-rifles#1@G10');
    const r = await victory('--position', file, '--turn', '15', '--lang', 'ru');
    expect(r.out).toMatch(/Цели, удерживаемые США: Эрпель 2/);
    expect(r.out).toMatch(/в правилах нет условий победы/);
    expect(r.out).not.toMatch(/Objectives|points/);
  });

  it('a journal the old victory hook wrote still replays: the same lines, and play goes on', async () => {
    const file = join(root, 'old.json');
    copyFileSync('tests/fixtures/remagen-journal/written-by-the-victory-hook.json', file);
    const r = await victory('--journal', file);
    expect(r.code).toBe(0);
    expect(lines(r.out).slice(3)).toEqual([
      '  US units east of the Rhine: us-27aib-rifles#1, us-9engr#1, us-9engr#3, us-27aib-rifles#2',
      '  Objectives held by the US: erpel 2, unkel 2, ockenfels 1',
      '  Completed pontoon bridges above 0 LU with German-free bridgeheads: pontoon-north',
      `  US points: 8: German marginal victory ${RULE}`,
    ]);
    const shown = await runCli('journal', 'show', file);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/#2 turn 15 \| victory remagen: reading hold-a-crossing \| no dice \| → German victory/);
    expect(shown.out).toMatch(/#3 turn 15 \| victory: reading points \| no dice \| → German marginal victory/);
    expect(JSON.parse(readFileSync(file, 'utf8')).entries).toHaveLength(3);
  });

  it('a copy under a new id judges exactly as Remagen, in text and --json', async () => {
    const dir = join(root, 'copy');
    copyGame('data/remagen', dir);
    const file = position('copy', 'us-27aib-rifles#1@G10', 'us-27aib-rifles#2@I12', 'de-kg-rifles#1@K12');
    const bridge = { 'pontoon-north': { lu: 30, completed: true } };
    for (const args of [
      ['--position', file, '--turn', '15'],
      ['--position', file, '--turn', '15', '--json'],
      ['--position', file, '--turn', '4', '--victory-conditions', 'hold-a-crossing'],
      ['--turn', '3'],
    ]) {
      const a = await runCli('victory', 'data/remagen', ...args);
      const b = await runCli('victory', dir, ...args);
      expect(b.out.replaceAll('remagen-copy', 'remagen')).toBe(a.out);
    }
    const ja = journal('orig', 15, { 'us-27aib-rifles#1': 'G10', 'us-9engr#2': 'B8' }, bridge);
    const jb = journal('copied', 15, { 'us-27aib-rifles#1': 'G10', 'us-9engr#2': 'B8' }, bridge, 'remagen-copy');
    const a = await runCli('victory', 'data/remagen', '--journal', ja);
    const b = await runCli('victory', dir, '--journal', jb);
    expect(b.out.replaceAll('remagen-copy', 'remagen')).toBe(a.out);
    expect(a.out).toMatch(/German-free bridgeheads: pontoon-north/);
  });

  it('the declared groups are the sectors the printed victory chart names', () => {
    const s = loadScenario('data/remagen');
    const chart = s.charts.find((c) => c.id === 'victory');
    if (chart?.kind !== 'victory') throw new Error('no victory chart');
    const printed = Object.fromEntries(
      chart.points.flatMap((p) => {
        const m = /\(([A-Z]\d+(?:, [A-Z]\d+)*)\)/.exec(p.text);
        return m ? [[p.id, m[1].split(', ')]] : [];
      }),
    );
    const p = s.rules?.procedures.find((x) => x.id === 'victory');
    if (p?.kind !== 'victory' || !p.objectives) throw new Error('victory is not declared as objectives');
    const declared = Object.fromEntries(p.objectives.held.groups.map((g) => [g.point, g.places]));
    expect(declared).toEqual(printed);
    expect(Object.keys(declared)).toHaveLength(8);
  });
});

describe('validate refuses objectives that name what the game lacks (file:line)', () => {
  const problems = (from: string, to: string) => {
    const dir = brokenCopy('data/remagen', { 'rules.yaml': [[from, to]] });
    try {
      return problemsOf(dir).map((p) => formatProblem(p, dir));
    } finally {
      cleanup(dir);
    }
  };

  it('a line past a terrain no sector has', () => {
    expect(problems('terrain: river, toward: east', 'terrain: rivr, toward: east')[0]).toMatch(
      /rules\.yaml:\d+:\d+: .*objectives\.sudden\.beyond\.terrain: .*did you mean "river"/,
    );
  });

  it('a count worth no numeric point, an option choice that does not exist, a requirement on no group', () => {
    expect(problems('point: pontoon, hook', 'point: pontoons, hook')[0]).toMatch(
      /rules\.yaml:\d+:\d+: .*objectives\.counts\[0\]\.point: .*did you mean "pontoon"/,
    );
    expect(problems('choice: hold-a-crossing', 'choice: hold-crossing')[0]).toMatch(
      /rules\.yaml:\d+:\d+: .*objectives\.option\.requires\[0\]\.choice: .*did you mean "hold-a-crossing"/,
    );
    expect(problems('group: erpeler-ley', 'group: erpeler-lay')[0]).toMatch(
      /rules\.yaml:\d+:\d+: .*objectives\.option\.requires\[0\]\.all\[0\]\.group: .*did you mean "erpeler-ley"/,
    );
  });

  it('an item hook the code lacks', async () => {
    const dir = brokenCopy('data/remagen', { 'rules.yaml': [['hook: remagen.bridges', 'hook: remagen.bridgez']] });
    try {
      const r = await runCli('validate', dir);
      expect(r.code).toBe(1);
      expect(r.out + r.err).toMatch(
        /rules\.yaml:\d+:\d+: .*objectives\.counts\[0\]\.hook: no victory item hook "remagen\.bridgez"/,
      );
    } finally {
      cleanup(dir);
    }
  });

  it('a value its words use that the step never gives, with did you mean and the values it has', () => {
    const p = problems('objective: "{id} {value}"', 'objective: "{id} {valeu}"');
    expect(p, p.join('\n')).toHaveLength(1);
    expect(p[0]).toMatch(
      /^rules\.yaml:\d+:\d+: .*\.says\.objective: no value of a objective line "valeu" \(did you mean "value"/,
    );
    expect(p[0]).toMatch(/; it has id, value$/);
    expect(problems('Erpeler Ley {ley}, {bridge}', 'Erpeler Ley {ley}, {bridges}')[0]).toMatch(
      /says\.requires: no value of a requires line "bridges" \(did you mean "bridge"\?\); it has ley, bridge, result/,
    );
    expect(problems('title: "{game}: victory"', 'title: "{game}: victory, {value}"')[0]).toMatch(
      /objectives\.says\.title: no value of a title line "value"; it has game/,
    );
    expect(problems('unmet: no bridge }', 'unmet: "no {bridge}" }')[0]).toMatch(
      /objectives\.option\.requires\[0\]\.all\[1\]\.says\.unmet: no value of a unmet line "bridge"; it has none/,
    );
  });

  it('a requirement no count could ever meet', () => {
    expect(problems('count: bridges, atLeast: 1', 'count: bridges, atLeast: 3')[0]).toMatch(
      /objectives\.option\.requires\[0\]\.all\[1\]\.atLeast: is above the count's most \(2\)/,
    );
  });
});
