import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { brokenCopy, cleanup } from '../helpers/broken-copy.js';

// A set-up check's frame in data alone (Iron Ford, tests/fixtures/rules-hex, 2.3, its mud option of 4.2): the
// declaration's own fields (a position that must be given, the options the players agree), its report's title and
// problem count in its words, its steps set under the title, and what --json gives. No hook, no TypeScript.

const G = 'tests/fixtures/rules-hex';
const tmp = mkdtempSync(join(tmpdir(), 'sandtable-setup-frame-'));
const copies: string[] = [];
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
  copies.forEach(cleanup);
});

const FRAME = [
  '          legal: "the set-up is legal ({section})"',
  '          title: "{game}: set-up from {position}"',
  '          problems: "{title}: {count} problems"',
  '          problemsOne: "{title}: {count} problem"',
  '      fields:',
  '        - { id: position, label: Where every unit stands, kind: position, required: true }',
  '        - { id: option, label: "Options agreed (id=choice)", kind: text, list: true, option: "*" }',
  '      report: { indent: true, json: [options, steps] }',
].join('\n');

/** Iron Ford with its set-up check framed by `extra` (the lines above, by default) after its last words. */
const framed = (extra = FRAME, more: [string | RegExp, string][] = []) => {
  const dir = brokenCopy(G, { 'rules.yaml': [['          legal: "the set-up is legal ({section})"', extra], ...more] });
  copies.push(dir);
  return dir;
};

const position = (name: string, lines: string[]) => {
  const file = join(tmp, `${name}.yaml`);
  writeFileSync(file, `units:\n${lines.map((l) => `  - ${l}`).join('\n')}\n`);
  return file;
};
const legal = ['b-1@B2', 'b-2@D2', 'b-3@D3', 'b-4@C3', 'b-5@C2', 'r-11@E2', 'r-12@E3', 'r-13@F4', 'r-14@G3'];

/** The line of rules.yaml holding `text`, 1-based. */
const lineOf = (dir: string, text: string) =>
  readFileSync(join(dir, 'rules.yaml'), 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(text)) + 1;

describe('a set-up check framed by its declaration (2.3, 4.2)', () => {
  const dir = framed();

  it('2.3: the title in the data’s words, steps under it; --json the options agreed (4.2), the steps', async () => {
    const file = position('legal', legal);
    const r = await runCli('setup', 'check', dir, '--position', file, '--option', 'mud-rule=off');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe(
      `Iron Ford: set-up from ${file}\n  9 units stand on 9 hexes (2.3)\n  the set-up is legal (2.3)\n`,
    );
    const json = await runCli('setup', 'check', dir, '--position', file, '--option', 'mud-rule=off', '--json');
    expect(JSON.parse(json.out)).toEqual({
      game: 'iron-ford',
      legal: true,
      options: { 'mud-rule': 'off' },
      steps: ['9 units stand on 9 hexes (2.3)', 'the set-up is legal (2.3)'],
    });
  });

  it('2.3, 6.4: the count of problems in the data’s words, one and more', async () => {
    const one = await runCli('setup', 'check', dir, '--position', position('early', [...legal, 'r-15@G4']));
    expect(one.code).toBe(1);
    expect(one.err).toContain(': 1 problem\n  r-15 in G4 does not set up: it arrives later (2.3)');
    const both = legal.map((l) => (l === 'r-11@E2' ? 'r-11@D2' : l));
    const two = await runCli('setup', 'check', dir, '--position', position('both', both));
    expect(two.code).toBe(1);
    expect(two.err).toContain(
      ': 2 problems\n  r-11 in D2 sets up in E2 (2.3)\n  D2: units of both sides in one hex (6.4)',
    );
  });

  it('4.2: an option the game lacks or a choice it lacks is refused, naming those it has; nothing judged', async () => {
    const file = position('legal', legal);
    const none = await runCli('setup', 'check', dir, '--position', file, '--option', 'fog=on');
    expect(none.code).toBe(1);
    expect(none.err).toContain('iron-ford has no option "fog"; it has mud-rule');
    const choice = await runCli('setup', 'check', dir, '--position', file, '--option', 'mud-rule=deep');
    expect(choice.code).toBe(1);
    expect(choice.err).toContain('option mud-rule has the choices on, off; not "deep"');
    expect(choice.out).toBe('');
  });

  it('2.3: the declared position must be given, as its help says; the options take the data’s label', async () => {
    const r = await runCli('setup', 'check', dir);
    expect(r.code).not.toBe(0);
    expect(r.err).toContain("required option '--position <value>' not specified");
    const help = await runCli('setup', 'check', dir, '--help');
    expect(help.out).toMatch(/--option <value> +Options agreed \(id=choice\)/);
    expect(help.out).toMatch(/--position <value> +Where every unit stands \(required\)\n/);
  });
});

describe('a set-up check’s frame at validate', () => {
  it('--json options with no field that takes them, at the file and line', async () => {
    const dir = framed(FRAME.replace(/\n {8}- \{ id: option.*/, ''));
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain(`rules.yaml:${lineOf(dir, 'report: { indent: true')}`);
    expect(r.out + r.err).toContain('the report gives the options agreed: add a field with option: "*"');
  });

  it('a field the set-up check does not read is refused', async () => {
    const dir = framed(FRAME.replace('kind: text, list: true, option: "*"', 'kind: units, list: true'));
    const r = await runCli('validate', dir);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain('a set-up check reads a position field and a list of agreed options');
  });

  it('a kept journal needs its words, and a hook the code has', async () => {
    const unworded = framed(`${FRAME}\n      kept: { hook: veritable.setup-kept }`);
    const r = await runCli('validate', unworded);
    expect(r.code).toBe(1);
    expect(r.out + r.err).toContain('a set-up kept in the journal says so: says lacks recorded');
    const recorded = '\n          recorded: "Recorded in {journal}"';
    const misspelt = framed(
      `${FRAME.replace('\n      fields:', `${recorded}\n      fields:`)}\n      kept: { hook: veritable.setup-kep }`,
    );
    const m = await runCli('validate', misspelt);
    expect(m.code).toBe(1);
    expect(m.out + m.err).toContain(`rules.yaml:${lineOf(misspelt, 'kept: { hook')}`);
    expect(m.out + m.err).toContain('no kept set-up hook "veritable.setup-kep" (did you mean "veritable.setup-kept"?)');
  });
});
