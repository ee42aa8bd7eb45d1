import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Remagen Bridgehead's per-turn bookkeeping, kept in the journal's state: the illegal plays a rules lawyer
// tried (issue #22) are refused, each naming its rule section, and the legal ones around them still go.
const journal = () => join(mkdtempSync(join(tmpdir(), 'remagen-turn-')), 'game.json');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

async function ok(file: string, ...args: string[]): Promise<void> {
  const r = await runCli(...args, '--journal', file);
  expect(r.code, `${args.join(' ')}: ${r.err}`).toBe(0);
}

async function refused(file: string, ...args: string[]): Promise<string> {
  const before = readFileSync(file, 'utf8');
  const r = await runCli(...args, '--journal', file);
  expect(r.code, `${args.join(' ')} should be refused`).toBe(1);
  expect(readFileSync(file, 'utf8')).toBe(before);
  return r.err;
}

const fire = (firer: string, target: string, ...more: string[]) => [
  'fire',
  'remagen',
  '--firer',
  firer,
  '--target',
  target,
  ...more,
];
const battle = (attacker: string, defender: string, roll: string) => [
  'morale',
  'remagen',
  '--attacker',
  attacker,
  '--defender',
  defender,
  '--roll',
  roll,
];

describe('Remagen: who has fired this turn (Fire 1–3)', () => {
  it('the same units may not fire twice in a turn, from the same sector or from another (Fire 1, 3)', async () => {
    const file = journal();
    await ok(file, ...fire('de-11pz-pz4#1@L18', 'us-27aib-rifles#2@L16', '--turn', '5', '--seed', 't'));
    const same = await refused(file, ...fire('de-11pz-pz4#1@L18', 'us-27aib-mg#1@L16'));
    expect(same).toContain('de-11pz-pz4#1 has already fired in turn 5');
    expect(same).toContain('(Fire (1), (3)');
    const moved = await refused(file, ...fire('de-11pz-pz4#1@K18', 'us-27aib-mg#1@L16'));
    expect(moved).toContain('de-11pz-pz4#1 has already fired in turn 5');
    // The next turn it fires again.
    await ok(file, ...fire('de-11pz-pz4#1@L18', 'us-27aib-mg#1@L16', '--turn', '7'));
  });

  it('a sector fires once: its other units may fire on at once, not after another sector has (Fire 3)', async () => {
    const file = journal();
    await ok(file, ...fire('de-11pz-pz4#1@L18', 'us-27aib-rifles#2@L16', '--turn', '5', '--seed', 't'));
    await ok(file, ...fire('de-11pz-armored-cars#1@L18', 'us-27aib-mg#1@L16'));
    await ok(file, ...fire('de-11pz-pz4#2@K18', 'us-27aib-mg#1@L16'));
    const back = await refused(file, ...fire('de-11pz-grenadiers#1@L18', 'us-27aib-rifles#3@L16'));
    expect(back).toContain('L18 has already fired in turn 5: pick a sector that has not fired (Fire (1), (3)');
  });

  it('return fire comes only from a sector fired upon, and is the defender’s (Fire 2)', async () => {
    const file = journal();
    await ok(file, ...fire('de-11pz-pz4#1@L18', 'us-27aib-rifles#2@L16', '--turn', '5', '--seed', 't'));
    await ok(file, ...fire('us-27aib-mg#1@L16', 'de-11pz-pz4#1@L18', '--return-fire'));
    const elsewhere = await refused(file, ...fire('us-27aib-rifles#1@L17', 'de-11pz-pz4#1@L18', '--return-fire'));
    expect(elsewhere).toContain('L17 was not fired upon in this turn');
    expect(elsewhere).toContain('(Fire (2)');
    const own = await refused(file, ...fire('de-11pz-armored-cars#1@L18', 'us-27aib-mg#1@L16', '--return-fire'));
    expect(own).toContain('return fire is the defender’s');
  });

  it('once the US has played its part of the turn, the German part of it is over (phases in order)', async () => {
    const file = journal();
    await ok(file, ...fire('de-11pz-pz4#1@L18', 'us-27aib-rifles#2@L16', '--turn', '5', '--seed', 't'));
    await ok(file, ...fire('us-27aib-mg#1@L17', 'de-11pz-armored-cars#1@L18'));
    const late = await refused(file, ...fire('de-11pz-pz4#2@K18', 'us-27aib-mg#1@L17'));
    expect(late).toContain('German’s part of turn 5 is over: United States has played since');
  });
});

describe('Remagen: battles (Combat, Basic Odds) and ENGAGED (Morale Chart)', () => {
  it('a sector’s units are not split between two battles, and no unit fights two', async () => {
    const file = journal();
    await ok(file, ...battle('de-11pz-pz4#1@L18', 'us-27aib-rifles#1@L17', '4'), '--turn', '5');
    const split = await refused(file, ...battle('de-11pz-armored-cars#1@L18', 'us-27aib-mg#1@K17', '4'));
    expect(split).toContain('L18 is already in a battle in turn 5: a sector’s units are not split between battles');
    expect(split).toContain('(Combat, Basic Odds');
    const twice = await refused(file, ...battle('de-11pz-pz4#2@M18', 'us-27aib-rifles#1@L17', '4'));
    expect(twice).toContain('us-27aib-rifles#1 has already fought a battle in turn 5: one battle a unit');
  });

  it('fire comes before combat: the attacker fires no more once his battles have begun (Fire; Combat)', async () => {
    const file = journal();
    await ok(file, ...battle('de-11pz-pz4#1@L18', 'us-27aib-rifles#1@L17', '4'), '--turn', '5');
    const late = await refused(file, ...fire('de-11pz-pz4#2@K18', 'us-27aib-mg#1@L16', '--seed', 't'));
    expect(late).toContain('German has played Combat by morale this turn; Fire comes before it and is over');
  });

  it('ENGAGED is kept: no fire out of, into or within the engaged sectors until a battle ends it', async () => {
    const file = journal();
    // 1-1 with a 2: EN.
    const defenders = 'us-27aib-rifles#1@L17,us-27aib-rifles#2@L17';
    await ok(file, ...battle('de-11pz-armored-cars#1@L18', defenders, '2'), '--turn', '5');
    expect(read(file).state.engaged).toEqual([
      { sector: 'L18', turn: 5 },
      { sector: 'L17', turn: 5 },
    ]);
    const into = await refused(file, ...fire('us-27aib-mg#1@L16', 'de-11pz-armored-cars#1@L18', '--turn', '7'));
    expect(into).toContain('L18 is engaged (turn 5): no fire out of, into or within it (Morale Chart, ENGAGED');
    const out = await refused(file, ...fire('us-27aib-rifles#1@L17', 'de-11pz-pz4#1@M18', '--turn', '7'));
    expect(out).toContain('L17 is engaged (turn 5)');
    // The counter-attack ends it (2-1 with a 1: DR1).
    await ok(file, ...battle(defenders, 'de-11pz-armored-cars#1@L18', '1'), '--turn', '7');
    expect(read(file).state.engaged).toEqual([]);
  });
});

describe('Remagen: the Ludendorff Bridge roll (Ludendorff RR Bridge)', () => {
  it('is made once in each German turn', async () => {
    const file = journal();
    await ok(file, 'bridge', 'remagen', '--turn', '4', '--roll', '2');
    const again = await refused(file, 'bridge', 'remagen', '--turn', '4', '--roll', '1');
    expect(again).toContain('Ludendorff Bridge is rolled once a turn (Ludendorff RR Bridge); turn 4 has its roll');
    await ok(file, 'bridge', 'remagen', '--turn', '5', '--roll', '2');
  });
});
