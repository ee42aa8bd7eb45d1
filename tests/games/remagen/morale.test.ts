import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { gridMapIndex } from '../../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../../src/rules/shared/placed-unit.js';
import { battleOdds as moraleOdds } from '../../../src/rules/odds-battle.js';
import { resolveBattle } from '../../../src/rules/battle-run.js';
import type { BattleProcedure } from '../../../src/model/schema/rules.js';
import type { Scenario } from '../../../src/model/scenario.js';
import type { Crt } from '../../../src/model/schema/charts.js';
import type { GridMapIndex } from '../../../src/assist/map/grid-map-index.js';

/** Remagen's morale, the battle its rules.yaml declares (Morale Chart). */
const moraleOf = (x: Scenario) => x.rules!.procedures.find((p): p is BattleProcedure => p.kind === 'battle')!;
const resolveMorale = (x: Scenario, index: GridMapIndex, crt: Crt, input: Parameters<typeof resolveBattle>[4]) =>
  resolveBattle(x, moraleOf(x), index, crt, input);
import { resolveCrt } from '../../../src/assist/crt/resolve-crt.js';
import type { SquareMap } from '../../../src/model/schema/map.js';

const s = loadScenario('data/remagen');
const index = gridMapIndex(s.map as SquareMap);
const crt = s.charts.find((c) => c.id === 'morale') as Crt;
const at = (...items: string[]) => placeUnits(s, index, items);

describe('Remagen morale odds (Basic Odds)', () => {
  it('reads the rules’ examples: 29-10 is 2-1, 6-7 is 1-2', () => {
    expect(moraleOdds(29, 10, crt.columns).label).toBe('2-1');
    expect(moraleOdds(6, 7, crt.columns).label).toBe('1-2');
    // The shared CRT reader agrees on the column.
    expect(resolveCrt(crt, { base: { odds: [29, 10] } }).column).toBe('2-1');
    expect(resolveCrt(crt, { base: { odds: [6, 7] } }).column).toBe('1-2');
  });

  it('raises the defender to an even division, so fractions go his way', () => {
    expect(moraleOdds(13, 2, crt.columns)).toMatchObject({ label: '6-1' });
    expect(moraleOdds(13, 2, crt.columns).beyond).toBeUndefined();
    expect(moraleOdds(2, 13, crt.columns)).toMatchObject({ label: '1-7', beyond: 'worse' });
    expect(moraleOdds(14, 2, crt.columns)).toMatchObject({ label: '7-1', beyond: 'better' });
    expect(moraleOdds(1, 6, crt.columns).beyond).toBeUndefined();
  });
});

describe('Remagen battles (Combat, Morale Chart)', () => {
  it('rolls on the Morale Chart with the chance of every result, adding up to 1', () => {
    const r = resolveMorale(s, index, crt, {
      attackers: at('de-11pz-pz4#1@L18', 'de-11pz-pz4#2@L18'),
      defenders: at('us-27aib-rifles#1@L17', 'us-27aib-mg#1@L17'),
      soakOff: false,
      roll: 3,
    });
    expect(r.odds.label).toBe('2-1');
    expect(r.column).toBe('2-1');
    expect(r.result).toBe('EN');
    expect(Object.values(r.probabilities).reduce((a, b) => a + b)).toBeCloseTo(1, 12);
  });

  it('eliminates the attacker without a roll at odds worse than 1-6, and forbids such a soak-off', () => {
    const input = {
      attackers: at('us-27aib-rifles#1@L17'),
      defenders: at('de-11pz-pz4#1@L18', 'de-11pz-pz4#2@L18'),
      soakOff: false,
    };
    const r = resolveMorale(s, index, crt, input);
    expect(r).toMatchObject({ rolled: false, result: 'AE', eliminated: ['us-27aib-rifles#1'] });
    expect(() => resolveMorale(s, index, crt, { ...input, soakOff: true })).toThrow(/soak-off at 1-8 is not permitted/);
  });

  it('allows a soak-off at 1-6 and rolls for it', () => {
    const r = resolveMorale(s, index, crt, {
      attackers: at('us-27aib-rifles#1@L17'),
      defenders: at('de-11pz-panthers#1@L18'),
      soakOff: true,
      roll: 1,
    });
    expect(r.odds.label).toBe('1-6');
    expect(r.rolled).toBe(true);
  });

  it('eliminates the defender without a roll beyond 6-1, with an automatic victory at 7-1 or better', () => {
    const r = resolveMorale(s, index, crt, {
      attackers: at('de-11pz-panthers#1@L18', 'de-11pz-panthers#2@M18'),
      defenders: at('us-27aib-rifles#1@L17'),
      soakOff: false,
    });
    expect(r).toMatchObject({ rolled: false, result: 'DE', automaticVictory: true, eliminated: ['us-27aib-rifles#1'] });
    // 7-1 is rules.yaml's number (the morale battle's automatic-victory value): declared higher, these odds are not.
    const rules = structuredClone(s.rules)!;
    const morale = rules.procedures.find((p) => p.id === 'morale')!;
    if (morale.kind !== 'battle') throw new Error('morale is a battle');
    morale.values = morale.values.map((v) => ({ ...v, value: 99 }));
    const high = resolveMorale({ ...s, rules }, index, crt, {
      attackers: at('de-11pz-panthers#1@L18', 'de-11pz-panthers#2@M18'),
      defenders: at('us-27aib-rifles#1@L17'),
      soakOff: false,
    });
    expect(high).toMatchObject({ result: 'DE', automaticVictory: false });
  });

  it('refuses sectors that are not next to the enemy', () => {
    expect(() =>
      resolveMorale(s, index, crt, {
        attackers: at('de-11pz-pz4#1@L18'),
        defenders: at('us-27aib-rifles#1@L15'),
        soakOff: false,
      }),
    ).toThrow(/not next to/);
  });
});
