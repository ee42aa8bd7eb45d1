import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import type { AreaMap } from '../../src/model/schema/map.js';
import type { Chart } from '../../src/model/schema/charts.js';
import { parseRollLabel } from '../../src/model/roll-range.js';
import { sizeToMm } from '../../src/model/size.js';

const s = loadScenario('data/death-of-a-division');
const map = s.map as AreaMap;
const chart = <K extends Chart['kind']>(id: string, kind: K) => {
  const c = s.charts.find((x) => x.id === id);
  expect(c, `chart ${id}`).toBeDefined();
  expect(c!.kind).toBe(kind);
  return c as Extract<Chart, { kind: K }>;
};
/** The row of a die table that a given roll falls on. */
const rowFor = (c: Extract<Chart, { kind: 'die-table' }>, roll: number) =>
  c.rows.find((r) => {
    const range = parseRollLabel(r.roll)!;
    return roll >= range.min && roll <= range.max;
  })!;
// The printed size in any unit the data may use (the outlines are in mm).
const widthMm = sizeToMm(map.printedSize.width) ?? Number.NaN;

describe('Death of a Division: game', () => {
  it('is an area game for 1d6 and 15mm figures, Germans against Americans', () => {
    expect(s.game.mapKind).toBe('area');
    expect(map.kind).toBe('area');
    expect(s.game.dice).toBe('1d6');
    expect(s.game.scale).toBe('15mm');
    expect(s.game.sides.map((x) => x.id).sort()).toEqual(['german', 'us']);
  });

  it('offers every optional rule as an off/on switch that defaults to off (rules 4, 6, 7, 8, 10)', () => {
    for (const id of [
      'out-of-supply-no-road-march',
      'firing-player-places-hits',
      'german-artillery-parent-only',
      'arrival-roll',
      'fortifications',
    ]) {
      const o = s.game.options.find((x) => x.id === id);
      expect(o, id).toBeDefined();
      expect(o!.choices.map((c) => c.id).sort()).toEqual(['off', 'on']);
      expect(o!.default).toBe('off');
    }
  });

  it('has the formations of the 106th Division and LXVI Corps', () => {
    const f = s.game.formations.map((x) => x.id);
    for (const id of [
      'us-106-inf-div',
      'us-14-cav-group',
      'us-ccb-9-armd',
      'us-ccb-7-armd',
      'us-112-inf',
      'de-lxvi-corps',
      'de-18-vgd',
      'de-62-vgd',
      'de-fbb',
    ])
      expect(f).toContain(id);
  });
});

describe('Death of a Division: turns and victory', () => {
  it('runs ten 12-hour turns from 16 Dec a.m. to 20 Dec p.m. (rules 1)', () => {
    const t = chart('turn-track', 'turn-track');
    expect(t.turns).toHaveLength(10);
    const days = [16, 16, 17, 17, 18, 18, 19, 19, 20, 20];
    t.turns.forEach((turn, i) => expect(turn.label).toBe(`${days[i]} Dec ${i % 2 === 0 ? 'a.m.' : 'p.m.'}`));
  });

  it('has eight phases in the turn sequence (rules 3)', () => {
    const seq = chart('sequence', 'sequence');
    expect(seq.steps).toHaveLength(8);
    expect(seq.steps[3].text).toMatch(/US defensive fire/);
    expect(seq.steps[7].text).toMatch(/German defensive fire/);
  });

  it('grades a German victory by the turn St. Vith fell: 1-4, 5-7, 8-10, never (rules 1)', () => {
    const v = chart('victory', 'victory');
    const level = (turn: number) =>
      v.levels.find((l) => {
        const r = parseRollLabel(l.range);
        return r && turn >= r.min && turn <= r.max;
      })?.result;
    for (const turn of [1, 2, 3, 4]) expect(level(turn)).toMatch(/strategic/i);
    for (const turn of [5, 6, 7]) expect(level(turn)).toMatch(/operational/i);
    for (const turn of [8, 9, 10]) expect(level(turn)).toMatch(/tactical/i);
    expect(v.levels.find((l) => l.range === 'never')?.result).toMatch(/American/);
    expect(v.points.map((p) => p.id).sort()).toEqual(['road-link', 'sole-possession']);
  });
});

describe('Death of a Division: dice tables', () => {
  it('defensive fire hits on a 6, and on a 5 or 6 when dug in (rules 6, 10)', () => {
    const f = chart('defensive-fire', 'die-table');
    for (let roll = 1; roll <= 6; roll++) {
      expect(rowFor(f, roll).effects.hit, `roll ${roll}`).toBe(roll === 6);
      expect(rowFor(f, roll).effects.hitDugIn, `dug in, roll ${roll}`).toBe(roll >= 5);
    }
  });

  it('an overrun succeeds on 4, 5 or 6 on one die (rules 5)', () => {
    const o = chart('overrun', 'die-table');
    expect(o.dice).toBe('1d6');
    for (let roll = 1; roll <= 6; roll++) expect(rowFor(o, roll).effects.success, `roll ${roll}`).toBe(roll >= 4);
    expect(o.notes.join(' ')).toMatch(/6-1/);
  });

  it('the optional arrival roll is 1 early, 2-5 on time, 6 late (rules 8)', () => {
    const a = chart('arrival', 'die-table');
    expect(a.dice).toBe('1d6');
    const shifts = [1, 2, 3, 4, 5, 6].map((roll) => rowFor(a, roll).effects.turnShift);
    expect(shifts).toEqual([-1, 0, 0, 0, 0, 1]);
  });

  it('has the supply, movement, stacking and surprise charts', () => {
    chart('supply', 'table');
    chart('surprise', 'table');
    const stacking = chart('stacking', 'table');
    expect(stacking.rows[0][1]).toBe(3);
    chart('movement', 'table');
  });
});

describe('Death of a Division: map', () => {
  const areaIds = map.areas.map((a) => a.id);
  const byId = new Map(map.areas.map((a) => [a.id, a]));

  it('names the places the rules and history give', () => {
    for (const id of [
      'st-vith',
      'schonberg',
      'andler',
      'auw',
      'bleialf',
      'winterspelt',
      'steinebruck',
      'heuem',
      'prumerberg',
      'wallerode',
      'born',
      'recht',
      'poteau',
      'vielsalm',
      'beho',
      'gouvy',
      'burg-reuland',
      'lommersweiler',
      'ouren',
      'manderfeld',
      'losheim',
      'schnee-eifel',
    ])
      expect(areaIds).toContain(id);
  });

  it('draws every area inside the printed map', () => {
    const heightMm = sizeToMm(map.printedSize.height) ?? Number.NaN;
    for (const a of map.areas) {
      expect(a.position, a.id).toBeDefined();
      const [x, y] = a.position!;
      expect(x > 0 && x < widthMm && y > 0 && y < heightMm, a.id).toBe(true);
    }
  });

  it('has exactly four German supply roads, each from a German start area on the east edge (rules 4)', () => {
    const supply = map.areas.filter((a) => a.supplyFor === 'german');
    expect(supply).toHaveLength(4);
    for (const a of supply) {
      expect(a.startFor, a.id).toBe('german');
      expect(a.position![0], `${a.id} lies on the east side`).toBeGreaterThan(widthMm * 0.8);
    }
    // every German start area is east of St. Vith, and every other area starts under US control (rules 1)
    const stVithX = byId.get('st-vith')!.position![0];
    for (const a of map.areas) {
      if (a.startFor === 'german') expect(a.position![0]).toBeGreaterThan(stVithX);
      else expect(a.control, a.id).toBe('us');
    }
  });

  it('gives the US supply on other roads off the map, and none on the east side (rules 4, 8)', () => {
    const us = map.areas.filter((a) => a.supplyFor === 'us');
    expect(us.length).toBeGreaterThanOrEqual(3);
    for (const a of us) {
      expect(a.entryFor, a.id).toContain('us');
      expect(a.startFor).toBeUndefined();
    }
    // the supply chart lists the same sources as the map
    const supply = chart('supply', 'table');
    const row = (name: string) => String(supply.rows.find((r) => r[0] === name)?.[1]);
    for (const a of us) expect(row('US sources'), a.name).toContain(a.name);
    for (const a of map.areas.filter((x) => x.supplyFor === 'german'))
      expect(row('German sources'), a.name).toContain(a.name);
  });

  it('joins St. Vith by road to the German start line (rules 1 victory condition)', () => {
    const roads = map.connections.filter((c) => c.kind === 'road' || c.kind === 'bridge');
    const seen = new Set(['st-vith']);
    const queue = ['st-vith'];
    while (queue.length) {
      const here = queue.shift()!;
      for (const c of roads) {
        if (!c.between.includes(here)) continue;
        const next = c.between[0] === here ? c.between[1] : c.between[0];
        if (!seen.has(next)) seen.add(next), queue.push(next);
      }
    }
    const startLine = map.areas.filter((a) => a.startFor === 'german').map((a) => a.id);
    expect(startLine.filter((id) => seen.has(id)).length).toBeGreaterThan(0);
    // St. Vith is a road hub: at least five roads leave it (history: six roads)
    expect(roads.filter((c) => c.between.includes('st-vith')).length).toBeGreaterThanOrEqual(5);
  });

  it('puts the Our bridges at Schönberg, Andler, Steinebrück and Ouren, each on an Our border', () => {
    const our = map.rivers.find((r) => r.id === 'our')!;
    const key = (p: readonly string[]) => [...p].sort().join('|');
    const borders = new Set(our.borders.map(key));
    const bridges = map.connections.filter((c) => c.kind === 'bridge');
    for (const place of ['schonberg', 'andler', 'steinebruck', 'ouren'])
      expect(
        bridges.some((b) => b.between.includes(place)),
        place,
      ).toBe(true);
    for (const b of bridges) {
      expect(b.river).toBe('our');
      expect(borders.has(key(b.between))).toBe(true);
    }
    // every Our border is crossed by a bridge or a river crossing, never by a plain road
    for (const c of map.connections)
      if (borders.has(key(c.between))) expect(['bridge', 'river-crossing']).toContain(c.kind);
  });
});

describe('Death of a Division: order of battle', () => {
  const has = (u: (typeof s.units)[number], a: string) => u.abilities.includes(a);

  it('measures units by strength, with a road-march limit that matches rules 5 and 7', () => {
    for (const u of s.units) {
      expect(u.factors.kind, u.id).toBe('strength');
      if (u.factors.kind !== 'strength') continue;
      expect(u.factors.strength, u.id).toBeGreaterThan(0);
      let expected: number;
      if (u.side === 'us') expected = 4;
      else if (has(u, 'artillery')) expected = u.type === 'self-propelled-artillery' ? 3 : 2;
      else expected = has(u, 'armour') ? 3 : 2;
      expect(u.factors.move, u.id).toBe(expected);
      expect(has(u, 'road-march'), u.id).toBe(true);
    }
  });

  it('types artillery, armour and infantry consistently with their abilities', () => {
    for (const u of s.units) {
      const arty = u.type === 'artillery' || u.type === 'self-propelled-artillery';
      expect(has(u, 'artillery'), u.id).toBe(arty);
      expect(u.sidc.slice(4, 7) === 'UCF', u.id).toBe(arty);
      if (['armour', 'assault-gun', 'mechanized', 'panzergrenadier'].includes(u.type))
        expect(has(u, 'armour'), u.id).toBe(true);
      if (u.type === 'infantry') expect(has(u, 'armour'), u.id).toBe(false);
      // only non-artillery units can dig in (rules 10)
      expect(has(u, 'fortified'), u.id).toBe(!arty);
      expect(u.sidc[1], u.id).toBe(u.side === 'us' ? 'F' : 'H');
    }
  });

  it('holds the named regiments and artillery of both sides', () => {
    const ids = s.units.map((u) => u.id);
    for (const id of [
      'us-422-inf',
      'us-423-inf',
      'us-424-inf',
      'us-589-fa',
      'us-590-fa',
      'us-591-fa',
      'us-592-fa',
      'us-112-inf',
      'de-293-vgr',
      'de-294-vgr',
      'de-295-vgr',
      'de-164-vgr',
      'de-183-vgr',
      'de-190-vgr',
      'de-lxvi-arty',
    ])
      expect(ids).toContain(id);
  });

  it('sets up every unit in a legal area, with reinforcements inside turns 1-10 on their entry areas (rules 8)', () => {
    const byId = new Map(map.areas.map((a) => [a.id, a]));
    for (const u of s.units) {
      expect(u.setup, u.id).toBeDefined();
      const area = byId.get(u.setup!.location)!;
      if (u.setup!.turn !== undefined) {
        expect(u.setup!.turn, u.id).toBeGreaterThanOrEqual(1);
        expect(u.setup!.turn, u.id).toBeLessThanOrEqual(10);
        if (u.side === 'german') expect(area.startFor, u.id).toBe('german');
        else expect(area.entryFor, u.id).toContain('us');
      } else if (u.side === 'german') expect(area.startFor, u.id).toBe('german');
      else expect(area.control, u.id).toBe('us');
    }
  });

  it('starts no more than three units in any area (rules 5)', () => {
    const count = new Map<string, number>();
    for (const u of s.units)
      if (u.setup && u.setup.turn === undefined) count.set(u.setup.location, (count.get(u.setup.location) ?? 0) + 1);
    for (const [area, n] of count) expect(n, area).toBeLessThanOrEqual(3);
    // and no turn brings more than three arrivals to one entry area
    const arrivals = new Map<string, number>();
    for (const u of s.units)
      if (u.setup?.turn) {
        const k = `${u.setup.turn}@${u.setup.location}`;
        arrivals.set(k, (arrivals.get(k) ?? 0) + 1);
      }
    for (const [k, n] of arrivals) expect(n, k).toBeLessThanOrEqual(3);
  });

  it('gives every unit exactly one roster entry for 15mm figures', () => {
    expect(s.rosters?.scale).toBe('15mm');
    const entries = s.rosters!.entries.map((e) => e.unit).sort();
    expect(entries).toEqual(s.units.map((u) => u.id).sort());
    for (const e of s.rosters!.entries) {
      const u = s.units.find((x) => x.id === e.unit)!;
      if (u.type === 'artillery') expect(e.guns, e.unit).toBeGreaterThan(0);
      if (u.type === 'armour' || u.type === 'assault-gun') expect(e.vehicles, e.unit).toBeGreaterThan(0);
    }
  });
});
