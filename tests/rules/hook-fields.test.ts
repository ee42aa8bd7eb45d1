import { describe, it, expect, afterAll } from 'vitest';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { pageProcedures } from '../../src/parts/companion/page/procedures.js';

// A bundled rule hook's title, section and options are declared in its game's rules.yaml (the hook entry's
// `title`, `section` and `fields`), not in the hook's code: `sandtable GAME --help`, the command's options and
// the page's form all change with that one declaration, and an entry that lacks it is refused at validate.

const dirs: string[] = [];
afterAll(() => dirs.forEach(cleanup));

const copyWith = (game: string, edits: [string | RegExp, string][]) => {
  const dir = brokenCopy(game, { 'rules.yaml': edits });
  dirs.push(dir);
  return dir;
};

const SOAK_OFF = '{ id: soak-off, label: A soak-off, kind: check }';

describe('bundled hooks: options, help and form from rules.yaml', () => {
  it('Remagen morale: a label, a title and a section changed in data change --help and GAME --help', async () => {
    const dir = copyWith('data/remagen', [
      [SOAK_OFF, SOAK_OFF.replace('A soak-off', 'A weak sector sacrificed')],
      [
        '      title: Morale combat\n      section: "Morale Chart"',
        '      title: Battle by morale\n      section: "Morale Table"',
      ],
    ]);
    const help = await runCli('morale', dir, '--help');
    expect(help.out).toMatch(/--soak-off +A weak sector sacrificed/);
    // The engine runs morale (kind: battle), so its help does not call it a rule hook.
    expect(help.out).toMatch(/Battle by morale \(Morale Table\), as remagen-copy's\s+rules\.yaml declares it/);
    expect(help.out).not.toContain('a rule hook');
    const game = await runCli(dir, '--help');
    expect(game.out).toMatch(/sandtable morale \S+ +Battle by morale \(Morale Table\)/);
  });

  it('Remagen morale: an option declared required in data is required on the command line', async () => {
    const dir = copyWith('data/remagen', [
      [
        new RegExp(
          String.raw`(check: \{ hook: remagen\.battle-check \}\n(?: {6}.*\n)*? {8}- )` +
            String.raw`\{ id: turn, label: Game turn \(else the journal’s\), kind: number \}`,
        ),
        '$1{ id: turn, label: Game turn, kind: number, required: true }',
      ],
    ]);
    const args = ['--attacker', 'de-11pz-pz4#1@L18', '--defender', 'us-27aib-rifles#1@L17', '--roll', '3'];
    const r = await runCli('morale', dir, ...args);
    // A missing option is a usage error, as commander's own are: exit 2.
    expect(r.code).toBe(2);
    expect(r.err).toContain("required option '--turn <value>' not specified");
    expect((await runCli('morale', 'remagen', ...args)).err).not.toContain('required option');
  });

  it('5: Death of a Division overrun (kind: overrun): the page’s form is the engine’s', async () => {
    const original = await pageProcedures(loadScenario('data/death-of-a-division'));
    const before = original.find((p) => p.verb === 'overrun')!;
    expect(before.fields.map((f) => f.key)).toEqual([
      'movers',
      'into',
      'defenders',
      'hits',
      'assign',
      'turn',
      'position',
      'roll',
      'partingDice',
      // Optional rule 4: the option the overrun's refusals read (units cut off this turn), asked for as a list.
      'outOfSupplyNoRoadMarch',
      'overrunTarget',
    ]);
    expect(before.fields.at(-2)).toMatchObject({ option: 'out-of-supply-no-road-march', choices: ['', 'off', 'on'] });
    expect(before.fields.at(-1)).toMatchObject({
      option: 'overrun-target',
      choices: ['', 'whole-area', 'single-unit'],
    });
    // Without a declared target option the form asks for none.
    const dir = copyWith('data/death-of-a-division', [
      [/\n {6}target: \{ option: overrun-target, single: single-unit, section: "5" \}/, ''],
    ]);
    const page = await pageProcedures(loadScenario(dir));
    const overrun = page.find((p) => p.verb === 'overrun')!;
    expect(overrun.fields).toEqual(before.fields.slice(0, -1));
  });

  it('a hook entry without the fields its hook reads from data is refused at validate, at its line', async () => {
    const dir = copyWith('data/nordwind', [
      [
        /\n {6}hook: nordwind\.hand\n(?: {6}(?:title|section):.*\n)+ {6}fields:\n(?: {8}- .*\n)+/,
        '\n      hook: nordwind.hand\n',
      ],
    ]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/rules\.yaml:\d+:\d+: rules\.procedures\[\d\]: rule hook "nordwind\.hand" reads its /);
    expect(r.err).toContain('reads its title, section, fields from rules.yaml (procedure hand)');
    const play = await runCli('hand', dir, '--help');
    expect(play.code).toBe(2);
    expect(play.err).toContain('declare them there');
  });

  it("a field's game option must be one game.yaml declares: refused at validate, at the field's line", async () => {
    const dir = copyWith('data/remagen', [['option: night-moves }', 'option: night-move }']]);
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      /rules\.yaml:\d+:\d+: rules\.procedures\[\d+\]\.fields\[\d+\]\.option: no game option "night-move"/,
    );
    expect(r.err).toContain('(did you mean "night-moves"?)');
    expect(r.err).not.toContain('    at ');
  });
});
