import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../../helpers/broken-copy.js';

// The Ludendorff Bridge roll (Ludendorff RR Bridge) is the engine's die table as Remagen's rules.yaml declares it:
// from the German 4th turn, once a German turn, the turn's column of the bridge-collapse table, falling for good
// on a row whose collapsesFromTurn has come, and without a roll on turn 9; every unit named on it is lost.

const tmp = mkdtempSync(join(tmpdir(), 'st-bridge-'));
const dirs: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  dirs.forEach(cleanup);
});
let n = 0;
const journal = () => join(tmp, `j${++n}.json`);
const bridge = (...a: string[]) => runCli('bridge', 'remagen', ...a);
const json = async (...a: string[]) => {
  const r = await bridge(...a, '--json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
};

describe('Remagen: the Ludendorff Bridge (Ludendorff RR Bridge)', () => {
  it('is not rolled for before the German 4th turn', async () => {
    const r = await bridge('--turn', '3', '--roll', '1');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Ludendorff Bridge is rolled from turn 4 on, not on turn 3 (Ludendorff RR Bridge)');
  });

  it('gives the chance of falling from the turn’s column before the roll, then the result', async () => {
    expect((await json('--turn', '4', '--preview')).chance.fraction).toBe('1/6');
    expect((await json('--turn', '6', '--preview')).chance.fraction).toBe('2/6');
    expect((await json('--turn', '8', '--preview')).chance.fraction).toBe('3/6');
    expect(await json('--turn', '6', '--preview')).toMatchObject({ column: 'German turns 6-7' });
    expect(await json('--turn', '4', '--roll', '2')).toMatchObject({ rolled: true, ends: false });
    expect(await json('--turn', '4', '--roll', '1')).toMatchObject({ rolled: true, ends: true });
    const { out } = await bridge('--turn', '5', '--roll', '2');
    expect(out).toContain('On 1 of 6 rolls (16.7%): the bridge falls into the Rhine; every unit on its two sectors');
    expect(out).toContain('German turns 4–5: Stands');
    expect(out).toContain('Now: the bridge stands this turn (Ludendorff RR Bridge)');
  });

  it('falls on turn 9 without a roll, and a die given then is refused', async () => {
    expect(await json('--turn', '9')).toMatchObject({ rolled: false, ends: true, chance: { probability: 1 } });
    const r = await bridge('--turn', '9', '--roll', '4');
    expect(r.code).toBe(1);
    expect(r.err).toContain('turn 9: this happens without a roll; --roll is not used (Ludendorff RR Bridge)');
  });

  it('is rolled once in a German turn, and stays fallen: the units on it are lost', async () => {
    const file = journal();
    await json('--turn', '4', '--roll', '2', '--journal', file);
    // Issue 22: the bridge cannot be rolled for twice in one German turn.
    const again = await bridge('--turn', '4', '--roll', '1', '--journal', file);
    expect(again.code).toBe(1);
    expect(again.err).toContain('Ludendorff Bridge is rolled once a turn (Ludendorff RR Bridge); turn 4 has its roll');
    const fell = await json('--turn', '5', '--roll', '1', '--journal', file, '--on', 'us-14tk-shermans-a#1@K8');
    expect(fell).toMatchObject({ ends: true, lost: ['us-14tk-shermans-a#1'] });
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.ludendorff).toEqual({ collapsed: true, turn: 5 });
    expect(j.state.thisTurn).toMatchObject({ turn: 5, side: 'german' });
    const after = await bridge('--turn', '6', '--roll', '3', '--journal', file);
    expect(after.code).toBe(1);
    expect(after.err).toContain('Ludendorff Bridge ended on turn 5; there is nothing left to roll for');
  });

  it('a journal kept before the roll ran on the engine still counts its roll for the turn', async () => {
    const file = journal();
    await json('--turn', '4', '--roll', '2', '--journal', file);
    const j = JSON.parse(readFileSync(file, 'utf8'));
    j.entries[0].command = 'bridge remagen';
    writeFileSync(file, JSON.stringify(j));
    const again = await bridge('--turn', '4', '--roll', '1', '--journal', file);
    expect(again.code).toBe(1);
    expect(again.err).toContain('Ludendorff Bridge is rolled once a turn (Ludendorff RR Bridge)');
  });

  it('takes only units on the bridge’s two sectors', async () => {
    const r = await bridge('--turn', '4', '--roll', '1', '--on', 'us-14tk-shermans-a#1@L17');
    expect(r.code).toBe(1);
    expect(r.err).toContain('us-14tk-shermans-a#1 is in L17, not on K8, K9 (Ludendorff RR Bridge)');
  });

  it('a designer who moves the certain fall to turn 8 gets it without a roll on turn 8', async () => {
    const dir = brokenCopy('data/remagen', { 'rules.yaml': [['certainFrom: 9', 'certainFrom: 8']] });
    dirs.push(dir);
    const r = await runCli('bridge', dir, '--turn', '8', '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ rolled: false, ends: true });
  });

  it('validate refuses an ends condition, a bridge kind and a side that do not exist, with file:line', async () => {
    const dir = brokenCopy('data/remagen', {
      'rules.yaml': [
        ['when: turn >= row.collapsesFromTurn', 'when: turn >= row.collapseFromTurn'],
        ['bridge: railway }', 'bridge: railwy }'],
        ['      side: german\n      oncePerTurn: true', '      side: germans\n      oncePerTurn: true'],
      ],
    });
    dirs.push(dir);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err + r.out).toMatch(/rules\.yaml:\d+:\d+: .*ends\.when: .*collapseFromTurn.*collapsesFromTurn/);
    expect(r.err + r.out).toMatch(
      /rules\.yaml:\d+:\d+: .*ends\.units\.bridge: .*"railwy".*did you mean "railway".* railway, pontoon-site/,
    );
    expect(r.err + r.out).toMatch(/rules\.yaml:\d+:\d+: .*side: .*"germans".*did you mean "german"/);
  });
});
