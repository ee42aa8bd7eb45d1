import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { gridMapIndex } from '../../src/assist/map/grid-map-index.js';
import { placeUnits } from '../../src/rules/shared/placed-unit.js';
import { resolveBattle } from '../../src/rules/battle-run.js';
import type { BattleProcedure } from '../../src/model/schema/rules.js';
import type { Scenario } from '../../src/model/scenario.js';
import type { Crt } from '../../src/model/schema/charts.js';
import type { GridMapIndex } from '../../src/assist/map/grid-map-index.js';

/** Remagen's morale, the battle its rules.yaml declares (Morale Chart). */
const moraleOf = (x: Scenario) => x.rules!.procedures.find((p): p is BattleProcedure => p.kind === 'battle')!;
const resolveMorale = (x: Scenario, index: GridMapIndex, crt: Crt, input: Parameters<typeof resolveBattle>[4]) =>
  resolveBattle(x, moraleOf(x), index, crt, input);
const declaredBattle = (x: Scenario, _hook: string) => ({
  decl: moraleOf(x).battle,
  crt: x.charts.find((c): c is Crt => c.id === moraleOf(x).battle.chart && c.kind === 'crt')!,
});
import { battleOdds, resultEffects } from '../../src/rules/odds-battle.js';
import type { SquareMap } from '../../src/model/schema/map.js';
import { copiesOf, problemsOf } from '../helpers/broken-copy.js';

// A battle by odds declared in rules.yaml (a hook's `battle`): the odds, the chart's ends and what each result does
// are read from the data, and validate refuses a battle naming a chart or a result the game lacks.

const copy = copiesOf('data/remagen', 'rules.yaml');
const problems = (edits: [string | RegExp, string][]) => {
  const dir = copy(edits);
  return problemsOf(dir).map((p) => formatProblem(p, dir));
};

const s = loadScenario('data/remagen');
const battle = (sc: Scenario, attackers: string[], defenders: string[], roll?: number) => {
  const index = gridMapIndex(sc.map as SquareMap);
  const { crt } = declaredBattle(sc, 'remagen.morale');
  return resolveMorale(sc, index, crt, {
    attackers: placeUnits(sc, index, attackers),
    defenders: placeUnits(sc, index, defenders),
    soakOff: false,
    roll,
  });
};
const panthers = ['de-11pz-panthers#1@L18', 'de-11pz-panthers#2@M18'];

describe('a declared battle by odds (rules.yaml battle)', () => {
  it('Basic Odds: the larger total over the smaller, rounded in the defender’s favour; past the ends no die', () => {
    const { crt } = declaredBattle(s, 'remagen.morale');
    expect(battleOdds(29, 10, crt.columns)).toEqual({ label: '2-1', ratio: [2, 1] });
    expect(battleOdds(6, 7, crt.columns)).toEqual({ label: '1-2', ratio: [1, 2] });
    expect(battleOdds(2, 13, crt.columns).beyond).toBe('worse');
  });

  it('Explanation of Combat Morale Chart: AE and DE remove a side, EN engages, as the data declares', () => {
    const { decl } = declaredBattle(s, 'remagen.morale');
    expect(resultEffects(decl, 'AE')).toMatchObject({ attacker: true, defender: false });
    expect(resultEffects(decl, 'DE')).toMatchObject({ attacker: false, defender: true });
    expect(resultEffects(decl, 'EN').engage?.section).toBe('Explanation of Combat Morale Chart');
    expect(resultEffects(decl, 'AW')).toMatchObject({ attacker: false, defender: false, engage: undefined });
    expect(battle(s, panthers, ['us-27aib-rifles#1@L17'])).toMatchObject({
      result: 'DE',
      eliminated: ['us-27aib-rifles#1'],
    });
  });

  it('what a result removes is the data’s: a copy that does not declare DE removes nobody at D ELIM', () => {
    const c = loadScenario(copy([[/\n {10}- \{ code: DE[^\n]*/, '']]));
    const r = battle(c, panthers, ['us-27aib-rifles#1@L17']);
    expect(r).toMatchObject({ result: 'DE', eliminated: [] });
    expect(r.steps.join('\n')).not.toMatch(/unit is removed/);
  });

  it('validate names the file, line and field of a battle naming a chart or result not there', () => {
    expect(problems([['        chart: morale\n', '        chart: moral\n']])).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: rules\.procedures\[4\]\.battle\.chart: no chart "moral" \(did you mean "morale"\?\)/,
      ),
    ]);
    expect(problems([['        chart: morale\n', '        chart: fire\n']])).toEqual([
      expect.stringMatching(/battle\.chart: chart "fire" is a table, not a crt/),
    ]);
    expect(problems([['{ code: EN, engage:', '{ code: EM, engage:']])).toEqual([
      expect.stringMatching(/battle\.results\[2\]\.code: no result in "morale" "EM" \(did you mean "EN"\?\)/),
    ]);
  });
});
