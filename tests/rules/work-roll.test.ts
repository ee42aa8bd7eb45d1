import { describe, it, expect, afterAll } from 'vitest';
import { loadScenario } from '../../src/load/load-scenario.js';
import { formatProblem } from '../../src/load/problem.js';
import { render } from '../../src/assist/messages.js';
import { catalogueWords } from '../../src/print/catalogue/index.js';
import type { Unit } from '../../src/model/schema/units.js';
import {
  declaredWork,
  halvedNow,
  rolledThisTurn,
  workChances,
  workDamage,
  workDamageChances,
  workRecord,
  workRoll,
  workStateOf,
  NO_WORK,
  type Worker,
} from '../../src/rules/work-roll.js';
import { RULES_HEX, brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';

// Work rolled toward a threshold, declared in a game that is not Remagen: a copy of Iron Ford (the rules-hex
// fixture) whose rules add "8.4 Bridging": an engineer corps rolls two dice, any other corps one; 12 pips bridge
// the ford; in mud (the mud-rule option, from turn 5) the total is halved; a corps rolls once a turn; each hit on
// the bridge takes a die off it. Nothing of this is code of the fixture's: the engine reads it from rules.yaml.

const BRIDGING = `    - id: bridging
      kind: hook
      hook: iron-ford.bridging
      title: Bridging the ford
      section: "8.4"
      work:
        dice:
          - { unit: has(engineers), dice: 2, section: "8.4" }
          - { unit: type == infantry, dice: 1, section: "8.4" }
        units: { min: 1, max: 2, section: "8.4" }
        complete: { at: 12, section: "8.4" }
        state: { key: fords }
        oncePerTurn: { state: bridgedThisTurn, section: "8.4" }
        halve: { when: "option.mud-rule == on and turn >= 5", section: "8.5" }
        damage: { section: "8.6" }
        section: "8.4"
`;

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const copy = (work: string) => {
  const dir = brokenCopy(RULES_HEX, { 'rules.yaml': [['  procedures:\n', `  procedures:\n${work}`]] });
  dirs.push(dir);
  return dir;
};
const s = loadScenario(copy(BRIDGING));
const decl = declaredWork(s, 'iron-ford.bridging');
const unit = (id: string): Unit => s.units.find((u) => u.id === id)!;
const worker = (id: string, at: string): Worker => ({ ref: id, label: at, unit: unit(id) });
const ford = { id: 'ford-e3', name: 'the E3 ford', sectors: ['E3'] };
const input = {
  place: ford,
  workers: [worker('b-5', 'D3'), worker('b-1', 'D3')],
  turn: 2,
  halved: false,
  each: false,
  before: NO_WORK,
};
const en = (m: Parameters<typeof render>[0]) => render(m);
const ru = (m: Parameters<typeof render>[0]) => render(m, catalogueWords('ru', 'rules'));

describe('declared work in a game of its own (8.4 Bridging, Iron Ford copy)', () => {
  it('8.4: an engineer corps rolls two dice, an infantry corps one; the pips are the work, 12 complete it', () => {
    const r = workRoll(decl, { ...input, dice: [6, 5, 3] });
    expect(r).toMatchObject({ rolled: 14, gained: 14, after: 14, lost: 0, completed: true, completedThisTurn: true });
    // No cap is declared: work past the threshold is kept.
    expect(r.state).toEqual({ count: 14, completed: true, completedOnTurn: 2 });
    expect(r.steps.map(en)).toEqual([
      'the E3 ford: b-5 (D3) rolls 6+5, b-1 (D3) rolls 3: 14 pips of work',
      '0 + 14 = 14: 14 of 12',
      'The work is complete',
    ]);
    expect(ru(r.steps[0])).toBe('the E3 ford: b-5 (D3) выбросил 6+5, b-1 (D3) выбросил 3: работы: 14');
  });

  it('8.4: a crew out of bounds, a unit with no dice, and the wrong number of dice are refused', () => {
    expect(() => workRoll(decl, { ...input, workers: [], dice: [] })).toThrow(/1 to 2 units roll for one place; 0/);
    expect(() => workRoll(decl, { ...input, workers: [worker('b-3', 'D3')], dice: [4] })).toThrow(
      /b-3 does not roll for work \(8\.4\)/,
    );
    expect(() => workRoll(decl, { ...input, dice: [6, 5] })).toThrow(/2 units roll 3 dice; 2 given/);
  });

  it('8.4: a corps rolls once a turn; the journal keeps who rolled', () => {
    const state = { bridgedThisTurn: { turn: 2, engineers: ['b-5'] } };
    expect(() => rolledThisTurn(decl, state, 2, ['b-5'])).toThrow(/b-5 has rolled on turn 2 already \(8\.4\)/);
    expect(rolledThisTurn(decl, state, 2, ['b-1'])).toEqual({ turn: 2, engineers: ['b-5', 'b-1'] });
    expect(rolledThisTurn(decl, state, 3, ['b-5'])).toEqual({ turn: 3, engineers: ['b-5'] });
  });

  it('8.5: in mud (the option on, from turn 5) the total is halved, fractions dropped', () => {
    expect(halvedNow(decl, s, 4, {})).toEqual({ halved: false, each: false });
    expect(halvedNow(decl, s, 5, {})).toEqual({ halved: true, each: false });
    expect(halvedNow(decl, s, 5, { 'mud-rule': 'off' })).toEqual({ halved: false, each: false });
    const r = workRoll(decl, { ...input, turn: 5, halved: true, dice: [6, 5, 4] });
    expect(r).toMatchObject({ rolled: 15, gained: 7, after: 7, completed: false });
    expect(r.steps.map(en).slice(1)).toEqual([
      'Turn 5: half of 15, fractions dropped: 7',
      '0 + 7 = 7: 7 of 12',
      '5 more complete it',
    ]);
  });

  it('8.4: the chances of each count are exact over every fall of the dice', () => {
    const chances = workChances(decl, input);
    expect(chances.reduce((n, c) => n + Number(c.fraction.split('/')[0]), 0)).toBe(216);
    expect(chances.find((c) => c.code === '3')).toMatchObject({ fraction: '1/216', meaning: '9 short' });
    expect(chances.filter((c) => c.meaning === 'complete').reduce((n, c) => n + c.probability, 0)).toBeCloseTo(
      81 / 216,
    );
  });

  it('8.6: a die a hit comes off the bridge; a completed bridge at 0 is destroyed and starts again', () => {
    const built = { count: 14, completed: true };
    expect(workDamage(decl, ford, built, [3, 4])).toMatchObject({ after: 7, destroyed: false });
    const down = workDamage(decl, ford, { count: 5, completed: true }, [6]);
    expect(down).toMatchObject({ after: 0, destroyed: true, state: NO_WORK });
    expect(en(down.steps[2])).toBe('The completed work is at 0: destroyed, and every unit on E3 is eliminated');
    expect(workDamageChances(decl, ford, { count: 3, completed: false }, 1).map((c) => [c.code, c.fraction])).toEqual([
      ['back to 0', '4/6'],
      ['stands', '2/6'],
    ]);
  });

  it('the count lives in the journal under the declared state key', () => {
    const rec = workRecord(decl, { count: 9, completed: false });
    expect(rec).toEqual({ count: 9, completed: false });
    expect(workStateOf(decl, { fords: { 'ford-e3': rec } }, 'ford-e3')).toEqual({ count: 9, completed: false });
    expect(workStateOf(decl, {}, 'ford-e3')).toEqual(NO_WORK);
  });
});

describe('validate refuses a declared work that names what the game lacks (file:line)', () => {
  const problems = (from: string, to: string) => {
    const dir = copy(BRIDGING.replace(from, to));
    return problemsOf(dir).map((p) => formatProblem(p, dir));
  };

  it('an ability the game lacks, with did-you-mean', () => {
    const [p] = problems('has(engineers)', 'has(enginers)');
    expect(p).toMatch(/rules\.yaml:\d+:\d+: .*work\.dice\[0\]\.unit: .*did you mean "engineers"/);
  });

  it('an option choice the game lacks, and a halving on night turns the track does not have', () => {
    const [p] = problems('section: "8.5" }', 'each: { option: mud-rule, choice: "of" }, section: "8.5" }');
    expect(p).toMatch(/rules\.yaml:\d+.*work\.halve\.each\.choice.*no choice of option mud-rule "of"/);
    const [q] = problems('halve: { when', 'halve: { night: true, when');
    expect(q).toMatch(/work\.halve\.night.*marks no night turn/);
  });

  it('a cap below the threshold, and words given as message keys rather than under says', () => {
    const [p] = problems('        state:', '        cap: { at: 10, section: "8.4" }\n        state:');
    expect(p).toMatch(/work\.cap\.at.*below complete \(12\)/);
    const [q] = problems(
      '        section: "8.4"\n',
      '        section: "8.4"\n        words: { rolled: remagen.labour.rolled }\n',
    );
    expect(q).toMatch(/rules\.yaml:\d+:\d+: .*work\.words: unknown field "words"/);
  });
});
