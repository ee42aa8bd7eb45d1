import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { airPower } from '../../../src/games/veritable/air-power.js';
import { fuhrerRelease } from '../../../src/games/veritable/fuhrer-roll.js';
import type { DieTable } from '../../../src/model/types.js';
import { runCli } from '../../helpers/run-cli.js';

const table = loadScenario('data/veritable').charts.find((c) => c.id === 'air-power') as DieTable;

describe('air power (5.1)', () => {
  it('turn 1 has no roll and no air units', () => {
    expect(airPower(table, 1, undefined, 0)).toMatchObject({ roll: undefined, allied: 0, german: 0, surge: false });
  });

  it('the first 5 or 6 brings the Luftwaffe Surge; after that only a 6; never a third time', () => {
    let used = 0;
    const surges = [4, 5, 5, 6, 6, 6].map((roll) => {
      const r = airPower(table, 2, roll, used);
      used = r.surgesUsed;
      return r.surge;
    });
    expect(surges).toEqual([false, true, false, true, false, false]);
    expect(used).toBe(2);
  });

  it('the 6.5 example: a first 5 on turn 3 gives the Germans the Surge', () => {
    expect(airPower(table, 3, 5, 0)).toMatchObject({ german: 1, surge: true });
  });

  it('5.1: the journal carries the Surge count from turn to turn', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'air-')), 'j.json');
    const turn = async (n: number, roll: number) => {
      const r = await runCli(
        'air',
        'veritable',
        '--turn',
        String(n),
        '--roll',
        String(roll),
        '--journal',
        file,
        '--json',
      );
      expect(r.code, r.err).toBe(0);
      // The German player turn ends the turn (4.3, 4.4).
      const g = await runCli('sequence', 'veritable', '--side', 'german', '--order', 'move-attack', '--journal', file);
      expect(g.code, g.err).toBe(0);
      return JSON.parse(r.out);
    };
    expect((await turn(2, 6)).german).toBe(1);
    expect((await turn(3, 5)).german).toBe(0);
    expect((await turn(4, 6)).german).toBe(1);
    const last = await turn(5, 6);
    expect(last).toMatchObject({ turn: 5, roll: 6, german: 0, surgesUsed: 2 });
    expect(typeof last.allied).toBe('number');
  });

  it('4.4, 5.1: the turn does not go backwards and a turn’s roll is not made twice, unless --amend', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'air-')), 'j.json');
    const air = (...a: string[]) => runCli('air', 'veritable', '--journal', file, ...a);
    expect((await air('--turn', '3', '--roll', '5')).code).toBe(0);
    const again = await air('--turn', '3', '--roll', '2');
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/turn 3's air power was rolled already \(a 5\); the Allied player rolls once a turn/);
    const back = await air('--turn', '2', '--roll', '2');
    expect(back.code).toBe(1);
    expect(back.err).toMatch(/the journal is at turn 3; turn 2 is over and the track only moves on \(4\.4\)/);
    const amended = await air('--turn', '3', '--roll', '2', '--amend', '--json');
    expect(amended.code, amended.err).toBe(0);
    // The amended 2 gives no Surge: the count the wrong 5 made is taken back.
    expect(JSON.parse(amended.out)).toMatchObject({ roll: 2, surge: false, surgesUsed: 0 });
  });

  it('prints the exact chance of each outcome before the roll', async () => {
    const { out } = await runCli('air', 'veritable', '--turn', '3', '--roll', '4', '--surges', '1');
    expect(out.indexOf('Chances of the roll before the roll')).toBeGreaterThan(0);
    expect(out).toMatch(/3 RAF \+ Surge .*\(1\/6\)/);
    expect(out).toMatch(/0 RAF .*\(2\/6\)/);
  });

  it('turn 1 says there is no roll', async () => {
    const { out } = await runCli('air', 'veritable', '--turn', '1');
    expect(out).toMatch(/Turn 1: no air power roll/);
  });
});

describe("Führer's interference (11.2)", () => {
  it('8.1/11.2: on turn 1 the answer is "no reserves before turn 2", not a roll under 1', async () => {
    const r = await runCli('fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', '1', '--roll', '1');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/no reserves before turn 2/);
    expect(r.out).toBe('');
  });

  it('11.3: on turn 8 nothing is released: the Germans have no eighth turn', async () => {
    const r = await runCli('fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', '8', '--roll', '1');
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /the German player has no turn 8; optional 11.3 adds an eighth turn for the Allied player only/,
    );
  });

  it('on turn 3 a 1 or a 2 releases the unit; a 3 does not', () => {
    expect(fuhrerRelease('x', 3, 2, false).released).toBe(true);
    expect(fuhrerRelease('x', 3, 3, false).released).toBe(false);
  });
  it('a 6 keeps the unit back for good, whatever the turn', () => {
    expect(fuhrerRelease('x', 7, 6, false)).toMatchObject({ released: false, refusedForGood: true });
    expect(fuhrerRelease('x', 7, 1, true).released).toBe(false);
  });
});
