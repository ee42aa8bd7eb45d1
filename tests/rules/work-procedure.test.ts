import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli, runJson, runOk } from '../helpers/run-cli.js';
import { RULES_HEX, brokenCopy, cleanup, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';

// Iron Ford bridges its ford (8.4-8.6) with a procedure of kind `work` in rules.yaml and no code: the generic CLI
// adapter gives it `sandtable bridge GAME`, its options, --json, hand dice and --seed; the journal keeps the count.
// 8.4: corps in D3 roll, an engineer corps 2 dice, any other infantry corps 1; 12 pips bridge the ford; once a turn.
// 8.5: from turn 5 with the mud rule the total is halved. 8.6: a die a hit off the bridge; at 0 it is swept away.

const G = RULES_HEX;
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-work-'));
const dirs: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  dirs.forEach(cleanup);
});

const ok = runOk;
const json = runJson;
const refused = async (...args: string[]) => {
  const r = await runCli(...args);
  expect(r.code).not.toBe(0);
  expect(r.err).not.toMatch(/\n\s+at /);
  return r.err;
};
const journalOf = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const BRIDGE = ['bridge', G, '--place', 'ford'];

describe('Iron Ford bridging (8.4), declared as work in rules.yaml', () => {
  it('8.4: an engineer corps rolls two dice, an infantry corps one; 12 pips bridge the ford', async () => {
    const out = await ok(...BRIDGE, '--corps', 'b-5@D3,b-1@D3', '--turn', '2', '--dice', '6,5,3');
    expect(out.split('\n').slice(0, 2)).toEqual([
      'Iron Ford: work at the Ford bridge, turn 2',
      '  2 units roll 3 dice onto 0 of 12',
    ]);
    expect(out).toContain('  Chances of the work done before the roll:\n');
    expect(out).toContain(
      [
        '  the Ford bridge: b-5 (D3) rolls 6+5, b-1 (D3) rolls 3: 14 pips of work',
        '  0 + 14 = 14: 14 of 12',
        '  The work is complete',
        '  Dice: 3d6 = 6+5+3 = 14 (by hand)',
      ].join('\n'),
    );
    // The chances before the roll count every fall of the three dice: 81 of 216 reach 12.
    const r = await json(...BRIDGE, '--corps', 'b-5@D3,b-1@D3', '--turn', '2', '--preview');
    expect(r).toMatchObject({ procedure: 'bridge', kind: 'work', preview: true, place: 'ford', before: 0 });
    const complete = r.chances.filter((c: { meaning: string }) => c.meaning === 'complete');
    expect(complete.reduce((n: number, c: { fraction: string }) => n + Number(c.fraction.split('/')[0]), 0)).toBe(81);
  });

  it('8.4: the journal keeps the count from roll to roll, and a corps rolls once a turn', async () => {
    const journal = join(tmp, 'count.json');
    await ok(...BRIDGE, '--corps', 'b-5@D3', '--turn', '1', '--dice', '4,5', '--journal', journal);
    expect(journalOf(journal).state.bridges).toEqual({ ford: { count: 9, completed: false } });
    const again = await refused(...BRIDGE, '--corps', 'b-5@D3', '--turn', '1', '--dice', '1,1', '--journal', journal);
    expect(again).toContain('b-5 has rolled on turn 1 already (8.4)');
    expect(journalOf(journal).entries).toHaveLength(1);
    // Named alone, the corps stands where the journal last saw it.
    const next = await json(...BRIDGE, '--corps', 'b-5', '--turn', '2', '--dice', '2,1', '--journal', journal);
    expect(next).toMatchObject({ before: 9, after: 12, completed: true, completedThisTurn: true });
    const kept = journalOf(journal);
    expect(kept.state.bridges.ford).toEqual({ count: 12, completed: true, completedOnTurn: 2 });
    expect(kept.state.bridgedThisTurn).toEqual({ turn: 2, engineers: ['b-5'] });
    expect(kept.entries.map((e: { command: string }) => e.command)).toEqual(['bridge', 'bridge']);
  });

  it('8.4: who may roll: a unit in D3, of a kind that rolls, one side, 1 or 2 of them', async () => {
    expect(await refused(...BRIDGE, '--corps', 'b-1@C3', '--turn', '2', '--dice', '3')).toContain(
      'b-1 stands at C3: a unit rolls for the Ford bridge from D3 (8.4)',
    );
    expect(await refused(...BRIDGE, '--corps', 'b-3@D3', '--turn', '2', '--dice', '3')).toContain(
      'b-3 does not roll for work (8.4)',
    );
    expect(await refused(...BRIDGE, '--corps', 'b-1@D3,r-12@D3', '--turn', '2', '--dice', '3,3')).toContain(
      'r-12 and b-1 are of different sides: one side works a place at a time (8.4)',
    );
    expect(await refused(...BRIDGE, '--corps', 'b-1@D3,b-2@D3,b-4@D3', '--turn', '2', '--dice', '1,1,1')).toContain(
      '1 to 2 units roll for one place; 3 given (8.4)',
    );
    expect(await refused('bridge', G, '--place', 'E9', '--corps', 'b-1@D3', '--turn', '2')).toContain(
      'no place "E9" to work at: ford (8.4)',
    );
    expect(await refused(...BRIDGE, '--corps', 'b-1@D3', '--dice', '3')).toContain('work is rolled in a turn');
  });

  it('8.5: from turn 5 with the mud rule the total is halved, fractions dropped; not with the rule off', async () => {
    const mud = await ok(...BRIDGE, '--corps', 'b-5@D3', '--turn', '5', '--dice', '6,5');
    expect(mud).toContain('  1 unit rolls 2 dice onto 0 of 12; this turn halves them\n');
    expect(mud).toContain('  Turn 5: half of 11, fractions dropped: 5\n  0 + 5 = 5: 5 of 12\n  7 more complete it');
    const dry = await json(...BRIDGE, '--corps', 'b-5@D3', '--turn', '5', '--dice', '6,5', '--option', 'mud-rule=off');
    expect(dry).toMatchObject({ halved: false, gained: 11, after: 11 });
    expect(await json(...BRIDGE, '--corps', 'b-5@D3', '--turn', '4', '--dice', '6,5')).toMatchObject({ gained: 11 });
  });

  it('8.6: a die a hit off the bridge; a completed bridge at 0 is swept away in the game’s own words', async () => {
    const journal = join(tmp, 'hits.json');
    await ok(...BRIDGE, '--corps', 'b-5@D3', '--turn', '1', '--dice', '6,6', '--journal', journal);
    const hit = await ok(...BRIDGE, '--damage', '1', '--dice', '5', '--journal', journal);
    expect(hit).toContain('  1 hit on the Ford bridge: 1 die comes off its 12 (completed)\n');
    expect(hit).toContain('  12 - 5 = 7\n  The work is damaged but stands; it may be repaired next turn');
    const gone = await ok(...BRIDGE, '--damage', '2', '--dice', '6,4', '--journal', journal);
    expect(gone).toContain('it falls to 0 and is swept away');
    expect(gone).toContain('  The bridge at D3 is at 0: swept away; bridging starts again from 0\n');
    expect(journalOf(journal).state.bridges.ford).toEqual({ count: 0, completed: false });
    expect(await refused(...BRIDGE, '--damage', '1', '--corps', 'b-5@D3', '--dice', '3')).toContain(
      'hits on the place are rolled on their own: leave out --corps',
    );
    expect(await refused(...BRIDGE, '--damage', '13')).toMatch(/--damage.*13/);
  });

  it('dice: --seed repeats the roll, machine dice are marked, --fill rolls what the hand left out', async () => {
    const seeded = ['--corps', 'b-5@D3,b-1@D3', '--turn', '2', '--seed', '42'];
    const a = await ok(...BRIDGE, ...seeded);
    expect(await ok(...BRIDGE, ...seeded)).toBe(a);
    expect(a).toMatch(/ {2}Dice: 3d6 = \d\+\d\+\d = \d+ \(machine\)\n$/);
    const few = await refused(...BRIDGE, '--corps', 'b-5@D3,b-1@D3', '--turn', '2', '--dice', '6');
    expect(few).toContain('--fill');
    const filled = await json(...BRIDGE, '--corps', 'b-5@D3,b-1@D3', '--turn', '2', '--dice', '6', '--fill');
    expect(filled.rolls.map((r: { entered: boolean }) => r.entered)).toEqual([true, false]);
    expect(filled.dice[0]).toBe(6);
  });

  it('the report in Russian, every line from the catalogue', async () => {
    const said = await runCli(...BRIDGE, '--corps', 'b-1@D3', '--turn', '3', '--dice', '2', '--lang', 'ru');
    // A game with no Russian locale says so: the engine's words are Russian, the game's own English.
    expect(said.err).toMatch(/^sandtable: заметка: у [\w-]+ нет locales\/ru\.yaml/);
    const ru = said.out;
    expect(ru).toContain('Iron Ford: работа у the Ford bridge, ход 3\n  1 подразделение бросает 1 кубик на 0 из 12\n');
    expect(ru).toContain('  Вероятности сделанной работы до броска:\n');
    expect(ru).toContain('  до конца работы не хватает: 10\n');
  });

  it('a copy of Iron Ford under a new id bridges the ford the same', async () => {
    const dir = join(tmp, 'my-ford');
    cpSync(G, dir, { recursive: true });
    const file = join(dir, 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('id: iron-ford', 'id: my-ford'));
    const args = ['--place', 'D3', '--corps', 'b-5@D3', '--turn', '2', '--dice', '3,4'];
    const mine = await json('bridge', dir, ...args);
    const theirs = await json('bridge', G, ...args);
    expect({ ...mine, game: 'iron-ford' }).toEqual(theirs);
    expect(existsSync(join(dir, 'rules.yaml'))).toBe(true);
  });
});

describe('validate refuses a work procedure that names what the game lacks (file:line)', () => {
  const problems = (from: string, to: string, ...more: [string, string][]) => {
    const dir = brokenCopy(RULES_HEX, { 'rules.yaml': [[from, to], ...more] });
    dirs.push(dir);
    return problemsOf(dir).map((p) => formatProblem(p, dir));
  };

  it('a place on no cell of the map', () => {
    const [p] = problems('cells: [D3]', 'cells: [Q9]');
    expect(p).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[7\]\.places\[0\]\.cells\[0\]: "Q9" is not a cell/);
  });

  it('words a step under says: a step the report has not is refused with its place', () => {
    const [q] = problems('meaningDestroyed:', 'meaningDestroyd:');
    expect(q).toMatch(/rules\.yaml:\d+:\d+: .*meaningDestroyd/);
  });

  it('units named by an option the procedure has already', () => {
    const [p] = problems('workers: { id: corps,', 'workers: { id: dice,');
    expect(p).toMatch(/rules\.procedures\[7\]\.workers\.id: "--dice" is an option the work procedure has already/);
  });

  it('a game option taken as an option of its own that game.yaml does not declare, and a place option clash', () => {
    const [p] = problems('workers: { id: corps,', 'optionFlags: [mud-rules]\n      workers: { id: corps,');
    expect(p).toMatch(
      new RegExp(
        String.raw`rules\.yaml:\d+:\d+: rules\.procedures\[7\]\.optionFlags\[0\]: ` +
          String.raw`no game option "mud-rules" \(did you mean "mud-rule"\?\)`,
      ),
    );
    const [q] = problems('workers: { id: corps,', 'place: { id: turn }\n      workers: { id: corps,');
    expect(q).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[7\]\.place\.id: "--turn" is an option the work procedure has already/,
    );
    const [r] = problems('workers: { id: corps,', 'optionFlags: [mud-rule, mud-rule]\n      workers: { id: corps,');
    expect(r).toMatch(/rules\.procedures\[7\]\.optionFlags\[1\]: "--mud-rule" is an option the work procedure/);
  });

  it('bridges on a map that has none (a hex map), and a procedure with no place at all', () => {
    const [p, q] = problems(
      '      places:\n        - { id: ford, name: the Ford bridge, cells: [D3], section: "8.4" }\n',
      '',
    );
    expect(p).toMatch(/rules\.procedures\[7\]\.places: work is done at places: list them, or name bridges/);
    expect(q).toBeUndefined();
    const [r] = problems('      places:\n', '      bridges: { kind: road, section: "8.4" }\n      places:\n');
    expect(r).toMatch(/rules\.procedures\[7\]\.bridges: bridges are a square map's \(map\.yaml bridges\)/);
  });

  it('more dice at once than the chances can count', () => {
    const [p] = problems('units: { min: 1, max: 2, section: "8.4" }', 'units: { min: 1, max: 10, section: "8.4" }', [
      'dice: 2, text',
      'dice: 3, text',
    ]);
    expect(p).toMatch(/rules\.procedures\[7\]\.work\.units\.max: lets 30 dice roll at once: at most 20/);
  });
});

// Remagen's pontoon labour (Engineers; Optional Night Move) is a declared work procedure (rules.yaml `labour`,
// kind work) with one check of the game's own (remagen.labour-site: the trays on the board, an enemy next to a
// bridgehead, no fire at night). A copy under a new id labours exactly as the original, and refuses alike.
describe('Remagen’s labour, declared as work: a copy under a new id plays as the original (Engineers)', () => {
  const dir = brokenCopy('data/remagen', {}); // under the id remagen-copy
  dirs.push(dir);
  const ENGINEERS = 'us-9engr#1@B8,us-9engr#2@B11';

  it('Engineers: the same report, refusal and exit for every command, in English and Russian', async () => {
    const E3 = `${ENGINEERS},us-9engr#3@B11`;
    const runs = [
      ['--site', 'pontoon-north', '--engineers', ENGINEERS, '--dice', '5,4', '--turn', '2'],
      ['--site', 'b10', '--engineers', ENGINEERS, '--dice', '5,5', '--turn', '3', '--night-labour', 'halve-each-die'],
      ['--site', 'B9', '--engineers', ENGINEERS, '--dice', '5,5', '--turn', '3', '--night-moves', 'off'],
      ['--site', 'pontoon-north', '--engineers', E3, '--turn', '2', '--seed', '7'],
      ['--site', 'pontoon-north', '--engineers', E3, '--turn', '3', '--preview'],
      ['--site', 'pontoon-north', '--engineers', ENGINEERS, '--turn', '4', '--lu', '25', '--dice', '6,6'],
      [
        '--site',
        'pontoon-south',
        '--engineers',
        'us-9engr#1@Q7,us-9engr#2@Q7',
        '--turn',
        '2',
        '--dice',
        '4',
        '--fill',
        '--seed',
        '3',
      ],
      ['--site', 'B9', '--damage', '2', '--dice', '6,5', '--lu', '20', '--completed'],
      ['--site', 'B9', '--damage', '3', '--dice', '6,6,6', '--lu', '5', '--completed'],
      ['--site', 'B9', '--damage', '2', '--lu', '7', '--preview'],
      ['--site', 'B9', '--engineers', ENGINEERS, '--dice', '3,9', '--turn', '2'],
      // Refusals, in Remagen's words: not in a bridgehead, no such site, no trays, no turn, hits with trays.
      ['--site', 'pontoon-north', '--engineers', 'us-9engr#1@C8', '--dice', '3', '--turn', '2'],
      ['--site', 'K8', '--engineers', ENGINEERS, '--dice', '3,4', '--turn', '2'],
      ['--site', 'pontoon-nort', '--engineers', ENGINEERS, '--dice', '3,4', '--turn', '2'],
      ['--site', 'pontoon-north', '--dice', '3,4', '--turn', '2'],
      ['--site', 'pontoon-north', '--engineers', ENGINEERS, '--dice', '3,4'],
      ['--site', 'pontoon-north', '--engineers', ENGINEERS, '--damage', '2', '--dice', '3,4', '--turn', '2'],
      ['--site', 'pontoon-north', '--engineers', 'us-27aib-rifles#1@B8', '--dice', '3', '--turn', '2'],
    ];
    for (const args of runs)
      for (const lang of ['en', 'ru']) {
        const theirs = await runCli('labour', 'remagen', ...args, '--lang', lang);
        const mine = await runCli('labour', dir, ...args, '--lang', lang);
        expect([mine.code, mine.out, mine.err]).toEqual([theirs.code, theirs.out, theirs.err]);
      }
  });

  it('a copy goes on with a journal the original wrote: the count, once a turn, hits, replay', async () => {
    const file = join(tmp, 'labour-hook.json');
    const E3 = `${ENGINEERS},us-9engr#3@B11`;
    await ok(
      'labour',
      'remagen',
      '--site',
      'B9',
      '--engineers',
      ENGINEERS,
      '--dice',
      '6,6',
      '--turn',
      '2',
      '--journal',
      file,
    );
    await ok('labour', 'remagen', '--site', 'B9', '--engineers', E3, '--turn', '3', '--seed', '5', '--journal', file);
    await ok(
      'labour',
      'remagen',
      '--site',
      'B9',
      '--engineers',
      E3,
      '--dice',
      '6,6,6',
      '--turn',
      '4',
      '--journal',
      file,
    );
    // The copy's own id: the journal is the same game's.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"game": "remagen"', '"game": "remagen-copy"'));
    expect(
      await refused('labour', dir, '--site', 'B9', '--engineers', 'us-9engr#1@B8', '--dice', '3', '--journal', file),
    ).toContain('us-9engr#1 has rolled labour units on turn 4 already (Engineers)');
    const hits = await json('labour', dir, '--site', 'B9', '--damage', '2', '--dice', '3,4', '--journal', file);
    expect(hits).toMatchObject({ before: 30, after: 23, destroyed: false });
    const more = await json(
      'labour',
      dir,
      '--site',
      'B9',
      '--engineers',
      ENGINEERS,
      '--turn',
      '5',
      '--dice',
      '1,1',
      '--journal',
      file,
    );
    expect(more).toMatchObject({ before: 23, after: 25, completed: true });
    expect(journalOf(file).state.pontoons['pontoon-north']).toEqual({ lu: 25, completed: true, completedOnTurn: 4 });
    expect(await ok('journal', 'replay', file)).toContain('Every machine die reproduces');
  });

  it('a check hook the game does not have is refused at validate, with its file and line', async () => {
    const bad = brokenCopy(dir, { 'rules.yaml': [['hook: remagen.labour-site', 'hook: remagen.labour-sit']] });
    dirs.push(bad);
    const r = await runCli('validate', bad);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[6\]\.check\.hook: no work check hook "remagen\.labour-sit"/,
    );
  });

  it('labour words its report under says: the old words field of message keys is refused with its line', async () => {
    const bad = brokenCopy(dir, {
      'rules.yaml': [
        [
          '        says:\n          title: "{game}: labour',
          '        words: { title: remagen.labour.title }\n        says:\n          title: "{game}: labour',
        ],
      ],
    });
    dirs.push(bad);
    const r = await runCli('validate', bad);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[6\]\.work\.words: unknown field "words"/);
  });
});
