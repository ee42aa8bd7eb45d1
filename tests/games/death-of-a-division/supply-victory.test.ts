import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { areaGraph } from '../../../src/assist/map/area-graph.js';
import { positionItems } from '../../../src/assist/position/position-file.js';
import { areaUnits } from '../../../src/games/death-of-a-division/area-units.js';
import { traceSupply, type SupplyLine } from '../../../src/rules/supply.js';
import { judgeVictory, victoryLevel } from '../../../src/games/death-of-a-division/victory.js';
import type { AreaMap } from '../../../src/model/schema/map.js';
import type { Chart } from '../../../src/model/schema/charts.js';
import type { SupplyProcedure } from '../../../src/model/schema/rules.js';

const s = loadScenario('data/death-of-a-division');
const graph = areaGraph(s.map as AreaMap);
const victory = s.charts.find((c) => c.id === 'victory') as Extract<Chart, { kind: 'victory' }>;
const units = (items: string[], hits: Record<string, number> = {}) => areaUnits(positionItems(s, items), hits);
// Rule 4 as the game's rules.yaml declares it, traced by the engine.
const supply = s.rules!.procedures.find((p): p is SupplyProcedure => p.kind === 'supply')!;
const trace = (items: string[], side?: string) => {
  const all = positionItems(s, items);
  return traceSupply(s, supply, all, side ? all.filter((e) => e.unit.side === side) : all);
};
const of = (r: SupplyLine[], ref: string) => r.find((u) => u.ref === ref)!;

describe('Death of a Division supply (rules 4), declared in its rules.yaml', () => {
  it('traces along roads to the side’s source', () => {
    const r = trace(['us-168-engr@st-vith', 'de-294-vgr@losheim']);
    expect(of(r, 'us-168-engr')).toMatchObject({ supplied: true, path: ['st-vith', 'born', 'amel'], source: 'amel' });
    expect(of(r, 'de-294-vgr')).toMatchObject({ supplied: true, path: ['losheim'] });
  });

  it('may start in a contested area but not pass through one, nor through an enemy-held area', () => {
    // The 422nd on the Schnee Eifel: its roads run to Auw and Oberlascheid.
    const cut = trace(['us-422-inf@schnee-eifel', 'de-295-vgr@auw', 'de-293-vgr@oberlascheid'], 'us');
    expect(of(cut, 'us-422-inf')).toEqual({ ref: 'us-422-inf', side: 'us', at: 'schnee-eifel', supplied: false });
    // A contested Auw blocks the line too.
    const contested = trace(
      ['us-422-inf@schnee-eifel', 'us-589-fa@auw', 'de-295-vgr@auw', 'de-293-vgr@oberlascheid'],
      'us',
    );
    expect(of(contested, 'us-422-inf').supplied).toBe(false);
    // But a unit in a contested area draws supply out of it.
    expect(of(contested, 'us-589-fa').supplied).toBe(true);
  });
});

describe('Death of a Division victory (rules 1)', () => {
  it('sets the level by the turn St. Vith was last taken', () => {
    expect([1, 4, 5, 7, 8, 10].map((t) => victoryLevel(victory, t).result)).toEqual([
      'German strategic victory',
      'German strategic victory',
      'German operational victory',
      'German operational victory',
      'German tactical victory',
      'German tactical victory',
    ]);
    expect(victoryLevel(victory, undefined).result).toBe('American victory');
    expect(() => victoryLevel(victory, 11)).toThrow(/not a turn/);
  });

  it('needs sole possession of St. Vith and an uncontested road link to the German start line', () => {
    const held = units(['de-294-vgr@st-vith', 'de-295-vgr@prumerberg']);
    const win = judgeVictory(graph, victory, 6, held);
    expect(win).toMatchObject({
      solePossession: true,
      roadLink: { holds: true },
      result: 'German operational victory',
    });
    expect(win.roadLink!.path[0]).toBe('st-vith');
    expect(graph.area(win.roadLink!.path.at(-1)!).startFor).toBe('german');
    const shared = judgeVictory(graph, victory, 6, units(['de-294-vgr@st-vith', 'us-168-engr@st-vith']));
    expect(shared).toMatchObject({ solePossession: false, result: 'American victory' });
  });

  it('fails the road link when US units sit across every road east', () => {
    const blocked = judgeVictory(
      graph,
      victory,
      9,
      units([
        'de-294-vgr@st-vith',
        'us-422-inf@born',
        'us-423-inf@prumerberg',
        'us-424-inf@steinebruck',
        'us-14-tank@wallerode',
        'us-27-aib@maldingen',
        'us-31-tank@rodt',
      ]),
    );
    expect(blocked.roadLink!.holds).toBe(false);
    expect(blocked.result).toBe('American victory');
  });
});
