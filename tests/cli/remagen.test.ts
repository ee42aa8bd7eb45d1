import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

const journal = () => join(mkdtempSync(join(tmpdir(), 'remagen-')), 'game.json');
const FIRERS = 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18';
const TARGETS = 'us-27aib-rifles#1@L16,us-27aib-mg#1@L16,us-paratroops#1@L16,us-paratroops#2@L16,us-paratroops#3@L16';

describe('sandtable fire remagen', () => {
  it('works the rules’ example: 13 pips / 3 = 4 hits; hit dice 11 leave the weapon tray one man', async () => {
    const r = await runCli(
      'fire',
      'remagen',
      '--firer',
      FIRERS,
      '--target',
      TARGETS,
      '--dice',
      '5,4,4',
      '--hit-dice',
      '3,3,2,3',
      '--json',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ range: 2, divisor: 3, dice: 3, total: 13, hits: 4 });
    expect(j.eliminated.sort()).toEqual(['us-27aib-rifles#1', 'us-paratroops#1', 'us-paratroops#2', 'us-paratroops#3']);
    expect(j.outcomes.find((o: { ref: string }) => o.ref === 'us-27aib-mg#1')).toMatchObject({ after: 2, left: 1 });
    expect(j.warning).toMatch(/Fire Chart.*reconstructed/);
    expect(j.hitChances.reduce((n: number, c: { probability: number }) => n + c.probability, 0)).toBeCloseTo(1, 12);
    expect(j.steps.length).toBeGreaterThan(5);
  });

  it('reads for a person: steps, the warning line and the chances of each number of hits', async () => {
    const r = await runCli(
      'fire',
      'remagen',
      '--firer',
      FIRERS,
      '--target',
      TARGETS,
      '--dice',
      '5,4,4',
      '--hit-dice',
      '3,3,3,3',
    );
    expect(r.out).toContain('warning: "Fire Chart" is reconstructed');
    expect(r.out).toContain('13 / 3 = 4 hits (remainder 1 is lost)');
    expect(r.out).toContain('us-27aib-mg#1: eliminated');
    expect(r.out).toMatch(/▶ 4 hits +█+/);
  });

  it('keeps losses in the journal: a later salvo knows the weapon tray has lost two men', async () => {
    const file = journal();
    await runCli(
      'fire',
      'remagen',
      '--firer',
      FIRERS,
      '--target',
      TARGETS,
      '--dice',
      '5,4,4',
      '--hit-dice',
      '3,3,2,3',
      '--journal',
      file,
      '--turn',
      '8',
    );
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.damage).toEqual({ 'us-27aib-mg#1': 2 });
    expect(j.state.eliminated).toHaveLength(4);
    expect(j.entries[0].rolls.map((r: { faces: number[] }) => r.faces)).toEqual([
      [5, 4, 4],
      [3, 3, 2, 3],
    ]);
    const again = await runCli(
      'fire',
      'remagen',
      '--firer',
      'de-11pz-pz4#1@L18',
      '--target',
      'us-27aib-mg#1@L16',
      '--dice',
      '2,1',
      '--hit-dice',
      '1',
      '--journal',
      file,
      '--turn',
      '10',
      '--json',
    );
    expect(JSON.parse(again.out).outcomes[0]).toMatchObject({ status: 'eliminated', before: 2 });
  });

  it('bad input exits 1 and leaves the journal untouched', async () => {
    const file = journal();
    await runCli(
      'fire',
      'remagen',
      '--firer',
      FIRERS,
      '--target',
      TARGETS,
      '--dice',
      '5,4,4',
      '--hit-dice',
      '3,3,2,3',
      '--journal',
      file,
      '--turn',
      '8',
    );
    const before = readFileSync(file, 'utf8');
    const legalShot = ['--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-rifles#2@L16'];
    const cases = [
      ['--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-rifles#1@L16'], // eliminated already
      ['--firer', 'de-11pz-pz9#1@L18', '--target', 'us-27aib-rifles#2@L16'], // no such unit
      ['--firer', 'de-11pz-pz4#1@L18', '--target', 'us-27aib-rifles#2@Z99'], // no such sector
      [...legalShot, '--dice', '7,1'], // a die cannot show 7
      [...legalShot, '--dice', '6,6', '--hit-dice', '1'], // 4 hits, 1 hit die
      [...legalShot, '--turn', '9'], // night
    ];
    for (const args of cases) {
      const r = await runCli('fire', 'remagen', ...args, '--journal', file);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.err).toMatch(/^sandtable: /);
      expect(r.err).not.toMatch(/at .*\.ts/);
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
  });

  it('usage mistakes exit 2', async () => {
    expect((await runCli('fire', 'remagen', '--firer', FIRERS)).code).toBe(2);
    expect(
      (await runCli('fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--night-moves', 'maybe')).code,
    ).toBe(2);
    expect((await runCli('fire', 'remagen', '--firer', FIRERS, '--target', TARGETS, '--dice', 'five')).code).toBe(2);
  });
});

describe('sandtable morale remagen', () => {
  it('rolls on the Morale Chart at odds rounded for the defender', async () => {
    const r = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18,de-11pz-pz4#2@L18',
      '--defender',
      'us-27aib-rifles#1@L17,us-27aib-mg#1@L17',
      '--roll',
      '3',
      '--json',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ column: '2-1', roll: 3, result: 'EN' });
    expect(j.warning).toMatch(/Morale Chart/);
  });

  it('refuses a soak-off worse than 1-6 (exit 1)', async () => {
    const r = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'us-27aib-rifles#1@L17',
      '--defender',
      'de-11pz-pz4#1@L18,de-11pz-pz4#2@L18',
      '--soak-off',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('soak-offs may not be worse than 1-6');
  });
});

describe('sandtable bridge remagen', () => {
  it('keeps the bridge in the journal: it stands, then falls, then there is nothing to roll', async () => {
    const file = journal();
    expect(
      JSON.parse((await runCli('bridge', 'remagen', '--turn', '4', '--roll', '2', '--journal', file, '--json')).out),
    ).toMatchObject({ ends: false, chance: { fraction: '1/6' } });
    expect(
      JSON.parse(
        (
          await runCli(
            'bridge',
            'remagen',
            '--turn',
            '6',
            '--roll',
            '2',
            '--journal',
            file,
            '--json',
            '--on',
            'us-14tk-shermans-a#1@K8',
          )
        ).out,
      ),
    ).toMatchObject({ ends: true, lost: ['us-14tk-shermans-a#1'] });
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.ludendorff).toEqual({ collapsed: true, turn: 6 });
    expect(j.state.eliminated).toEqual(['us-14tk-shermans-a#1']);
    const before = readFileSync(file, 'utf8');
    const r = await runCli('bridge', 'remagen', '--turn', '7', '--journal', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'Ludendorff Bridge ended on turn 6; there is nothing left to roll for (Ludendorff RR Bridge)',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('drops the bridge on turn 9 without a roll', async () => {
    const j = JSON.parse((await runCli('bridge', 'remagen', '--turn', '9', '--json')).out);
    expect(j).toMatchObject({ rolled: false, ends: true, chance: { fraction: '6/6' } });
  });
});

describe('sandtable labour remagen', () => {
  it('accumulates labour units per site in the journal, halved at night, capped at 30', async () => {
    const file = journal();
    const roll = (turn: string, dice: string, engineers = 'us-9engr#1@B8,us-9engr#2@B11,us-9engr#3@B11') =>
      runCli(
        'labour',
        'remagen',
        '--site',
        'pontoon-north',
        '--engineers',
        engineers,
        '--dice',
        dice,
        '--turn',
        turn,
        '--journal',
        file,
        '--json',
      );
    expect(JSON.parse((await roll('2', '6,6,6')).out)).toMatchObject({ after: 18 });
    expect(JSON.parse((await roll('3', '5,5,5')).out)).toMatchObject({ halved: true, gained: 7, after: 25 });
    expect(JSON.parse((await roll('4', '6,6,6')).out)).toMatchObject({
      after: 30,
      completed: true,
      completedThisTurn: true,
    });
    const dmg = JSON.parse(
      (await runCli('labour', 'remagen', '--site', 'B9', '--damage', '2', '--dice', '6,5', '--journal', file, '--json'))
        .out,
    );
    expect(dmg).toMatchObject({ before: 30, after: 19, destroyed: false });
    expect(JSON.parse(readFileSync(file, 'utf8')).state.pontoons['pontoon-north']).toMatchObject({
      lu: 19,
      completed: true,
      completedOnTurn: 4,
    });
  });

  it('refuses an engineer rolling twice in a turn, leaving the journal untouched', async () => {
    const file = journal();
    await runCli(
      'labour',
      'remagen',
      '--site',
      'pontoon-south',
      '--engineers',
      'us-9engr#1@Q7',
      '--dice',
      '4',
      '--turn',
      '5',
      '--journal',
      file,
    );
    const before = readFileSync(file, 'utf8');
    const r = await runCli(
      'labour',
      'remagen',
      '--site',
      'pontoon-south',
      '--engineers',
      'us-9engr#1@Q7',
      '--dice',
      '4',
      '--journal',
      file,
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('has rolled labour units on turn 5 already');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('sandtable drop remagen', () => {
  it('finds the drop sector and its neighbours on turn 8, and refuses turn 7', async () => {
    const j = JSON.parse((await runCli('drop', 'remagen', '--turn', '8', '--dice', '3,4', '--json')).out);
    expect(j.centre).toBe('I14');
    expect(j.cells).toHaveLength(9);
    const file = journal();
    const r = await runCli('drop', 'remagen', '--turn', '7', '--journal', file);
    expect(r.code).toBe(1);
    expect(existsSync(file)).toBe(false);
  });
});
