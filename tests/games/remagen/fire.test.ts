import { describe, it, expect } from 'vitest';
import { linesText } from '../../../src/assist/table/procedure.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { SalvoProcedure } from '../../../src/model/schema/rules.js';
import { planSalvo, resolveSalvo, type SalvoPlan, type SalvoSetup as FireSetup } from '../../../src/rules/salvo-run.js';
import type { GridMapIndex } from '../../../src/assist/map/grid-map-index.js';

/** Remagen's fire, the engine's salvo that its rules.yaml declares (Fire Chart). */
const fireOf = (x: Scenario) => x.rules!.procedures.find((p): p is SalvoProcedure => p.kind === 'salvo')!;
const planFire = (x: Scenario, index: GridMapIndex, setup: FireSetup) => planSalvo(x, fireOf(x), index, setup);
import { InputError } from '../../../src/util/input-error.js';
import { runJson, runOk } from '../../helpers/run-cli.js';
import type { SquareMap } from '../../../src/model/schema/map.js';

const s = loadScenario('data/remagen');
const resolveFire = (plan: SalvoPlan, salvo: number[], die: () => number) => resolveSalvo(fireOf(s), plan, salvo, die);
const index = gridMapIndex(s.map as SquareMap);
const at = (...items: string[]) => placeUnits(s, index, items);
const feed = (faces: number[]) => {
  const q = [...faces];
  return () => {
    const v = q.shift();
    if (v === undefined) throw new Error('ran out of hit dice');
    return v;
  };
};

// The rules' example: a medium tank (2 dice) and an armored car (1 die) fire 2 squares at
// 1 infantry, 1 infantry-weapons and 3 paratroop trays (12 men) in the open.
const example = (over: Partial<FireSetup> = {}): FireSetup => ({
  firers: at('de-11pz-pz4#1@L18', 'de-11pz-armored-cars#1@L18'),
  targets: at(
    'us-27aib-rifles#1@L16',
    'us-27aib-mg#1@L16',
    'us-paratroops#1@L16',
    'us-paratroops#2@L16',
    'us-paratroops#3@L16',
  ),
  damage: {},
  ...over,
});

describe('Remagen fire: the rules’ example (Computing Hits)', () => {
  it('rolls 3 dice at range 2 and divides by 3: 13 pips are 4 hits', () => {
    const plan = planFire(s, index, example());
    expect(plan.range).toBe(2);
    expect(plan.dice).toBe(3);
    expect(plan.divisor).toBe(3);
    expect(plan.cover).toBe(false);
    const r = resolveFire(plan, [5, 4, 4], feed([3, 3, 2, 3]));
    expect(r.total).toBe(13);
    expect(r.hits).toBe(4);
    expect(r.remainder).toBe(1);
  });

  it(
    'with hit dice totalling 11 eliminates the infantry and the 3 paratroop trays; ' +
      'the weapon keeps 1 man with 2 hits',
    () => {
      const r = resolveFire(planFire(s, index, example()), [5, 4, 4], feed([3, 3, 2, 3]));
      expect(r.hitDice.reduce((a, b) => a + b, 0)).toBe(11);
      const by = Object.fromEntries(r.outcomes.map((o) => [o.ref, o]));
      expect(by['us-27aib-rifles#1'].status).toBe('eliminated');
      for (const p of ['us-paratroops#1', 'us-paratroops#2', 'us-paratroops#3'])
        expect(by[p].status).toBe('eliminated');
      expect(by['us-27aib-mg#1']).toMatchObject({ status: 'hit', after: 2, left: 1 });
      expect(r.eliminated.sort()).toEqual([
        'us-27aib-rifles#1',
        'us-paratroops#1',
        'us-paratroops#2',
        'us-paratroops#3',
      ]);
      expect(linesText(r.steps).join('\n')).toContain(
        'us-27aib-mg#1: 2 men killed, 2 hits on it, 1 left, fights at full strength',
      );
    },
  );

  it('with 12 instead of 11 eliminates everything in the sector', () => {
    const r = resolveFire(planFire(s, index, example()), [5, 4, 4], feed([3, 3, 3, 3]));
    expect(r.outcomes.every((o) => o.status === 'eliminated')).toBe(true);
  });

  it('with 11 eliminates everything when one unit had a previous hit', () => {
    const r = resolveFire(
      planFire(s, index, example({ damage: { 'us-27aib-mg#1': 1 } })),
      [5, 4, 4],
      feed([3, 3, 2, 3]),
    );
    expect(r.outcomes.every((o) => o.status === 'eliminated')).toBe(true);
  });

  it('puts the infantry weapon last, after every regular tray (Fire b)', () => {
    const plan = planFire(s, index, example());
    expect(plan.order.map((t) => t.ref).at(-1)).toBe('us-27aib-mg#1');
  });

  it('gives the exact chance of each number of hits, adding up to 1', () => {
    const plan = planFire(s, index, example());
    const sum = plan.hitChances.reduce((n, c) => n + c.probability, 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(plan.hitChances.find((c) => c.code === '4 hits')).toMatchObject({ fraction: '61/216' });
    expect(plan.hitChances.map((c) => Number(c.fraction.split('/')[0])).reduce((a, b) => a + b)).toBe(216);
  });

  it('Computing Hits: the chances of hits are worded in Russian under --lang ru, in English in --json', async () => {
    const args = ['fire', 'remagen', '--firer', 'de-11pz-pz4#1@L18,de-11pz-armored-cars#1@L18'];
    const ru = await runOk(...args, '--target', 'us-27aib-rifles#1@L16', '--preview', '--lang', 'ru');
    expect(ru).toMatch(/ {4}попаданий: 3 █+·+ {2}36,6% \(79\/216\) {2}сумма от 9 до 11\n/);
    expect(ru).toContain('сумма 18');
    expect(ru).not.toMatch(/\d hits?\b|a total of/);
    const en = await runOk(...args, '--target', 'us-27aib-rifles#1@L16', '--preview');
    expect(en).toMatch(/ {4}3 hits █+·+ {2}36\.6% \(79\/216\) {2}a total of 9 to 11\n/);
    const j = await runJson(...args, '--target', 'us-27aib-rifles#1@L16', '--preview', '--lang', 'ru');
    expect(j.hitChances.find((c: { code: string }) => c.code === '3 hits')).toEqual({
      code: '3 hits',
      meaning: 'a total of 9 to 11',
      probability: 79 / 216,
      fraction: '79/216',
    });
  });
});

describe('Remagen fire: cover, order and vehicles', () => {
  it('needs two pips per man under cover (hills), and an odd pip kills nobody', () => {
    const plan = planFire(s, index, {
      firers: at('de-11pz-pz4#1@K14'),
      targets: at('us-27aib-rifles#1@K12'),
      damage: {},
    });
    expect(plan.terrain).toBe('hills');
    expect(plan.cover).toBe(true);
    const r = resolveFire(plan, [6, 6], feed([5, 4]));
    expect(r.hits).toBe(4);
    // Hit die 5: two men and a pip towards the third; hit die 4: the last man, 3 pips left over; 2 hits find no one.
    expect(r.outcomes[0].status).toBe('eliminated');
    expect(r.wastedHits).toBe(2);
  });

  it('lets the firer choose an order within the rules, and refuses one that breaks them', () => {
    const order = ['us-paratroops#3', 'us-paratroops#2', 'us-paratroops#1', 'us-27aib-rifles#1', 'us-27aib-mg#1'];
    expect(planFire(s, index, example({ order })).order.map((t) => t.ref)).toEqual(order);
    expect(() =>
      planFire(
        s,
        index,
        example({
          order: ['us-27aib-mg#1', 'us-27aib-rifles#1', 'us-paratroops#1', 'us-paratroops#2', 'us-paratroops#3'],
        }),
      ),
    ).toThrow(/infantry weapon.*Fire b/);
    expect(() => planFire(s, index, example({ order: ['us-27aib-mg#1'] }))).toThrow(/leaves out/);
  });

  it('hits units with a Combat Value at most the firer’s first (Fire a)', () => {
    // A half-track (CV 1) fires at a Sherman (CV 4) and a rifle tray (CV 1): the tray must go first.
    const plan = planFire(s, index, {
      firers: at('de-11pz-halftracks#1@L17'),
      targets: at('us-14tk-shermans-a#1@L16', 'us-27aib-rifles#1@L16'),
      damage: {},
    });
    expect(plan.order.map((t) => t.ref)).toEqual(['us-27aib-rifles#1', 'us-14tk-shermans-a#1']);
    expect(() =>
      planFire(s, index, {
        firers: at('de-11pz-halftracks#1@L17'),
        targets: at('us-14tk-shermans-a#1@L16', 'us-27aib-rifles#1@L16'),
        damage: {},
        order: ['us-14tk-shermans-a#1', 'us-27aib-rifles#1'],
      }),
    ).toThrow(/Fire a/);
  });

  it('disables and destroys vehicles by the vehicle-hits table', () => {
    const plan = planFire(s, index, {
      firers: at('de-11pz-panthers#1@L18'),
      targets: at('us-14tk-shermans-a#1@L16'),
      damage: {},
    });
    const disabled = resolveFire(plan, [2, 2, 2], feed([]));
    expect(disabled.hits).toBe(2);
    expect(disabled.outcomes[0]).toMatchObject({ status: 'disabled', after: 2 });
    const destroyed = resolveFire(plan, [3, 3, 3], feed([]));
    expect(destroyed.outcomes[0].status).toBe('destroyed');
    expect(() =>
      planFire(s, index, {
        firers: at('us-14tk-shermans-a#1@L16'),
        targets: at('de-11pz-panthers#1@L18'),
        damage: { 'us-14tk-shermans-a#1': 2 },
      }),
    ).toThrow(/disabled/);
  });
});

describe('Remagen fire: bad input', () => {
  it('Computing Hits: refuses fire beyond a unit’s reach, naming the range it has and the section', () => {
    expect(() =>
      planFire(s, index, { firers: at('de-hudel-bazookas#1@L18'), targets: at('us-27aib-rifles#1@L16'), damage: {} }),
    ).toThrow(/cannot fire at range 2; it fires at range 1 \(Computing Hits\)$/);
  });

  it('refuses firers in two sectors, a target of its own side, and fire within one sector', () => {
    expect(() =>
      planFire(s, index, {
        firers: at('de-11pz-pz4#1@L18', 'de-11pz-pz4#2@M18'),
        targets: at('us-27aib-rifles#1@L16'),
        damage: {},
      }),
    ).toThrow(InputError);
    expect(() =>
      planFire(s, index, { firers: at('de-11pz-pz4#1@L18'), targets: at('de-11pz-pz4#2@L16'), damage: {} }),
    ).toThrow(/firing side/);
    expect(() =>
      planFire(s, index, { firers: at('de-11pz-pz4#1@L16'), targets: at('us-27aib-rifles#1@L16'), damage: {} }),
    ).toThrow(/one sector into another/);
  });

  it('refuses a sector over capacity', () => {
    const trays = Array.from({ length: 7 }, (_, i) => `us-27aib-rifles#${i + 1}@L16`);
    expect(() => planFire(s, index, { firers: at('de-11pz-pz4#1@L18'), targets: at(...trays), damage: {} })).toThrow(
      /over capacity/,
    );
  });

  it('refuses a salvo with the wrong number of dice', () => {
    expect(() => resolveFire(planFire(s, index, example()), [5, 4], feed([]))).toThrow(/3 dice/);
  });
});
