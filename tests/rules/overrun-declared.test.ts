import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { copiesOf, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';

// An overrun declared in a designer's own area game (`kind: overrun`, tests/fixtures/overrun-area), written only in
// data: its command is its procedure's id ("sweep"), its odds, die and option its own (rule B), its refusals cite
// its own rules (C, R); the same engine runs Death of a Division's overrun (rules 5, 7).

const G = 'tests/fixtures/overrun-area';
const MOVERS = ['--movers', 'n-inf#1@hill,n-inf#2@hill,n-inf#3@hill', '--into', 'town', '--defenders', 's-arm@town'];
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-sweep-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const copy = copiesOf(G, 'rules.yaml');
const said = (dir: string) => problemsOf(dir).map((x) => formatProblem(x, dir));

describe('a declared overrun in a game of data alone (kind: overrun)', () => {
  it('B: the odds at 1-1 or better, its own die table, the units overrun removed and the movers going on', async () => {
    const journal = join(tmp, 'sweep.json');
    const r = await runCli('sweep', G, ...MOVERS, '--roll', '5', '--turn', '2', '--journal', journal);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('n-inf#1 1 + n-inf#2 1 + n-inf#3 1 = 3 against s-arm 2 = 2');
    // The report calls the procedure by the designer's own title ("Sweep"), never the engine's kind.
    expect(r.out).toContain('Overrun Area: sweep of Town\n  Sweep from Hill into Town');
    expect(r.out).toContain('3-2 is 1-1: 1-1 or better, the sweep may be tried');
    expect(r.out).toContain('Chances of the sweep die before the roll');
    expect(r.out).toContain('Rolled 5: Through: the defenders are swept away');
    expect(r.out).toContain('Removed from play: s-arm');
    // No limit a turn is declared, and no pool: no count in the words, no parting shots.
    expect(r.out).toContain('The movers may go on to the next area and sweep again if the odds allow; unmoved');
    expect(r.out.replaceAll('Overrun Area', '')).not.toMatch(/overrun/i);
    expect(r.out).not.toContain('parting shots:');
    const st = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(st).toMatchObject({ eliminated: ['s-arm'], phase: 'A, North move' });
    expect(st.positions).toEqual({ 'n-inf#1': 'town', 'n-inf#2': 'town', 'n-inf#3': 'town' });
    // C: a unit the journal removed is refused, citing the game's own rule.
    const gone = await runCli('sweep', G, ...MOVERS, '--roll', '5', '--journal', journal);
    expect(gone.code).toBe(1);
    expect(gone.err).toContain('s-arm has been eliminated: it is no longer on the board (C, Losses)');
  });

  it('A: a sweep is played in its side’s phase of the sequence, kept in the turn log like a move', async () => {
    const journal = join(tmp, 'phases.json');
    const south = ['--movers', 's-arm@town', '--into', 'hill', '--defenders', 'n-inf#1@hill', '--roll', '2'];
    const first = await runCli('sweep', G, ...south, '--turn', '2', '--journal', journal);
    expect(first.code, first.err).toBe(0);
    const log = JSON.parse(readFileSync(journal, 'utf8')).state.thisTurn;
    expect(log).toMatchObject({ turn: 2, side: 'south', phase: 'south-move' });
    // North move comes before South move (rules.yaml's sequence, A): once the south has swept, the north's is past.
    const north = ['--movers', 'n-inf#2@hill,n-inf#3@hill', '--into', 'town', '--defenders', 's-arm@town'];
    const late = await runCli('sweep', G, ...north, '--roll', '5', '--turn', '2', '--journal', journal);
    expect(late.code).toBe(1);
    expect(late.err).toContain('South has played South move this turn; North move comes before it and is over (A)');
  });

  it('B: a failed die stops the movers; R: a unit not yet due is refused; M: armour only by road', async () => {
    const held = await runCli('sweep', G, ...MOVERS, '--roll', '3', '--json');
    expect(held.code, held.err).toBe(0);
    expect(JSON.parse(held.out)).toMatchObject({ success: false, removed: [], odds: '1-1', partingShots: [] });
    const early = await runCli('sweep', G, ...MOVERS, '--roll', '5', '--turn', '1');
    expect(early.code).toBe(1);
    expect(early.err).toContain('s-arm arrives on turn 2; this is turn 1 (R, Arrival)');
    const across = await runCli('sweep', G, '--movers', 's-arm@town', '--into', 'wood', '--defenders', 'n-inf#1@wood');
    expect(across.code).toBe(1);
    expect(across.err).toContain('s-arm cannot move from town to wood');
  });

  it('B: its game option "sweep" (one) takes the odds against one unit, named by its own option', async () => {
    const help = await runCli('sweep', G, '--help');
    expect(help.out).toContain('--sweep <value>');
    const two = ['--defenders', 'n-inf#1@hill,n-inf#2@hill'];
    const r = await runCli('sweep', G, '--movers', 's-arm@town', '--into', 'hill', ...two, '--sweep', 'one');
    expect(r.code).toBe(1);
    expect(r.err).toContain('with sweep one, name the one unit overrun');
    const ru = await runCli('sweep', G, ...MOVERS, '--roll', '6', '--turn', '2', '--sweep', 'one', '--lang', 'ru');
    expect(ru.out).toContain('Идущие могут идти дальше, только если в Town не осталось отрядов противника');
  });

  it('validate: an unknown option, choice, chart or step roll is refused at its line, with did you mean', () => {
    const bad = copy([
      ['target: { option: sweep, single: one,', 'target: { option: swep, single: one,'],
      ['successRoll: { chart: breakthrough,', 'successRoll: { chart: breakthru,'],
    ]);
    const problems = said(bad).join('\n');
    expect(problems).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[0\]\.target\.option: .*"swep".*did you mean "sweep"/,
    );
    expect(problems).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[0\]\.successRoll\.chart: .*did you mean "breakthrough"/,
    );
    const choice = copy([['single: one,', 'single: onne,']]);
    expect(said(choice).join('\n')).toMatch(/target\.single: .*"onne".*did you mean "one"/);
    const noDie = copy([['        - { id: die, roll: successRoll, section: "B" }\n', '']]);
    expect(said(noDie).join('\n')).toMatch(/rules\.procedures\[0\]\.steps: no step takes the `successRoll` roll/);
  });
});
