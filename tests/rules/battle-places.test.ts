import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
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
import { KeyedRefusal, render } from '../../src/assist/messages.js';
import { ownWords } from '../../src/print/catalogue/index.js';
import type { SquareMap } from '../../src/model/schema/map.js';
import { copiesOf } from '../helpers/broken-copy.js';

// Which places may fight in a battle by odds (rules.yaml battle.places): each side apart, attacking and defending
// places next to each other, refused in the data's words (Russian from the game's locale file).

const copy = copiesOf('data/remagen', 'rules.yaml');
const s = loadScenario('data/remagen');
const fight = (g: Scenario, attackers: string[], defenders: string[]) => {
  const index = gridMapIndex(g.map as SquareMap);
  const crt = g.charts.find((c) => c.id === 'morale') as Crt;
  return resolveMorale(g, index, crt, {
    attackers: placeUnits(g, index, attackers),
    defenders: placeUnits(g, index, defenders),
    soakOff: false,
  });
};
const refusal = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof KeyedRefusal) return e.why;
    throw e;
  }
  throw new Error('not refused');
};

describe('a battle’s places (rules.yaml battle.places: Basic Odds)', () => {
  it('Basic Odds: a sector next to no enemy, or holding both sides, is refused in the data’s words', () => {
    const far = refusal(() => fight(s, ['us-27aib-rifles#1@L16'], ['de-garrison-rifles#1@L18']));
    expect(far).toMatchObject({ key: 'morale.says.attackNotNext', values: { at: 'L16' } });
    expect(render(far)).toBe('attacking sector L16 is not next to any defending sector');
    // The companion page words it from the game's locale file.
    expect(render(far, ownWords(s, 'ru', 'rules'))).toBe('атакующий сектор L16 не граничит ни с одним обороняющимся');
    const both = refusal(() =>
      fight(s, ['us-27aib-rifles#1@L16'], ['de-11pz-panthers#1@L17', 'de-11pz-panthers#2@L16']),
    );
    expect(render(both)).toBe('L16 holds units of both sides');
  });

  it('Basic Odds: the check is the data’s: a copy without adjacent lets sectors two apart fight', () => {
    const c = loadScenario(copy([[/\n {10}adjacent: \{ section: "Basic Odds" \}/, '']]));
    expect(fight(c, ['us-27aib-rifles#1@L16'], ['de-garrison-rifles#1@L18']).odds.label).toBe('1-1');
  });

  it('Basic Odds: a place check the data leaves unworded validates and refuses in the engine’s words', () => {
    const dir = copy([[/\n {12}both: [^\n]*/, '']]);
    const c = loadScenario(dir);
    const both = refusal(() =>
      fight(c, ['us-27aib-rifles#1@L16'], ['de-11pz-panthers#1@L17', 'de-11pz-panthers#2@L16']),
    );
    expect(both).toMatchObject({ key: 'battle.both', values: { at: 'L16' } });
    expect(render(both)).toBe('L16 holds units of both sides');
  });
});

describe('a battle’s report in the data’s words (battle.says: Basic Odds, Explanation of Combat Morale Chart)', () => {
  it('Basic Odds: the totals, the odds and the title are worded by rules.yaml, Russian by the locale file', () => {
    const r = fight(s, ['de-11pz-pz4#1@L18', 'de-11pz-pz4#2@L18'], ['us-27aib-rifles#1@L17', 'us-27aib-mg#1@L17']);
    expect(r.steps.map((m) => m.key).slice(0, 3)).toEqual([
      'morale.says.attack',
      'morale.says.defence',
      'morale.says.odds',
    ]);
    expect(render(r.steps[2])).toBe('Odds 8-3: 8 / 3, rounded for the defender: 2-1');
    expect(render(r.steps[2], ownWords(s, 'ru', 'rules'))).toBe(
      'Соотношение 8-3: 8 / 3, округлено в пользу обороняющегося: 2-1',
    );
    const c = loadScenario(copy([[/attack: "Attack \{total\}/, 'attack: "Assault {total}']]));
    const again = fight(c, ['de-11pz-pz4#1@L18'], ['us-27aib-rifles#1@L17']);
    expect(render(again.steps[0])).toBe('Assault 4 (L18: de-11pz-pz4#1 4)');
  });

  it('Explanation of Combat Morale Chart: beyond 6-1 the defenders are removed, said in the data’s words', () => {
    const big = ['de-11pz-pz4#1', 'de-11pz-pz4#2'].map((u) => `${u}@L18`);
    const r = fight(s, big, ['us-27aib-rifles#1@L17']);
    expect(r.steps.map((m) => render(m))).toContain('Every defending unit is removed');
  });

  it('Basic Odds: a report worded in part validates and says the steps left out in the engine’s words', () => {
    const dir = copy([[/\n {10}refusedSides: [^\n]*/, '']]);
    const none = refusal(() => fight(loadScenario(dir), [], ['us-27aib-rifles#1@L17']));
    expect(none).toMatchObject({ key: 'battle.refusedSides' });
    expect(render(none)).toBe('a battle needs attacking and defending units');
  });
});
