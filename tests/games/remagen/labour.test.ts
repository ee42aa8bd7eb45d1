import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import { labourWork } from '../../../src/games/remagen/labour.js';
import { isNightTurn } from '../../../src/games/remagen/night-turn.js';
import type { SquareMap } from '../../../src/model/schema/map.js';
import { workDamage, workRoll, workDice, type WorkState } from '../../../src/rules/work-roll.js';
import { numberCell, requireChart, tableCell } from '../../../src/rules/shared/chart-lookup.js';
import { runCli } from '../../helpers/run-cli.js';

// Pontoon labour is rules.yaml's declared work (`labour`, kind work) run by the engine; these tests read its
// numbers through the engine's roll, and what only Remagen's check says through the command line.

const s = loadScenario('data/remagen');
const map = s.map as SquareMap;
const index = gridMapIndex(map);
const decl = labourWork(s);
const at = (...items: string[]) => placeUnits(s, index, items);
const site = map.bridges.find((b) => b.id === 'pontoon-north')!;
const north = { id: site.id, name: site.name, sectors: site.sectors };
const NEW: WorkState = { count: 0, completed: false };
const work = (
  over: Partial<{
    engineers: ReturnType<typeof at>;
    dice: number[];
    turn: number;
    night: boolean;
    halveEach: boolean;
    before: WorkState;
  }> = {},
) => {
  const o = {
    engineers: at('us-9engr#1@B8', 'us-9engr#2@B11'),
    dice: [5, 4],
    turn: 2,
    night: false,
    halveEach: false,
    before: NEW,
    ...over,
  };
  return workRoll(decl, {
    place: north,
    workers: o.engineers,
    turn: o.turn,
    halved: o.night,
    each: o.halveEach,
    before: o.before,
    dice: o.dice,
  });
};
const refusal = async (...args: string[]) => (await runCli('labour', 'remagen', ...args)).err;

describe('Remagen engineers (Engineers; Optional Night Move)', () => {
  it('finds a site by its id or any of its sectors', async () => {
    const json = async (site: string) =>
      JSON.parse((await runCli('labour', 'remagen', '--site', site, '--damage', '1', '--preview', '--json')).out);
    expect((await json('B9')).place).toBe('pontoon-north');
    expect((await json('q10')).place).toBe('pontoon-south');
    expect(await refusal('--site', 'K8', '--damage', '1')).toMatch(/not a pontoon site/);
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
    const r = work({ before: { count: 25, completed: false }, turn: 4 });
    expect(r).toMatchObject({
      after: 30,
      lost: 4,
      completed: true,
      completedThisTurn: true,
      state: { count: 30, completed: true, completedOnTurn: 4 },
    });
  });

  it('allows 1 to 3 engineer trays in the bridgeheads only, and stops with an enemy next to a bridgehead', async () => {
    const roll = ['--site', 'B9', '--turn', '2', '--engineers'];
    expect(await refusal(...roll, 'us-9engr#1@C8', '--dice', '3')).toMatch(/not in a bridgehead/);
    expect(() => workDice(decl, at('us-27aib-rifles#1@B8'))).toThrow(/not an engineer/);
    expect(() => workDice(decl, at('us-9engr#1@B8', 'us-9engr#2@B8', 'us-9engr#3@B11', 'us-291ecb#1@B11'))).toThrow(
      /1 to 3 engineer trays/,
    );
    const enemy = ['us-9engr#1@B8,us-9engr#2@B11', '--enemy', 'de-kg-rifles#1@C12', '--dice', '5,4'];
    expect(await refusal(...roll, ...enemy)).toMatch(/next to the bridgehead B11/);
    // Initial Setup: a tray not yet arrived, or eliminated, rolls no labour.
    expect(
      await refusal(...roll.slice(0, 2), '--turn', '1', '--engineers', 'us-310-1bn-rifles#1@B8', '--dice', '1'),
    ).toMatch(/enters on turn 3; this is turn 1/);
  });

  it('takes one die per hit off a bridge, and destroys a completed bridge brought to 0', () => {
    expect(workDamage(decl, north, { count: 20, completed: false }, [3, 4])).toMatchObject({
      after: 13,
      destroyed: false,
    });
    expect(workDamage(decl, north, { count: 30, completed: true }, [3, 4]).state).toEqual({
      count: 23,
      completed: true,
    });
    expect(workDamage(decl, north, { count: 5, completed: true }, [6])).toMatchObject({
      after: 0,
      destroyed: true,
      state: { count: 0, completed: false },
    });
    expect(workDamage(decl, north, { count: 5, completed: false }, [6])).toMatchObject({ after: 0, destroyed: false });
  });

  it('Engineers: the printed labour chart agrees with the declared work (30 to complete and at most, 1-3)', () => {
    const w = decl;
    const chart = requireChart(s, 'labour', 'table');
    expect(numberCell(tableCell(chart, 'Labour units to complete a bridge', 'value'))).toBe(w.complete.at);
    expect(numberCell(tableCell(chart, 'Most labour units a bridge can hold', 'value'))).toBe(w.cap?.at);
    expect(String(tableCell(chart, 'Engineer trays that may roll for one bridge', 'value'))).toMatch(
      new RegExp(`^${w.units.min} to ${w.units.max},`),
    );
  });

  it('Engineers: every step Remagen words itself is written in rules.yaml, and each has its Russian', () => {
    const steps = Object.keys(decl.says);
    expect(steps.length).toBeGreaterThan(30);
    const ru = s.locales.ru?.words.rules ?? {};
    for (const step of steps) expect(ru[`labour.says.${step}`], step).toBeDefined();
  });
});
