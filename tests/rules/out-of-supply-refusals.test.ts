import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, copyGame, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { RULES_EN } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';

// Death of a Division, rule 4's optional rule: units out of supply may not use road march or overrun. Supply keeps
// the units each side's check cut off in the journal (`outOfSupply`, by side and turn); rules.yaml's road march
// and overrun refuse them, by `refusals` whose `when` reads the game option and whose `unit` reads `supplied`.
const G = 'death-of-a-division';
const root = mkdtempSync(join(tmpdir(), 'sandtable-oos-'));
const dirs: string[] = [];
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  dirs.forEach(cleanup);
});
const ON = 'out-of-supply-no-road-march=on';
const file = (name: string, text: string) => {
  const f = join(root, name);
  writeFileSync(f, text);
  return f;
};
// The Germans hold St. Vith and Schönberg: the 422nd in Heuem has no road to a US source, though Prümerberg,
// one road link on, is free for a road march.
const US = file(
  'us.yaml',
  'units:\n  - "us-422-inf@heuem"\n  - "us-168-engr@prumerberg"\n' +
    '  - "de-294-vgr@st-vith"\n  - "de-295-vgr@schonberg"\n',
);
// A US troop in Losheim and another in Manderfeld cut off three German units in Krewinkel, which overrun the
// one in Manderfeld at 9-1 (the troop has one hit).
const DE = file(
  'de.yaml',
  'units:\n  - "de-294-vgr@krewinkel"\n  - "de-18-ag@krewinkel"\n  - "de-18-mobile@krewinkel"\n' +
    '  - "us-18-cav-a@losheim"\n  - "us-18-cav-c@manderfeld"\n',
);
const OVERRUN = [
  ...['--movers', 'de-294-vgr@krewinkel,de-18-ag@krewinkel,de-18-mobile@krewinkel', '--into', 'manderfeld'],
  ...['--defenders', 'us-18-cav-c@manderfeld', '--hits', 'us-18-cav-c=1', '--roll', '3'],
];
const ROAD = ['--units', 'us-422-inf@prumerberg', '--road', '--position', US];

let n = 0;
/** A journal in which `side` has checked supply on turn 1 from `position`. */
async function checked(game: string, position: string, side: string): Promise<string> {
  const j = join(root, `j${n++}.json`);
  const r = await runCli('supply', game, '--position', position, '--side', side, '--turn', '1', '--journal', j);
  expect(r.code, r.err).toBe(0);
  return j;
}

describe('optional rule 4: units out of supply may not road-march or overrun', () => {
  it('4 (optional rule): a road march by a unit cut off this turn is refused; a normal move is not', async () => {
    const on = await runCli('move', G, ...ROAD, '--turn', '1', '--journal', await checked(G, US, 'us'), '--option', ON);
    expect(on.code).toBe(1);
    expect(on.err).toBe('sandtable: us-422-inf may not road-march: out of supply this turn (optional rule) (4)\n');
    const ru = await runCli(
      ...['move', G, ...ROAD, '--turn', '1', '--journal', await checked(G, US, 'us'), '--option', ON],
      ...['--lang', 'ru'],
    );
    expect(ru.err).toContain('us-422-inf не может идти маршем по дорогам: out of supply this turn (optional rule) (4)');
    const step = await runCli(
      ...['move', G, '--units', 'us-422-inf@prumerberg', '--position', US, '--turn', '1'],
      ...['--journal', await checked(G, US, 'us'), '--option', ON],
    );
    expect(step.code, step.err).toBe(0);
    expect(step.out).toContain('us-422-inf: heuem → prumerberg, 1 of 1 (5)');
  });

  it('4: with the option off (its default), the same road march goes ahead', async () => {
    const off = await runCli('move', G, ...ROAD, '--turn', '1', '--journal', await checked(G, US, 'us'));
    expect(off.code, off.err).toBe(0);
    expect(off.out).toContain('us-422-inf: heuem → prumerberg by road march, 1 of 4 (5, 7)');
    const named = await runCli(
      ...['move', G, ...ROAD, '--turn', '1', '--journal', await checked(G, US, 'us')],
      ...['--option', 'out-of-supply-no-road-march=off'],
    );
    expect(named.out).toBe(off.out);
  });

  it('4 (optional rule): an overrun by units cut off this turn is refused; off, or later, it is tried', async () => {
    const on = await runCli(
      ...['overrun', G, ...OVERRUN, '--turn', '1', '--journal', await checked(G, DE, 'german')],
      ...['--out-of-supply-no-road-march', 'on'],
    );
    expect(on.code).toBe(1);
    expect(on.err).toBe('sandtable: de-294-vgr: out of supply this turn, no overrun (optional rule) (4)\n');
    const off = await runCli('overrun', G, ...OVERRUN, '--turn', '1', '--journal', await checked(G, DE, 'german'));
    expect(off.code, off.err).toBe(0);
    expect(off.out).toContain('9-1 is 9-1: 6-1 or better, the overrun may be tried');
    // The check of turn 1 says nothing of turn 2, before the side checks again.
    const later = await runCli(
      ...['overrun', G, ...OVERRUN, '--turn', '2', '--journal', await checked(G, DE, 'german')],
      ...['--out-of-supply-no-road-march', 'on'],
    );
    expect(later.code, later.err).toBe(0);
    expect(later.out).toBe(off.out);
  });

  it('4: without a supply check in the journal no unit is cut off, whatever the option', async () => {
    const j = join(root, 'fresh.json');
    const r = await runCli('move', G, ...ROAD, '--turn', '1', '--journal', j, '--option', ON);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('by road march');
  });

  it('the overrun offers the option as its own flag; the move takes it as --option', async () => {
    expect((await runCli('overrun', G, '--help')).out).toContain('--out-of-supply-no-road-march <value>');
    expect((await runCli('move', G, '--help')).out).toContain('--option <id=choice>');
  });

  it('the refusal is keyed, with Russian', () => {
    expect(RULES_EN['move.roadRefused']).toBe('{ref} may not road-march: {text} ({section})');
    expect(RU.rules['move.roadRefused']).toBe('{ref} не может идти маршем по дорогам: {text} ({section})');
  });

  it('a copy of the game under a new id refuses alike, and its journal is the same', async () => {
    const copy = join(root, 'copy');
    copyGame(join('data', G), copy);
    for (const [position, side, verb, args] of [
      [US, 'us', 'move', [...ROAD, '--turn', '1', '--option', ON]],
      [DE, 'german', 'overrun', [...OVERRUN, '--turn', '1', '--out-of-supply-no-road-march', 'on']],
    ] as const) {
      const runs = [];
      for (const game of [G, copy]) {
        const j = await checked(game, position, side);
        const r = await runCli(verb, game, ...args, '--journal', j);
        const kept = existsSync(j) ? JSON.parse(readFileSync(j, 'utf8')).state : undefined;
        runs.push({ code: r.code, err: r.err, out: r.out, kept });
      }
      expect(runs[1]).toEqual(runs[0]);
      expect(runs[0].code).toBe(1);
    }
  });
});

describe('refusals at validate', () => {
  const problem = (from: string, to: string) => {
    const dir = brokenCopy(`data/${G}`, { 'rules.yaml': [[from, to]] });
    dirs.push(dir);
    const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
    expect(problems, problems.join('\n')).toHaveLength(1);
    return problems[0];
  };

  it('an option a refusal reads that the game lacks: file:line, field, did you mean', () => {
    expect(
      problem('when: "option.out-of-supply-no-road-march == on"', 'when: "option.out-of-supply-no-road-mrch == on"'),
    ).toMatch(/^rules\.yaml:\d+:\d+: rules\.movement\.roadMarch\.refusals\[0\]\.when: .*did you mean "option\.out-of-/);
  });

  it('a unit name in a refusal’s `when`, read once for the whole step, is refused there', () => {
    const p = problem(
      'when: "option.out-of-supply-no-road-march == on"\n' +
        '          unit: not supplied\n          text: out of supply this turn, no',
      'when: "not supplied"\n          unit: not supplied\n          text: out of supply this turn, no',
    );
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d\]\.refusals\[1\]\.when: .*no name "supplied" here/);
  });
});
