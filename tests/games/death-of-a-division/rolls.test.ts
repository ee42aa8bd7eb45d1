import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { surpriseRoll, surpriseChance } from '../../../src/games/death-of-a-division/surprise.js';
import { declaredOpposed, hookDeclaration } from '../../../src/model/hook-numbers.js';
import { arrivalRoll, arrivalChances } from '../../../src/games/death-of-a-division/arrival.js';
import type { DieTable } from '../../../src/model/schema/charts.js';

const s = loadScenario('data/death-of-a-division');
const arrival = s.charts.find((c) => c.id === 'arrival') as DieTable;
const unit = (id: string) => s.units.find((u) => u.id === id)!;
const surprise = hookDeclaration(s, 'death-of-a-division.surprise');
const o = declaredOpposed(s, surprise);

describe('Death of a Division turn-1 surprise (rules 9)', () => {
  it('goes to the Germans when their die equals or beats the US die', () => {
    expect(o).toMatchObject({ dice: '1d6', first: 'german', second: 'us', ties: 'first', section: '9' });
    expect(surpriseRoll(o, 'auw', 3, 3).surprise).toBe(true);
    expect(surpriseRoll(o, 'auw', 4, 3).surprise).toBe(true);
    expect(surpriseRoll(o, 'auw', 2, 3).surprise).toBe(false);
  });

  it('has a 21 in 36 chance', () => {
    expect(surpriseChance(o)).toEqual({ probability: 21 / 36, fraction: '21/36' });
  });

  it("reads the tie rule from the data: were ties the US side's, a tie would not surprise (15 in 36)", () => {
    const usTies = { ...o, ties: 'second' as const };
    expect(surpriseRoll(usTies, 'auw', 3, 3).surprise).toBe(false);
    expect(surpriseChance(usTies)).toEqual({ probability: 15 / 36, fraction: '15/36' });
    const usFirst = { ...o, first: 'us', second: 'german', ties: 'second' as const };
    expect(surpriseRoll(usFirst, 'auw', 3, 3).surprise).toBe(true);
    expect(surpriseChance(usFirst)).toEqual({ probability: 21 / 36, fraction: '21/36' });
  });
});

describe('Death of a Division arrival roll (optional rule 8)', () => {
  it('brings a unit a turn early on 1, on time on 2-5, a turn late on 6', () => {
    const tank = unit('us-14-tank');
    expect(tank.setup?.turn).toBe(3);
    expect([1, 2, 3, 4, 5, 6].map((r) => arrivalRoll(arrival, tank, r).arrives)).toEqual([2, 3, 3, 3, 3, 4]);
  });

  it('gives the chances 1/6, 4/6, 1/6, adding up to 1', () => {
    const c = arrivalChances(arrival);
    expect(c.map((x) => x.fraction)).toEqual(['1/6', '4/6', '1/6']);
    expect(c.reduce((n, x) => n + x.probability, 0)).toBeCloseTo(1, 12);
  });

  it('rolls only for reinforcements, on the turn before they are due', () => {
    expect(() => arrivalRoll(arrival, unit('us-422-inf'), 3)).toThrow(/from the start/);
    expect(() => arrivalRoll(arrival, unit('us-14-tank'), 3, 1)).toThrow(/made on turn 2/);
    expect(arrivalRoll(arrival, unit('us-14-tank'), 3, 2).arrives).toBe(3);
  });
});
