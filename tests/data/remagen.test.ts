import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { expandCells, squareGrid } from '../../src/geometry/grid.js';
import type { Chart } from '../../src/model/schema/charts.js';
import type { Unit } from '../../src/model/schema/units.js';
import type { SquareMap } from '../../src/model/schema/map.js';

const s = loadScenario('data/remagen');
const map = s.map as SquareMap;
const grid = squareGrid({ columns: map.columns, rows: map.rows });
const cells = (list: readonly string[]) => expandCells(list, grid).cells.map((c) => grid.label(c));
const river = new Set(cells(map.terrain.cells.river ?? []));
const terrainAt = (label: string) =>
  Object.entries(map.terrain.cells).find(([, list]) => cells(list).includes(label))?.[0] ?? map.terrain.default;

function chart<K extends Chart['kind']>(id: string, kind: K): Extract<Chart, { kind: K }> {
  const c = s.charts.find((x) => x.id === id);
  if (!c || c.kind !== kind) throw new Error(`chart ${id} of kind ${kind} missing`);
  return c as Extract<Chart, { kind: K }>;
}
const unit = (id: string): Unit => {
  const u = s.units.find((x) => x.id === id);
  if (!u) throw new Error(`unit ${id} missing`);
  return u;
};
const values = (u: Unit) => {
  if (u.factors.kind !== 'fire-combat-move') throw new Error(`${u.id} has no fire factors`);
  return u.factors;
};
const roster = (id: string) => s.rosters!.entries.find((e) => e.unit === id)!;
const zone = (id: string) => map.zones.find((z) => z.id === id)!;

const fire = chart('fire', 'table');
const fireRow = (name: string) => {
  const row = fire.rows.find((r) => r[0] === name);
  if (!row) throw new Error(`fire chart has no row ${name}`);
  return row;
};
const fireCell = (name: string, column: string) => fireRow(name)[fire.columns.indexOf(column)];

/** Which Fire Chart and movement row a unit reads, from its type (and symbol where a type has two rows). */
function chartRowOf(u: Unit): string {
  switch (u.type) {
    case 'infantry':
      return 'Infantry tray';
    case 'parachute':
      return 'Paratroop tray';
    case 'engineer':
      return 'Engineer tray';
    case 'infantry-weapons':
      return u.sidc.includes('EWXL') ? 'Bazooka (infantry weapon)' : 'Machine gun (infantry weapon)';
    case 'armoured-car':
      return 'Armored car';
    case 'half-track':
      return 'Half-track';
    case 'armour':
      return u.sidc.includes('EVATH') ? 'Heavy tank' : 'Medium tank';
    case 'anti-tank':
      return 'Anti-tank gun';
    case 'artillery':
      return 'Howitzer or heavy gun';
    case 'truck':
      return 'Truck';
    case 'amphibious':
      return u.name.includes('Buffalo') ? 'Buffalo' : 'Weasel';
    default:
      throw new Error(`no chart row for ${u.type}`);
  }
}

describe('Remagen: the fire example (Computing Hits)', () => {
  it('gives a medium tank 2 dice and an armored car 1 die, on the counters and on the Fire Chart', () => {
    expect(values(unit('us-14tk-shermans-a')).fireDice).toBe(2);
    expect(values(unit('de-11pz-pz4')).fireDice).toBe(2);
    for (const u of s.units.filter((x) => x.type === 'armoured-car')) expect(values(u).fireDice).toBe(1);
    expect(fireCell('Medium tank', 'Dice per unit')).toBe(2);
    expect(fireCell('Armored car', 'Dice per unit')).toBe(1);
  });

  it('divides by 3 at range 2 for both firers, so 13 pips make 4 hits', () => {
    expect(fireCell('Medium tank', 'Range 2')).toBe(3);
    expect(fireCell('Armored car', 'Range 2')).toBe(3);
    const dice = values(unit('us-14tk-shermans-a')).fireDice + values(unit('us-89cav-m8')).fireDice;
    expect(dice).toBe(3);
    expect(Math.floor(13 / Number(fireCell('Medium tank', 'Range 2')))).toBe(4);
  });

  it('puts 12 men in the target: 1 infantry tray, 1 weapon tray and 3 paratroop trays', () => {
    const inf = roster('us-27aib-rifles').figuresPerStand;
    const weapon = roster('us-27aib-mg').figuresPerStand;
    const para = roster('us-paratroops').figuresPerStand;
    expect([inf, weapon, para]).toEqual([3, 3, 2]);
    expect(inf + weapon + 3 * para).toBe(12);
    const hitDice = chart('hit-dice', 'table');
    const figures = Object.fromEntries(hitDice.rows.map((r) => [r[0], r[1]]));
    expect(figures.Infantry).toBe(inf);
    expect(figures.Paratroops).toBe(para);
  });

  it('kills the infantry and paratroops with 11 pips and leaves the weapon tray one man; 12 pips kill all', () => {
    const hitDice = chart('hit-dice', 'table');
    const openCol = hitDice.columns.indexOf('Pips per figure in the open');
    const coverCol = hitDice.columns.indexOf('Pips per figure under cover');
    expect(hitDice.rows.every((r) => r[openCol] === 1 && r[coverCol] === 2)).toBe(true);
    // Regular infantry and paratroops go first; the weapon cannot be hit until they are gone.
    expect(unit('us-27aib-mg').abilities).toContain('infantry-weapons-last');
    expect(unit('us-27aib-rifles').abilities).not.toContain('infantry-weapons-last');
    const survivors = (pips: number) => {
      const trays = [3, 2, 2, 2, 3]; // infantry, 3 paratroop trays, then the weapon tray
      let left = pips;
      return trays.map((men) => {
        const killed = Math.min(men, left);
        left -= killed;
        return men - killed;
      });
    };
    expect(survivors(11)).toEqual([0, 0, 0, 0, 1]);
    expect(survivors(12)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('Remagen: charts agree with the counters', () => {
  it("prints every unit's fire dice and movement factor on its chart row", () => {
    const movement = chart('movement', 'table');
    for (const u of s.units) {
      const name = chartRowOf(u);
      const fireName = ['Truck', 'Buffalo', 'Weasel'].includes(name) ? 'Truck, Buffalo, Weasel' : name;
      expect(fireCell(fireName, 'Dice per unit'), u.id).toBe(values(u).fireDice);
      const moveName = u.type === 'infantry-weapons' ? 'Infantry weapon (machine gun, bazooka)' : name;
      const row = movement.rows.find((r) => r[0] === moveName);
      expect(row?.[1], u.id).toBe(values(u).move);
    }
  });
});

describe('Remagen: sector capacity', () => {
  const capacity = chart('capacity', 'terrain-effects');
  const effects = (t: string) => capacity.rows.find((r) => r.terrain === t)!.effects;

  it('holds 6 troops, 3 weapons, 2 vehicles or 1 gun on open terrain', () => {
    for (const t of ['clear', 'woods', 'hills'])
      expect(effects(t)).toEqual({ infantry: 6, weapons: 3, vehicles: 2, artillery: 1 });
  });

  it('holds 4 troops or 2 weapons in buildings and in the House, and no vehicle in the House', () => {
    expect(effects('buildings')).toMatchObject({ infantry: 4, weapons: 2 });
    expect(effects('house')).toEqual({ infantry: 4, weapons: 2, vehicles: 0, artillery: 0 });
  });

  it('has exactly one House sector', () => {
    expect(cells(map.terrain.cells.house ?? [])).toHaveLength(1);
  });
});

describe('Remagen: the German set-up and replacements', () => {
  const setup = s.units.filter((u) => u.setup?.location === 'german-setup');
  const count = (pred: (u: Unit) => boolean) => setup.filter(pred).reduce((n, u) => n + u.count, 0);

  it('sets up 1 armored car, 2 anti-tank guns, 2 bazookas and 6 infantry trays', () => {
    expect(setup.every((u) => u.side === 'german')).toBe(true);
    expect(count((u) => u.type === 'armoured-car')).toBe(1);
    expect(count((u) => u.type === 'anti-tank')).toBe(2);
    expect(count((u) => u.type === 'infantry-weapons' && u.name.includes('azooka'))).toBe(2);
    expect(count((u) => u.type === 'infantry')).toBe(6);
    expect(count(() => true)).toBe(11);
  });

  it('sets them up in the five land sectors next to the east bridgehead', () => {
    const east = map.bridges.find((b) => b.id === 'ludendorff')!.bridgeheads[1];
    const around = grid
      .neighbours(grid.parse(east)!)
      .map((c) => grid.label(c))
      .filter((l) => !river.has(l));
    expect(around).toHaveLength(5);
    expect(cells(zone('german-setup').cells!).sort()).toEqual(around.sort());
  });

  it('fits the garrison into those five sectors under the capacity rules', () => {
    const capacity = chart('capacity', 'terrain-effects');
    const room = (terrain: string, kind: string) =>
      Number(capacity.rows.find((r) => r.terrain === terrain)!.effects[kind]);
    const kindOf = (u: Unit) =>
      u.type === 'infantry'
        ? 'infantry'
        : u.type === 'infantry-weapons'
          ? 'weapons'
          : u.type === 'anti-tank'
            ? 'artillery'
            : 'vehicles';
    // Share of an open sector each unit takes; the House takes only infantry and weapons.
    const openShare = setup.reduce((n, u) => n + u.count / room('clear', kindOf(u)), 0);
    const sectors = cells(zone('german-setup').cells!).map(terrainAt);
    expect(sectors.filter((t) => t === 'house')).toHaveLength(1);
    // Guns need two clear sectors of their own.
    expect(sectors.filter((t) => t === 'clear').length).toBeGreaterThanOrEqual(2);
    expect(openShare).toBeLessThanOrEqual(sectors.length);
  });

  it('has four replacement sectors, D18 among them, with D18 in woods (no vehicles)', () => {
    const rep = cells(zone('german-replacement').cells!);
    expect(rep).toHaveLength(4);
    expect(rep).toContain('D18');
    expect(terrainAt('D18')).toBe('woods');
    expect(rep.every((l) => !river.has(l))).toBe(true);
  });
});

describe('Remagen: bridges', () => {
  it('makes the Ludendorff Bridge two river sectors between a west and an east bridgehead', () => {
    const b = map.bridges.find((x) => x.id === 'ludendorff')!;
    expect(b.kind).toBe('railway');
    expect(b.sectors).toHaveLength(2);
    expect(b.sectors.every((l) => river.has(l))).toBe(true);
    expect(b.bridgeheads.some((l) => river.has(l))).toBe(false);
    const chain = [b.bridgeheads[0], ...b.sectors, b.bridgeheads[1]].map((l) => grid.parse(l)!);
    for (let i = 1; i < chain.length; i++) expect(grid.adjacent(chain[i - 1], chain[i])).toBe(true);
    expect(chain[3].col).toBeGreaterThan(chain[0].col);
  });

  it('places the pontoon sites the rules name: B8-B11, J7-J10 and Q7-Q10', () => {
    const sites = map.bridges
      .filter((b) => b.kind === 'pontoon-site')
      .map((b) => [b.bridgeheads[0], ...b.sectors, b.bridgeheads[1]]);
    expect(sites).toEqual([
      ['B8', 'B9', 'B10', 'B11'],
      ['J7', 'J8', 'J9', 'J10'],
      ['Q7', 'Q8', 'Q9', 'Q10'],
    ]);
    for (const site of sites) {
      expect(river.has(site[0]) || river.has(site[3])).toBe(false);
      expect(river.has(site[1]) && river.has(site[2])).toBe(true);
    }
  });

  it('needs 30 labour units for a pontoon bridge', () => {
    const labour = chart('labour', 'table');
    expect(labour.rows.find((r) => r[0] === 'Labour units to complete a bridge')?.[1]).toBe(30);
    expect(labour.rows.find((r) => r[0] === 'Most labour units a bridge can hold')?.[1]).toBe(30);
  });
});

describe('Remagen: turns and the Ludendorff Bridge', () => {
  it('has night turns 3, 6, 9, 12 and 15', () => {
    const track = chart('turn-track', 'turn-track');
    expect(track.turns.filter((t) => t.night).map((t) => t.turn)).toEqual([3, 6, 9, 12, 15]);
  });

  it('rolls for the bridge from German turn 4 and drops it on turn 9 whatever the roll', () => {
    const table = chart('bridge-collapse', 'die-table');
    const turn9 = table.columns.indexOf('Turn 9');
    expect(turn9).toBeGreaterThanOrEqual(0);
    expect(table.rows.every((r) => r.results[turn9] === 'Collapses')).toBe(true);
    const from = table.rows.map((r) => Number(r.effects.collapsesFromTurn));
    expect(Math.min(...from)).toBe(4);
    expect(Math.max(...from)).toBe(9);
  });
});

describe('Remagen: the paratroop drop', () => {
  const para = unit('us-paratroops');

  it('drops 12 trays of 2 figures on turn 8, worth 12 Combat Values', () => {
    expect(para.count).toBe(12);
    expect(para.setup?.turn).toBe(8);
    expect(roster('us-paratroops').figuresPerStand).toBe(2);
    expect(para.count * values(para).combat).toBe(12);
  });

  it('brings at least 12 Combat Values of other US units on turn 8, so the drop can be paid for', () => {
    const cv = s.units
      .filter((u) => u.side === 'us' && u.setup?.turn === 8 && u.id !== para.id)
      .reduce((n, u) => n + u.count * values(u).combat, 0);
    expect(cv).toBeGreaterThanOrEqual(12);
  });

  it('always lands its centre on a land sector east of the Rhine', () => {
    const east = new Set(cells(zone('east-bank').cells!));
    const table = chart('paratroop-drop', 'die-table');
    for (const a of table.rows)
      for (const b of table.rows) {
        const label = `${a.results[0]}${b.results[1]}`;
        expect(east.has(label), label).toBe(true);
        expect(river.has(label), label).toBe(false);
      }
  });
});

describe('Remagen: the Morale Chart', () => {
  const morale = chart('morale', 'crt');

  it('runs from 1-6 to 6-1 on one die, with eliminations beyond either end', () => {
    expect(morale.columns[0]).toBe('1-6');
    expect(morale.columns[morale.columns.length - 1]).toBe('6-1');
    expect(morale.columns).toHaveLength(11);
    expect(morale.dice).toBe('1d6');
    expect(morale.modifiers.map((m) => m.id).sort()).toEqual(['better-than-6-1', 'worse-than-1-6']);
  });

  it('explains fire-contact, engaged, withdrawals, routs and eliminations', () => {
    const codes = morale.results.map((r) => r.code);
    for (const c of ['FC', 'EN', 'AW', 'DW', 'AR1', 'DR1', 'AE', 'DE']) expect(codes).toContain(c);
  });
});
