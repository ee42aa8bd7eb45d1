import { describe, it, expect, afterAll } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { loadScenario } from '../../src/load/load-scenario.js';
import { collectProvenance } from '../../src/provenance/collect.js';
import { Ajv } from 'ajv';
import { readYaml } from '../../src/load/source-file.js';

// `sandtable new` then `sandtable build` must give a printable kit of a game nobody has seen before, for each
// kind of map, without the designer touching a file.
const root = mkdtempSync(join(tmpdir(), 'sandtable-new-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('sandtable new', () => {
  for (const kind of ['hex', 'square', 'area'] as const) {
    it(`writes a ${kind} game that validates and builds into a whole kit`, async () => {
      const dir = join(root, `my ${kind} game`);
      const made = await runCli('new', dir, '--map', kind, '--designer', 'Jane Doe', '--title', `Valley: ${kind}`);
      expect(made.code, made.err).toBe(0);
      const files = readdirSync(dir).sort();
      // A hex or area game comes with its referee's rules: combat with retreats, movement and advance after combat.
      expect(files).toEqual([
        'README.md',
        'cards.yaml',
        'charts.yaml',
        'game.yaml',
        'map.yaml',
        ...(kind === 'square' ? [] : ['rules.yaml']),
        'units.csv',
        'units.yaml',
      ]);
      const s = loadScenario(dir);
      expect(s.id).toBe(`my-${kind}-game`);
      expect(s.game.title).toBe(`Valley: ${kind}`);
      expect(s.game.mapKind).toBe(kind);
      expect(s.units.length).toBe(5);
      // Every value is the designer's: nothing is stamped as Sandtable's reconstruction.
      expect(new Set(collectProvenance(s).map((e) => e.kind))).toEqual(new Set(['original']));
      expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/# Valley: .*\n\nA game by Jane Doe/);

      // Each YAML file names its JSON Schema on its first line, for the editor; the path leads to the shipped
      // schema, and the file is valid by it.
      const ajv = new Ajv({ strict: false });
      for (const f of files.filter((x) => x.endsWith('.yaml'))) {
        const first = readFileSync(join(dir, f), 'utf8').split('\n')[0];
        const m = first.match(/^# yaml-language-server: \$schema=(\S+)$/);
        expect(m, f).not.toBeNull();
        const schemaFile = resolve(dir, m![1]);
        expect(schemaFile).toBe(resolve('docs/schema', f.replace('.yaml', '.schema.json')));
        const validate = ajv.compile(JSON.parse(readFileSync(schemaFile, 'utf8')) as object);
        expect(validate(readYaml(join(dir, f)).source?.data), `${f}: ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
      const checked = await runCli('validate', dir, '--strict');
      expect(checked.code, checked.err).toBe(0);
      const out = join(root, `kit-${kind}`);
      const built = await runCli('build', dir, '--out', out);
      expect(built.code, built.err).toBe(0);
      const kit = readdirSync(out);
      for (const f of ['counters.pdf', 'map.pdf', 'cards.pdf', 'aids.pdf', 'companion.html', `my-${kind}-game.vmod`])
        expect(kit, f).toContain(f);
      expect(built.err).not.toMatch(/warning|reconstructed/i);
      // The map fits one letter sheet: a first game needs no tiling.
      expect(built.err).toMatch(/map: \d+ × \d+ mm on one letter sheet/);
    }, 60_000);
  }

  // The hex scaffold's rules.yaml (Retreat, Advance after combat): the owner picks the retreat hex after the roll.
  it('a new hex game plays combat with a chosen retreat and an advance, from the journal', async () => {
    const dir = join(root, 'retreat-valley');
    expect((await runCli('new', dir)).code).toBe(0);
    const journal = join(root, 'valley.json');
    // Blue's two brigades (the 2nd is elite: one column right) attack the two Red regiments in 0603: 3-1; roll 1
    // reads -/D1, each defender retreating a hex or losing a step as its owner chooses.
    // The scaffold's set-up (Set-up): start stands units.yaml's set-up in the journal; the turn-2 brigade waits.
    const started = await runCli('start', dir, '--journal', journal);
    expect(started.code, started.err).toBe(0);
    expect(started.out).toContain('5 units set up on 3 hexes, each in its zone (Set-up)');
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions['blue-2']).toBeUndefined();
    const moved = await runCli('move', dir, '--units', 'blue-1@0503', '--journal', journal);
    expect(moved.code, moved.err).toBe(0);
    const fight = [dir, '--attacker', 'blue-1,blue-2@0604', '--defender', 'red-2,red-3', '--journal', journal];
    const asked = await runCli('combat', ...fight, '--roll', '1');
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain('Result -/D1');
    expect(asked.out).toContain('Where does each unit retreat? red-2 from 0603:');
    expect(asked.out).toContain('or a step loss instead (Retreat)');
    const pending = JSON.parse(readFileSync(journal, 'utf8')).pending;
    const [two, three] = pending.picks.items;
    expect(two).toEqual({ item: 'red-2', at: '0603', values: ['0703', 'loss'] });
    const to = '0703';
    const answered = await runCli('combat', dir, '--journal', journal, '--choose', `red-2=${to},red-3=loss`);
    expect(answered.code, answered.err).toBe(0);
    expect(answered.out).toContain(`red-2 retreats 0603 → ${to} (Retreat)`);
    // red-3 has one step: the loss eliminates it, and 0603 is empty for the advance.
    expect(answered.out).toContain('red-3 in 0603 is eliminated');
    expect(three.item).toBe('red-3');
    const advance = await runCli('move', dir, '--units', 'blue-2@0603', '--advance', '--journal', journal);
    expect(advance.code, advance.err).toBe(0);
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions).toMatchObject({ 'red-2': to, 'blue-2': '0603' });
  }, 60_000);

  // The area scaffold's rules.yaml (Retreat): a retreat goes along the links into an area free of enemy units.
  it('a new area game plays combat with a retreat area or a step loss, as the owner picks', async () => {
    const dir = join(root, 'retreat-ridge');
    expect((await runCli('new', dir, '--map', 'area')).code).toBe(0);
    const journal = join(root, 'ridge.json');
    // Blue's 1st Brigade in the fields attacks the two Red units in the village: 4 to 4, column 1-1; roll 1 reads
    // A1/-: it retreats an area or loses a step. The village holds Red; the wood is the one area open.
    const asked = await runCli(
      'combat',
      dir,
      '--attacker',
      'blue-1',
      '--defender',
      'red-2,red-3',
      '--roll',
      '1',
      '--journal',
      journal,
    );
    expect(asked.code, asked.err).toBe(0);
    expect(asked.out).toContain(
      'Where does each unit retreat? blue-1 from fields: wood, or a step loss instead (Retreat)',
    );
    const answered = await runCli('combat', dir, '--journal', journal, '--choose', 'blue-1=wood');
    expect(answered.code, answered.err).toBe(0);
    expect(answered.out).toContain('blue-1 retreats fields → wood (Retreat)');
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions).toMatchObject({ 'blue-1': 'wood' });
  }, 60_000);

  it('refuses a folder that exists, and touches nothing in it', async () => {
    const dir = join(root, 'taken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'game.yaml'), 'mine');
    const r = await runCli('new', dir);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/taken: already exists; sandtable new writes a new folder and leaves this one alone/);
    expect(readdirSync(dir)).toEqual(['game.yaml']);
    expect(readFileSync(join(dir, 'game.yaml'), 'utf8')).toBe('mine');
    // Nothing is left beside it either.
    expect(readdirSync(root).filter((f) => f.includes('sandtable-new'))).toEqual([]);
  });

  it('refuses an unknown map kind and a parent that does not exist, writing nothing', async () => {
    const bad = await runCli('new', join(root, 'hexy'), '--map', 'hexagon');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--map takes hex, square, area, not "hexagon"/);
    expect(existsSync(join(root, 'hexy'))).toBe(false);
    const orphan = await runCli('new', join(root, 'no', 'such', 'game'));
    expect(orphan.code).toBe(1);
    expect(orphan.err).toMatch(/no such folder to create the game in/);
  });

  it('gives a folder named like a bundled game an id of its own', async () => {
    const r = await runCli('new', join(root, 'veritable'));
    expect(r.code, r.err).toBe(0);
    const s = loadScenario(join(root, 'veritable'));
    expect(s.id).toMatch(/^veritable-[0-9a-f]{4}$/);
  });

  it("writes names with YAML's special characters as they were typed", async () => {
    const dir = join(root, 'quotes');
    const r = await runCli('new', dir, '--title', 'Hill 112: "Cauldron" #2', '--designer', "O'Brien & Søn");
    expect(r.code, r.err).toBe(0);
    const s = loadScenario(dir);
    expect(s.game.title).toBe('Hill 112: "Cauldron" #2');
    expect(s.game.designer).toBe("O'Brien & Søn");
  });
});
