import { describe, it, expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

const cli = async (...a: string[]) => {
  const r = await runCli('air', 'veritable', ...a);
  expect(r.code, r.err).toBe(0);
  return r;
};
const json = async (...a: string[]) => JSON.parse((await cli(...a, '--json')).out);

// rules.yaml's `air` is a die table the engine reads: these run it as the player does, by the CLI.
describe('air power (5.1)', () => {
  it('4.1, 5.1: turn 1 has no roll and no air units', async () => {
    const { out } = await cli('--turn', '1');
    expect(out).toMatch(/Turn 1: no roll on this table this turn \(4\.1, 5\.1\); it gives nothing/);
    expect(out).not.toMatch(/Dice:/);
    expect(await json('--turn', '1')).toMatchObject({ turn: 1, rolled: false });
  });

  it('5.1: the first 5 or 6 brings the Luftwaffe Surge; after that only a 6; never a third time', async () => {
    let used = 0;
    const surges: number[] = [];
    for (const roll of [4, 5, 5, 6, 6, 6]) {
      const r = await json('--turn', '2', '--roll', String(roll), '--surges', String(used));
      surges.push(r.granted.german);
      used = r.counters.surges;
    }
    expect(surges).toEqual([0, 1, 0, 1, 0, 0]);
    expect(used).toBe(2);
  });

  it('5.1: a Surge withheld says why; the RAF units of the row still come', async () => {
    const { out } = await cli('--turn', '4', '--roll', '6', '--surges', '2');
    expect(out).toMatch(/Luftwaffe Surges granted before this roll: 2 of 2 \(5\.1\)/);
    expect(out).toMatch(/Allied: RAF air units: 3 \(5\.1\)/);
    expect(out).toMatch(/German: no Luftwaffe Surge: .*never a third time \(5\.1\)/);
  });

  it('the 6.5 example: a first 5 on turn 3 gives the Germans the Surge', async () => {
    expect(await json('--turn', '3', '--roll', '5', '--surges', '0')).toMatchObject({
      turn: 3,
      roll: 5,
      granted: { allied: 0, german: 1 },
      counters: { surges: 1 },
    });
  });

  it('5.1: the journal carries the Surge count from turn to turn', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'air-')), 'j.json');
    const turn = async (n: number, roll: number) => {
      const r = await json('--turn', String(n), '--roll', String(roll), '--journal', file);
      // The German player turn ends the turn (4.3, 4.4).
      const g = await runCli('sequence', 'veritable', '--side', 'german', '--order', 'move-attack', '--journal', file);
      expect(g.code, g.err).toBe(0);
      return r;
    };
    expect((await turn(2, 6)).granted.german).toBe(1);
    expect((await turn(3, 5)).granted.german).toBe(0);
    expect((await turn(4, 6)).granted.german).toBe(1);
    const last = await turn(5, 6);
    expect(last).toMatchObject({ turn: 5, roll: 6, granted: { allied: 3, german: 0 }, counters: { surges: 2 } });
    // --surges is for play without a journal: the journal counts them.
    const given = await runCli('air', 'veritable', '--turn', '6', '--surges', '0', '--journal', file);
    expect(given.code).toBe(2);
    expect(given.err).toMatch(/--surges is for play without a journal/);
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
    expect(JSON.parse(amended.out)).toMatchObject({ roll: 2, granted: { german: 0 }, counters: { surges: 0 } });
  });

  it('prints the exact chance of each row before the roll, and the row rolled', async () => {
    const { out } = await cli('--turn', '3', '--roll', '4', '--surges', '1');
    expect(out.indexOf('Chances of each row before the roll')).toBeGreaterThan(0);
    expect(out).toMatch(/ 6 +█+·+ +16\.7% \(1\/6\) +Allied air units: 3; German air units: Surge, if the first 5 or 6/);
    expect(out).toMatch(/▶ 4 +█+·+ +16\.7% \(1\/6\) +Allied air units: 2/);
    expect(out).toMatch(/warning: "Air Power Table" is reconstructed by Sandtable/);
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

  // rules.yaml's `fuhrer`, read in the turn's column of the Führer chart (charts.yaml).
  const roll = (turn: number, die: number) =>
    runCli('fuhrer', 'veritable', '--unit', 'pgr-60', '--turn', String(turn), '--roll', String(die));

  it('11.2: on turn 3 a 1 or a 2 releases the unit; a 3 does not', async () => {
    expect((await roll(3, 2)).out).toMatch(/rolled 2: pgr-60 is released/);
    expect((await roll(3, 3)).out).toMatch(/rolled 3: pgr-60 stays in the reserve this turn/);
  });
  it('11.2: a 6 keeps the unit back for good, whatever the turn', async () => {
    const r = await roll(7, 6);
    expect(r.out).toMatch(/▶ refused .* 16\.7% \(1\/6\)/);
    expect(r.out).toMatch(/Rolled 6: the Führer says no\. pgr-60 stays in the reserve for the rest of the game/);
  });
});
