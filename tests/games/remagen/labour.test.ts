import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import { labourRoll, pontoonDamage, NEW_PONTOON } from '../../../src/games/remagen/labour.js';
import { findPontoonSite } from '../../../src/games/remagen/pontoon-site.js';
import { isNightTurn } from '../../../src/games/remagen/night-turn.js';
import type { SquareMap } from '../../../src/model/schema/map.js';
import { declaredWork } from '../../../src/rules/work-roll.js';
import { englishOf, gameWords } from '../../../src/assist/messages.js';
import { numberCell, requireChart, tableCell } from '../../../src/rules/shared/chart-lookup.js';

const s = loadScenario('data/remagen');
const map = s.map as SquareMap;
const index = gridMapIndex(map);
const at = (...items: string[]) => placeUnits(s, index, items);
const north = findPontoonSite(map, 'pontoon-north');
const work = (over: Partial<Parameters<typeof labourRoll>[2]> = {}) =>
  labourRoll(s, index, {
    site: north,
    engineers: at('us-9engr#1@B8', 'us-9engr#2@B11'),
    dice: [5, 4],
    turn: 2,
    night: false,
    halveEach: false,
    before: NEW_PONTOON,
    enemies: [],
    ...over,
  });

describe('Remagen engineers (Engineers; Optional Night Move)', () => {
  it('finds a site by its id or any of its sectors', () => {
    expect(findPontoonSite(map, 'B9').id).toBe('pontoon-north');
    expect(findPontoonSite(map, 'q10').id).toBe('pontoon-south');
    expect(() => findPontoonSite(map, 'K8')).toThrow(/not a pontoon site/);
  });

  it('adds one die per engineer tray to the bridge', () => {
    expect(work()).toMatchObject({ rolled: 9, gained: 9, after: 9, completed: false });
  });

  it('halves at night, as the night-labour option reads it (turns 3, 6, 9, 12, 15)', () => {
    expect([1, 2, 3, 6, 9, 12, 15].map((t) => isNightTurn(s, t, 'on'))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isNightTurn(s, 3, 'off')).toBe(false);
    expect(work({ night: true, turn: 3 }).gained).toBe(4);
    expect(work({ night: true, turn: 3, halveEach: true }).gained).toBe(4);
    expect(work({ night: true, turn: 3, dice: [5, 5], halveEach: false }).gained).toBe(5);
    expect(work({ night: true, turn: 3, dice: [5, 5], halveEach: true }).gained).toBe(4);
  });

  it('caps a bridge at 30 and completes it there', () => {
    const r = work({ before: { lu: 25, completed: false }, turn: 4 });
    expect(r).toMatchObject({
      after: 30,
      lost: 4,
      completed: true,
      completedThisTurn: true,
      state: { lu: 30, completed: true, completedOnTurn: 4 },
    });
  });

  it('allows 1 to 3 engineer trays in the bridgeheads only, and stops with an enemy next to a bridgehead', () => {
    expect(() => work({ engineers: at('us-9engr#1@C8'), dice: [3] })).toThrow(/not in a bridgehead/);
    expect(() => work({ engineers: at('us-27aib-rifles#1@B8'), dice: [3] })).toThrow(/not an engineer/);
    expect(() =>
      work({
        engineers: at('us-9engr#1@B8', 'us-9engr#2@B8', 'us-9engr#3@B11', 'us-291ecb#1@B11'),
        dice: [1, 2, 3, 4],
      }),
    ).toThrow(/1 to 3 engineer trays/);
    expect(() => work({ enemies: at('de-kg-rifles#1@C12') })).toThrow(/next to the bridgehead B11/);
  });

  it('takes one die per hit off a bridge, and destroys a completed bridge brought to 0', () => {
    expect(pontoonDamage(s, north, { lu: 20, completed: false }, [3, 4])).toMatchObject({
      after: 13,
      destroyed: false,
    });
    expect(pontoonDamage(s, north, { lu: 30, completed: true }, [3, 4]).state).toEqual({ lu: 23, completed: true });
    expect(pontoonDamage(s, north, { lu: 5, completed: true }, [6])).toMatchObject({
      after: 0,
      destroyed: true,
      state: { lu: 0, completed: false },
    });
    expect(pontoonDamage(s, north, { lu: 5, completed: false }, [6])).toMatchObject({ after: 0, destroyed: false });
  });

  it('Engineers: the printed labour chart agrees with the declared work (30 to complete and at most, 1-3)', () => {
    const w = declaredWork(s, 'remagen.labour');
    const chart = requireChart(s, 'labour', 'table');
    expect(numberCell(tableCell(chart, 'Labour units to complete a bridge', 'value'))).toBe(w.complete.at);
    expect(numberCell(tableCell(chart, 'Most labour units a bridge can hold', 'value'))).toBe(w.cap?.at);
    expect(String(tableCell(chart, 'Engineer trays that may roll for one bridge', 'value'))).toMatch(
      new RegExp(`^${w.units.min} to ${w.units.max},`),
    );
  });

  it('Engineers: every step Remagen words itself is one of its messages, in English and Russian', () => {
    const keys = Object.values(declaredWork(s, 'remagen.labour').words);
    expect(keys.length).toBeGreaterThan(30);
    const ru = gameWords('ru');
    for (const k of keys) {
      expect(englishOf(k!), k).toBeDefined();
      expect(ru[k!], k).toBeDefined();
    }
  });
});
