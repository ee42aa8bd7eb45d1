import { describe, it, expect, afterAll } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli, runJson, runOk } from '../helpers/run-cli.js';
import { RULES_HEX } from '../helpers/broken-copy.js';
import { RULES_EN } from '../../src/assist/messages.js';
import { RU } from '../../src/print/catalogue/ru.js';

// Iron Ford (tests/fixtures/rules-hex) is written only in data: its combat, weather, supply and victory come
// from rules.yaml through the one generic adapter, `sandtable <procedure> GAME_OR_PATH`. Sections are the
// fixture's own rules.
const G = RULES_HEX;
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-iron-ford-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ok = runOk;
const json = runJson;

/** Four Blue corps attack the reduced 11th Army in the open: 25 to 3, past the chart's 6-1. */
const ROUT_POSITION = join(tmp, 'rout.yaml');
writeFileSync(
  ROUT_POSITION,
  'units:\n  - { unit: r-11, at: B3, hits: 1 }\n  - b-3@A3\n  - b-1@A4\n  - b-2@C3\n  - b-4@C4\n',
);
const ROUT = ['combat', G, '--attacker', 'b-3,b-1,b-2,b-4', '--defender', 'r-11', '--position', ROUT_POSITION];

/** Two Blue corps attack the 12th Army in the forest across the river, one air unit committed. */
const ACROSS = ['combat', G, '--attacker', 'b-2@D2,b-3@D3', '--defender', 'r-12@E3', '--air', '1'];

describe('Iron Ford combat (7.0), declared in rules.yaml', () => {
  it('7.3 halves attackers across the river, doubles the forest defender; 7.5 armour, 5.2 air shift', async () => {
    const out = await ok(...ACROSS, '--roll', '4');
    expect(out).toContain('  Blue b-2 (2nd Corps) at D2: attack 6\n    b-2: ×0.5, attacking across River (7.3)');
    expect(out).toContain('  Blue b-3 (3rd Tank Corps) at D3: attack 8\n    b-3: ×0.5, attacking across River (7.3)');
    expect(out).toContain('  Blue total: 7 (7.1)');
    expect(out).toContain('  Red: ×2, in Forest (7.3)\n  Red total: 12 (7.1)');
    expect(out).toContain('  Odds 7:12, rounded in the defender’s favour: column 1-2');
    expect(out).toContain('  Shift +1: Armour attacking out of clear terrain: 1 column right (7.5)');
    expect(out).toContain('  Shift 1 × +1 = +1: Each air unit the attacker commits: 1 column right (5.2)');
    expect(out).toContain('  Net shift +2: column 2-1');
    expect(out).toContain('  ▶ EX   ████····················  16.7% (1/6)  Exchange.');
    expect(out).toContain('  Result EX: Exchange.');
    expect(out).toContain('Exchange: the side with the smaller total loses every unit');
    expect(out).toContain('(7.7)');
    expect(out).toContain('  Dice: 1d6 = 4 (by hand)');
  });

  it('the chances before the roll sum to one and match the 2-1 column of charts.yaml', async () => {
    const j = await json(...ACROSS, '--preview');
    expect(j).toMatchObject({ preview: true, column: '2-1', attacker: { total: 7 }, defender: { total: 12 } });
    expect(j.probabilities).toEqual({ AR: 1 / 6, DR: 2 / 6, EX: 1 / 6, DRL: 1 / 6, DE: 1 / 6 });
    expect(j.rolls).toEqual([]);
  });

  it('7.4 city and 7.5 armour shifts both explained when they cancel; 8.3 halves the unsupplied', async () => {
    const out = await ok('combat', G, '--attacker', 'b-1@G4,b-3@E5', '--defender', 'r-13@F4', '--roll', '2');
    // G4 is six hexes from the west edge: beyond the five of 8.1, so b-1 is out of supply.
    expect(out).toContain('    b-1: ×0.5, out of supply (8.3)');
    expect(out).toContain('  Blue total: 11 (7.1)');
    expect(out).toContain('  Odds 11:4, rounded in the defender’s favour: column 2-1');
    expect(out).toContain('  Shift -1: Defender in a city: 1 column left (7.4)');
    expect(out).toContain('  Shift +1: Armour attacking out of clear terrain: 1 column right (7.5)');
    expect(out).toContain('  Net shift 0: column 2-1');
    expect(out).toContain('  Red chooses: retreat 2 or lose 1 step (7.6)');
    expect(out).toContain('  The attacker may advance into F4 (7.6)');
  });

  it('7.3: engineers attacking across the river are not halved (a declared multiplier)', async () => {
    const out = await ok('combat', G, '--attacker', 'b-5@D1,b-2@D2', '--defender', 'r-11@E2', '--preview');
    expect(out).toContain('    b-5: ×0.5, attacking across River (7.3)\n    b-5: ×2, engineers cross the river (7.3)');
    expect(out).toContain('  Blue total: 6 (7.1)');
  });

  it('7.2: odds worse than 1-2 are refused, citing the section; odds past 6-1 read 6-1', async () => {
    const bad = await runCli('combat', G, '--attacker', 'b-5@D2', '--defender', 'r-11@E2', '--roll', '4');
    expect(bad.code).toBe(1);
    expect(bad.err).toBe('sandtable: Odds 3:12 are worse than 1-2: the attack is not allowed (7.2)\n');
    const j = await json(...ROUT, '--preview');
    expect([j.attacker.total, j.defender.total, j.baseColumn, j.column]).toEqual([25, 3, '6-1', '6-1']);
    expect(j.messages.before.map((m: { key: string }) => m.key)).toContain('combat.endColumn');
  });

  it('a reduced unit (a position with a hit) fights with its back factors', async () => {
    const pos = join(tmp, 'reduced.yaml');
    writeFileSync(pos, 'units:\n  - { unit: r-12, at: E3, hits: 1 }\n  - b-2@D2\n  - b-3@D3\n');
    const out = await ok('combat', G, '--attacker', 'b-2,b-3', '--defender', 'r-12', '--position', pos, '--preview');
    expect(out).toContain('  Red r-12 (12th Army, reduced) at E3: defence 3');
  });

  it('refuses attackers not next to the defender, mixed sides, and an air input beyond its bound', async () => {
    const far = await runCli('combat', G, '--attacker', 'b-1@B2', '--defender', 'r-11@E2');
    expect([far.code, far.err]).toEqual([1, 'sandtable: b-1 at B2 is not next to E2, the hex it attacks\n']);
    const air = await runCli(...ACROSS.slice(0, -1), '3');
    expect(air.code).toBe(2);
    expect(air.err).toContain('--air takes a whole number from 0 to 2, not 3');
  });

  it('seeded dice repeat; machine dice are marked as the machine’s', async () => {
    const a = await ok(...ACROSS, '--seed', 'ford');
    expect(await ok(...ACROSS, '--seed', 'ford')).toBe(a);
    expect(a).toMatch(/ {2}Dice: 1d6 = [1-6] \(machine\)/);
  });
});

describe('Iron Ford weather (4.1) and the mud modifier (4.2)', () => {
  it('the chance of every row, the roll read, its effects kept in the journal for later conditions', async () => {
    const journal = join(tmp, 'mud.json');
    const out = await ok('weather', G, '--turn', '1', '--roll', '6', '--journal', journal);
    expect(out).toContain('    1-3  ████████████············  50.0% (3/6)  Weather: Clear; Blue air units: 2');
    expect(out).toContain('  ▶ 6    ████····················  16.7% (1/6)  Weather: Mud; Blue air units: 0');
    expect(out).toContain('  Kept in the journal: weather = mud');
    expect(JSON.parse(readFileSync(journal, 'utf8')).state).toMatchObject({ weather: 'mud', blueAir: 0, turn: 1 });
    const combat = await ok(...ACROSS, '--journal', journal, '--preview');
    expect(combat).toContain('  Die roll modifier -1: Mud: -1 to the combat roll (4.2)');
    expect(combat).toContain('  Chances on 2-1 with -1 on the 1d6:');
    const off = await ok(...ACROSS, '--journal', journal, '--preview', '--option', 'mud-rule=off');
    expect(off).not.toContain('Mud');
    const again = await runCli('weather', G, '--turn', '1', '--roll', '2', '--journal', journal);
    expect(again.code).toBe(1);
    expect(again.err).toContain('Weather is rolled once a turn (4.1); turn 1 has its roll');
  });
});

describe('Iron Ford supply (8.0)', () => {
  it('8.1, 8.2: a line goes round an enemy zone of control; beyond five hexes is out of supply', async () => {
    const out = await ok('supply', G, '--units', 'b-1@B2,r-11@A3,r-12@A1,b-4@G4', '--side', 'blue');
    expect(out).toContain('  b-1 at B2: in supply, 4 hexes to west-edge: B2 → C3 → C4 → B4 → A5 (8.2)');
    expect(out).toContain('  b-4 at G4: OUT OF SUPPLY, no line of 5 hexes or fewer (8.2)');
    expect(out).toContain('  Blue: 1 of 2 units in supply');
    expect(out).toContain('  Out of supply: An unsupplied unit attacks at half strength. (8.3)');
  });

  it('8.2: a friendly unit in the zone of control opens it', async () => {
    const j = await json('supply', G, '--units', 'b-1@B2,r-11@A3,r-12@A1,b-2@A2', '--side', 'blue');
    expect(j.lines.find((l: { ref: string }) => l.ref === 'b-1')).toMatchObject({ supplied: true, path: ['B2', 'A2'] });
  });
});

describe('Iron Ford victory (9.0)', () => {
  it('9.1-9.3: cities held and Red units eliminated, the level so far before turn 7', async () => {
    const out = await ok('victory', G, '--units', 'r-13@F4', '--eliminated', 'r-11', '--turn', '4');
    expect(out).toContain('  cities: C3 held, 1 × 2 = 2 (9.1)');
    expect(out).toContain('  kills: 1 Red unit eliminated × 1 = 1 (9.2)');
    expect(out).toContain('  Blue: 3 victory points');
    expect(out).toContain('  Turn 4 of 7: the level so far, not the end of the game');
    expect(out).toContain('  Level: Blue marginal victory (9.3)');
  });

  it('9.4: Blue wins at once holding both cities', async () => {
    const j = await json('victory', G, '--units', 'b-1@F4', '--turn', '2');
    expect(j).toMatchObject({ points: 4, sudden: { side: 'blue', section: '9.4' }, final: true });
  });

  it('eliminations a combat records in the journal count without --eliminated', async () => {
    const journal = join(tmp, 'kills.json');
    expect(await ok(...ROUT, '--roll', '6', '--journal', journal)).toContain('  Red: every unit is eliminated (7.6)');
    const j = await json('victory', G, '--journal', journal, '--turn', '7');
    expect(j).toMatchObject({ points: 3, level: 'Blue marginal victory', final: true });
  });
});

describe('one adapter: options, help and --json from the declaration', () => {
  it('help lists the declared input with its bound and section', async () => {
    const out = await ok('combat', G, '--help');
    expect(out).toContain('Iron Ford: Combat (7.0), as iron-ford');
    expect(out).toMatch(/--air <n>\s+air units the attacker commits \(5\.2\), 0 to 2/);
    expect(out).toMatch(/--option <id=choice>\s+a game option's choice \(mud-rule: on\|off\)/);
  });

  it('--json carries keyed messages with values, never sentences', async () => {
    const j = await json(...ACROSS, '--roll', '4');
    const keys = [...j.messages.before, ...j.messages.after].map((m: { key: string }) => m.key);
    expect(keys).toEqual(expect.arrayContaining(['combat.unitMultiplied', 'combat.shiftPer', 'combat.result']));
    for (const k of keys) expect(Object.keys(RULES_EN)).toContain(k);
  });

  it('--lang ru renders the same report through the word catalogue', async () => {
    const r = await runCli(...ACROSS, '--roll', '4', '--lang', 'ru');
    expect(r.code).toBe(0);
    // A game with no Russian locale says so: the engine's words are Russian, the game's own English.
    expect(r.err).toMatch(/^sandtable: заметка: у [\w-]+ нет locales\/ru\.yaml: .*печатаются по-английски/);
    const out = r.out;
    expect(out).toContain('  Соотношение 7:12, в пользу обороны: колонка 1-2');
    expect(out).toContain('    b-2: ×0,5, атака через сторону гекса — River (7.3)');
    expect(out).toContain('  Кубики: 1к6 = 4 (вручную)');
  });

  it('the catalogue has every message of the rules engine in Russian, and no stray key', () => {
    expect(Object.keys(RU.rules).sort()).toEqual(Object.keys(RULES_EN).sort());
  });

  it('an unknown procedure of the game, with did you mean; a game without rules.yaml says where they go', async () => {
    const r = await runCli('wether', G);
    expect([r.code, r.err]).toEqual([
      2,
      `sandtable: ${G} declares no procedure "wether" (did you mean "weather"?); ` +
        'it declares: weather, combat, bombard, demolish, supply, move, victory, bridge, start, setup\n',
    ]);
    const none = await runCli('combat', 'tests/fixtures/mini-hex', '--attacker', 'b1');
    expect(none.code).toBe(2);
    expect(none.err).toContain("declares no procedures: a game's procedures are written in its rules.yaml");
    // A procedure named with a subcommand, typed without it: the command as it is written, not "did you mean" itself.
    const setup = await runCli('setup', 'veritable', '--help');
    expect([setup.code, setup.err]).toEqual([
      2,
      'sandtable: veritable\'s "setup" is named with its subcommand: sandtable setup check veritable\n',
    ]);
  });
});

describe('a bundled game by its folder', () => {
  it('combat data/veritable runs Veritable’s own procedure, as combat veritable does', async () => {
    const args = ['--attacker', '71-bde@H8', '--defender', 'gr-1051@I9', '--roll', '3', '--retreat-rolls', '1,1'];
    const byId = await runCli('combat', 'veritable', ...args);
    const byPath = await runCli('combat', 'data/veritable', ...args);
    expect(byId.code).toBe(0);
    expect(byPath).toEqual(byId);
  });
});

describe('docs/rules-model.md', () => {
  it('its worked example is what the CLI prints, byte for byte', async () => {
    const doc = readFileSync('docs/rules-model.md', 'utf8');
    const block = doc.slice(doc.indexOf('## A worked example'));
    const m = block.match(/```\n\$ sandtable (.+)\n([\s\S]*?)```/);
    expect(m).not.toBeNull();
    const out = await ok(...m![1].split(' '));
    expect(out).toBe(m![2]);
  });

  it('its copy-and-rename recipe gives a game that validates', async () => {
    const dir = join(tmp, 'my-game');
    cpSync(G, dir, { recursive: true });
    const file = join(dir, 'game.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('id: iron-ford', 'id: my-game'));
    expect(await ok('validate', dir)).toContain('10 procedures');
    // And the worked example, run on the copy as the designer would, prints what the document shows.
    const doc = readFileSync('docs/rules-model.md', 'utf8');
    const m = doc.slice(doc.indexOf('## A worked example')).match(/```\n\$ sandtable (.+)\n([\s\S]*?)```/)!;
    const args = m[1].split(' ').map((a) => (a === 'tests/fixtures/rules-hex' ? dir : a));
    expect(await ok(...args)).toBe(m[2]);
  });
});
