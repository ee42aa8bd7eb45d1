import { describe, it, expect, afterAll } from 'vitest';
import { formatProblem } from '../../src/load/problem.js';
import { runCli, runJson } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, problemsOf, RULES_HEX } from '../helpers/broken-copy.js';

// A declared combat (`kind: combat`, src/rules/combat.ts) words its report's title and roll in the game's own words
// where rules.yaml's `says` gives them, the same steps a combat hook words (Veritable's): so a game whose combat is
// declared can keep the report its players know. Iron Ford (tests/fixtures/rules-hex) plays its own sections.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const ACROSS = ['--attacker', 'b-2@D2,b-3@D3', '--defender', 'r-12@E3', '--air', '1', '--roll', '4'];
const SAYS = [
  '      says:',
  '        title: "{game}: combat at {target}"',
  '        rolled: "Roll {roll}{drm}: {result} ({column})"',
  '',
].join('\n');

function withSays(extra: [string | RegExp, string][] = []): string {
  const dir = brokenCopy(RULES_HEX, {
    'rules.yaml': [[/( {6}refusedAttackers:| {6}results:\n {8}- \{ code: NE \})/, `${SAYS}$1`], ...extra],
  });
  dirs.push(dir);
  return dir;
}

describe('a declared combat’s report in its declared words (7.0)', () => {
  it('the title and the roll are the data’s; every other line is the engine’s, unchanged', async () => {
    const plain = await runCli('combat', RULES_HEX, ...ACROSS);
    expect(plain.code, plain.err).toBe(0);
    const dir = withSays();
    const said = await runCli('combat', dir, ...ACROSS);
    expect(said.code, said.err).toBe(0);
    expect(said.out.split('\n')[0]).toBe('Iron Ford: combat at E3');
    expect(plain.out.split('\n')[0]).toBe('Iron Ford: Combat (7.0)');
    const roll = said.out.split('\n').find((l) => l.startsWith('  Roll 4'));
    const row = plain.out.split('\n').find((l) => l.startsWith('  Roll 4'));
    expect(roll).toBe('  Roll 4: EX (2-1)');
    expect(row).not.toBe(roll);
    const rest = (out: string) =>
      out
        .split('\n')
        .slice(1)
        .filter((l) => !l.startsWith('  Roll 4'));
    expect(rest(said.out)).toEqual(rest(plain.out));
  });

  it('the odds with their ratio, the net shift, the chances heading: in the data’s words', async () => {
    const words: [string | RegExp, string][] = [
      [
        '        rolled:',
        [
          '        odds: "Odds {attack}:{defence} = {ratio}: column {column}"',
          '        netShift: "Net shift {shift} column{plural} {way}: column {column}{end}"',
          '        chances: "Chances on {column}{drm} before the roll:"',
          '        chancesPreview: "Chances on {column}{drm}:"',
          '        rolled:',
        ].join('\n'),
      ],
    ];
    const dir = withSays(words);
    const preview = await runCli('combat', dir, ...ACROSS.slice(0, -2), '--preview');
    expect(preview.code, preview.err).toBe(0);
    const lines = preview.out.split('\n');
    // 7 against 12 reads 1-2; two shifts right move it to 2-1, short of the chart's end.
    expect(lines).toContain('  Odds 7:12 = 0.58: column 1-2');
    expect(lines).toContain('  Net shift +2 columns right: column 2-1');
    expect(lines).toContain('  Chances on 2-1:');
    const rolled = await runCli('combat', dir, ...ACROSS);
    expect(rolled.out.split('\n')).toContain('  Chances on 2-1 before the roll:');
    const ru = await runCli('combat', dir, ...ACROSS.slice(0, -2), '--preview', '--lang', 'ru');
    expect(ru.out).toContain('7:12 = 0,58');
  });

  it('--json keeps the title and the roll keyed "combat.says.<step>", with their values', async () => {
    const j = await runJson('combat', withSays(), ...ACROSS);
    const roll = j.messages.after.find((m: { key: string }) => m.key === 'combat.says.rolled');
    expect(roll.values).toMatchObject({ roll: 4, drm: '', result: 'EX', column: '2-1' });
  });

  it('validate: a value the step does not give, at its file, line and field, with did you mean', () => {
    const dir = withSays([['combat at {target}"', 'combat at {targte}"']]);
    const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
    expect(problems, problems.join('\n')).toHaveLength(1);
    expect(problems[0]).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.says\.title: .*"targte"/);
    expect(problems[0]).toContain('did you mean "target"?');
  });
});

describe('the net shift at the chart’s end (7.2)', () => {
  const NET = ['--attacker', 'b-2@D2,b-3@D3', '--defender', 'r-12@E3', '--preview'];
  const withShift = (n: number) => {
    const dir = brokenCopy(RULES_HEX, {
      'rules.yaml': [
        [
          '        - { modifier: air, per: input.air }\n',
          '        - { modifier: air, per: input.air }\n' +
            `        - { id: big, shift: ${n}, text: a big shift, section: "7.5" }\n`,
        ],
      ],
    });
    dirs.push(dir);
    return dir;
  };
  const netLine = async (n: number) => {
    const r = await runCli('combat', withShift(n), ...NET);
    expect(r.code, r.err).toBe(0);
    return r.out.split('\n').find((l) => l.startsWith('  Net shift'));
  };

  it('7.2: a shift that lands on the last column says no end; one the end holds back says so', async () => {
    // 7:12 reads 1-2, the first of seven columns; armour shifts 1 more: +5 lands on 6-1, +6 is held there.
    expect(await netLine(5)).toBe('  Net shift +6: column 6-1');
    expect(await netLine(6)).toBe('  Net shift +7: column 6-1 (the end of the chart)');
  });
});
