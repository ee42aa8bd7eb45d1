import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import { paratroopDrop } from '../../../src/games/remagen/paratroop-drop.js';
import type { SquareMap } from '../../../src/model/schema/map.js';
import type { DieTable } from '../../../src/model/schema/charts.js';

const s = loadScenario('data/remagen');
const index = gridMapIndex(s.map as SquareMap);
const table = s.charts.find((c) => c.id === 'paratroop-drop') as DieTable;
const at = (...items: string[]) => placeUnits(s, index, items);

describe('Remagen paratroop drop', () => {
  it('reads the first die as the row and the second as the column, and lists the centre and its 8 neighbours', () => {
    const r = paratroopDrop(s, index, table, { turn: 8, dice: [3, 4], germans: [] });
    expect(r.centre).toBe('I14');
    expect(r.sectors).toHaveLength(9);
    expect(r.sectors.map((x) => x.sector)).toContain('J15');
    expect(r.trays).toBe(12);
    expect(r.blocked).toBe(false);
  });

  it('leaves out river sectors next to a centre on the bank', () => {
    const r = paratroopDrop(s, index, table, { turn: 8, dice: [1, 1], germans: [] });
    expect(r.centre).toBe('C11');
    expect(r.sectors.every((x) => x.terrain !== 'river')).toBe(true);
    expect(r.sectors.length).toBeLessThan(9);
  });

  it('is blocked when the Germans hold every landing sector, and may then be tried on turn 9', () => {
    const r0 = paratroopDrop(s, index, table, { turn: 8, dice: [1, 1], germans: [] });
    const germans = at(...r0.sectors.map((x, i) => `de-kg-rifles#${i + 1}@${x.sector}`));
    const r = paratroopDrop(s, index, table, { turn: 8, dice: [1, 1], germans });
    expect(r.blocked).toBe(true);
    expect(
      paratroopDrop(s, index, table, {
        turn: 9,
        dice: [2, 2],
        germans: [],
        previous: { turn: 8, centre: r.centre, blocked: true },
      }).blocked,
    ).toBe(false);
  });

  it('drops only on turn 8, or 9 after a blocked attempt, and only once', () => {
    expect(() => paratroopDrop(s, index, table, { turn: 7, dice: [1, 1], germans: [] })).toThrow(/turn 8/);
    expect(() =>
      paratroopDrop(s, index, table, {
        turn: 9,
        dice: [1, 1],
        germans: [],
        previous: { turn: 8, centre: 'C11', blocked: false },
      }),
    ).toThrow(/already dropped/);
  });
});
