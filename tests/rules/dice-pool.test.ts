import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli, runJson, runOk } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf, RULES_HEX } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { msg, render } from '../../src/assist/messages.js';
import { RuleRefusal } from '../../src/rules/report.js';
import { RU } from '../../src/print/catalogue/ru.js';

// Dice pools and success rolls declared in rules.yaml (Iron Ford's bombardment, 7.8, and bridge demolition,
// 7.9): the dice and the face that hits come from the declarations, the chances are exact, hand dice are taken
// and marked, and a bad declaration is refused at validate with file, line and field.
const G = RULES_HEX;
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-dice-pool-'));
const dirs: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  dirs.forEach(cleanup);
});

const ok = runOk;
const json = runJson;

function problemAfter(from: string | RegExp, to: string): string {
  const dir = brokenCopy(RULES_HEX, { 'rules.yaml': [[from, to]] });
  dirs.push(dir);
  const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
  expect(problems, problems.join('\n')).toHaveLength(1);
  return problems[0];
}

describe('a dice pool (Iron Ford 7.8)', () => {
  it('7.8: a die a gun, hits on 5+, one pip harder dug in; the chances are binomial and exact', async () => {
    const open = await json('bombard', G, '--guns', '2', '--preview');
    expect(open).toMatchObject({ dice: 2, hitOn: 5, sides: 6 });
    // Two dice hitting on 5-6 (1/3 each): 0 hits 16/36, 1 hit 16/36, 2 hits 4/36.
    expect(open.chances.map((c: { fraction: string }) => c.fraction)).toEqual(['16/36', '16/36', '4/36']);
    const dug = await json('bombard', G, '--guns', '2', '--dug-in', '--preview');
    expect(dug).toMatchObject({ dice: 2, hitOn: 6 });
    expect(dug.chances.map((c: { fraction: string }) => c.fraction)).toEqual(['25/36', '10/36', '1/36']);
  });

  it('7.8: hand dice count hits at the declared face, and the owner allocates them', async () => {
    const out = await ok('bombard', G, '--guns', '3', '--dice', '6,5,2');
    expect(out).toContain('  a die a gun: 3 dice (7.8)');
    expect(out).toContain('  A die hits on 5 or more (7.8)');
    expect(out).toContain('  Dice 6, 5, 2, hits on 5+: 2');
    expect(out).toContain('  The owner of the units hit spreads the hits (2) among them (7.8)');
    const dug = await ok('bombard', G, '--guns', '3', '--dug-in', '--dice', '6,5,2');
    expect(dug).toContain('  target dug in: +1, a die hits on 6 or more (7.8)');
    expect(dug).toContain('  Dice 6, 5, 2, hits on 6+: 1');
  });

  it('7.8: too few hand dice are refused unless --fill rolls the rest', async () => {
    const r = await runCli('bombard', G, '--guns', '3', '--dice', '6');
    expect(r.code).toBe(1);
    expect(r.err).toContain('3 dice are rolled here; --dice gave 1');
    const j = await json('bombard', G, '--guns', '3', '--dice', '6', '--fill', '--seed', 'pool');
    expect(j.faces[0]).toBe(6);
    expect(j.faces).toHaveLength(3);
  });

  it('7.8: the clear-weather die is added only when the journal keeps clear weather', async () => {
    const journal = join(tmp, 'j.json');
    await ok('weather', G, '--roll', '1', '--turn', '1', '--journal', journal);
    const j = await json('bombard', G, '--guns', '2', '--preview', '--journal', journal);
    expect(j.dice).toBe(3);
  });
});

describe('a success roll (Iron Ford 7.9)', () => {
  it('7.9: 4 or more blows the bridge; a second engineer adds 1; the outcome is kept in the journal', async () => {
    const one = await json('demolish', G, '--engineers', '1', '--preview');
    expect(one.chances.map((c: { code: string; fraction: string }) => `${c.code} ${c.fraction}`)).toEqual([
      'success 3/6',
      'failure 3/6',
    ]);
    const journal = join(tmp, 'd.json');
    const out = await ok('demolish', G, '--engineers', '2', '--roll', '3', '--turn', '2', '--journal', journal);
    expect(out).toContain('  Die roll modifier +1: a second engineer unit (7.9)');
    expect(out).toContain('  Roll 3 +1 = 4 against 4: success. The bridge is down. (7.9)');
    expect(out).toContain('  Kept in the journal: bridge = down');
    const again = await runCli('demolish', G, '--engineers', '1', '--roll', '6', '--turn', '2', '--journal', journal);
    expect(again.code).toBe(1);
    expect(again.err).toContain('rolled once a turn (7.9); turn 2 has its roll');
  });

  it('7.9: a 3 with one engineer fails', async () => {
    const out = await ok('demolish', G, '--engineers', '1', '--roll', '3');
    expect(out).toContain('  Roll 3 against 4: failure. The bridge stands. (7.9)');
  });
});

describe('dice pools and success rolls at validate', () => {
  it('a kind misspelt is refused, listing the kinds', () => {
    expect(problemAfter('kind: dice-pool', 'kind: dice-pol')).toContain('dice-pool, success-roll');
  });

  it('an input a pool names that does not exist: file:line:field and did you mean', () => {
    const p = problemAfter('per: input.guns', 'per: input.gunz');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[2\]\.dice\[0\]\.per: /);
    expect(p).toContain('(did you mean "input.guns"?)');
  });

  it('a face no die shows, and a target the dice never reach, can never hold', () => {
    expect(problemAfter('hitOn: { atLeast: 5', 'hitOn: { atLeast: 7')).toContain('a d6 never shows 7');
    expect(problemAfter('target: { value: 4', 'target: { value: 8')).toContain('never reaches 8');
  });

  it('a state key a condition reads that no procedure records', () => {
    const p = problemAfter('when: "state.weather == clear"', 'when: "state.wether == clear"');
    expect(p).toContain('did you mean "state.weather"?');
  });
});

describe('the success roll’s once-a-turn refusal (Iron Ford 7.9)', () => {
  it('7.9: is a keyed refusal citing its section, worded in Russian from the catalogue', () => {
    const m = msg('success.onceATurn', { title: 'Demolition', section: '7.9', turn: 2 });
    const refusal = new RuleRefusal(m);
    expect(refusal.message).toBe('Demolition is rolled once a turn (7.9); turn 2 has its roll');
    expect(render(refusal.why, RU.rules)).toBe('«Demolition» бросается раз в ход (7.9); на ходу 2 бросок уже был');
  });
});
