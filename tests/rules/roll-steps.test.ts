import { describe, it, expect, afterAll } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import type { OverrunProcedure } from '../../src/model/schema/rules.js';
import { stepHolds } from '../../src/rules/roll-steps.js';
import { OVERRUN_ARGS } from '../helpers/overrun-args.js';

// A procedure's rolls in the order rules.yaml's `steps` declare, run by the engine (src/rules/roll-steps.ts): Death
// of a Division's overrun is the odds at 6-1 (rule 5, artillery defending as 1, rule 7), the overrun die (5), on a
// success the parting shots (5, 7), the units overrun removed and the movers going on (5), on a failure the stop
// (5). A copy that declares other steps plays by them; a bad step is refused at validate with file:line.

const G = 'death-of-a-division';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));
const copy = (edits: Parameters<typeof brokenCopy>[1]) => {
  const dir = brokenCopy(`data/${G}`, edits);
  dirs.push(dir);
  return dir;
};
const said = (dir: string) => problemsOf(dir).map((x) => formatProblem(x, dir));
const ARGS = OVERRUN_ARGS;
const PARTING =
  '        - { id: parting-shots, roll: pool, units: defenders, when: { step: die, is: success }, section: "5, 7" }\n';

describe('the overrun’s steps in rules.yaml (rules 5, 7)', () => {
  it('5, 7: declares the odds, the die, then on success the parting shots, removal and going on, else the stop', () => {
    const p = loadScenario(`data/${G}`).rules!.procedures.find((x): x is OverrunProcedure => x.kind === 'overrun')!;
    expect(p.steps?.map((x) => [x.id, x.roll ?? x.effect, x.when ? `${x.when.step} ${x.when.is}` : ''])).toEqual([
      ['odds', 'ratio', ''],
      ['die', 'successRoll', ''],
      ['parting-shots', 'pool', 'die success'],
      ['overrun', 'remove', 'die success'],
      ['go-on', 'enter', 'die success'],
      ['stop', 'stop', 'die failure'],
    ]);
    expect(stepHolds({ step: 'die', is: 'success' }, { die: true })).toBe(true);
    expect(stepHolds({ step: 'die', is: 'failure' }, { die: true })).toBe(false);
    expect(stepHolds({ step: 'die', is: 'failure' }, {})).toBe(false);
  });

  it('5: a success runs the steps in order: die, parting shots, removal, going on', async () => {
    const r = await runCli('overrun', G, ...ARGS, '--roll', '4', '--parting-dice', '1,1');
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n').map((l) => l.trim());
    const order = ['Rolled 4: Succeeds', 'Parting shots: us-18-cav-c 2: 1 1: 0 hits', 'Removed from play: us-18-cav-c'];
    const at = order.map((o) => lines.findIndex((l) => l.startsWith(o)));
    expect(at.every((i) => i > 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(lines[at[2] + 1]).toMatch(/^The movers may go on/);
  });

  it('5: a failed die takes only the stop', async () => {
    const r = await runCli('overrun', G, ...ARGS, '--roll', '2');
    expect(r.out).toContain('The overrun fails: the movers must stop in Krewinkel');
    expect(r.out).not.toContain('Parting shots:');
    expect(r.out).not.toContain('Removed from play');
  });

  it('5, 7: a copy whose steps fire no parting shots removes the units without them, in declared order', async () => {
    const dir = copy({ 'rules.yaml': [[PARTING, '']] });
    const r = await runCli('overrun', dir, ...ARGS, '--roll', '5');
    expect(r.code, r.err).toBe(0);
    expect(r.out).not.toContain('Parting shots:');
    expect(r.out).toContain('Removed from play: us-18-cav-c');
    // Declared last, the parting shots come after the removal.
    const last = copy({
      'rules.yaml': [
        [PARTING, ''],
        ['        - { id: stop,', PARTING + '        - { id: stop,'],
      ],
    });
    const lines = (await runCli('overrun', last, ...ARGS, '--roll', '5', '--parting-dice', '6,6')).out.split('\n');
    const removed = lines.findIndex((l) => l.includes('Removed from play'));
    const parting = lines.findIndex((l) => l.includes('Parting shots:'));
    expect(removed).toBeGreaterThan(0);
    expect(parting).toBeGreaterThan(removed);
  });

  it('5, 7: a copy whose steps leave the declared parting-shot pool unrolled is warned at its file:line', async () => {
    const dir = copy({ 'rules.yaml': [[PARTING, '']] });
    const r = await runCli('validate', dir);
    expect(r.code, r.err).toBe(0);
    const said = `${r.out}\n${r.err}`;
    const text = readFileSync(`${dir}/rules.yaml`, 'utf8').split('\n');
    const line = text.indexOf('      pool:') + 1;
    expect(line).toBeGreaterThan(0);
    expect(said).toMatch(
      new RegExp(
        `warning: .*rules\\.yaml:${line}:\\d+: rules\\.procedures\\[\\d+\\]\\.pool: no step takes this \`pool\``,
      ),
    );
    // The game as shipped rolls every roll it declares: no such warning.
    const shipped = await runCli('validate', G);
    expect(`${shipped.out}\n${shipped.err}`).not.toContain('no step takes');
    // A step that does not take the odds leaves the ratio unrolled: refused, as an overrun reads the odds (below).
    const noOdds = copy({ 'rules.yaml': [['        - { id: odds, roll: ratio, section: "5" }\n', '']] });
    const w = await runCli('validate', noOdds);
    expect(`${w.out}\n${w.err}`).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.steps: no step takes the `ratio` roll/,
    );
  });

  it('5: a copy whose steps take no odds is refused at rules.yaml’s line and field, not inside', async () => {
    const dir = copy({ 'rules.yaml': [['        - { id: odds, roll: ratio, section: "5" }\n', '']] });
    const r = await runCli('overrun', dir, ...ARGS, '--roll', '5');
    expect(r.code).not.toBe(0);
    expect(r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.steps: no step takes the `ratio` roll/);
    expect(r.err).not.toContain('internal error');
    expect(r.err).not.toMatch(/\n\s+at /);
  });

  it('refuses a bad step at file:line: an unknown field or kind, an undeclared roll, a condition never holding', () => {
    const dir = copy({
      'rules.yaml': [
        ['{ id: odds, roll: ratio,', '{ id: odds, rol: ratio,'],
        ['{ id: die, roll: successRoll,', '{ id: die, roll: sucessRoll,'],
      ],
    });
    const problems = said(dir);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.join('\n')).toMatch(/^rules\.yaml:\d+:\d+: .*steps\[0\].*rol.*did you mean.*roll/m);
    expect(problems.join('\n')).toMatch(/^rules\.yaml:\d+:\d+: .*steps\[1\]\.roll.*successRoll/m);
    const later = copy({
      'rules.yaml': [
        ['when: { step: die, is: success }, section: "5, 7" }', 'when: { step: stop, is: success }, section: "5, 7" }'],
        [
          '{ id: overrun, effect: remove, units: defenders, when: { step: die,',
          '{ id: overrun, effect: remove, units: defenders, when: { step: dye,',
        ],
        [
          '{ id: go-on, effect: enter, units: movers, when: { step: die,',
          '{ id: go-on, effect: enter, units: movers, when: { step: odds,',
        ],
      ],
    });
    expect(said(later)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*steps\[2\]\.when\.step: step "stop" comes after this one: the condition could never/,
      ),
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*steps\[3\]\.when\.step: no earlier success roll "dye" \(did you mean "die"\?\)$/,
      ),
      expect.stringMatching(/^rules\.yaml:\d+:\d+: .*steps\[4\]\.when\.step: step "odds" is not a success roll/),
    ]);
    const undeclared = copy({
      'rules.yaml': [
        [
          '        dice:\n          - { unit: has(artillery), dice: 1,',
          '        dise:\n          - { unit: has(artillery), dice: 1,',
        ],
      ],
    });
    expect(said(undeclared).length).toBeGreaterThan(0);
    const noPool = copy({
      'rules.yaml': [[/ {6}pool:\n {8}section: "5"\n[\s\S]*?allocate: \{ by: owner, section: "5, 6" \}\n/, '']],
    });
    expect(said(noPool)).toEqual([
      expect.stringMatching(
        /^rules\.yaml:\d+:\d+: .*steps\[2\]\.roll: the procedure declares no `pool` for this step to roll/,
      ),
    ]);
  });
});
