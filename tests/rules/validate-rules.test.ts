import { describe, it, expect, afterAll } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadScenario } from '../../src/load/load-scenario.js';
import { brokenCopy, cleanup, problemsOf, RULES_HEX } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { runCli } from '../helpers/run-cli.js';
import { parseCondition, ConditionError } from '../../src/model/rules-condition.js';

// rules.yaml is refused at validate like every other file: file, line and field, with "did you mean".

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

/** The one problem a single edit of rules.yaml (or another file) causes, as the user reads it. */
function problemAfter(file: string, from: string | RegExp, to: string, count = 1): string {
  const dir = brokenCopy(RULES_HEX, { [file]: [[from, to]] });
  dirs.push(dir);
  const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
  expect(problems, problems.join('\n')).toHaveLength(count);
  return problems.join('\n');
}

describe('rules.yaml at validate', () => {
  it('the test game, written only in data, loads with its ten procedures', () => {
    const s = loadScenario(RULES_HEX);
    expect(s.rules?.procedures.map((p) => `${p.id}:${p.kind}`)).toEqual([
      'weather:die-table',
      'combat:combat',
      'bombard:dice-pool',
      'demolish:success-roll',
      'supply:supply',
      'move:move',
      'victory:victory',
      'bridge:work',
      'start:start',
      'setup:setup',
    ]);
  });

  it('a terrain a condition names that does not exist: file:line:field and did you mean', () => {
    const p = problemAfter('rules.yaml', 'defender.terrain == city', 'defender.terrain == citty');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[0\]\.when: /);
    expect(p).toContain('no terrain "citty" (did you mean "city"?)');
  });

  it('a chart that does not exist, and one of the wrong kind', () => {
    expect(problemAfter('rules.yaml', 'chart: crt', 'chart: crtt')).toContain('no chart "crtt" (did you mean "crt"?)');
    expect(problemAfter('rules.yaml', 'chart: crt', 'chart: weather')).toContain(
      'chart "weather" is a die-table, not a crt',
    );
  });

  it("a CRT modifier of charts.yaml that does not exist (the numbers are charts.yaml's, never copied)", () => {
    expect(problemAfter('rules.yaml', '{ modifier: city,', '{ modifier: citi,')).toContain(
      'no modifier "citi" (did you mean "city"?) in chart "crt"',
    );
  });

  it('a procedure a phase names that does not exist', () => {
    const p = problemAfter('rules.yaml', 'procedures: [weather]', 'procedures: [weathr]');
    expect(p).toContain('rules.sequence.phases[1].procedures[0]: no procedure "weathr" (did you mean "weather"?)');
  });

  it('an option, a unit type, a hexside feature, an ability or a state key that does not exist', () => {
    expect(problemAfter('rules.yaml', 'option.mud-rule == on', 'option.mud-rules == on')).toContain(
      'no name "option.mud-rules" here (did you mean "option.mud-rule"?)',
    );
    expect(problemAfter('rules.yaml', 'option.mud-rule == on', 'option.mud-rule == yes')).toContain(
      'no choice of option mud-rule "yes"',
    );
    expect(problemAfter('rules.yaml', 'type == armour', 'type == armor')).toContain(
      'no unit type "armor" (did you mean "armour"?)',
    );
    expect(problemAfter('rules.yaml', 'crossing(river)', 'crossing(rivr)')).toContain(
      'no hexside feature "rivr" (did you mean "river"?)',
    );
    expect(problemAfter('rules.yaml', 'has(engineers)', 'has(engineer)')).toContain(
      'no ability "engineer" (did you mean "engineers"?)',
    );
    expect(problemAfter('rules.yaml', 'state.weather == mud', 'state.wether == mud')).toContain(
      'did you mean "state.weather"?',
    );
    expect(problemAfter('rules.yaml', 'state.weather == mud', 'state.weather == snow')).toContain(
      'no state weather "snow"',
    );
  });

  it('a unit’s fire (Death of a Division, rules 6, 7, 9): an unknown place list, formation or unit condition', () => {
    const doad = (from: string, to: string) => {
      const dir = brokenCopy('data/death-of-a-division', { 'rules.yaml': [[from, to]] });
      dirs.push(dir);
      return problemsOf(dir)
        .map((p) => formatProblem(p, dir))
        .join('\n');
    };
    expect(doad('state: surprised,', 'state: surprized,')).toMatch(
      /firer\.refusedIn\[0\]\.state: no recorded place list "surprized" \(did you mean "surprised"\?\)/,
    );
    expect(doad('except: [de-lxvi-corps-troops]', 'except: [de-lxvi-corps]')).toContain(
      'except[0]: no formation "de-lxvi-corps"',
    );
    expect(doad('unit: has(artillery)\n', 'unit: has(artilery)\n')).toMatch(
      /support\.unit: condition "has\(artilery\)"/,
    );
  });

  it('a condition that can never hold is refused', () => {
    expect(problemAfter('rules.yaml', 'defender.terrain == city', 'defender.terrain == marsh')).toContain(
      'can never hold: no cell of the map is marsh',
    );
    expect(
      problemAfter('rules.yaml', 'state.weather == mud and option', 'turn > 7 and state.weather == mud and option'),
    ).toContain("can never hold: the game's turns run from 1 to 7");
  });

  it('issue 20 (bad input): comparisons joined by "and" that no value meets can never hold, and are refused', () => {
    const city = 'defender.terrain == city';
    expect(problemAfter('rules.yaml', city, `${city} and defender.terrain == clear`)).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[0\]\.when: .*can never hold: no value of defender\.terrain/,
    );
    expect(problemAfter('rules.yaml', city, `${city} and not (defender.terrain == city)`)).toContain('can never hold');
    const mud = 'state.weather == mud and option';
    expect(problemAfter('rules.yaml', mud, `turn > 5 and turn < 3 and ${mud}`)).toContain(
      'can never hold: no number turn meets every comparison joined by "and"',
    );
    // What can hold is not refused: a value the list leaves, either side of an "or", a range of one turn.
    const loads = (to: string) => {
      const dir = brokenCopy(RULES_HEX, { 'rules.yaml': [[mud, to]] });
      dirs.push(dir);
      return loadScenario(dir).rules?.procedures.length;
    };
    expect(loads('state.weather in [mud, clear] and state.weather != mud and option')).toBe(10);
    expect(loads('(state.weather == mud or turn == 2) and turn > 3 and option')).toBe(10);
    expect(loads(`turn >= 3 and turn <= 3 and ${mud}`)).toBe(10);
  });

  it('a condition of the wrong type, or one that does not read', () => {
    expect(problemAfter('rules.yaml', 'per: input.air', 'per: crossing(river)')).toContain(
      'is a yes/no, where a number is wanted',
    );
    expect(problemAfter('rules.yaml', 'defender.terrain == city', 'defender.terrain = city')).toContain(
      'does not read: cannot read "= city"',
    );
  });

  it('an unknown field of rules.yaml, with did you mean', () => {
    expect(problemAfter('rules.yaml', 'oncePerTurn: true', 'oncePerTurm: true')).toContain(
      'unknown field "oncePerTurm" (did you mean "oncePerTurn"?)',
    );
  });

  it('a result the chart prints with no entry, and an entry for a code the chart lacks', () => {
    expect(problemAfter('rules.yaml', /\s+- \{ code: NE \}/, '')).toContain(
      'rules.procedures[1].results: result "NE" of chart "crt" has no entry',
    );
    expect(problemAfter('rules.yaml', '{ code: NE }', '{ code: NX }', 2)).toContain(
      'no result code "NX" (did you mean "NE"?)',
    );
  });

  it("a procedure may not take one of Sandtable's own command names", () => {
    expect(problemAfter('rules.yaml', 'id: weather\n', 'id: roll\n', 2)).toContain("one of Sandtable's own commands");
  });

  it('a procedure no phase uses is a warning of validate, not a refusal', async () => {
    const dir = brokenCopy(RULES_HEX, { 'rules.yaml': [['procedures: [victory]', 'procedures: []']] });
    dirs.push(dir);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /warning: .*rules\.yaml:\d+:\d+: rules\.procedures\[6\]\.id: procedure "victory" belongs to no phase/,
    );
  });

  it("a locale's procedure words name its procedures: a stray key warns at its line, did you mean", async () => {
    const dir = brokenCopy(RULES_HEX, {});
    dirs.push(dir);
    mkdirSync(join(dir, 'locales'));
    writeFileSync(
      join(dir, 'locales', 'ru.yaml'),
      'language: ru\nprocedures:\n  combat: Бой\n  combat.air: Авиация\n  combt.air: Авиация\n',
    );
    const r = await runCli('validate', dir);
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /warning: .*ru\.yaml:5:3: procedures\.combt\.air: names no procedure of rules\.yaml: "combt"/,
    );
    expect(r.err).toContain('(did you mean "combat"?)');
    expect(r.err).not.toMatch(/procedures\.combat(\.air)?:/);
  });
});

describe('the condition language', () => {
  it('reads and, or, not, comparisons, lists and calls; refuses what it cannot read', () => {
    expect(parseCondition("not (a == b) or turn >= 3 and x in [p, 'q']")).toMatchObject({ k: 'or' });
    expect(parseCondition('attackers.count(type == armour) > 1')).toMatchObject({
      k: 'cmp',
      a: { k: 'call', fn: 'attackers.count' },
    });
    for (const bad of ['a ==', '(a', 'a b', 'and a', 'process.exit(1);', '`x`', 'a = b'])
      expect(() => parseCondition(bad), bad).toThrow(ConditionError);
    expect(() => parseCondition(Array(300).fill('a').join(' or '))).toThrow(/longer than/);
    expect(() => parseCondition(`${'('.repeat(50)}a${')'.repeat(50)}`)).toThrow(/deeper/);
  });

  it('reads each text once (a salvo reads them per counter): the same answer, a bad text refused again', () => {
    const text = 'has(figures) and not reduced';
    expect(parseCondition(text)).toBe(parseCondition(text));
    expect(parseCondition(text)).toEqual(parseCondition(` ${text}`));
    for (let i = 0; i < 2; i++) expect(() => parseCondition('a ==')).toThrow(ConditionError);
  });
});
