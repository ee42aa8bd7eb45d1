import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import { requireChart } from '../../../src/rules/shared/chart-lookup.js';
import { declaredHeld } from '../../../src/rules/held-groups.js';
import { judgeRemagenVictory } from '../../../src/games/remagen/victory.js';
import type { SquareMap } from '../../../src/model/schema/map.js';

// Remagen's victory is reconstructed (the rules state none; the victory-conditions option): its objectives are
// the declared groups the US holds alone, each worth the victory chart's point.

const s = loadScenario('data/remagen');
const index = gridMapIndex(s.map as SquareMap);
const chart = requireChart(s, 'victory', 'victory');
const judge = (...units: string[]) =>
  judgeRemagenVictory(s, index, chart, {
    units: placeUnits(s, index, units),
    pontoons: {},
    complete: 30,
    turn: 15,
    reading: 'points',
  });

describe('Remagen victory (reconstructed: the rules state none)', () => {
  it('each objective counts while a US unit stands in one of its sectors and no German in any', () => {
    const r = judge('us-27aib-rifles#1@G10', 'us-27aib-rifles#2@I12', 'de-kg-rifles#1@K12', 'us-9engr#1@Q13');
    expect(r.objectives.filter((o) => o.held).map((o) => o.id)).toEqual(['erpel', 'ockenfels']);
    expect(r.points).toBe(3);
    expect(r.result).toBe('German victory');
  });

  it('the declared groups are the sectors the printed victory chart names', () => {
    const printed = Object.fromEntries(
      chart.points.flatMap((p) => {
        const m = /\(([A-Z]\d+(?:, [A-Z]\d+)*)\)/.exec(p.text);
        return m ? [[p.id, m[1].split(', ')]] : [];
      }),
    );
    const declared = Object.fromEntries(declaredHeld(s, 'remagen.victory').groups.map((g) => [g.point, g.places]));
    expect(declared).toEqual(printed);
    expect(Object.keys(declared)).toHaveLength(8);
  });
});
