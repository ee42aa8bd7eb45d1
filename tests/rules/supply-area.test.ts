import { describe, it, expect, afterAll } from 'vitest';
import { join } from 'node:path';
import { runCli, runJson, runOk } from '../helpers/run-cli.js';
import { brokenCopy, cleanup, copyGame, problemsOf } from '../helpers/broken-copy.js';
import { formatProblem } from '../../src/load/problem.js';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { RULES_EN } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';

// Ash Valley (tests/fixtures/rules-area), an area game written only in data: declared supply on an area map (8.0).
// 8.1: Blue's source is the Ford, Red's the area the map marks (the Farm). 8.2: a line follows roads and open
// country, never the Farm–Wood trail, at most two links. 8.3: it never enters an enemy-held or contested area, but
// may start in one. 8.4: an unsupplied unit attacks at half strength.
const G = 'tests/fixtures/rules-area';
const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const ok = runOk;
const json = runJson;
type Line = { ref: string; supplied: boolean; path?: string[]; source?: string };
const lineOf = (j: { lines: Line[] }, ref: string) => j.lines.find((l) => l.ref === ref);

describe('Ash Valley supply on an area map (8.0)', () => {
  it('8.1, 8.2: lines along links to each side’s source, counted in links, the source itself 0', async () => {
    const out = await ok('supply', G, '--units', 'b-1@ford,b-3@church,b-2@orchard,r-1@mill,r-4@quarry');
    expect(out).toContain('Ash Valley: Supply (8.0)');
    expect(out).toContain('  b-1 in Ford: in supply, 0 links to Ford: Ford (8.3)');
    expect(out).toContain('  b-3 in Church: in supply, 1 link to Ford: Church → Ford (8.3)');
    // Red holds the mill and the quarry, the orchard's ways west; Blue's orchard cuts both Red lines to the farm.
    expect(out).toContain('  b-2 in Orchard: OUT OF SUPPLY, no line of 2 links or fewer to a Blue source (8.3)');
    expect(out).toContain('  r-4 in Quarry: OUT OF SUPPLY, no line of 2 links or fewer to a Red source (8.3)');
    expect(out).toContain('  Blue: 2 of 3 units in supply');
    expect(out).toContain('  Red: 0 of 2 units in supply');
    expect(out).toContain('  Out of supply: An unsupplied unit attacks at half strength. (8.5)');
  });

  it('8.1: the map’s supplyFor marks Red’s source; 8.2: the line follows the road, two links', async () => {
    const j = await json('supply', G, '--units', 'r-1@mill,b-1@ford', '--side', 'red');
    expect(j.lines).toEqual([
      { ref: 'r-1', side: 'red', at: 'mill', supplied: true, path: ['mill', 'orchard', 'farm'], source: 'farm' },
    ]);
  });

  it('8.3: an area holding only enemy units blocks the line', async () => {
    const free = await json('supply', G, '--units', 'r-1@mill', '--side', 'red');
    expect(lineOf(free, 'r-1')?.supplied).toBe(true);
    const cut = await json('supply', G, '--units', 'r-1@mill,b-2@orchard', '--side', 'red');
    expect(lineOf(cut, 'r-1')).toEqual({ ref: 'r-1', side: 'red', at: 'mill', supplied: false });
  });

  it('8.3: a contested area blocks a line through it, but a line may start in one', async () => {
    const j = await json('supply', G, '--units', 'r-1@mill,b-2@orchard,r-4@orchard', '--side', 'red');
    expect(lineOf(j, 'r-1')?.supplied).toBe(false);
    expect(lineOf(j, 'r-4')).toMatchObject({ supplied: true, path: ['orchard', 'farm'] });
    // Declared otherwise (contested: false), a friendly unit in the area keeps the line open.
    const open = brokenCopy(G, { 'rules.yaml': [['contested: true', 'contested: false']] });
    dirs.push(open);
    const k = await json('supply', open, '--units', 'r-1@mill,b-2@orchard,r-4@orchard', '--side', 'red');
    expect(lineOf(k, 'r-1')).toMatchObject({ supplied: true, path: ['mill', 'orchard', 'farm'] });
  });

  it('8.2: at most two links, and never along the trail', async () => {
    // The wood is one trail link from the farm, but three links by open country and road: out of supply.
    const j = await json('supply', G, '--units', 'r-3@wood');
    expect(lineOf(j, 'r-3')?.supplied).toBe(false);
    const longer = brokenCopy(G, { 'rules.yaml': [['range: 2', 'range: 3']] });
    dirs.push(longer);
    const k = await json('supply', longer, '--units', 'r-3@wood');
    expect(lineOf(k, 'r-3')).toMatchObject({ supplied: true, path: ['wood', 'quarry', 'orchard', 'farm'] });
    // With every link allowed (no `along`), the trail is the way: one link.
    const trail = brokenCopy(G, { 'rules.yaml': [['      along: [road, adjacent]\n', '']] });
    dirs.push(trail);
    const t = await json('supply', trail, '--units', 'r-3@wood');
    expect(lineOf(t, 'r-3')).toMatchObject({ supplied: true, path: ['wood', 'farm'] });
    // With no range, any length: the line's words say so.
    const any = brokenCopy(G, { 'rules.yaml': [['      range: 2\n', '']] });
    dirs.push(any);
    const far = await ok('supply', any, '--units', 'r-3@wood,b-1@quarry');
    expect(far).toContain('  r-3 in Wood: OUT OF SUPPLY, no line to a Red source (8.3)');
  });

  it('8.4: an attacker out of supply is halved in combat on an area map', async () => {
    const out = await ok('combat', G, '--attacker', 'r-3@wood', '--defender', 'b-1@quarry', '--preview');
    expect(out).toContain('r-3: ×0.5, out of supply (8.4)');
    const fed = await ok('combat', G, '--attacker', 'r-4@orchard', '--defender', 'b-1@quarry', '--preview');
    expect(fed).not.toContain('out of supply');
  });

  it('8.5: a unit out of supply loses a step, kept in the journal, once a turn for each side', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'sandtable-supply-hits-')), 'journal.json');
    dirs.push(join(file, '..'));
    const check = (...more: string[]) =>
      runCli('supply', G, '--units', 'r-1@mill,b-2@orchard,r-4@orchard', '--journal', file, ...more);
    // Blue's turn comes first (3.0): b-2's line from the orchard runs into Red's mill, so it takes its hit.
    const blue = await check('--side', 'blue', '--turn', '1');
    expect(blue.code, blue.err).toBe(0);
    expect(blue.out).toContain('  b-2 takes 1 hit out of supply: 1 of 2 (8.5)');
    const first = await check('--side', 'red');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toContain('  r-1 takes 1 hit out of supply: 1 of 2 (8.5)');
    expect(first.out).not.toContain('r-4 takes');
    const state = () => JSON.parse(readFileSync(file, 'utf8')).state;
    expect(state().hits).toEqual({ 'b-2': 1, 'r-1': 1 });
    const twice = await check('--side', 'red');
    expect(twice.code).toBe(1);
    expect(twice.err).toContain('red has checked supply in turn 1: the out-of-supply hit is taken once (8.5)');
    // The next turn starts from the journal's hits: b-2's second step goes, and it is removed; off the map, it no
    // longer contests the orchard, and r-1's line runs through it again.
    const blue2 = await check('--side', 'blue', '--turn', '2');
    expect(blue2.out).toContain('  b-2 takes 1 hit out of supply: 2 of 2, removed from play (8.5)');
    expect(state().eliminated).toEqual(['b-2']);
    const red2 = await check('--side', 'red');
    expect(red2.out).toContain('  r-1 in Mill: in supply, 2 links to Farm: Mill → Orchard → Farm (8.3)');
    expect(red2.out).not.toContain('takes');
    for (const _ of [1, 2]) expect((await runCli('journal', 'undo', file)).code).toBe(0);
    expect([state().hits['b-2'], state().eliminated]).toEqual([1, []]);
  });

  it('the report is keyed: Russian from the catalogue, every key with both languages', async () => {
    for (const k of ['supply.inArea', 'supply.outArea', 'supply.outAreaAny', 'supply.outAny'] as const) {
      expect(RULES_EN[k], k).toBeTruthy();
      expect(RU.rules[k], k).toBeTruthy();
    }
    const said = await runCli('supply', G, '--units', 'r-1@mill,r-3@wood', '--lang', 'ru');
    // A game with no Russian locale says so: the engine's words are Russian, the game's own English.
    expect(said.err).toBe(
      'sandtable: заметка: у ash-valley нет locales/ru.yaml: собственные названия и слова игры (части, места, ' +
        'таблицы, слова rules.yaml) печатаются по-английски; их перечисляет «sandtable locale ash-valley ru»\n',
    );
    const ru = said.out;
    expect(ru).toContain('  r-1 в Mill: снабжается, переходов: 2, до Farm: Mill → Orchard → Farm (8.3)');
    expect(ru).toContain('  r-3 в Wood: БЕЗ СНАБЖЕНИЯ, нет линии в 2 перех. и меньше к источнику стороны');
    const j = await json('supply', G, '--units', 'b-1@ford,r-3@wood');
    expect(j.messages.before.map((m: { key: string }) => m.key)).toEqual([
      'supply.inArea',
      'supply.outArea',
      'supply.summary',
      'supply.summary',
      'supply.effect',
    ]);
  });

  it('a copy under its own id traces supply exactly as the fixture does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-supply-copy-'));
    dirs.push(dir);
    copyGame(G, dir);
    const file = join(dir, 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^id: ash-valley/m, 'id: ash-valley-two'));
    const args = ['--units', 'b-1@ford,b-3@church,r-1@mill,b-2@orchard,r-4@orchard,r-3@wood'];
    expect(await ok('supply', dir, ...args)).toBe(await ok('supply', G, ...args));
  });
});

// What the check refuses before it traces (Ash Valley): a position beyond the declared stacking (5.3, the same
// check a move ends with: two units, headquarters exempt), or holding a unit whose hits already reach its strength.
describe('Ash Valley supply refuses a position the rules cannot reach', () => {
  it('5.3: three Blue units in one area are refused as a move ending there would be', async () => {
    const r = await runCli('supply', G, '--units', 'b-1@ford,b-2@ford,b-3@ford');
    expect(r.code).toBe(1);
    expect(r.err).toContain('ford: b-1, b-2, b-3 over the stacking limit; b-3 too many (5.3)');
  });

  it('a unit whose hits reach its strength has left play: refused, naming its line in the position file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandtable-supply-dead-'));
    dirs.push(dir);
    const file = join(dir, 'position.yaml');
    writeFileSync(file, 'units:\n  - b-1@ford\n  - { unit: b-3, at: church, hits: 9 }\n');
    const r = await runCli('supply', G, '--position', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /b-3 \(line 3 of the position file\) has 9 hits on strength \d+: it has been removed from play/,
    );
  });
});

// outOfSupply.options: an effect of being cut off that holds only while a game option has a choice.
describe('an out-of-supply effect under a game option', () => {
  it('is refused at validate when the option or its choice does not exist, with did you mean', () => {
    const dir = brokenCopy('data/death-of-a-division', {
      'rules.yaml': [['option: out-of-supply-no-road-march,', 'option: out-of-supply-no-road-mrch,']],
    });
    dirs.push(dir);
    const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/outOfSupply\.options\[0\]\.option: .*did you mean "out-of-supply-no-road-march"/);
    const choice = brokenCopy('data/death-of-a-division', {
      'rules.yaml': [['option: out-of-supply-no-road-march,', 'option: out-of-supply-no-road-march, choice: onn,']],
    });
    dirs.push(choice);
    expect(problemsOf(choice).map((p) => formatProblem(p, choice))[0]).toMatch(
      /outOfSupply\.options\[0\]\.choice: .*did you mean "on"/,
    );
  });

  it('the message is keyed, with Russian', () => {
    expect(RULES_EN['supply.optionEffect']).toBe('{ref}: {text} ({section})');
    expect(RU.rules['supply.optionEffect']).toBe('{ref}: {text} ({section})');
  });
});

describe('supply sources by role on a hex map (Iron Ford, 8.1)', () => {
  it('roles: [supply] reads the map edges marked for the side, as naming them does', async () => {
    const byRole = brokenCopy('tests/fixtures/rules-hex', {
      'rules.yaml': [
        ['{ side: blue, edges: [west-edge], section: "8.1" }', '{ side: blue, roles: [supply], section: "8.1" }'],
      ],
    });
    dirs.push(byRole);
    const args = ['--units', 'b-1@B2,r-11@A3,r-12@A1,b-4@G4', '--side', 'blue'];
    const named = await ok('supply', 'tests/fixtures/rules-hex', ...args);
    expect(named).toContain('  b-1 at B2: in supply, 4 hexes to west-edge: B2 → C3 → C4 → B4 → A5 (8.2)');
    expect(await ok('supply', byRole, ...args)).toBe(named);
    const none = brokenCopy('tests/fixtures/rules-hex', { 'rules.yaml': [['edges: [west-edge]', 'roles: [entry]']] });
    dirs.push(none);
    expect(problemsOf(none).map((p) => formatProblem(p, none))[0]).toMatch(
      /sources\[0\]\.roles\[0\]: no map edge is marked entry for blue$/,
    );
  });
});

describe('supply on an area map at validate', () => {
  const problemAfter = (from: string | RegExp, to: string, file = 'rules.yaml') => {
    const dir = brokenCopy(G, { [file]: [[from, to]] });
    dirs.push(dir);
    const problems = problemsOf(dir).map((p) => formatProblem(p, dir));
    expect(problems, problems.join('\n')).toHaveLength(1);
    return problems[0];
  };

  it('a source area that is not on the map: file:line:field and did you mean', () => {
    const p = problemAfter('cells: [ford]', 'cells: [frod]');
    expect(p).toMatch(/^rules\.yaml:\d+:\d+: rules\.procedures\[\d\]\.sources\[0\]\.cells\[0\]: /);
    expect(p).toContain('no area "frod" (did you mean "ford"?)');
  });

  it('a role no area carries, a link kind the map lacks, edges and zones of control are refused', () => {
    expect(problemAfter('supplyFor: red, ', '', 'map.yaml')).toMatch(
      /sources\[1\]\.roles\[0\]: no area of the map has supplyFor: red$/,
    );
    expect(problemAfter('along: [road, adjacent]', 'along: [road, adjacnt]')).toMatch(
      /along\[1\]: no link kind "adjacnt" \(did you mean "adjacent"\?\)$/,
    );
    expect(problemAfter('cells: [ford]', 'edges: [west]')).toContain('an area map has no edges: name areas');
    expect(problemAfter('contested: true', 'contested: true, enemyZoc: true')).toContain(
      'zones of control are not traced on an area map',
    );
  });
});
