import { describe, it, expect, afterAll } from 'vitest';
import { formatProblem } from '../../../src/load/problem.js';
import { runCli } from '../../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf } from '../../helpers/broken-copy.js';

// Veritable's combat report (6.5) is worded by its declaration: rules.yaml's combat `says`, step by step, and the
// locale's words.rules ("combat.says.<step>") in Russian. The hook gives the values; the data gives the words, so a
// game copied from Veritable words its own report without TypeScript.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const HEKKEN = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '1,1'];

/** Veritable copied under its own id, with its rules.yaml edited (each edit must apply). */
function copyWith(edits: [string | RegExp, string][]): string {
  const dir = brokenCopy('data/veritable', { 'rules.yaml': edits });
  dirs.push(dir);
  return dir;
}

describe('Veritable combat report in its declared words (6.5, 6.5.1, 6.5.3)', () => {
  it('each line of the frame is the data’s: a copy that rewords a step changes only that line', async () => {
    const original = await runCli('combat', 'veritable', ...HEKKEN);
    expect(original.code).toBe(0);
    expect(original.out).toMatch(/^Operation: Veritable: combat at I9$/m);
    expect(original.out).toContain('  Attack from H8: 71-bde 4 = 4\n');
    expect(original.out).toContain('  Roll 3: 2/- (1-3)\n');
    expect(original.out).toContain('  Waiting for a choice (6.5.3):\n');
    const dir = copyWith([
      ['title: "{game}: combat at {target}"', 'title: "{game}: the fight for {target}"'],
      ['attackFrom: "Attack from {hex}: {units} = {total}"', 'attackFrom: "From {hex}: {units}, {total}"'],
      ['rolled: "Roll {roll}{drm}: {result} ({column})"', 'rolled: "Die {roll} on {column}: {result}"'],
    ]);
    const copy = await runCli('combat', dir, ...HEKKEN);
    expect(copy.code, copy.err).toBe(0);
    expect(copy.out).toMatch(/^Operation: Veritable: the fight for I9$/m);
    expect(copy.out).toContain('  From H8: 71-bde 4, 4\n');
    expect(copy.out).toContain('  Die 3 on 1-3: 2/-\n');
    const rest = (out: string) =>
      out
        .split('\n')
        .filter((l) => !/combat at|fight for|Attack from|From H8|Roll 3|Die 3/.test(l))
        .join('\n');
    // The copy's id is its own ('veritable-copy'); every other line reads as the original's.
    expect(rest(copy.out.replaceAll('veritable-copy', 'veritable'))).toBe(rest(original.out));
  });

  it('--lang ru words each step from the locale’s words.rules (combat.says.<step>)', async () => {
    const ru = await runCli('combat', 'veritable', ...HEKKEN, '--lang', 'ru');
    expect(ru.out).toMatch(/: бой в I9$/m);
    expect(ru.out).toContain('  Атака из H8: 71-bde 4 = 4\n');
    expect(ru.out).toContain('  Бросок 3: 2/- (1-3)\n');
    expect(ru.out).toContain('  Ждёт выбора (6.5.3):\n');
  });

  it('a step left unworded shows its gap, naming the procedure and the step, rather than vanishing', async () => {
    const dir = copyWith([[/\n {8}rolled: "Roll \{roll\}\{drm\}: \{result\} \(\{column\}\)"/, '']]);
    const copy = await runCli('combat', dir, ...HEKKEN);
    expect(copy.out).toContain('  [combat: step rolled has no words in rules.yaml (says.rolled)]\n');
  });

  it('validate: a value a step does not give, at its file, line and field, with did you mean', () => {
    const dir = copyWith([
      ['rolled: "Roll {roll}{drm}: {result} ({column})"', 'rolled: "Roll {roll}{drm}: {result} ({colum})"'],
    ]);
    const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[1\]\.says\.rolled: /);
    expect(problems[0]).toContain('did you mean "column"?');
  });
});
