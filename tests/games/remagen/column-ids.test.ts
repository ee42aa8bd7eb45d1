import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import type { SalvoProcedure } from '../../../src/model/schema/rules.js';
import { mostDamage as salvoDamage, planSalvo, type SalvoSetup as FireSetup } from '../../../src/rules/salvo-run.js';
import type { GridMapIndex } from '../../../src/assist/map/grid-map-index.js';

/** Remagen's fire, the engine's salvo that its rules.yaml declares (Fire Chart). */
const fireOf = (x: Scenario) => x.rules!.procedures.find((p): p is SalvoProcedure => p.kind === 'salvo')!;
const planFire = (x: Scenario, index: GridMapIndex, setup: FireSetup) => planSalvo(x, fireOf(x), index, setup);
const mostDamage = (x: Scenario) => salvoDamage(x, fireOf(x));
import { runCli } from '../../helpers/run-cli.js';
import { labourLimits } from '../../../src/games/remagen/labour.js';
import { formatProblem } from '../../../src/load/problem.js';
import type { SquareMap } from '../../../src/model/schema/map.js';
import type { Scenario } from '../../../src/model/scenario.js';
import { copiesOf, problemsOf } from '../../helpers/broken-copy.js';

// Remagen's hooks find chart columns by their ids (charts.yaml `columnIds`), never by the headings' English: a
// copy whose headings are reworded plays as the original, and a chart whose ids are wrong is refused at validate.

const copy = copiesOf('data/remagen', 'charts.yaml');

/** The rules' fire example (Computing Hits): a medium tank and an armored car at range 2, men in the open. */
const fire = (s: Scenario, target = 'L16') => {
  const index = gridMapIndex(s.map as SquareMap);
  const at = (...items: string[]) => placeUnits(s, index, items);
  return planFire(s, index, {
    firers: at('de-11pz-pz4#1@L18', 'de-11pz-armored-cars#1@L18'),
    targets: at(`us-27aib-rifles#1@${target}`, `us-paratroops#1@${target}`),
    damage: {},
  });
};

/** The bridge roll's preview (the engine's die table, read in the turn's column by id). */
const bridge = async (dir: string, turn: number) =>
  JSON.parse((await runCli('bridge', dir, '--turn', String(turn), '--preview', '--json')).out);

describe('Remagen: chart columns by id', () => {
  const original = loadScenario('data/remagen');
  const rewordedDir = copy([
    [
      '["Firing unit", "Dice per unit", "Range 1", "Range 2", "Range 3", "Range 4", "Range 5", "Range 6-8", ' +
        '"Range 9+"]',
      '["Unit", "Dice", "Adjacent", "Two away", "Three", "Four", "Five", "Six to eight", "Farther"]',
    ],
    ['["Target", "Hits to disable", "Hits to destroy"]', '["Target", "Disabled at", "Destroyed at"]'],
    ['"Figures per tray", "Pips per figure in the open"', '"Men", "Pips in the open"'],
    ['["Movement", "Cover from fire"]', '["Moving", "Cover"]'],
    ['["German turns 4-5", "German turns 6-7", "German turn 8", "Turn 9"]', '["Early", "Middle", "Late", "Last"]'],
    ['columns: ["Item", "Value"]', 'columns: ["What", "How much"]'],
  ]);
  const reworded = loadScenario(rewordedDir);

  it('Computing Hits: reworded headings read the same divisor, reach and cover', () => {
    for (const s of [original, reworded]) {
      const plan = fire(s);
      expect([plan.range, plan.dice, plan.divisor, plan.cover]).toEqual([2, 3, 3, false]);
    }
    expect(fire(reworded).rangeColumn).toBe('Two away');
    expect(mostDamage(reworded)).toBe(mostDamage(original));
    expect(labourLimits(reworded)).toEqual(labourLimits(original));
  });

  it('Ludendorff RR Bridge: each turn reads the column its id covers, whatever the heading', async () => {
    for (const turn of [4, 6, 8]) {
      const [a, b] = [await bridge(rewordedDir, turn), await bridge('data/remagen', turn)];
      expect(a.chance).toEqual(b.chance);
      expect(a.column).toBe(['Early', '', 'Middle', '', 'Late'][turn - 4]);
    }
  });

  it('a column id given twice, and ids that do not match the columns, are refused with file:line', () => {
    const twice = copy([
      ['columnIds: [turns-4-5, turns-6-7, turn-8, turn-9]', 'columnIds: [turns-4-5, turn-8, turn-8, turn-9]'],
    ]);
    const p = problemsOf(twice).map((x) => formatProblem(x, twice));
    expect(p).toHaveLength(1);
    expect(p[0]).toMatch(/^charts\.yaml:\d+:\d+: charts\[\d+\]\.columnIds\[2\]: column id "turn-8" is given twice/);
    const short = copy([['columnIds: [item, value]', 'columnIds: [item]']]);
    expect(problemsOf(short).map((x) => formatProblem(x, short))).toEqual([
      expect.stringMatching(/^charts\.yaml:\d+:\d+: charts\[\d+\]\.columnIds: has 1 ids for 2 columns/),
    ]);
  });

  it('hit boxes are found by column id: a roster row whose chart lacks "destroy" is refused at validate', () => {
    const dir = copy([['columnIds: [target, disable, destroy]', 'columnIds: [target, disable, destroyed]']]);
    expect(problemsOf(dir).map((x) => formatProblem(x, dir))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/rosters\.yaml:\d+:\d+: entries\[\d+\]\.hits: .*a column of id "destroy" or "figures"/),
      ]),
    );
  });

  it('a hook asking for a column the chart does not identify is refused, naming the ids it has', () => {
    const s: Scenario = {
      ...original,
      charts: original.charts.map((c) =>
        c.id === 'vehicle-hits' && c.kind === 'table' ? { ...c, columnIds: ['target', 'disable', 'destroyed'] } : c,
      ),
    };
    expect(() => mostDamage(s)).toThrow(
      'chart "vehicle-hits" has no column id "destroy" (its columnIds: target, disable, destroyed)',
    );
  });
});
