import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';

// The numbers rule hooks read are declared in rules.yaml (charts, shifts, drms, values, opposed): a bad
// declaration is refused at validate with file, line and field, and a changed number changes what the table
// says, in a copy of the game under its own id.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

function copyWith(game: string, edits: [string | RegExp, string][]): string {
  const dir = brokenCopy(game, { 'rules.yaml': edits });
  dirs.push(dir);
  return dir;
}

function problemAfter(game: string, from: string | RegExp, to: string): string {
  const dir = copyWith(game, [[from, to]]);
  const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
  expect(problems, problems.join('\n')).toHaveLength(1);
  return problems[0];
}

describe('hook numbers at validate', () => {
  it('a chart modifier misspelt: file:line:field and did you mean', () => {
    const p = problemAfter('data/nordwind', 'modifier: attacker-support-card', 'modifier: attacker-suport-card');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[0\]\.modifier: /);
    expect(p).toContain('did you mean "attacker-support-card"?');
  });

  it('a chart that does not exist, and one that is not a CRT', () => {
    expect(problemAfter('data/nordwind', 'charts: [forest, mountain]', 'charts: [forest, mountian]')).toContain(
      'did you mean "mountain"?',
    );
    expect(problemAfter('data/nordwind', 'charts: [forest, mountain]', 'charts: [forest, hand-sizes]')).toContain(
      'chart "hand-sizes" is a table, not a crt',
    );
  });

  it('a condition on a number of a hook that applies its numbers itself: refused at validate at its line', async () => {
    const dir = copyWith('data/nordwind', [
      [
        '{ id: attacker-card, modifier: attacker-support-card }',
        '{ id: attacker-card, modifier: attacker-support-card, when: "turn == 1" }',
      ],
    ]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[0\]\.when: hook nordwind\.card-play decides when its/,
    );
  });

  it('Veritable (6.1.2, 5.2): a shift’s condition names the hook’s fields; a misspelt one gets did you mean', () => {
    const p = problemAfter('data/veritable', 'per: input.air-attacker', 'per: input.air-atacker');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[5\]\.per: condition "input\.air-atacker"/);
    expect(p).toContain('did you mean "input.air-attacker"?');
    const q = problemAfter('data/veritable', '"input.sequence == attack-move"', '"input.sequence == atack-move"');
    expect(q).toMatch(/shifts\[0\]\.when: /);
    expect(q).toContain('did you mean "attack-move"?');
  });

  it('an opposed roll names two sides of the game', () => {
    const p = problemAfter('data/death-of-a-division', 'first: german, second: us', 'first: germans, second: us');
    // Surprise (9) is a declared opposed roll now, no longer a hook's: its sides are checked alike.
    expect(p).toMatch(/rules\.procedures\[\d+\]\.roll\.first: /);
    expect(p).toContain('did you mean "german"?');
  });

  it('Veritable (8.3): a shift that cancels another names one with a condition, with did you mean', () => {
    const p = problemAfter(
      'data/veritable',
      'cancels: [armour-attacking, armour-defending]',
      'cancels: [armour-atacking]',
    );
    expect(p).toMatch(
      /^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.shifts\[3\]\.cancels\[0\]: no shift "armour-atacking"/,
    );
    expect(p).toContain('did you mean "armour-attacking"?');
  });

  it('a value declared twice', () => {
    // Remagen's morale (kind: battle) declares one value (Automatic Victory); Nordwind's went with its hook.
    const p = problemAfter(
      'data/remagen',
      '          section: Automatic Victory\n',
      '          section: Automatic Victory\n        - { id: automatic-victory, value: 8, text: again, section: X }\n',
    );
    expect(p).toMatch(/values\[1\]\.id: value id "automatic-victory" is used twice \(first at line \d+\)/);
  });
});

describe('hook numbers at the table, in a copy under its own id', () => {
  it('Death of a Division (9): ties declared the US side’s make surprise 15 in 36, and the words say so', async () => {
    const dir = copyWith('data/death-of-a-division', [['ties: first', 'ties: second']]);
    const r = await runCli('surprise', dir, '--area', 'auw', '--turn', '1', '--preview');
    expect(r.err).toBe('');
    expect(r.out).toContain('Auw: each side rolls 1d6, United States wins ties (9)');
    expect(r.out).toContain('surprise    ██████████··············  41.7% (15/36)');
  });

  it('Death of a Division (9): surprise is rolled on the declared turn only', async () => {
    const dir = copyWith('data/death-of-a-division', [['onTurn: { turn: 1,', 'onTurn: { turn: 2,']]);
    const r = await runCli('surprise', dir, '--area', 'auw', '--turn', '1', '--preview');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Surprise is rolled on turn 2 only; this is turn 1 (9)');
  });

  it('Remagen (Ludendorff RR Bridge): the bridge is first rolled for on the turn its die table declares', async () => {
    const dir = copyWith('data/remagen', [
      ['turns: { from: 4, outside: refuse,', 'turns: { from: 5, outside: refuse,'],
    ]);
    const r = await runCli('bridge', dir, '--turn', '4', '--roll', '2');
    expect(r.code).toBe(1);
    expect(r.err).toContain('Ludendorff Bridge is rolled from turn 5 on, not on turn 4 (Ludendorff RR Bridge)');
  });
});
