import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { airPower } from '../../../src/procedures/veritable/air-power.js';
import { fuhrerRelease } from '../../../src/procedures/veritable/fuhrer.js';
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

  it('the journal carries the Surge count from turn to turn', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'air-')), 'j.json');
    const turn = async (n: number, roll: number) =>
      JSON.parse(
        (await runCli('air', 'veritable', '--turn', String(n), '--roll', String(roll), '--journal', file, '--json'))
          .out,
      );
    expect((await turn(2, 6)).german).toBe(1);
    expect((await turn(3, 5)).german).toBe(0);
    expect((await turn(4, 6)).german).toBe(1);
    const last = await turn(5, 6);
    expect(last).toMatchObject({ turn: 5, roll: 6, german: 0, surgesUsed: 2 });
    expect(typeof last.allied).toBe('number');
  });

  it('turn 1 says there is no roll', async () => {
    const { out } = await runCli('air', 'veritable', '--turn', '1');
    expect(out).toMatch(/Turn 1: no air power roll/);
  });
});

describe("Führer's interference (11.2)", () => {
  it('on turn 3 a 1 or a 2 releases the unit; a 3 does not', () => {
    expect(fuhrerRelease('x', 3, 2, false).released).toBe(true);
    expect(fuhrerRelease('x', 3, 3, false).released).toBe(false);
  });
  it('a 6 keeps the unit back for good, whatever the turn', () => {
    expect(fuhrerRelease('x', 7, 6, false)).toMatchObject({ released: false, refusedForGood: true });
    expect(fuhrerRelease('x', 7, 1, true).released).toBe(false);
  });
});
