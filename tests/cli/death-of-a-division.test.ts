import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { OVERRUN_ARGS } from '../helpers/overrun-args.js';

const G = 'death-of-a-division';
const dir = mkdtempSync(join(tmpdir(), 'doad-'));
const journal = (name: string) => join(dir, `${name}.json`);
const position = join(dir, 'position.yaml');
writeFileSync(
  position,
  [
    'units:',
    '  - "us-422-inf@schnee-eifel"',
    '  - { unit: us-424-inf, at: winterspelt, hits: 2 }',
    '  - "us-589-fa@auw"',
    '  - "us-18-cav-a@roth-kobscheid"',
    '  - "us-168-engr@st-vith"',
    '  - { unit: de-294-vgr, at: roth-kobscheid, hits: 1 }',
    '  - "de-295-vgr@auw"',
    '  - "de-293-vgr@oberlascheid"',
    '  - "de-164-vgr@winterspelt"',
    '',
  ].join('\n'),
);

// Defensive fire runs on the rules engine's dice pool, as rules.yaml declares it (rules 6, 7, 9, 10; 2; 3, 8).
describe(`sandtable fire ${G} (rules 6, 7, 9, 10)`, () => {
  it(
    'rule 6 and 7: rolls current strength in dice from the position file, artillery from a neighbouring area ' +
      'adding its own, and the chance of each number of hits',
    async () => {
      const r = await runCli(
        'fire',
        G,
        '--position',
        position,
        '--firer',
        'us-18-cav-a',
        '--target',
        'de-294-vgr',
        '--artillery',
        'us-589-fa',
        '--dice',
        '6,2,6,5',
        '--json',
      );
      expect(r.code).toBe(0);
      const j = JSON.parse(r.out);
      expect(j).toMatchObject({ procedure: 'fire', kind: 'dice-pool', dice: 4, hits: 2, allocate: 'owner' });
      expect(j.groups).toEqual([
        { ref: 'us-18-cav-a', dice: 2, hitOn: 6 },
        { ref: 'us-589-fa', dice: 2, hitOn: 6 },
      ]);
      // 1 hit already, 2 more: 3 of 6 (rule 2).
      expect(j.landed).toEqual({ 'de-294-vgr': 3 });
      expect(j.chances.reduce((n: number, c: { probability: number }) => n + c.probability, 0)).toBeCloseTo(1, 8);
      expect(j.chances[0].fraction).toBe('625/1296');
    },
  );

  it('rule 6: the hits a unit carries come off its dice (4 of 6); rule 10: dug in hits on 5-6', async () => {
    const fire = (...more: string[]) =>
      runCli('fire', G, '--position', position, '--firer', 'us-424-inf', '--target', 'de-164-vgr', ...more);
    const j = JSON.parse((await fire('--dice', '1,2,3,6', '--json')).out);
    expect(j).toMatchObject({ dice: 4, hits: 1 });
    const dug = await fire('--fortified', '--option', 'fortifications=on', '--dice', '1,2,5,6');
    expect(dug.out).toContain('dug in (optional rule 10): -1, us-424-inf’s dice hit on 5 or more (10)');
    expect(dug.out).toContain('2 hits in all');
    // Without optional rule 10 in play, a unit is never dug in.
    const off = await fire('--fortified');
    expect(off.code).toBe(1);
    expect(off.err).toContain('dug-in units are optional rule 10, not in play (10)');
  });

  it('rule 10: artillery does not dig in, and artillery adding its dice hits on 6 beside a dug-in firer', async () => {
    const art = await runCli(
      'fire',
      G,
      '--firer',
      'us-589-fa@auw',
      '--target',
      'de-295-vgr@auw',
      '--fortified',
      '--option',
      'fortifications=on',
      '--preview',
    );
    expect(art.code).toBe(1);
    expect(art.err).toContain('artillery does not dig in (10)');
    const j = JSON.parse(
      (
        await runCli(
          'fire',
          G,
          '--firer',
          'us-422-inf@schnee-eifel',
          '--target',
          'de-295-vgr@schnee-eifel',
          '--artillery',
          'us-589-fa@auw',
          '--fortified',
          '--option',
          'fortifications=on',
          '--preview',
          '--json',
        )
      ).out,
    );
    expect(j.groups).toEqual([
      { ref: 'us-422-inf', dice: 6, hitOn: 5 },
      { ref: 'us-589-fa', dice: 2, hitOn: 6 },
    ]);
  });

  it('rule 7: artillery adds its dice only from its own or a neighbouring area, and only as artillery', async () => {
    const far = await runCli(
      'fire',
      G,
      '--firer',
      'us-168-engr@st-vith',
      '--target',
      'de-164-vgr@st-vith',
      '--artillery',
      'us-589-fa@auw',
      '--preview',
    );
    expect(far.code).toBe(1);
    expect(far.err).toContain('us-589-fa in Auw adds its dice only to fire in its place or up to 1 away');
    const notArt = await runCli(
      'fire',
      G,
      '--firer',
      'us-424-inf@winterspelt',
      '--target',
      'de-164-vgr@winterspelt',
      '--artillery',
      'us-81-engr@winterspelt',
      '--preview',
    );
    expect(notArt.code).toBe(1);
    expect(notArt.err).toContain('us-81-engr cannot add its dice: it is not artillery (7)');
  });

  it('rule 6 (optional): the firing player places the hits when the option is on', async () => {
    const args = [
      'fire',
      G,
      '--firer',
      'us-424-inf@winterspelt',
      '--target',
      'de-164-vgr@winterspelt,de-18-mobile@winterspelt',
      '--dice',
      '6,6,1,1,1,1',
    ];
    const owner = await runCli(...args);
    expect(owner.out).toContain('The owner of the units hit spreads the hits (2) among them (6)');
    const firer = await runCli(...args, '--option', 'firing-player-places-hits=on');
    expect(firer.out).toContain('The firer spreads the hits (2) among the targets (6 (optional rule))');
    expect(firer.out).toContain('The firer places 2 hits on German');
  });

  it('turn-1 surprise (rule 9) stops US fire in that area; the journal is left as it was', async () => {
    const file = journal('surprise');
    const s = JSON.parse(
      (
        await runCli(
          'surprise',
          G,
          '--area',
          'roth-kobscheid,winterspelt',
          '--german-dice',
          '4,1',
          '--us-dice',
          '4,2',
          '--journal',
          file,
          '--json',
        )
      ).out,
    );
    expect(s.results.map((a: { wins: boolean }) => a.wins)).toEqual([true, false]);
    expect(s.chance.fraction).toBe('21/36');
    const before = readFileSync(file, 'utf8');
    const r = await runCli(
      'fire',
      G,
      '--position',
      position,
      '--firer',
      'us-18-cav-a',
      '--target',
      'de-294-vgr',
      '--journal',
      file,
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('no fire in Roth–Kobscheid: the Germans achieved surprise there this turn (9)');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(
      (
        await runCli(
          'fire',
          G,
          '--position',
          position,
          '--firer',
          'us-424-inf',
          '--target',
          'de-164-vgr',
          '--journal',
          file,
        )
      ).code,
    ).toBe(0);
    expect((await runCli('surprise', G, '--area', 'auw', '--turn', '2')).code).toBe(1);
  });

  it('rules 6, 7: a unit, or an artillery unit’s dice, fires once a turn', async () => {
    const file = journal('once');
    // Seeded: a first volley of six hits would remove the target, and the second be refused for that instead.
    const fire = (firer: string) =>
      runCli(
        'fire',
        G,
        '--firer',
        firer,
        '--target',
        'de-164-vgr@winterspelt',
        '--artillery',
        'us-591-fa@steinebruck',
        '--turn',
        '2',
        '--seed',
        '7',
        '--journal',
        file,
      );
    const first = await fire('us-424-inf@winterspelt');
    expect(first.code).toBe(0);
    expect(first.out).not.toMatch(/removed from play/);
    const before = readFileSync(file, 'utf8');
    const r = await fire('us-81-engr@winterspelt');
    expect(r.code).toBe(1);
    expect(r.err).toContain('us-591-fa has fired on turn 2 already (6, 7)');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('rule 2: records hits in the journal, removes a unit at its strength and refuses it after', async () => {
    const file = journal('hits');
    await runCli(
      'fire',
      G,
      '--firer',
      'us-424-inf@winterspelt',
      '--target',
      'de-18-mobile@winterspelt',
      '--dice',
      '6,6,1,1,1,1',
      '--journal',
      file,
    );
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.eliminated).toEqual(['de-18-mobile']);
    expect(j.state.hits['de-18-mobile']).toBe(2);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(
      'fire',
      G,
      '--firer',
      'us-424-inf@winterspelt',
      '--target',
      'de-18-mobile@winterspelt',
      '--journal',
      file,
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('removed from play');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('bad input exits 1 naming the thing, without touching the journal', async () => {
    const file = journal('bad');
    const cases = [
      ['--firer', 'us-424-inf@winterspelt', '--target', 'de-164-vgr@habscheid'],
      ['--firer', 'us-424-inf@wintersplet', '--target', 'de-164-vgr@winterspelt'],
      ['--firer', 'us-424-inf@winterspelt', '--target', 'us-81-engr@winterspelt'],
      ['--firer', 'us-424-inf@winterspelt', '--target', 'de-164-vgr@winterspelt', '--dice', '6,6'],
      ['--firer', 'us-168-engr@st-vith', '--target', 'de-164-vgr@st-vith', '--artillery', 'us-589-fa@auw'],
    ];
    for (const args of cases) {
      const r = await runCli('fire', G, ...args, '--journal', file);
      expect(r.code, args.join(' ')).toBe(1);
      expect(existsSync(file)).toBe(false);
    }
  });
});

describe(`sandtable overrun ${G}`, () => {
  it('overruns at 12-2 (6-1) on a 4-6, with parting shots', async () => {
    const file = journal('overrun');
    const r = await runCli(
      'overrun',
      G,
      ...OVERRUN_ARGS,
      '--roll',
      '4',
      '--parting-dice',
      '6,1',
      // The movers' owner spreads the parting-shot hit (rules 5, 6), here decided before the roll.
      '--assign',
      'de-18-mobile=1',
      '--turn',
      '1',
      '--journal',
      file,
      '--json',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({
      attack: 12,
      defence: 2,
      odds: '6-1',
      success: true,
      partingHits: 1,
      removed: ['us-18-cav-c'],
      chance: { fraction: '3/6' },
    });
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.overruns).toEqual({
      turn: 1,
      byUnit: { 'de-294-vgr': 1, 'de-18-ag': 1, 'de-18-mobile': 1 },
      stopped: [],
    });
    expect(j.state.eliminated).toEqual(['us-18-cav-c']);
    expect(j.state.hits).toEqual({ 'de-18-mobile': 1 });
  });

  it('allows two overruns a unit a turn, not three, and none after a failure', async () => {
    const file = journal('two');
    const go = (from: string, into: string, defender: string, roll: string) =>
      runCli(
        'overrun',
        G,
        '--movers',
        `de-294-vgr@${from}`,
        '--into',
        into,
        '--defenders',
        `${defender}@${into}`,
        '--hits',
        'us-18-cav-c=1,us-820-td=1,us-32-cav=2',
        '--roll',
        roll,
        '--parting-dice',
        '1',
        '--turn',
        '2',
        '--journal',
        file,
      );
    expect((await go('losheim', 'krewinkel', 'us-18-cav-c', '4')).code).toBe(0);
    expect((await go('krewinkel', 'manderfeld', 'us-820-td', '5')).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const r = await go('manderfeld', 'andler', 'us-32-cav', '6');
    expect(r.code).toBe(1);
    expect(r.err).toContain('two overruns on turn 2');
    expect(readFileSync(file, 'utf8')).toBe(before);

    const failed = journal('failed');
    const once = () =>
      runCli(
        'overrun',
        G,
        '--movers',
        'de-294-vgr@losheim',
        '--into',
        'krewinkel',
        '--defenders',
        'us-18-cav-c@krewinkel',
        '--hits',
        'us-18-cav-c=1',
        '--roll',
        '2',
        '--turn',
        '2',
        '--journal',
        failed,
      );
    expect((await once()).code).toBe(0);
    const again = await once();
    expect(again.code).toBe(1);
    expect(again.err).toContain('had to stop');
  });

  it('refuses odds under 6-1 (exit 1)', async () => {
    const r = await runCli(
      'overrun',
      G,
      '--movers',
      'de-294-vgr@losheim',
      '--into',
      'krewinkel',
      '--defenders',
      'us-18-cav-c@krewinkel',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('an overrun needs 6-1 or better');
  });
});

describe(`sandtable supply ${G}`, () => {
  it('the out-of-supply hit is journaled, once a turn for each side (4)', async () => {
    const file = journal('supply-hit');
    const check = (...more: string[]) => runCli('supply', G, '--position', position, '--journal', file, ...more);
    const first = await check('--side', 'us', '--turn', '2');
    expect(first.code, first.err).toBe(0);
    const st = JSON.parse(readFileSync(file, 'utf8')).state;
    expect(st.hits['us-422-inf']).toBe(1);
    // The units cut off are kept for the rest of the turn, by side: what optional rule 4 forbids them reads it.
    expect(st.outOfSupply).toEqual({ us: { turn: 2, units: ['us-422-inf'] } });
    const twice = await check('--side', 'us');
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('us has checked supply in turn 2: the out-of-supply hit is taken once (4)');
    // The next turn's check starts from the journal's hits: a second hit on the cut-off unit.
    expect((await check('--side', 'us', '--turn', '3')).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).state.hits['us-422-inf']).toBe(2);
    const german = await check('--side', 'german', '--turn', '4');
    expect(german.code, german.err).toBe(0);
    // Each side's entry is its own last check, of its own turn: the US one of turn 3 holds nothing on turn 4.
    expect(JSON.parse(readFileSync(file, 'utf8')).state.outOfSupply).toEqual({
      us: { turn: 3, units: ['us-422-inf'] },
      german: { turn: 4, units: [] },
    });
    expect((await runCli('journal', 'undo', file)).code).toBe(0);
    expect((await runCli('journal', 'undo', file)).code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).state.hits['us-422-inf']).toBe(1);
  });

  it('traces every unit’s road to a source and reports the hit for a unit cut off', async () => {
    const r = await runCli('supply', G, '--position', position, '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const of = (ref: string) => j.lines.find((u: { ref: string }) => u.ref === ref);
    expect(of('us-422-inf')).toMatchObject({ supplied: false });
    expect(j.hits).toEqual({ 'us-422-inf': 1 });
    expect(j.eliminated).toEqual([]);
    expect(of('us-168-engr')).toMatchObject({ supplied: true, source: 'amel' });
    expect(of('de-294-vgr').supplied).toBe(true);
    const us = JSON.parse((await runCli('supply', G, '--position', position, '--side', 'us', '--json')).out);
    expect(us.lines.every((u: { side: string }) => u.side === 'us')).toBe(true);
    const text = (await runCli('supply', G, '--position', position, '--side', 'us')).out;
    expect(text).toContain(
      'us-422-inf in Schnee Eifel (West Wall): OUT OF SUPPLY, no line to a United States source (4)',
    );
    expect(text).toContain('us-422-inf takes 1 hit out of supply: 1 of 6 (4)');
    expect(text).not.toContain('road-march');
  });

  it('optional rule 4: a unit cut off may not road-march or overrun; its hit to its strength removes it', async () => {
    const cut = join(dir, 'cut.yaml');
    const at = ['de-294-vgr@hallschlag', 'de-295-vgr@auw', 'de-18-ag@manderfeld', 'de-293-vgr@schnee-eifel'];
    writeFileSync(
      cut,
      `units:\n  - { unit: us-18-cav-a, at: roth-kobscheid, hits: 1 }\n${at.map((u) => `  - ${u}\n`).join('')}`,
    );
    const args = ['supply', G, '--position', cut, '--side', 'us'];
    const on = await runCli(...args, '--option', 'out-of-supply-no-road-march=on');
    expect(on.code, on.err).toBe(0);
    expect(on.out).toContain('us-18-cav-a takes 1 hit out of supply: 2 of 2, removed from play (4)');
    expect(on.out).toContain('us-18-cav-a: optional rule: may not road-march or overrun this turn (4)');
    const j = JSON.parse((await runCli(...args, '--option', 'out-of-supply-no-road-march=on', '--json')).out);
    expect(j.eliminated).toEqual(['us-18-cav-a']);
    expect(j.effects).toEqual({ 'us-18-cav-a': ['out-of-supply-no-road-march'] });
    const off = await runCli(...args);
    expect(off.out).not.toContain('road-march');
  });

  it('a bad position file exits 1 naming file and line; a bad side exits 2', async () => {
    const bad = join(dir, 'bad.yaml');
    writeFileSync(bad, 'units:\n  - us-422-inf@schnee-eifel\n  - { unit: de-294-vgr, at: nowhere }\n');
    const r = await runCli('supply', G, '--position', bad);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`${bad}:3: units[1].at: "nowhere" is not an area of ${G}`);
    const crowded = join(dir, 'crowded.yaml');
    writeFileSync(crowded, 'units:\n  - us-422-inf@auw\n  - us-423-inf@auw\n  - us-589-fa@auw\n  - us-592-fa@auw\n');
    const c = await runCli('supply', G, '--position', crowded);
    expect(c.code).toBe(1);
    expect(c.err).toContain(
      'auw: us-422-inf, us-423-inf, us-589-fa, us-592-fa over the stacking limit; us-592-fa too many (5)',
    );
    const dead = join(dir, 'dead.yaml');
    writeFileSync(dead, 'units:\n  - us-422-inf@auw\n  - { unit: us-589-fa, at: auw, hits: 2 }\n');
    const d = await runCli('supply', G, '--position', dead);
    expect(d.code).toBe(1);
    expect(d.err).toContain('us-589-fa (line 3 of the position file) has 2 hits on strength 2');
    expect((await runCli('supply', G, '--position', position, '--side', 'french')).code).toBe(2);
    expect((await runCli('supply', G)).code).toBe(2);
  });
});

describe(`sandtable victory and arrival ${G}`, () => {
  it('gives the level from the turn St. Vith was last taken, kept in the journal', async () => {
    const file = journal('victory');
    expect(JSON.parse((await runCli('victory', G, '--taken-on', '5', '--journal', file, '--json')).out).level).toBe(
      'German operational victory',
    );
    const held = join(dir, 'held.yaml');
    writeFileSync(held, 'units:\n  - de-294-vgr@st-vith\n  - de-295-vgr@prumerberg\n');
    const j = JSON.parse((await runCli('victory', G, '--position', held, '--journal', file, '--json')).out);
    // Rule 1: the turn of the last capture, kept by the journal, and both requirements seen to hold.
    expect(j).toMatchObject({
      takenOn: 5,
      requirements: { 'sole-possession': true, 'road-link': { holds: true } },
      result: 'German operational victory',
    });
    expect(
      JSON.parse((await runCli('victory', G, '--position', position, '--taken-on', '9', '--json')).out).result,
    ).toBe('American victory');
  });

  it('rolls arrivals: 1 early, 2-5 on time, 6 late', async () => {
    const j = JSON.parse(
      (
        await runCli(
          'arrival',
          G,
          '--unit',
          'us-14-tank,us-27-aib,us-16-afa',
          '--dice',
          '1,4,6',
          '--turn',
          '2',
          '--json',
        )
      ).out,
    );
    expect(j.units.map((u: { arrives: number }) => u.arrives)).toEqual([2, 3, 4]);
    expect((await runCli('arrival', G, '--unit', 'us-422-inf', '--dice', '1')).code).toBe(1);
  });
});
