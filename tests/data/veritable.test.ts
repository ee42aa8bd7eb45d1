import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import type { HexMap } from '../../src/model/schema/map.js';
import type { Chart } from '../../src/model/schema/charts.js';
import type { Unit } from '../../src/model/schema/units.js';
import { parseRollLabel } from '../../src/model/roll-range.js';
import { hexGrid, expandCells } from '../../src/geometry/grid.js';
import { oddsColumnIndex } from '../../src/assist/crt/odds-column.js';

const s = loadScenario('data/veritable');
const map = s.map as HexMap;
const grid = hexGrid(map);

const chart = <K extends Chart['kind']>(id: string, kind: K) => {
  const c = s.charts.find((x) => x.id === id);
  expect(c, `chart ${id}`).toBeDefined();
  expect(c!.kind).toBe(kind);
  return c as Extract<Chart, { kind: K }>;
};
const rowFor = <R extends { roll: string | number }>(rows: R[], roll: number): R => {
  const hits = rows.filter((r) => {
    const range = parseRollLabel(r.roll)!;
    return roll >= range.min && roll <= range.max;
  });
  expect(hits, `rows for a roll of ${roll}`).toHaveLength(1);
  return hits[0];
};
const unit = (id: string): Unit => {
  const u = s.units.find((x) => x.id === id);
  expect(u, `unit ${id}`).toBeDefined();
  return u!;
};
const combat = (u: Unit) => (u.factors.kind === 'combat-move' ? u.factors.combat : NaN);
const highestFactor = (u: Unit) => {
  const f = u.factors;
  if (f.kind === 'combat-move') return f.combat;
  if (f.kind === 'attack-defence-move') return Math.max(f.attack, f.defence);
  if (f.kind === 'shift-move') return 5; // 8.2: the 79th reads as 5 for retreats
  return NaN;
};
const byFormation = (formation: string) => s.units.filter((u) => u.formation === formation);
const terrainOf = (label: string) => {
  const cell = grid.parse(label)!;
  for (const [t, list] of Object.entries(map.terrain.cells))
    if (expandCells(list, grid).cells.some((c) => c.col === cell.col && c.row === cell.row)) return t;
  return map.terrain.default;
};
const sameHex = (a: string, b: string) => grid.label(grid.parse(a)!) === grid.label(grid.parse(b)!);
const hexside = (a: string, b: string, feature: string) =>
  map.hexsides.some(
    (h) =>
      h.feature === feature &&
      ((sameHex(h.between[0], a) && sameHex(h.between[1], b)) ||
        (sameHex(h.between[0], b) && sameHex(h.between[1], a))),
  );
const terrainRow = (id: string) => chart('terrain-effects', 'terrain-effects').rows.find((r) => r.terrain === id)!;
const retreatPasses = (modifiedRoll: number, factor: number) =>
  Number(rowFor(chart('retreat', 'die-table').rows, modifiedRoll).effects.passesIfFactorAtLeast) <= factor;

describe('Operation: Veritable: components', () => {
  it('has exactly the 52 counters of 2.2, units and markers together', () => {
    const total = s.units.reduce((n, u) => n + u.count, 0) + s.markers.reduce((n, m) => n + m.count, 0);
    expect(s.pieceCount).toBe(52);
    expect(total).toBe(52);
  });

  it('has 4 air units (5.0), the Luftwaffe Surge among them (5.1)', () => {
    const air = s.markers.filter((m) => m.id === 'raf' || m.id === 'luftwaffe-surge').reduce((n, m) => n + m.count, 0);
    expect(air).toBe(4);
    expect(s.markers.find((m) => m.id === 'luftwaffe-surge')!.side).toBe('german');
  });

  it('has a two-sided turn marker (Russian 2.2) that starts on the turn record track (3.0)', () => {
    const turn = s.markers.find((m) => m.id === 'turn')!;
    expect(turn.backText).toBeTruthy();
    expect(turn.setup?.location).toBe('turn-track');
  });

  it('gives the 79th Armoured three units with a shift and a move of 5 and no combat factor (8.2)', () => {
    const armd = byFormation('79th-armoured');
    expect(armd).toHaveLength(3);
    for (const u of armd) {
      expect(u.factors).toMatchObject({ kind: 'shift-move', shift: 1, move: 5 });
      expect(u.abilities).toContain('armour-shift');
    }
  });

  it(
    'gives the anti-tank ability to the 3 AT batteries, ' + 'the assault gun battalion and the Panzer regiment (8.3)',
    () => {
      const at = s.units.filter((u) => u.abilities.includes('anti-tank'));
      expect(at.map((u) => u.type).sort()).toEqual(['anti-tank', 'anti-tank', 'anti-tank', 'armour', 'assault-gun']);
      for (const u of at.filter((x) => x.type === 'anti-tank')) expect(u.factors).toMatchObject({ attack: 0 });
    },
  );

  it('puts the 116th Panzer, 15th PzGren, 43rd Wessex and 79th Armoured in the strategic reserves (10.1, 10.2)', () => {
    for (const f of ['116th-panzer', '15th-panzergrenadier'])
      for (const u of byFormation(f)) expect(u.reserve?.box, u.id).toBe('german-reserve');
    for (const f of ['43rd-wessex', '79th-armoured'])
      for (const u of byFormation(f)) expect(u.reserve?.box, u.id).toBe('allied-reserve');
    for (const u of [...byFormation('7th-parachute'), unit('kg-katzmann')])
      expect(u.setup?.location).toBe('cleve-or-goch');
    expect(byFormation('7th-parachute')).toHaveLength(2);
  });

  it('uses the ability ids the assist relies on', () => {
    expect(s.game.abilities.map((a) => a.id).sort()).toEqual([
      'amphibious',
      'anti-tank',
      'armour-shift',
      'kampfgruppe',
      'outpost',
      'stacks-free',
    ]);
  });
});

describe('Operation: Veritable: the Hekken example (6.5)', () => {
  const attackers = [...byFormation('53rd-welsh'), ...byFormation('15th-scottish')];
  const regiment84 = byFormation('84th-infantry').find((u) => u.type === 'infantry')!;
  const flak = unit('flak-1');

  it('has three brigades each of the 53rd and the 15th, totalling 24 attack factors', () => {
    expect(byFormation('53rd-welsh')).toHaveLength(3);
    expect(byFormation('15th-scottish')).toHaveLength(3);
    expect(attackers.reduce((n, u) => n + combat(u), 0)).toBe(24);
  });

  it('defends with a 2-3-3 regiment of the 84th and the 1st flak battery (attack 0, defence 1)', () => {
    expect(regiment84.factors).toMatchObject({ kind: 'attack-defence-move', attack: 2, defence: 3, move: 3 });
    expect(flak.factors).toMatchObject({ kind: 'attack-defence-move', attack: 0, defence: 1 });
  });

  it('doubles the defence in the woods of I9 to 8', () => {
    expect(terrainOf('I9')).toBe('woods');
    const mult = Number(terrainRow('woods').effects.defenceMultiplier);
    const defence =
      (regiment84.factors.kind === 'attack-defence-move' ? regiment84.factors.defence : NaN) +
      (flak.factors.kind === 'attack-defence-move' ? flak.factors.defence : NaN);
    expect(defence * mult).toBe(8);
  });

  it('reads 24 to 8 as 3-1, two net columns left as 1-1, and a 3 there as 1/1', () => {
    const crt = chart('crt', 'crt');
    const { index } = oddsColumnIndex(24, 8, crt.columns);
    expect(crt.columns[index]).toBe('3-1');
    // 1R for the 79th, 1L Siegfried Line, 1L flak cancelling the 79th, 1L Luftwaffe Surge
    const shift = 1 - 1 - 1 - 1;
    expect(shift).toBe(-2);
    expect(crt.columns[index + shift]).toBe('1-1');
    expect(rowFor(crt.rows, 3).results[index + shift]).toBe('1/1');
  });

  it('lists the modifiers the example applies: Siegfried Line 1L, 79th 1R, air 1 column, Attack/Move 1R', () => {
    const mods = Object.fromEntries(chart('crt', 'crt').modifiers.map((m) => [m.id, m.shift]));
    expect(mods['siegfried-line']).toBe(-1);
    expect(mods['armour-79th-attacking']).toBe(1);
    expect(mods['air-defender']).toBe(-1);
    expect(mods['air-attacker']).toBe(1);
    expect(mods['attack-move']).toBe(1);
  });

  it('passes the flak battery on a 1 and eliminates the 84th regiment on a 5', () => {
    expect(retreatPasses(1, highestFactor(flak))).toBe(true);
    expect(retreatPasses(5, highestFactor(regiment84))).toBe(false);
  });

  it('eliminates a 15th brigade of combat 5 on a 5 plus 1 for the flak battery', () => {
    const fives = byFormation('15th-scottish').filter((u) => combat(u) === 5);
    expect(fives.length).toBeGreaterThanOrEqual(1);
    expect(retreatPasses(5 + 1, 5)).toBe(false);
  });

  it('lets every 53rd brigade pass the modified rolls 2, 3 and 4 in some order', () => {
    const factors = byFormation('53rd-welsh')
      .map(combat)
      .sort((a, b) => a - b);
    [2, 3, 4].forEach((roll, i) =>
      expect(retreatPasses(roll, factors[i]), `roll ${roll} against ${factors[i]}`).toBe(true),
    );
  });
});

describe('Operation: Veritable: map', () => {
  it('is an 8 by 11 inch hex map (2.1)', () => {
    expect(map.kind).toBe('hex');
    expect([map.printedSize.width, map.printedSize.height].sort()).toEqual(['11in', '8in']);
  });

  it('names I9 Hekken, in woods, with Siegfried Line hexsides to H8 and H9 (6.5)', () => {
    expect(map.places.find((p) => sameHex(p.at, 'I9'))?.name).toBe('Hekken');
    expect(grid.adjacent(grid.parse('H8')!, grid.parse('I9')!)).toBe(true);
    expect(grid.adjacent(grid.parse('H9')!, grid.parse('I9')!)).toBe(true);
    expect(hexside('H8', 'I9', 'siegfried-line')).toBe(true);
    expect(hexside('H9', 'I9', 'siegfried-line')).toBe(true);
    expect(terrainOf('H8')).not.toBe('flooded');
    expect(terrainOf('H9')).not.toBe('flooded');
  });

  it('has no river or canal between the Hekken attackers and I9, so they are not halved', () => {
    for (const from of ['H8', 'H9'])
      for (const f of ['river', 'canal', 'major-river']) expect(hexside(from, 'I9', f)).toBe(false);
  });

  it('draws the front line as F3..F9, which the Russian copy numbers 0603..0609 (8.4)', () => {
    const front = map.lines.find((l) => l.id === 'front-line')!;
    expect(front.style).toBe('front-line');
    const cells = expandCells(front.cells, grid).cells;
    expect(cells.map((c) => grid.label(c))).toEqual(['F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9']);
    expect(cells.map((c) => grid.labelIn(c, 'russian-copy'))).toEqual([
      '0603',
      '0604',
      '0605',
      '0606',
      '0607',
      '0608',
      '0609',
    ]);
  });

  it('reads both numberings: I9 is 0909, F3 is 0603', () => {
    expect(grid.label(grid.parse('0909')!)).toBe('I9');
    expect(grid.labelIn(grid.parse('I9')!, 'russian-copy')).toBe('0909');
    expect(sameHex('F3', '0603')).toBe(true);
  });

  it('has Cleve and Goch as town hexes (7.0, 9.1)', () => {
    for (const name of ['Cleve', 'Goch']) {
      const p = map.places.find((x) => x.name === name)!;
      expect(p, name).toBeDefined();
      expect(terrainOf(p.at)).toBe('town');
    }
  });

  it(
    'supplies the Allies from the west edge and the Germans from the east, ' +
      'with road-hex entries and an Allied east exit (7.0, 8.1, 9.1)',
    () => {
      const edge = (side: string, role: string, f: string) =>
        map.edges.find((e) => e.side === side && e.roles.includes(role as 'supply') && e.for === f);
      expect(edge('west', 'supply', 'allied')).toBeDefined();
      expect(edge('east', 'supply', 'german')).toBeDefined();
      expect(edge('east', 'exit', 'allied')).toBeDefined();
      for (const [side, f] of [
        ['west', 'allied'],
        ['east', 'german'],
      ]) {
        const entry = edge(side, 'entry', f)!;
        expect(entry.cells?.length).toBeGreaterThan(0);
        for (const c of entry.cells!)
          expect(
            map.roads.some((r) => r.cells.some((x) => sameHex(x, c))),
            `${c} is a road hex`,
          ).toBe(true);
      }
    },
  );

  it('puts the whole front line between the two set-up zones', () => {
    const zone = (id: string) =>
      new Set(expandCells(map.zones.find((z) => z.id === id)!.cells!, grid).cells.map((c) => grid.label(c)));
    const east = zone('east-of-front');
    const west = zone('west-of-front');
    for (const l of ['F3', 'F4', 'F5', 'F6', 'F7', 'F8', 'F9']) {
      expect(east.has(l)).toBe(false);
      expect(west.has(l)).toBe(false);
    }
    expect(east.has('I9')).toBe(true);
    expect(west.has('E6')).toBe(true);
  });

  it('forbids attacks across the major river (Russian 6.5.1)', () => {
    expect(terrainRow('major-river').effects.attackProhibited).toBe(true);
    expect(map.hexsides.some((h) => h.feature === 'major-river')).toBe(true);
  });
});

describe('Operation: Veritable: charts', () => {
  it('covers every roll of 1..6 on the air power table, with numeric Allied and German air units', () => {
    const air = chart('air-power', 'die-table');
    for (let roll = 1; roll <= 6; roll++) {
      const row = rowFor(air.rows, roll);
      expect(typeof row.effects.allied).toBe('number');
      expect(typeof row.effects.german).toBe('number');
    }
    // 5.1: the Surge can only come on a 5 or a 6
    for (const roll of [1, 2, 3, 4]) expect(rowFor(air.rows, roll).effects.german).toBe(0);
    for (const roll of [5, 6]) expect(rowFor(air.rows, roll).effects.german).toBe(1);
  });

  it('has the odds columns 1-3 to 6-1 and the result codes of the Russian 6.5.2', () => {
    const crt = chart('crt', 'crt');
    expect(crt.columns[0]).toBe('1-3');
    expect(crt.columns[crt.columns.length - 1]).toBe('6-1');
    expect([...new Set(crt.results.map((r) => r.code))].sort()).toEqual(['-', '1', '2', 'E']);
    expect(crt.split).toBe('/');
  });

  it('scores the victory points of the Russian 9.1', () => {
    const v = chart('victory', 'victory');
    const pts = Object.fromEntries(v.points.map((p) => [p.id, p.value]));
    expect(pts).toEqual({
      cleve: 1,
      goch: 1,
      'german-reserve': 1,
      'allied-eliminated': -1,
      'allied-out-of-supply': -0.5,
      'allied-exited': 1,
      'allied-reserve-unused': 2,
    });
  });

  it('has the three victory levels of the Russian 9.2: 1 or less, 2-4, 5 or more', () => {
    const v = chart('victory', 'victory');
    expect(v.levels.map((l) => l.range)).toEqual(['1 or less', '2-4', '5 or more']);
    expect(v.levels.map((l) => l.result)).toEqual(['German victory', 'Draw', 'Major Allied victory']);
  });

  it('runs seven two-day turns from Feb 8/9, with an eighth only for optional 11.3', () => {
    const t = chart('turn-track', 'turn-track');
    expect(t.turns[0].label).toBe('Feb 8/9');
    expect(t.turns[6].label).toBe('Feb 20/21');
    expect(t.turns).toHaveLength(8);
    expect(t.turns[7].events.join(' ')).toMatch(/11\.3/);
  });

  it('releases a German reserve unit on turn 3 only on a 1 or 2, and never on a 6 (11.2)', () => {
    const f = chart('fuhrer', 'die-table');
    const turn3 = f.columns.indexOf('Turn 3');
    expect([1, 2, 3, 4, 5, 6].map((r) => rowFor(f.rows, r).results[turn3])).toEqual([
      'released',
      'released',
      'held',
      'held',
      'held',
      'never',
    ]);
    expect(rowFor(f.rows, 6).results.every((x) => x === 'never')).toBe(true);
  });
});

describe('Operation: Veritable: options', () => {
  it('offers both readings of an attacker numeric result, defaulting to the worked example', () => {
    const o = s.game.options.find((x) => x.id === 'attacker-result')!;
    expect(o.choices.map((c) => c.id).sort()).toEqual(['example', 'per-unit']);
    expect(o.default).toBe('example');
  });

  it('offers optional rules 11.1, 11.2, 11.3 and the 7th Para handicap as off/on switches, off by default', () => {
    for (const id of ['optional-amphibious', 'fuhrer-interference', 'extra-allied-turn', 'para-reserve-vp']) {
      const o = s.game.options.find((x) => x.id === id);
      expect(o, id).toBeDefined();
      expect(o!.choices.map((c) => c.id).sort()).toEqual(['off', 'on']);
      expect(o!.default).toBe('off');
    }
  });
});
