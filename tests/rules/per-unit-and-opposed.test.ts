import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli, runJson, runOk } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, copyGame, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { opposedChance } from '../../src/model/hook-numbers.js';

// Two declared rolls that Death of a Division's rules.yaml now gives the engine instead of hook code: the arrival
// roll for each reinforcement (optional rule 8: a die a unit, the row's turnShift kept for that unit) and the
// turn-1 surprise roll in each area (9: German die against US die, the Germans win ties, the areas won kept).
const G = 'data/death-of-a-division';
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-per-unit-'));
const dirs: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  dirs.forEach(cleanup);
});

const ok = runOk;
const json = runJson;

function problemAfter(from: string | RegExp, to: string): string {
  const dir = brokenCopy(G, { 'rules.yaml': [[from, to]] });
  dirs.push(dir);
  const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
  expect(problems, problems.join('\n')).toHaveLength(1);
  return problems[0];
}

describe('Death of a Division arrival roll (optional rule 8), declared', () => {
  it('8: a die a unit: 1 a turn early, 2-5 on time, 6 a turn late', async () => {
    const j = await json('arrival', G, '--unit', 'us-14-tank,us-27-aib,us-16-afa', '--dice', '1,4,6', '--turn', '2');
    expect(j.units.map((u: { arrives: number }) => u.arrives)).toEqual([2, 3, 4]);
    expect(j.units[0]).toMatchObject({ unit: 'us-14-tank', scheduled: 3, roll: 1, shift: -1 });
    expect(j.chances.map((c: { code: string; fraction: string }) => `${c.code} ${c.fraction}`)).toEqual([
      '1 1/6',
      '2-5 4/6',
      '6 1/6',
    ]);
    const out = await ok('arrival', G, '--unit', 'us-14-tank', '--dice', '6', '--turn', '2');
    expect(out).toContain(
      'us-14-tank (14th Tank Battalion), due on turn 3: rolled 6: One turn late, arrives on turn 4 (8)',
    );
    expect(out).toContain('Chances for each unit before the roll:');
  });

  it('8: only reinforcements roll, on the turn before they are due, and once', async () => {
    const start = await runCli('arrival', G, '--unit', 'us-422-inf', '--dice', '1');
    expect(start.code).toBe(1);
    expect(start.err).toContain('us-422-inf is on the map from the start; only reinforcements roll for arrival');
    const early = await runCli('arrival', G, '--unit', 'us-14-tank', '--dice', '3', '--turn', '1');
    expect(early.code).toBe(1);
    expect(early.err).toContain('us-14-tank is due on turn 3; its arrival roll is made on turn 2, not 1 (8)');
    const file = join(tmp, 'arrival.json');
    await ok('arrival', G, '--unit', 'us-14-tank', '--dice', '6', '--turn', '2', '--journal', file);
    expect(JSON.parse(readFileSync(file, 'utf8')).state.arrivals).toEqual({ 'us-14-tank': 4 });
    const args = ['--unit', 'us-14-tank', '--dice', '1', '--turn', '2', '--journal', file];
    const again = await runCli('arrival', G, ...args);
    expect(again.code).toBe(1);
    expect(again.err).toContain('us-14-tank has rolled already: it arrives on turn 4 (8)');
    // The kept turn is what the units list reads: due on turn 4 now, a turn late.
    expect(await ok('units', G, '--journal', file)).toMatch(/us-14-tank .*due turn 4\n/);
  });

  it('validate: the shift must be an effect of every row, and a roll for each unit keeps no table record', () => {
    expect(problemAfter('shift: turnShift', 'shift: turnShfit')).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.each\.shift: no effect "turnShfit" \(did you mean "turnShift"/,
    );
    expect(problemAfter('chart: arrival\n', 'chart: arrival\n      record: [turnShift]\n')).toMatch(
      /\.record: a roll for each unit keeps its turn in each\.record/,
    );
  });
});

describe('Death of a Division turn-1 surprise (9), declared', () => {
  it('9: the Germans win when their die equals or beats the US die: 21 in 36', async () => {
    const j = await json(
      'surprise',
      G,
      '--area',
      'roth-kobscheid,winterspelt,auw',
      '--german-dice',
      '4,1,3',
      '--us-dice',
      '4,2,3',
    );
    expect(j.results.map((a: { wins: boolean }) => a.wins)).toEqual([true, false, true]);
    expect(j.results[0]).toMatchObject({ place: 'roth-kobscheid', german: 4, us: 4, outcome: 'surprise' });
    expect(j.chance.fraction).toBe('21/36');
    const out = await ok('surprise', G, '--area', 'auw', '--german-dice', '2', '--us-dice', '5');
    expect(out).toContain('Auw: German 2, United States 5: no surprise; US defensive fire as normal');
    expect(out).toContain('Surprise does not apply to overruns.');
  });

  it('9: the tie rule is the data’s: were ties the US side’s, a tie would not surprise (15 in 36)', () => {
    const s = loadScenario(G);
    const p = s.rules!.procedures.find((x) => x.id === 'surprise');
    if (p?.kind !== 'opposed-roll') throw new Error('surprise is declared as an opposed roll');
    expect(opposedChance(p.roll)).toEqual({ probability: 21 / 36, fraction: '21/36' });
    expect(opposedChance({ ...p.roll, ties: 'second' })).toEqual({ probability: 15 / 36, fraction: '15/36' });
  });

  it('9: turn 1 only; the areas surprised are kept and stop US fire there', async () => {
    const late = await runCli('surprise', G, '--area', 'auw', '--turn', '2');
    expect(late.code).toBe(1);
    expect(late.err).toContain('Surprise is rolled on turn 1 only; this is turn 2 (9)');
    const file = join(tmp, 'surprise.json');
    await ok('surprise', G, '--area', 'auw,winterspelt', '--german-dice', '5,1', '--us-dice', '2,6', '--journal', file);
    expect(JSON.parse(readFileSync(file, 'utf8')).state.surprised).toEqual(['auw']);
    const fire = await runCli('fire', G, '--firer', 'us-589-fa@auw', '--target', 'de-294-vgr@auw', '--journal', file);
    expect(fire.code).toBe(1);
    expect(fire.err).toContain('surprise');
  });

  it('validate: the sides of an opposed roll are the game’s, with "did you mean"', () => {
    expect(problemAfter('second: us,', 'second: uss,')).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.roll\.second: no side "uss" \(did you mean "us"\?\)/,
    );
  });
});

describe('a copy of Death of a Division under its own id rolls the same', () => {
  it('8, 9: the same output, word for word, with the copy’s title', async () => {
    const dir = join(tmp, 'copy');
    copyGame(G, dir);
    for (const args of [
      ['arrival', '--unit', 'us-14-tank,us-27-aib', '--dice', '1,6', '--turn', '2'],
      ['surprise', '--area', 'auw,winterspelt', '--turn', '1', '--seed', 'copy'],
    ]) {
      const [verb, ...rest] = args;
      expect(await ok(verb, dir, ...rest)).toBe(await ok(verb, G, ...rest));
    }
  });
});
