import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { positionItems } from '../../../src/assist/position/position-file.js';
import { traceSupply, type SupplyLine } from '../../../src/rules/supply.js';
import { runVictory } from '../../../src/rules/victory.js';
import { Session } from '../../../src/assist/table/session.js';
import { cliEnvironment } from '../../../src/cli/assist-support.js';
import type { AreaMap } from '../../../src/model/schema/map.js';
import type { SupplyProcedure, VictoryProcedure } from '../../../src/model/schema/rules.js';

const s = loadScenario('data/death-of-a-division');
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

describe('Death of a Division victory (rules 1), declared in its rules.yaml', () => {
  const p = s.rules!.procedures.find((x): x is VictoryProcedure => x.kind === 'victory')!;
  const judge = (takenOn: number | undefined, items?: string[]) =>
    runVictory(
      s,
      p,
      { position: items ? positionItems(s, items) : [], placed: !!items, eliminated: [], takenOn, names: {} },
      new Session(s, {}, 'victory', cliEnvironment({})),
    );

  it('sets the level by the turn St. Vith was last taken, read off the printed victory chart', () => {
    expect([1, 4, 5, 7, 8, 10].map((t) => judge(t).data.level)).toEqual([
      'German strategic victory',
      'German strategic victory',
      'German operational victory',
      'German operational victory',
      'German tactical victory',
      'German tactical victory',
    ]);
    expect(judge(undefined).data.result).toBe('American victory');
    expect(() => judge(11)).toThrow(/on no row of the victory chart/);
  });

  it('needs sole possession of St. Vith and an uncontested road link to the German start line', () => {
    const win = judge(6, ['de-294-vgr@st-vith', 'de-295-vgr@prumerberg']).data;
    const req = win.requirements as Record<string, unknown>;
    expect(win.result).toBe('German operational victory');
    expect(req['sole-possession']).toBe(true);
    const link = req['road-link'] as { holds: boolean; path: string[] };
    expect(link.holds).toBe(true);
    expect(link.path[0]).toBe('st-vith');
    const last = (s.map as AreaMap).areas.find((a) => a.id === link.path.at(-1))!;
    expect(last.startFor).toBe('german');
    const shared = judge(6, ['de-294-vgr@st-vith', 'us-168-engr@st-vith']).data;
    expect(shared.result).toBe('American victory');
    expect((shared.requirements as Record<string, unknown>)['sole-possession']).toBe(false);
  });

  it('fails the road link when US units sit across every road east', () => {
    const blocked = judge(9, [
      'de-294-vgr@st-vith',
      'us-422-inf@born',
      'us-423-inf@prumerberg',
      'us-424-inf@steinebruck',
      'us-14-tank@wallerode',
      'us-27-aib@maldingen',
      'us-31-tank@rodt',
    ]).data;
    expect((blocked.requirements as Record<string, { holds: boolean }>)['road-link'].holds).toBe(false);
    expect(blocked.result).toBe('American victory');
  });

  it('without a position gives the level the capture would earn, and says what is not yet checked', () => {
    const r = judge(3);
    expect(r.data.result).toBe('German strategic victory (if every requirement holds)');
    expect(r.before.map((m) => m.key)).toEqual(['victory.captured', 'victory.unchecked']);
  });
});
