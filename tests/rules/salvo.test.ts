import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { gridMapIndex } from '../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../src/rules/shared/placed-unit.js';
import type { Scenario } from '../../src/model/scenario.js';
import type { SalvoProcedure } from '../../src/model/schema/rules.js';
import { planSalvo, type SalvoSetup as FireSetup } from '../../src/rules/salvo-run.js';
import type { GridMapIndex } from '../../src/assist/map/grid-map-index.js';

/** Remagen's fire, the engine's salvo that its rules.yaml declares (Fire Chart). */
const fireOf = (x: Scenario) => x.rules!.procedures.find((p): p is SalvoProcedure => p.kind === 'salvo')!;
const planFire = (x: Scenario, index: GridMapIndex, setup: FireSetup) => planSalvo(x, fireOf(x), index, setup);
import { cellsApart, landSalvo, salvoChances, salvoHits, salvoOrder, type SalvoTarget } from '../../src/rules/salvo.js';
import type { SquareMap } from '../../src/model/schema/map.js';
import { copiesOf, problemsOf } from '../helpers/broken-copy.js';

// A salvo declared in rules.yaml (a hook's `salvo`): the engine reads the divisor, the cover, the figures and the
// order of hits from the data, and validate refuses a salvo naming what the game lacks.

const copy = copiesOf('data/remagen', 'rules.yaml');
const copyCharts = copiesOf('data/remagen', 'charts.yaml');
const problems = (edits: [string | RegExp, string][]) => {
  const dir = copy(edits);
  return problemsOf(dir).map((p) => formatProblem(p, dir));
};

const s = loadScenario('data/remagen');
const index = gridMapIndex(s.map as SquareMap);
const at = (...items: string[]) => placeUnits(s, index, items);
const feed = (faces: number[]) => () => faces.shift()!;
const tray = (ref: string, capacity: number, pipsPerFigure: number, before = 0): SalvoTarget => ({
  ref,
  unit: at(`${ref}@L16`)[0].unit,
  kind: 'tray',
  capacity,
  pipsPerFigure,
  before,
});

describe('a declared salvo (rules.yaml salvo)', () => {
  it('Computing Hits: the total is divided by the divisor, the remainder lost; every chance exact', () => {
    expect(salvoHits([5, 4, 4], 3)).toEqual({ total: 13, hits: 4, remainder: 1 });
    const chances = salvoChances(3, 6, 3);
    expect(chances.find((c) => c.hits === 4)).toEqual({ hits: 4, from: 12, to: 14, ways: 61, outcomes: 216 });
    expect(chances.reduce((n, c) => n + c.ways, 0)).toBe(216);
    expect(chances[0]).toMatchObject({ hits: 1, from: 3, to: 5 });
  });

  it('Computing Hits: range counts sectors, diagonal steps included', () => {
    const [a, b] = at('us-27aib-rifles#1@L16', 'us-27aib-mg#1@N18');
    expect(cellsApart(index.grid, a.cell, b.cell)).toBe(2);
  });

  it('Computing Hits: under cover a figure takes two pips; an odd pip and pips past the trays are lost', () => {
    const r = landSalvo([tray('us-27aib-rifles#1', 3, 2), tray('us-27aib-mg#1', 3, 2)], 2, feed([5, 6]));
    expect(r.outcomes.map((o) => [o.ref, o.taken, o.status])).toEqual([
      ['us-27aib-rifles#1', 3, 'eliminated'],
      ['us-27aib-mg#1', 2, 'hit'],
    ]);
    expect(r.lostPips).toBe(1);
    expect(r.hitDice).toEqual([5, 6]);
  });

  it('Fire a, Fire b: declared order rules refuse a weapon hit before infantry, a strong unit before a weak', () => {
    const decl = fireOf(s).salvo;
    const firers = at('de-11pz-armored-cars#1@L18').map((f) => f.unit);
    const rifles = tray('us-27aib-rifles#1', 3, 1);
    const mg = tray('us-27aib-mg#1', 3, 1);
    expect(salvoOrder(decl, [mg, rifles], firers).order.map((t) => t.ref)).toEqual([rifles.ref, mg.ref]);
    const breach = salvoOrder(decl, [mg, rifles], firers, [mg, rifles]).breach;
    expect(breach && { ...breach, section: breach.rule.section }).toMatchObject({
      ref: mg.ref,
      later: rifles.ref,
      section: 'Fire b',
    });
    const pershing: SalvoTarget = { ...tray('us-14tk-pershings#1', 4, 1), kind: 'vehicle', pipsPerFigure: 1 };
    const fireA = salvoOrder(decl, [pershing, rifles], firers, [pershing, rifles]).breach;
    expect(fireA && [fireA.ref, fireA.later, fireA.rule.section]).toEqual([pershing.ref, rifles.ref, 'Fire a']);
    expect(salvoOrder(decl, [pershing, rifles], firers).order.map((t) => t.ref)).toEqual([rifles.ref, pershing.ref]);
  });

  it('the order is the data’s: a copy without Fire b lets the firer hit the weapon first', () => {
    const dir = copy([[/\n {10}- \{ last: has\(infantry-weapons-last\)[^\n]*/, '']]);
    const c = loadScenario(dir);
    const cIndex = gridMapIndex(c.map as SquareMap);
    const place = (...items: string[]) => placeUnits(c, cIndex, items);
    const plan = planFire(c, cIndex, {
      firers: place('de-11pz-pz4#1@L18'),
      targets: place('us-27aib-mg#1@L16', 'us-27aib-rifles#1@L16'),
      damage: {},
      order: ['us-27aib-mg#1', 'us-27aib-rifles#1'],
    });
    expect(plan.order.map((t) => t.ref)).toEqual(['us-27aib-mg#1', 'us-27aib-rifles#1']);
    expect(() =>
      planFire(s, index, {
        ...plan,
        firers: at('de-11pz-pz4#1@L18'),
        targets: at('us-27aib-mg#1@L16', 'us-27aib-rifles#1@L16'),
        damage: {},
        order: plan.order.map((t) => t.ref),
      }),
    ).toThrow(/Fire b/);
  });

  it('Computing Hits: units lump their fire at one divisor only; where they differ it is refused, citing it', () => {
    const dir = copyCharts([['["Armored car", 1, 2, 3, 4,', '["Armored car", 1, 2, 4, 4,']]);
    const c = loadScenario(dir);
    const cIndex = gridMapIndex(c.map as SquareMap);
    const place = (...items: string[]) => placeUnits(c, cIndex, items);
    const setup = { targets: place('us-27aib-rifles#1@L16'), damage: {} };
    expect(() =>
      planFire(c, cIndex, { ...setup, firers: place('de-11pz-pz4#1@L18', 'de-11pz-armored-cars#1@L18') }),
    ).toThrow(
      /armored-cars#1 divides by 4 at range 2, de-11pz-pz4#1 by 3: they cannot lump their fire \(Computing Hits\)/,
    );
    expect(planFire(c, cIndex, { ...setup, firers: place('de-11pz-armored-cars#1@L18') }).divisor).toBe(4);
  });

  it('Fire Chart: each counter reads the row the data gives, its symbol telling a heavy tank and a bazooka', () => {
    const plan = planFire(s, index, {
      firers: at('de-11pz-panthers#1@L18', 'de-11pz-panthers#2@L18'),
      targets: at('us-27aib-rifles#1@L13'),
      damage: {},
    });
    expect(plan.firers.map((f) => f.row)).toEqual(['Heavy tank', 'Heavy tank']);
    expect(plan.divisor).toBe(6);
    const rowOf = (ref: string) =>
      planFire(s, index, { firers: at(`${ref}@L18`), targets: at('us-27aib-rifles#1@L17'), damage: {} }).firers[0].row;
    expect(rowOf('de-11pz-pz4#1')).toBe('Medium tank');
    expect(rowOf('de-garrison-bazookas#1')).toBe('Bazooka (infantry weapon)');
    expect(rowOf('de-kg-mg#1')).toBe('Machine gun (infantry weapon)');
    // A copy whose rows read every tank as a medium one: the Panther no longer reaches five sectors.
    const dir = copy([[/\n {10}- \{ unit: type == armour and symbol\('EVATH'\)[^\n]*/, '']]);
    const c = loadScenario(dir);
    const cIndex = gridMapIndex(c.map as SquareMap);
    expect(() =>
      planFire(c, cIndex, {
        firers: placeUnits(c, cIndex, ['de-11pz-panthers#1@L18']),
        targets: placeUnits(c, cIndex, ['us-27aib-rifles#1@L13']),
        damage: {},
      }),
    ).toThrow(/Medium tank/);
  });

  it('validate refuses a salvo row not in its table, a symbol() not in quotes and a unit left without a row', () => {
    expect(problems([['fire: Heavy tank, vehicles: Heavy tank', 'fire: Heavy tnak, vehicles: Heavy tank']])).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: rules\.procedures\[3\]\.salvo\.rows\[7\]\.fire: .*"Heavy tnak" \(did you mean "Heavy/,
      ),
    ]);
    expect(problems([["symbol('EVATH')", 'symbol(EVATH)']])).toEqual([
      expect.stringMatching(/salvo\.rows\[7\]\.unit: .*symbol\(\) names part of a symbol code in quotes/),
    ]);
    expect(problems([[/\n {10}- \{ fire: "Truck, Buffalo, Weasel"[^\n]*/, '']])).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /salvo\.rows: unit "us-9engr-truck" \(type truck\) reads no row of the fire table "fire"/,
        ),
      ]),
    );
  });

  it('validate names the file, line and field of a salvo naming a chart, column, effect or ability not there', () => {
    expect(problems([['        chart: fire\n', '        chart: fyre\n']])).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: rules\.procedures\[3\]\.salvo\.chart: no chart "fyre" \(did you mean "fire"\?\)/,
      ),
    ]);
    expect(problems([['open: pips-open', 'open: pips-opn']])).toEqual([
      expect.stringMatching(/salvo\.figures\.open: no column in "hit-dice" "pips-opn" \(did you mean "pips-open"\?\)/),
    ]);
    expect(problems([['effect: cover,', 'effect: covr,']])).toEqual([
      expect.stringMatching(/salvo\.cover\.effect: no effect in "terrain" "covr" \(did you mean "cover"\?\)/),
    ]);
    expect(problems([['last: has(infantry-weapons-last)', 'last: has(infantry-weapon-last)']])).toEqual([
      expect.stringMatching(/salvo\.order\[1\]\.last: condition "has\(infantry-weapon-last\)".*infantry-weapons-last/),
    ]);
    expect(problems([['chart: vehicle-hits,', 'chart: morale,']])).toEqual([
      expect.stringMatching(/salvo\.vehicles\.chart: chart "morale" is a crt, not a table/),
    ]);
  });
});
