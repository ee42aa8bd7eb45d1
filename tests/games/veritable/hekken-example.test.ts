import { describe, it, expect } from 'vitest';
import { Board } from '../../../src/games/veritable/board.js';
import { continueCombat, prepareCombat, startCombat } from '../../../src/games/veritable/combat.js';
import type { LossChoice } from '../../../src/rules/owner-losses.js';
import { runCli } from '../../helpers/run-cli.js';
import { linesText } from '../../../src/assist/table/procedure.js';
import { s, index, crt } from './table.js';

// Section 6.5's example, turn 3: the 53rd's brigades and a 79th Armoured unit in H8, the 15th's in H9, against
// the 84th's 2-3-3 regiment and the 1st flak battery in Hekken (I9, woods), the Luftwaffe Surge committed.
const ATTACKERS = ['158-bde@H8', '160-bde@H8', '71-bde@H8', '44-bde@H9', '46-bde@H9', '227-bde@H9', '30-armd-bde@H8'];
const DEFENDERS = ['flak-1@I9', 'gr-1051@I9'];
// The German retreats the flak first, then the 84th; the Allied player the 53rd, then the 15th.
const CHOICES = 'flak-1=J9,gr-1051=J8;158-bde=G8,160-bde=G8,71-bde=G8,44-bde=G9,46-bde=G9,227-bde=G9,30-armd-bde=G9';
const choices = (answer: string): LossChoice[] =>
  answer
    .split(/[;,]/)
    .map((x) => x.split('='))
    .map(([ref, to]) => ({ ref, choice: 'retreat', to }));

function hekken(retreatRolls: number[], roll = 3) {
  const table = { s, index, crt, board: new Board(s, index, [], false) };
  const prepared = prepareCombat(table, {
    attackers: ATTACKERS,
    defenders: DEFENDERS,
    sequence: 'move-attack',
    air: { attacker: 0, defender: 1 },
    attackerReading: 'all-or-losses',
  });
  const pending = startCombat(table, prepared, roll, 'all-or-losses');
  const dice = [...retreatRolls];
  const done = continueCombat(table, pending, { choices: choices(CHOICES) }, () => dice.shift()!);
  return { a: prepared.assessment, p: done.pending, done, board: table.board };
}

describe('the Hekken example (6.5)', () => {
  const { a, p, done } = hekken([1, 5, 1, 2, 3, 5]);
  const unit = (ref: string) => p.outcomes.find((u) => u.ref === ref);

  it('totals 24 attacking factors against 8 (1 + 3, doubled for the woods): 3-1', () => {
    expect(a.attack.total).toBe(24);
    expect(a.defence.total).toBe(8);
    expect(a.defence.terrain).toBe('woods');
    expect(a.crt.baseColumn).toBe('3-1');
  });

  it('shifts 1R for the 79th, 1L for the flak cancelling it, 1L for the Siegfried Line, 1L for the Surge: 1-1', () => {
    expect(a.shifts.map((x) => x.value)).toEqual([1, -1, -1, -1]);
    expect(a.netShift).toBe(-2);
    expect(a.crt.column).toBe('1-1');
  });

  it('a 3 gives 1/1', () => {
    expect(p.result).toBe('1/1');
    expect([p.attackerResult, p.defenderResult]).toEqual(['1', '1']);
  });

  it('the flak retreats on a 1; the 84th regiment fails on a 5 and is eliminated; the flak may not return', () => {
    expect(unit('flak-1')).toMatchObject({ outcome: 'retreats', roll: 1, modified: 1, retreatValue: 1, to: 'J9' });
    expect(unit('gr-1051')).toMatchObject({ outcome: 'eliminated', roll: 5, retreatValue: 3 });
    expect(p.mayNotReturn).toContainEqual({ ref: 'flak-1', at: 'I9' });
  });

  it("the 53rd retreats on 1, 2, 3 made 2, 3, 4 by the flak's +1 (8.3); a 15th brigade fails 6 against 5", () => {
    for (const [ref, roll] of [
      ['158-bde', 1],
      ['160-bde', 2],
      ['71-bde', 3],
    ] as const)
      expect(unit(ref)).toMatchObject({ outcome: 'retreats', roll, modifier: 1, modified: roll + 1 });
    expect(unit('44-bde')).toMatchObject({ outcome: 'eliminated', roll: 5, modified: 6, retreatValue: 5 });
  });

  it('the other two brigades of the 15th stay and may advance into I9; the 53rd may not return to H8', () => {
    expect(p.outcomes.filter((u) => u.outcome === 'stays').map((u) => u.ref)).toEqual(
      expect.arrayContaining(['46-bde', '227-bde']),
    );
    expect(linesText(done.steps).join('\n')).toMatch(/I9 is vacated: 46-bde, 227-bde, 30-armd-bde may advance into it/);
    expect(
      p.mayNotReturn
        .filter((m) => m.at === 'H8')
        .map((m) => m.ref)
        .sort(),
    ).toEqual(['158-bde', '160-bde', '71-bde']);
  });

  it('every unit of the combat has one outcome', () => {
    expect(p.outcomes.map((u) => u.ref).sort()).toEqual(
      [...ATTACKERS, ...DEFENDERS].map((x) => x.split('@')[0]).sort(),
    );
  });
});

const HEKKEN = ['combat', 'veritable', '--attacker', ATTACKERS.join(','), '--defender', DEFENDERS.join(',')];

describe('the Hekken example on the command line', () => {
  it('6.5.3: with the die rolled by hand it stops and asks the German player; nothing is decided for him', async () => {
    const r = await runCli(...HEKKEN, '--air-defender', '1', '--roll', '3', '--json');
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ column: '1-1', roll: 3, result: '1/1', units: [] });
    expect(j.question.loss.units.map((u: { ref: string; hexes: string[] }) => [u.ref, u.hexes])).toEqual([
      ['flak-1', ['J8', 'J9']],
      ['gr-1051', ['J8', 'J9']],
    ]);
    expect(j.answer).toMatch(/--roll 3 and --choose "flak-1=HEX,gr-1051=HEX"/);
  });

  it('answered, it reproduces the example: the 84th and one 15th brigade are lost, I9 is emptied', async () => {
    const r = await runCli(
      ...HEKKEN,
      '--air-defender',
      '1',
      '--roll',
      '3',
      '--retreat-rolls',
      '1,5,1,2,3,5',
      '--choose',
      CHOICES,
      '--json',
    );
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ column: '1-1', roll: 3, result: '1/1' });
    expect(j.meaning).toMatch(/attacker: .*defender: /);
    expect(Object.values(j.probabilities as Record<string, number>).reduce((a, b) => a + b)).toBeCloseTo(1);
    expect(j.warning).toMatch(/reconstructed/);
    const lost = j.units
      .filter((u: { outcome: string }) => u.outcome === 'eliminated')
      .map((u: { ref: string }) => u.ref);
    expect(lost).toEqual(['gr-1051', '44-bde']);
  });

  it('prints the chance of each result before the roll', async () => {
    const { out } = await runCli(...HEKKEN, '--air-defender', '1', '--roll', '3');
    expect(out.indexOf('Chances on 1-1 before the roll')).toBeGreaterThan(0);
    expect(out.indexOf('Chances on 1-1 before the roll')).toBeLessThan(out.indexOf('Roll 3: 1/1'));
    expect(out).toMatch(/1\/1 .*33\.3% \(2\/6\)/);
    // 8.3: the flak's +1 on every Allied test: a 3-factor brigade passes on 1 or 2 only.
    expect(out).toMatch(
      /highest factor \(6\.5\.3\): flak-1 1\/6, gr-1051 3\/6, 158-bde 2\/6, 160-bde 2\/6, 71-bde 3\/6/,
    );
  });
});

describe('Veritable combat rules beyond the example', () => {
  it('6.1.2: attacking before moving shifts one column right', async () => {
    const column = async (sequence: string) =>
      JSON.parse((await runCli(...HEKKEN, '--sequence', sequence, '--preview', '--json')).out).column;
    expect(await column('move-attack')).toBe('2-1');
    expect(await column('attack-move')).toBe('3-1');
  });

  it('7.2: out of supply halves a stack, rounding up', async () => {
    const j = JSON.parse(
      (
        await runCli(
          'combat',
          'veritable',
          '--attacker',
          '158-bde@H8,160-bde@H8,71-bde@H8',
          '--defender',
          'gr-1051@I9',
          '--oos-defender',
          '--preview',
          '--json',
        )
      ).out,
    );
    expect(j.defence.total).toBe(3); // 3 × 2 for woods = 6, halved = 3
    expect(j.attack.total).toBe(10);
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
      '--preview',
      '--json',
    );
    expect(JSON.parse(out).defence.stack.hex).toBe('I9');
  });
});

describe('stacking (6.3) is checked before a combat', () => {
  it('6.3: three brigades of three divisions in one hex are refused', async () => {
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

  it('6.3: a whole division with one 79th Armoured unit is fine; two batteries are not', async () => {
    const ok = await runCli(
      'combat',
      'veritable',
      '--attacker',
      ATTACKERS.slice(0, 3).join(',') + ',30-armd-bde@H8',
      '--defender',
      'gr-1051@I9',
      '--preview',
    );
    expect(ok.code, ok.err).toBe(0);
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
