import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { areaGraph } from '../../../src/assist/map/area-graph.js';
import { positionItems } from '../../../src/assist/position/position-file.js';
import { areaUnits } from '../../../src/games/death-of-a-division/area-units.js';
import {
  planDefensiveFire,
  resolveDefensiveFire,
  hitFace,
} from '../../../src/games/death-of-a-division/defensive-fire.js';
import type { AreaMap } from '../../../src/model/schema/map.js';
import type { DieTable } from '../../../src/model/schema/charts.js';

const s = loadScenario('data/death-of-a-division');
const graph = areaGraph(s.map as AreaMap);
const table = s.charts.find((c) => c.id === 'defensive-fire') as DieTable;
const units = (items: string[], hits: Record<string, number> = {}) => areaUnits(positionItems(s, items), hits);
const one = (item: string, hits: Record<string, number> = {}) => units([item], hits)[0];
const base = { artillery: [], fortified: false, artilleryParentOnly: false };

describe('Death of a Division defensive fire (rules 6, 7, 10)', () => {
  it('reads hits on 6, and on 5-6 dug in, from the table', () => {
    expect(hitFace(table, 'hit')).toBe(6);
    expect(hitFace(table, 'hitDugIn')).toBe(5);
  });

  it('rolls one die per point of current strength (strength less hits)', () => {
    const plan = planDefensiveFire(graph, table, {
      ...base,
      firer: one('us-424-inf@winterspelt', { 'us-424-inf': 2 }),
      targets: units(['de-164-vgr@winterspelt']),
    });
    expect(plan.dice).toBe(4);
  });

  it('gives the exact binomial chance of each number of hits, adding up to 1', () => {
    const plan = planDefensiveFire(graph, table, {
      ...base,
      firer: one('us-424-inf@winterspelt'),
      targets: units(['de-164-vgr@winterspelt']),
    });
    expect(plan.chances.map((c) => c.fraction)).toEqual([
      '15625/46656',
      '18750/46656',
      '9375/46656',
      '2500/46656',
      '375/46656',
      '30/46656',
      '1/46656',
    ]);
    expect(plan.chances.reduce((n, c) => n + c.probability, 0)).toBeCloseTo(1, 12);
  });

  it('hits on 5-6 for a dug-in firer, but artillery always on 6', () => {
    const plan = planDefensiveFire(graph, table, {
      ...base,
      fortified: true,
      firer: one('us-422-inf@schnee-eifel'),
      artillery: units(['us-589-fa@auw']),
      targets: units(['de-295-vgr@schnee-eifel']),
    });
    expect(plan.groups.map((g) => [g.dice, g.hitsOn])).toEqual([
      [6, 5],
      [2, 6],
    ]);
    const r = resolveDefensiveFire(plan, units(['de-295-vgr@schnee-eifel']), [5, 5, 1, 2, 3, 4, 5, 6]);
    expect(r.hits).toBe(3);
    expect(r.targets?.[0]).toMatchObject({ ref: 'de-295-vgr', after: 3, removed: false });
    // 6 dice at 1/3 and 2 at 1/6: no hits in (4^6 * 5^2) of 6^8 ways.
    expect(plan.chances[0].fraction).toBe(`${4 ** 6 * 25}/${6 ** 8}`);
  });

  it('adds artillery strength from the same or a neighbouring area, never from further', () => {
    const ok = planDefensiveFire(graph, table, {
      ...base,
      firer: one('us-18-cav-a@roth-kobscheid'),
      artillery: units(['us-589-fa@auw']),
      targets: units(['de-294-vgr@roth-kobscheid']),
    });
    expect(ok.dice).toBe(4);
    expect(() =>
      planDefensiveFire(graph, table, {
        ...base,
        firer: one('us-168-engr@st-vith'),
        artillery: units(['us-589-fa@auw']),
        targets: units(['de-294-vgr@st-vith']),
      }),
    ).toThrow(/own area or a neighbouring one/);
  });

  it('keeps German divisional artillery to its own formation under optional rule 7', () => {
    const input = {
      ...base,
      artilleryParentOnly: true,
      firer: one('de-164-vgr@winterspelt'),
      targets: units(['us-424-inf@winterspelt']),
    };
    expect(() => planDefensiveFire(graph, table, { ...input, artillery: units(['de-18-arty@winterspelt']) })).toThrow(
      /optional rule 7/,
    );
    expect(planDefensiveFire(graph, table, { ...input, artillery: units(['de-62-arty@winterspelt']) }).dice).toBe(9);
    expect(planDefensiveFire(graph, table, { ...input, artillery: units(['de-lxvi-arty@winterspelt']) }).dice).toBe(10);
  });

  it('fires only at enemy units in the firer’s own area', () => {
    expect(() =>
      planDefensiveFire(graph, table, {
        ...base,
        firer: one('us-424-inf@winterspelt'),
        targets: units(['de-164-vgr@habscheid']),
      }),
    ).toThrow(/own area/);
  });

  it('spreads hits over several targets as told, every hit taken, and removes a unit at its strength', () => {
    const targets = units(['de-294-vgr@krewinkel', 'de-18-mobile@krewinkel'], { 'de-18-mobile': 1 });
    const plan = planDefensiveFire(graph, table, { ...base, firer: one('us-18-cav-c@krewinkel'), targets });
    const r = resolveDefensiveFire(plan, targets, [6, 6], { 'de-18-mobile': 1, 'de-294-vgr': 1 });
    expect(r.removed).toEqual(['de-18-mobile']);
    expect(() => resolveDefensiveFire(plan, targets, [6, 6], { 'de-18-mobile': 1 })).toThrow(/every hit must be taken/);
    expect(resolveDefensiveFire(plan, targets, [6, 6]).targets).toBeUndefined();
  });
});
