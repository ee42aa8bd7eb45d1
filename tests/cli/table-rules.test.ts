import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

const journal = () => join(mkdtempSync(join(tmpdir(), 'rules-')), 'game.json');
const json = async (...args: string[]) => {
  const r = await runCli(...args, '--json');
  if (r.code !== 0) throw new Error(`${args.join(' ')}: exit ${r.code}: ${r.err}`);
  return JSON.parse(r.out);
};

describe('Remagen Morale Chart: one reading for crt and morale (Combat; Morale Chart)', () => {
  // Battles whose totals fall on, at the edge of and past the chart: 8-3, 1-7 (two rifles' worth against
  // 7), 14-2 (7-1), 13-2 (6-1, on the chart), 2-13 (1-7).
  const battles: [string, string][] = [
    ['de-11pz-pz4#1@L18,de-11pz-pz4#2@L18', 'us-27aib-rifles#1@L17,us-27aib-mg#1@L17'],
    ['us-27aib-rifles#1@L17', 'de-11pz-pz4#1@L18,de-11pz-pz4#2@L18'],
    ['de-11pz-panthers#1@L18,de-11pz-panthers#2@M18', 'us-27aib-rifles#1@L17'],
    ['de-11pz-pz4#1@L18', 'us-27aib-rifles#1@L17'],
  ];

  it('morale remagen and crt remagen --odds give the same result for the same battle, roll by roll', async () => {
    for (const [attacker, defender] of battles) {
      const preview = await json('morale', 'remagen', '--attacker', attacker, '--defender', defender, '--preview');
      const odds = `${preview.attack.total}:${preview.defence.total}`;
      if (preview.odds.beyond) {
        const m = await json('morale', 'remagen', '--attacker', attacker, '--defender', defender);
        const c = await json('crt', 'remagen', '--odds', odds);
        expect([m.result, c.result], odds).toEqual([c.result, m.result]);
        expect(c.rolls, odds).toEqual([]);
        continue;
      }
      for (let roll = 1; roll <= 6; roll++) {
        const m = await json('morale', 'remagen', '--attacker', attacker, '--defender', defender, '--roll', `${roll}`);
        const c = await json('crt', 'remagen', '--odds', odds, '--roll', `${roll}`);
        expect({ column: c.column, result: c.result }, `${odds} roll ${roll}`).toEqual({
          column: m.column,
          result: m.result,
        });
      }
    }
  });

  it('odds beyond the chart follow its words: 7:1 is D ELIM, 1:7 is A ELIM, no die rolled', async () => {
    expect(await json('crt', 'remagen', '--odds', '7:1')).toMatchObject({ result: 'DE', beyond: 'better', rolls: [] });
    expect(await json('crt', 'remagen', '--odds', '1:7')).toMatchObject({ result: 'AE', beyond: 'worse', rolls: [] });
    expect(await json('crt', 'remagen', '--odds', '13:2', '--roll', '1')).toMatchObject({ column: '6-1' });
    expect(await json('crt', 'remagen', '--odds', '2:13')).toMatchObject({ result: 'AE' });
    // The 29-10 and 6-7 examples of Basic Odds, through the same reader.
    expect((await json('crt', 'remagen', '--odds', '29:10', '--preview')).column).toBe('2-1');
    expect((await json('crt', 'remagen', '--odds', '6:7', '--preview')).column).toBe('1-2');
  });

  it('a die entered where the chart reads none is refused (exit 1), nothing written', async () => {
    const file = journal();
    const r = await runCli('crt', 'remagen', '--odds', '7:1', '--roll', '3', '--journal', file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('odds better than 6-1 = D ELIM');
    const m = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'us-27aib-rifles#1@L17',
      '--defender',
      'de-11pz-pz4#1@L18,de-11pz-pz4#2@L18',
      '--roll',
      '3',
    );
    expect(m.code).toBe(1);
    expect(m.err).toContain('--roll is not used');
  });
});

describe('Remagen Engineers: a bridge at 30 LU is complete', () => {
  const damage = (...extra: string[]) =>
    json('labour', 'remagen', '--site', 'pontoon-north', '--damage', '6', '--dice', '6,6,6,6,6,6', ...extra);

  it('--lu 30 fired to 0 is destroyed, with or without a journal that saw it built (Engineers)', async () => {
    expect(await damage('--lu', '30')).toMatchObject({ before: 30, after: 0, destroyed: true });
    const file = journal();
    expect(await damage('--lu', '30', '--journal', file)).toMatchObject({ destroyed: true });
    expect(JSON.parse(readFileSync(file, 'utf8')).state.pontoons['pontoon-north']).toEqual({ lu: 0, completed: false });
  });

  it('a bridge never completed is set back to 0, not destroyed; --completed says a damaged one was', async () => {
    expect(await damage('--lu', '20')).toMatchObject({ after: 0, destroyed: false });
    expect(await damage('--lu', '20', '--completed')).toMatchObject({ after: 0, destroyed: true });
  });
});

describe('Nordwind section L and E', () => {
  const battle = (...args: string[]) =>
    json('combat', 'nordwind', '--area', 'reyersviller', '--attacker', '2', '--rolls', '7', ...args);

  it('armour-with-infantry: a lone defending tank takes nothing off the roll (L, notes under the tables)', async () => {
    const alone = ['--defender', '1', '--defender-armour', '1', '--heroic-stand', 'none'];
    const withInf = ['--armour-shift', 'armour-with-infantry'];
    // Reyersviller is a mountain area of defence 1.
    expect((await battle(...alone, ...withInf)).rounds[0]).toMatchObject({ drm: -1, shift: 0 });
    expect((await battle(...alone)).rounds[0]).toMatchObject({ drm: -2, shift: -1 });
    const mixed = ['--defender', '2', '--defender-armour', '1', '--heroic-stand', 'none'];
    expect((await battle(...mixed, ...withInf)).rounds[0]).toMatchObject({ drm: -2, shift: -1 });
  });

  it('an area with two terrains needs --from, naming the choices (E)', async () => {
    const args = ['combat', 'nordwind', '--area', 'lemberg', '--attacker', '2', '--defender', '1', '--rolls', '7'];
    const r = await runCli(...args);
    expect(r.code).toBe(1);
    expect(r.err).toContain('--from north (forest, defence 1) or --from south (mountain, defence 2) (E)');
    const south = await json(...args, '--from', 'south', '--heroic-stand', 'none');
    expect(south).toMatchObject({ table: 'mountain', defence: 2 });
    expect((await json(...args, '--from', 'north', '--heroic-stand', 'none')).table).toBe('forest');
    const bad = await runCli(...args, '--from', 'east');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('not from "east" (E)');
    const single = await runCli('combat', 'nordwind', '--area', 'reyersviller', '--attacker', '2', '--defender', '1');
    expect(single.code).toBe(0);
    expect(
      (
        await runCli(
          'combat',
          'nordwind',
          '--area',
          'reyersviller',
          '--attacker',
          '2',
          '--defender',
          '1',
          '--from',
          'north',
        )
      ).err,
    ).toContain('one terrain');
  });
});

describe('game state: units not on the board are refused (exit 1, naming the rule)', () => {
  it('Remagen: an eliminated unit (Computing Hits; Morale Chart), a unit before its turn, paratroops', async () => {
    const file = journal();
    await json(
      'fire',
      'remagen',
      '--firer',
      'de-11pz-pz4#1@L18',
      '--target',
      'us-27aib-rifles#2@L16',
      '--dice',
      '6,6',
      '--hit-dice',
      '6',
      '--turn',
      '2',
      '--journal',
      file,
    );
    const before = readFileSync(file, 'utf8');
    const dead = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18',
      '--defender',
      'us-27aib-rifles#2@L17',
      '--journal',
      file,
    );
    expect(dead.code).toBe(1);
    expect(dead.err).toContain('us-27aib-rifles#2 has been eliminated');
    expect(dead.err).toContain('Morale Chart, D or A Eliminated');
    const early = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18',
      '--defender',
      'us-311-rifles#1@L17',
      '--journal',
      file,
    );
    expect(early.code).toBe(1);
    expect(early.err).toContain('us-311-rifles#1 enters on turn 5; this is turn 2 (Initial Setup');
    const para = await runCli(
      'morale',
      'remagen',
      '--attacker',
      'de-11pz-pz4#1@L18',
      '--defender',
      'us-paratroops#1@L17',
      '--journal',
      file,
    );
    expect(para.code).toBe(1);
    expect(para.err).toContain('turn 8 at the earliest');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('Death of a Division: a reinforcement before its turn (8), then on the turn its arrival roll gives', async () => {
    const file = journal();
    const fire = (turn: string) =>
      runCli(
        'fire',
        'death-of-a-division',
        '--firer',
        'us-14-tank@amel',
        '--target',
        'de-294-vgr@amel',
        '--turn',
        turn,
        '--journal',
        file,
      );
    const early = await fire('2');
    expect(early.code).toBe(1);
    expect(early.err).toContain('us-14-tank arrives on turn 3; this is turn 2 (3, 8)');
    await json(
      'arrival',
      'death-of-a-division',
      '--unit',
      'us-14-tank',
      '--dice',
      '1',
      '--turn',
      '2',
      '--journal',
      file,
    );
    // Due on turn 2 now, it is placed in phase 6 of turn 2: not on the map for the U.S. fire of phase 4 (3, 8).
    // The journal's arrival roll already stands past the U.S. fire phase, so the turn's sequence (3) refuses first.
    const placedLater = await fire('2');
    expect(placedLater.code).toBe(1);
    expect(placedLater.err).toMatch(
      /US defensive fire comes before it and is over \(3\)|us-14-tank is placed in phase US reinforcements of turn 2/,
    );
    expect((await fire('3')).code).toBe(0);
  });

  it('Nordwind: a reserve before its release (F, G), the 269th from turn 18 (M), an eliminated unit (L)', async () => {
    const file = journal();
    const fight = (attacker: string, turn: string, rolls = '7') =>
      runCli(
        'combat',
        'nordwind',
        '--area',
        'rimling',
        '--attacker',
        attacker,
        '--defender',
        'us-397-inf',
        '--rolls',
        rolls,
        '--heroic-stand',
        'none',
        '--turn',
        turn,
        '--journal',
        file,
      );
    const reserve = await fight('pz-rgt-22', '5');
    expect(reserve.code).toBe(1);
    expect(reserve.err).toContain('Reserves Released');
    expect((await fight('pz-rgt-22', '8')).code).toBe(0);
    const released = join(mkdtempSync(join(tmpdir(), 'rules-')), 'released.json');
    const play = ['hand', 'nordwind', '--side', 'german', '--set', 'reserves-released,movement-1', '--turn', '5'];
    expect((await runCli(...play, '--reserves-released', '--journal', released)).code).toBe(0);
    expect(JSON.parse(readFileSync(released, 'utf8')).state).toMatchObject({
      reservesReleased: ['german'],
      hands: { german: ['movement-1'] },
    });
    const early = await runCli(
      'combat',
      'nordwind',
      '--area',
      'rimling',
      '--attacker',
      'pz-rgt-22',
      '--defender',
      'us-397-inf',
      '--rolls',
      '7',
      '--heroic-stand',
      'none',
      '--journal',
      released,
    );
    expect(early.code, early.err).toBe(0);
    const withdrawn = await fight('gr-469', '18');
    expect(withdrawn.code).toBe(1);
    expect(withdrawn.err).toContain('gr-469 has been withdrawn (M: the 269th VGD');
    // One against four in a mountain area of defence 1: a 2 less 1 reads AE1 on the -3 column.
    const lost = await json(
      'combat',
      'nordwind',
      '--area',
      'reyersviller',
      '--attacker',
      'ss-pzgren-37',
      '--defender',
      '4',
      '--rolls',
      '2',
      '--turn',
      '18',
      '--journal',
      file,
    );
    expect(lost.eliminated.attacker).toEqual(['ss-pzgren-37']);
    const again = await fight('ss-pzgren-37', '18');
    expect(again.code).toBe(1);
    expect(again.err).toContain('ss-pzgren-37 has been eliminated');
    expect(again.err).toContain('L: eliminated units are placed off the map');
  });

  it('a turn that goes back is refused unless --amend (3, Turn Sequence); the game stays at its turn', async () => {
    const file = journal();
    const fire = (turn: string, ...extra: string[]) =>
      runCli(
        'fire',
        'death-of-a-division',
        '--firer',
        'us-424-inf@winterspelt',
        '--target',
        'de-164-vgr@winterspelt',
        '--dice',
        '1,1,1,1,1,1',
        '--turn',
        turn,
        '--journal',
        file,
        ...extra,
      );
    expect((await fire('3')).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const back = await fire('2');
    expect(back.code).toBe(1);
    expect(back.err).toContain('turn 2 is before turn 3, where the journal stands');
    expect(back.err).toContain('(3)');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect((await fire('2', '--amend')).code).toBe(0);
    const j = JSON.parse(readFileSync(file, 'utf8'));
    expect(j.state.turn).toBe(3);
    expect(j.entries[1].turn).toBe(2);
  });
});
