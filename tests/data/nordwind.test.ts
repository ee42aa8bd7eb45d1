import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import type { Crt } from '../../src/model/schema/charts.js';
import type { AreaMap } from '../../src/model/schema/map.js';

const s = loadScenario('data/nordwind');
const crt = (id: string) => {
  const c = s.charts.find((x) => x.id === id);
  if (c?.kind !== 'crt') throw new Error(`no CRT ${id}`);
  return c as Crt;
};
const cell = (id: string, column: string, roll: string) => {
  const c = crt(id);
  const col = c.columns.indexOf(column);
  const row = c.rows.find((r) => String(r.roll) === roll);
  if (col < 0 || !row) throw new Error(`no cell ${column} / ${roll} in ${id}`);
  return row.results[col];
};
const map = s.map as AreaMap;
const area = (id: string) => map.areas.find((a) => a.id === id)!;

describe('Nordwind cards (rules B, F)', () => {
  const deck = s.cards!;

  it('the deck holds 105 cards', () => {
    expect(deck.deck.size).toBe(105);
    expect(deck.cards.reduce((n, c) => n + c.count, 0)).toBe(105);
  });

  it('has every card type the rules describe, with movement values 1, 2 and 3', () => {
    const types = new Set(deck.cards.map((c) => c.type));
    for (const t of [
      'movement',
      'strategic-movement',
      'air-support',
      'artillery-support',
      'heroic-stand',
      'military-intel',
      'reserves-released',
      'snowstorm',
      'withdraw',
    ])
      expect(types, t).toContain(t);
    const values = deck.cards
      .filter((c) => c.type === 'movement')
      .map((c) => c.value)
      .sort();
    expect(values).toEqual([1, 2, 3]);
  });

  it('gives the Allies many air cards and the Germans only a few (designer notes)', () => {
    const air = (side: string) =>
      deck.cards.filter((c) => c.type === 'air-support' && c.sides.includes(side)).reduce((n, c) => n + c.count, 0);
    expect(air('german')).toBeGreaterThan(0);
    expect(air('allied')).toBeGreaterThanOrEqual(3 * air('german'));
  });

  const hand = (side: string, date: string) => {
    const hits = deck.handSizes.filter((h) => h.side === side && h.from <= date && date <= (h.to ?? '9999'));
    expect(hits, `${side} ${date}`).toHaveLength(1);
    return hits[0].size;
  };

  it('hand sizes follow the chart in section F', () => {
    expect(hand('german', '1944-12-31')).toBe(10);
    expect(hand('german', '1945-01-01')).toBe(7);
    expect(hand('german', '1945-01-10')).toBe(7);
    expect(hand('german', '1945-01-11')).toBe(6);
    expect(hand('german', '1945-01-20')).toBe(6);
    expect(hand('allied', '1944-12-31')).toBe(7);
    expect(hand('allied', '1945-01-08')).toBe(8);
    expect(hand('allied', '1945-01-09')).toBe(9);
    expect(hand('allied', '1945-01-20')).toBe(9);
  });

  it('every day of the game has exactly one hand size per side', () => {
    for (let d = 0; d < 21; d++) {
      const date = new Date(Date.UTC(1944, 11, 31 + d)).toISOString().slice(0, 10);
      hand('german', date);
      hand('allied', date);
    }
  });

  it("section H's refill to eight is an option beside the chart's seven", () => {
    const o = s.game.options.find((x) => x.id === 'german-hand-after-first-turn')!;
    expect(o.choices.map((c) => c.id)).toEqual(expect.arrayContaining(['chart-seven', 'eight-then-chart']));
    expect(o.choices.some((c) => 'rules' in c.provenance && c.provenance.rules.includes('H'))).toBe(true);
    expect(o.choices.map((c) => c.id)).toContain(o.default);
  });
});

describe('Nordwind combat results tables (rules CRT, L)', () => {
  const columns = ['<-5', '-4', '-3', '-2', '-1', '0', '+1', '+2', '+3', '+4', '+5 >'];
  const rolls = ['-4 (or less)', '-3', '-2', '-1', ...Array.from({ length: 16 }, (_, i) => String(i)), '16+'];

  it.each(['forest', 'mountain'])('%s has the printed 11 columns and 21 rows', (id) => {
    const c = crt(id);
    expect(c.method).toBe('differential');
    expect(c.dice).toBe('2d6');
    expect(c.columns).toEqual(columns);
    expect(c.rows.map((r) => String(r.roll))).toEqual(rolls);
    for (const r of c.rows) expect(r.results).toHaveLength(11);
  });

  it('the worked example in section L reads D1 on the forest table', () => {
    const c = crt('forest');
    const mod = (id: string) => c.modifiers.find((m) => m.id === id)!;
    // 4 German units (1 armour) attack 2 Allied units (1 armour) in a green area of defence 1.
    let column = 4 - 2;
    column += 2 * mod('attacker-support-card').shift!; // two air cards
    column += mod('defender-support-card').shift!; // one artillery card
    column += mod('attacker-armour').shift! + mod('defender-armour').shift!;
    expect(column).toBe(3);
    const roll = 8 + mod('attacking-armour-unit').drm! + mod('defending-armour-unit').drm! + mod('area-defence-1').drm!;
    expect(roll).toBe(7);
    expect(cell('forest', '+3', '7')).toBe('D1');
  });

  it('spot checks match the printed tables', () => {
    expect(cell('mountain', '<-5', '-4 (or less)')).toBe('AE');
    expect(cell('mountain', '+5 >', '-4 (or less)')).toBe('A2');
    expect(cell('forest', '+5 >', '16+')).toBe('DE');
    expect(cell('forest', '<-5', '16+')).toBe('D2');
    expect(cell('mountain', '+5 >', '16+')).toBe('DE');
    expect(cell('mountain', '-3', '16+')).toBe('DE1');
    expect(cell('forest', '+5 >', '0')).toBe('E');
    expect(cell('forest', '0', '-1')).toBe('A2');
    expect(cell('forest', '<-5', '13')).toBe('D1');
    expect(cell('mountain', '-4', '7')).toBe('E');
    expect(cell('mountain', '0', '15')).toBe('DE1');
    expect(cell('mountain', '+3', '10')).toBe('D2');
    expect(cell('forest', '+4', '8')).toBe('D2');
    expect(cell('mountain', '+2', '-2')).toBe('A2');
  });

  it('the two tables differ where the printed tables differ', () => {
    expect(cell('forest', '-4', '-4 (or less)')).toBe('AE');
    expect(cell('mountain', '-4', '-4 (or less)')).toBe('AE2');
  });

  it('explains every result code the rules list', () => {
    for (const id of ['forest', 'mountain'])
      expect(
        crt(id)
          .results.map((r) => r.code)
          .sort(),
      ).toEqual(['A1', 'A2', 'AE', 'AE1', 'AE2', 'D1', 'D2', 'DE', 'DE1', 'DE2', 'E']);
  });
});

describe('Nordwind map (rules D, E, I)', () => {
  const neighbours = (id: string) =>
    map.connections
      .filter((c) => c.between.includes(id))
      .map((c) => (c.between[0] === id ? c.between[1] : c.between[0]));
  const reachable = (from: string) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length) for (const n of neighbours(todo.pop()!)) if (!seen.has(n)) seen.add(n), todo.push(n);
    return seen;
  };
  const germanStarts = map.areas.filter((a) => a.startFor === 'german');

  it('has lettered German start areas A to E, held by the Germans', () => {
    expect(germanStarts.map((a) => a.name[0]).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    for (const a of germanStarts) expect(a.control).toBe('german');
  });

  it('starts every operational area under Allied control', () => {
    for (const a of map.areas.filter((x) => x.zone === 'operational')) expect(a.control, a.id).toBe('allied');
  });

  it('Strasbourg is a strategic area the Germans can reach from every start area', () => {
    expect(area('strasbourg').zone).toBe('strategic');
    expect(area('strasbourg').control).toBe('allied');
    for (const a of germanStarts) expect(reachable(a.id), a.id).toContain('strasbourg');
  });

  it('German units can walk from start area C to the south edge exit through the operational zone', () => {
    const ops = new Set(map.areas.filter((a) => a.zone === 'operational').map((a) => a.id));
    const onlyOps = (from: string, to: string) => {
      const seen = new Set([from]);
      const todo = [from];
      while (todo.length) {
        const cur = todo.pop()!;
        for (const n of neighbours(cur)) if (!seen.has(n) && (ops.has(n) || n === to)) seen.add(n), todo.push(n);
      }
      return seen.has(to);
    };
    expect(onlyOps('start-c', 'saverne-gap')).toBe(true);
    expect(neighbours('saverne-gap')).toContain('south-exit');
  });

  it('uses only brown (mountain) and green (forest) areas with defence 1 or 2 in the operational zone', () => {
    for (const a of map.areas.filter((x) => x.zone === 'operational')) {
      expect(['mountain', 'forest'], a.id).toContain(a.terrain);
      expect([1, 2], a.id).toContain(a.defence);
    }
  });

  it('two-terrain areas read differently from the north and the south', () => {
    const two = map.areas.filter((a) => a.approaches.length);
    expect(two.length).toBeGreaterThan(0);
    for (const a of two) {
      expect(a.approaches.map((x) => x.from).sort(), a.id).toEqual(['north', 'south']);
      expect(new Set(a.approaches.map((x) => `${x.terrain}/${x.defence}`)).size, a.id).toBe(2);
    }
  });

  it('has enough scoring towns for the 16-point overwhelming band to be reachable', () => {
    const towns = map.areas.filter((a) => a.town);
    expect(towns.length).toBeGreaterThanOrEqual(16);
    for (const t of towns) {
      expect(t.zone, t.id).toBe('operational');
      expect(t.victoryPoints, t.id).toBe(1);
    }
  });

  it('joins areas with the right kind of link: roads and trails inside, black lines outside, arrows between', () => {
    const zone = (id: string) => area(id).zone;
    for (const c of map.connections) {
      const zs = c.between.map(zone).sort().join('/');
      if (c.kind === 'road' || c.kind === 'trail') expect(zs, c.between.join('-')).toBe('operational/operational');
      else if (c.kind === 'strategic') expect(zs, c.between.join('-')).toBe('strategic/strategic');
      else expect(c.kind === 'entry' && zs, c.between.join('-')).toBe('operational/strategic');
    }
  });

  it('has the boxes the rules name', () => {
    const kinds = map.boxes.map((b) => `${b.kind}:${b.for ?? ''}`);
    for (const k of [
      'turn-track:',
      'reserve:german',
      'reserve:allied',
      'battle-board:',
      'eliminated:german',
      'eliminated:allied',
    ])
      expect(kinds).toContain(k);
  });
});

describe('Nordwind counters (rules C, G, M)', () => {
  it('every unit has a strength of one', () => {
    for (const u of s.units) expect(u.factors, u.id).toMatchObject({ kind: 'strength', strength: 1 });
  });

  it('armour is flagged both by type and by the armour ability', () => {
    for (const u of s.units) expect(u.abilities.includes('armour'), u.id).toBe(u.type === 'armour');
    expect(s.units.filter((u) => u.type === 'armour' && u.side === 'german').length).toBeGreaterThan(0);
    expect(s.units.filter((u) => u.type === 'armour' && u.side === 'allied').length).toBeGreaterThan(0);
  });

  it('only the 11th and 12th SS Mountain regiments may infiltrate mountain areas', () => {
    const inf = s.units.filter((u) => u.abilities.includes('mountain-infiltration'));
    expect(inf.map((u) => u.designation).sort()).toEqual(['11', '12']);
    for (const u of inf) expect(u.formation).toBe('ss-6-mtn');
  });

  it('the 269th has the 469th, 489th and 490th regiments, all in play before turn 18', () => {
    const r = s.units.filter((u) => u.formation === 'vgd-269');
    expect(r.map((u) => u.designation).sort()).toEqual(['469', '489', '490']);
    for (const u of r) expect(u.setup?.turn ?? 1).toBeLessThan(18);
    const t18 = s.charts.find((c) => c.id === 'turn-track');
    expect(t18?.kind === 'turn-track' && t18.turns[17].events.join(' ')).toMatch(/269th/);
  });

  it('SIDCs mark friend or hostile by side and carry the echelon', () => {
    const ech: Record<string, string> = { battalion: 'F', regiment: 'G', brigade: 'H', division: 'I' };
    for (const u of s.units) {
      expect(u.sidc[1], u.id).toBe(u.side === 'allied' ? 'F' : 'H');
      expect(u.sidc[11], u.id).toBe(ech[u.echelon]);
    }
  });

  it('every arrival and reserve has a place and a day inside the game', () => {
    for (const u of s.units) {
      expect(u.setup, u.id).toBeDefined();
      if (u.reserve) expect(u.setup?.turn, u.id).toBeGreaterThan(1);
      if (u.setup?.turn) expect(u.setup.turn, u.id).toBeLessThanOrEqual(21);
    }
    expect(s.units.filter((u) => u.reserve?.box === 'german-reserve').length).toBeGreaterThan(0);
    expect(s.units.filter((u) => u.reserve?.box === 'allied-reserve').length).toBeGreaterThan(0);
  });

  it('has the five kinds of marker from section C', () => {
    expect(s.markers.map((m) => m.id).sort()).toEqual(['combat', 'engaged', 'german-control', 'turn', 'weather']);
  });
});

describe('Nordwind turns and victory (rules I, J, K, M)', () => {
  const track = s.charts.find((c) => c.id === 'turn-track');
  const turns = track?.kind === 'turn-track' ? track.turns : [];

  it('runs 21 daily turns from Dec 31, 1944 to Jan 20, 1945', () => {
    expect(turns).toHaveLength(21);
    expect(turns[0].label).toBe('Dec 31, 1944');
    expect(turns[20].label).toBe('Jan 20, 1945');
    expect(turns[17].label).toBe('Jan 17, 1945');
  });

  it('starts replacements on the January 10 turn', () => {
    const first = turns.findIndex((t) => t.events.some((e) => /replacement/i.test(e)));
    expect(turns[first].label).toBe('Jan 10, 1945');
  });

  it('scores towns with the 0–8 / 9–15 / 16+ bands', () => {
    const v = s.charts.find((c) => c.id === 'victory');
    if (v?.kind !== 'victory') throw new Error('no victory chart');
    expect(v.points.find((p) => p.id === 'town')?.value).toBe(1);
    const band = (r: string) => v.levels.find((l) => l.range === r)?.result;
    expect(band('town difference 0–8')).toBe('Draw');
    expect(band('town difference 9–15')).toBe('Marginal victory');
    expect(band('town difference 16+')).toBe('Overwhelming victory');
  });

  it('puts exactly nine exits under an option, defaulting to marginal', () => {
    const o = s.game.options.find((x) => x.id === 'exactly-nine-exits')!;
    expect(o.choices.map((c) => c.id).sort()).toEqual(['marginal', 'none', 'overwhelming']);
    expect(o.default).toBe('marginal');
  });
});
