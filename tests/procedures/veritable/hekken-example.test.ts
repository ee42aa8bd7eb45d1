import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/procedures/shared/placed-unit.js';
import { resolveCombat } from '../../../src/procedures/veritable/combat.js';
import type { Crt, HexMap } from '../../../src/model/types.js';
import { runCli } from '../../helpers/run-cli.js';

const s = loadScenario('data/veritable');
const index = gridMapIndex(s.map as HexMap);
const crt = s.charts.find((c) => c.id === 'crt') as Crt;

// Section 6.5's example, turn 3: the 53rd's brigades and a 79th Armoured unit in H8, the 15th's in H9, against
// the 84th's 2-3-3 regiment and the 1st flak battery in Hekken (I9, woods), the Luftwaffe Surge committed.
const ATTACKERS = ['158-bde@H8', '160-bde@H8', '71-bde@H8', '44-bde@H9', '46-bde@H9', '227-bde@H9', '30-armd-bde@H8'];
const DEFENDERS = ['flak-1@I9', 'gr-1051@I9'];

function hekken(retreatRolls: number[], roll = 3) {
  const dice = [...retreatRolls];
  return resolveCombat(s, index, crt, {
    attackers: placeUnits(s, index, ATTACKERS),
    defenders: placeUnits(s, index, DEFENDERS),
    sequence: 'move-attack',
    air: { attacker: 0, defender: 1 },
    outOfSupply: { attacker: false, defender: false },
    attackerReading: 'all-or-losses',
    giveUp: new Set(),
    roll,
    retreatDie: () => dice.shift()!,
  });
}

describe('the Hekken example (6.5)', () => {
  const r = hekken([1, 5, 1, 2, 3, 5]);

  it('totals 24 attacking factors against 8 (1 + 3, doubled for the woods): 3-1', () => {
    expect(r.attack.total).toBe(24);
    expect(r.defence.total).toBe(8);
    expect(r.defence.terrain).toBe('woods');
    expect(r.crt.baseColumn).toBe('3-1');
  });

  it('shifts 1R for the 79th, 1L for the flak cancelling it, 1L for the Siegfried Line, 1L for the Surge: 1-1', () => {
    expect(r.shifts.map((x) => x.value)).toEqual([1, -1, -1, -1]);
    expect(r.netShift).toBe(-2);
    expect(r.crt.column).toBe('1-1');
  });

  it('a 3 gives 1/1', () => {
    expect(r.crt.result).toBe('1/1');
    expect([r.attackerResult, r.defenderResult]).toEqual(['1', '1']);
  });

  it('the flak retreats on a 1; the 84th regiment fails on a 5 and is eliminated; the flak may not return', () => {
    const flak = r.units.find((u) => u.ref === 'flak-1')!;
    expect(flak).toMatchObject({ outcome: 'retreats', roll: 1, modified: 1, retreatValue: 1 });
    expect(r.units.find((u) => u.ref === 'gr-1051')).toMatchObject({ outcome: 'eliminated', roll: 5, retreatValue: 3 });
    expect(r.mayNotReturn).toContainEqual({ ref: 'flak-1', hex: 'I9' });
  });

  it("the 53rd retreats on 1, 2, 3 made 2, 3, 4 by the flak's +1; the 15th's first brigade fails 6 against 5", () => {
    for (const [ref, roll] of [
      ['158-bde', 1],
      ['160-bde', 2],
      ['71-bde', 3],
    ] as const)
      expect(r.units.find((u) => u.ref === ref)).toMatchObject({
        outcome: 'retreats',
        roll,
        modifier: 1,
        modified: roll + 1,
      });
    expect(r.units.find((u) => u.ref === '44-bde')).toMatchObject({
      outcome: 'eliminated',
      roll: 5,
      modified: 6,
      retreatValue: 5,
    });
  });

  it('the other two brigades of the 15th stay and may advance into I9; the 53rd may not return to H8', () => {
    expect(r.units.filter((u) => u.outcome === 'stays').map((u) => u.ref)).toEqual(
      expect.arrayContaining(['46-bde', '227-bde']),
    );
    expect(r.advance?.into).toBe('I9');
    expect(r.advance?.units).toEqual(expect.arrayContaining(['46-bde', '227-bde']));
    expect(
      r.mayNotReturn
        .filter((m) => m.hex === 'H8')
        .map((m) => m.ref)
        .sort(),
    ).toEqual(['158-bde', '160-bde', '71-bde']);
  });

  it('every unit of the combat has one outcome', () => {
    expect(r.units.map((u) => u.ref).sort()).toEqual([...ATTACKERS, ...DEFENDERS].map((x) => x.split('@')[0]).sort());
  });
});

describe('Veritable combat rules beyond the example', () => {
  it('attacking before moving shifts one column right (6.1.2)', async () => {
    const column = async (sequence: string) =>
      JSON.parse(
        (
          await runCli(
            'combat',
            'veritable',
            '--attacker',
            ATTACKERS.join(','),
            '--defender',
            DEFENDERS.join(','),
            '--sequence',
            sequence,
            '--roll',
            '3',
            '--retreat-rolls',
            '1,1,1,1,1,1,1,1,1',
            '--json',
          )
        ).out,
      ).column;
    expect(await column('move-attack')).toBe('2-1');
    expect(await column('attack-move')).toBe('3-1');
  });

  it('out of supply halves a stack, rounding up (7.2)', () => {
    const r = resolveCombat(s, index, crt, {
      attackers: placeUnits(s, index, ['158-bde@H8', '160-bde@H8', '71-bde@H8']),
      defenders: placeUnits(s, index, ['gr-1051@I9']),
      sequence: 'move-attack',
      air: { attacker: 0, defender: 0 },
      outOfSupply: { attacker: false, defender: true },
      attackerReading: 'all-or-losses',
      giveUp: new Set(),
      roll: 6,
      retreatDie: () => 1,
    });
    expect(r.defence.total).toBe(3); // 3 × 2 for woods = 6, halved = 3
    expect(r.attack.total).toBe(10);
  });

  it('the JSON carries column, roll, row, result, meaning, probabilities and steps', async () => {
    const { code, out } = await runCli(
      'combat',
      'veritable',
      '--attacker',
      ATTACKERS.join(','),
      '--defender',
      DEFENDERS.join(','),
      '--air-defender',
      '1',
      '--roll',
      '3',
      '--retreat-rolls',
      '1,5,1,2,3,5',
      '--json',
    );
    expect(code).toBe(0);
    const j = JSON.parse(out);
    expect(j).toMatchObject({ column: '1-1', roll: 3, row: 3, result: '1/1' });
    expect(j.meaning).toMatch(/attacker: .*defender: /);
    expect(Object.values(j.probabilities as Record<string, number>).reduce((a, b) => a + b)).toBeCloseTo(1);
    expect(j.warning).toMatch(/reconstructed/);
  });

  it('units that are not adjacent, unknown units and hexes off the map are input errors', async () => {
    expect(
      (await runCli('combat', 'veritable', '--attacker', '71-bde@F8', '--defender', 'gr-1051@I9', '--roll', '3')).err,
    ).toMatch(/not adjacent to I9/);
    const unknown = await runCli('combat', 'veritable', '--attacker', '71-bd@H8', '--defender', 'gr-1051@I9');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/no unit "71-bd" in veritable \(did you mean "71-bde"\?\)/);
    expect((await runCli('combat', 'veritable', '--attacker', '71-bde@Z99', '--defender', 'gr-1051@I9')).code).toBe(1);
  });

  it('answers to the Russian hex numbers too: 0808 is H8, 0909 is I9', async () => {
    const { out } = await runCli(
      'combat',
      'veritable',
      '--attacker',
      '71-bde@0808',
      '--defender',
      'gr-1051@0909',
      '--roll',
      '3',
      '--retreat-rolls',
      '1,1',
      '--json',
    );
    expect(JSON.parse(out).defence.stack.hex).toBe('I9');
  });
});

describe('stacking (6.3) is checked before a combat', () => {
  it('three brigades of three divisions in one hex are refused', async () => {
    const r = await runCli(
      'combat',
      'veritable',
      '--attacker',
      '71-bde@H8,44-bde@H8,152-bde@H8',
      '--defender',
      'gr-1051@I9',
      '--roll',
      '3',
    );
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/stacking in H8: 3 regiments\/brigades from 3 divisions/);
  });
  it('a whole division with one 79th Armoured unit is fine; two batteries are not', async () => {
    expect(
      (
        await runCli(
          'combat',
          'veritable',
          '--attacker',
          ATTACKERS.slice(0, 3).join(',') + ',30-armd-bde@H8',
          '--defender',
          'gr-1051@I9',
          '--roll',
          '6',
          '--retreat-rolls',
          '1,1,1,1,1',
        )
      ).code,
    ).toBe(0);
    const r = await runCli(
      'combat',
      'veritable',
      '--attacker',
      '71-bde@H8',
      '--defender',
      'gr-1051@I9,flak-1@I9,flak-2@I9',
      '--roll',
      '3',
    );
    expect(r.err).toMatch(/stacking in I9: 2 battalions, batteries or Kampfgruppen/);
  });
});
