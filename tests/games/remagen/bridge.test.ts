import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { bridgeCollapse, bridgeNumbers } from '../../../src/games/remagen/bridge-collapse.js';
import type { DieTable } from '../../../src/model/schema/charts.js';

const s = loadScenario('data/remagen');
const table = s.charts.find((c) => c.id === 'bridge-collapse') as DieTable;
const standing = { collapsed: false };
// From the German 4th turn, falling without a roll on turn 9: Remagen's rules.yaml declares both.
const k = bridgeNumbers(s);

describe('Remagen: the Ludendorff Bridge', () => {
  it("reads its turns from rules.yaml, and whether it falls from the rows' collapsesFromTurn", () => {
    expect(k).toEqual({ firstTurn: 4, lastTurn: 9 });
    // A designer who moves the certain fall to turn 8 gets it without a roll on turn 8.
    expect(bridgeCollapse(table, { ...k, lastTurn: 8 }, 8, standing)).toMatchObject({ rolled: false, collapses: true });
  });

  it('is not rolled for before the German 4th turn', () => {
    expect(() => bridgeCollapse(table, k, 3, standing, 1)).toThrow(/from the German 4th turn/);
  });

  it('gives the chance of falling before the roll, then the result', () => {
    expect(bridgeCollapse(table, k, 4, standing).chance.fraction).toBe('1/6');
    expect(bridgeCollapse(table, k, 6, standing).chance.fraction).toBe('2/6');
    expect(bridgeCollapse(table, k, 8, standing).chance.fraction).toBe('3/6');
    expect(bridgeCollapse(table, k, 4, standing, 2)).toMatchObject({ rolled: true, collapses: false, state: standing });
    expect(bridgeCollapse(table, k, 4, standing, 1)).toMatchObject({
      collapses: true,
      state: { collapsed: true, turn: 4 },
    });
  });

  it('falls on turn 9 without a roll', () => {
    expect(bridgeCollapse(table, k, 9, standing)).toMatchObject({
      rolled: false,
      collapses: true,
      chance: { probability: 1 },
      state: { collapsed: true, turn: 9 },
    });
  });

  it('stays fallen', () => {
    expect(() => bridgeCollapse(table, k, 5, { collapsed: true, turn: 4 }, 3)).toThrow(/already fell on turn 4/);
  });
});
