import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { startPositions } from '../../../src/rules/start-run.js';
import { declaredStacking } from '../../../src/rules/stack-limits.js';

// Initial Setup into a kept game (issue #22): `start remagen` stands the scenario's own set-up in the journal,
// each zone spread within sector capacity, so that the first move needs no position file.
const s = loadScenario('data/remagen');
const startDecl = s.rules!.procedures.find((p) => p.kind === 'start')! as Extract<
  NonNullable<typeof s.rules>['procedures'][number],
  { kind: 'start' }
>;
const dir = mkdtempSync(join(tmpdir(), 'sandtable-remagen-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Remagen, Initial Setup', () => {
  it('Initial Setup: every turn-1 unit stands in its zone, no sector over capacity', () => {
    const { where, over } = startPositions(s, startDecl);
    const zones = s.map?.kind === 'square' ? s.map.zones : [];
    expect(zones.find((z) => z.id === 'german-setup')?.cells).toEqual(['J10', 'J11', 'K11', 'L10', 'L11']);
    for (const [ref, at] of where) {
      const u = s.units.find((x) => ref === x.id || ref.startsWith(`${x.id}#`))!;
      expect(['us-start', 'german-setup']).toContain(u.setup?.location);
      if (u.setup?.location === 'german-setup') expect(['J10', 'J11', 'K11', 'L10', 'L11']).toContain(at);
    }
    const bySector = new Map<string, string[]>();
    for (const [ref, at] of where) bySector.set(at, [...(bySector.get(at) ?? []), ref]);
    for (const [at, refs] of bySector) {
      const units = refs.map((ref) => ({
        ref,
        unit: s.units.find((x) => ref === x.id || ref.startsWith(`${x.id}#`))!,
      }));
      expect(declaredStacking(s)!(units, { scenario: s, at }), at).toEqual([]);
    }
    expect(where.get('us-27aib-rifles#1')).toBeDefined();
    // All 37 stand: the two German anti-tank guns take a sector each beside the House, which takes infantry.
    expect(over).toEqual([]);
    expect(where.size).toBe(37);
    expect(where.get('de-garrison-at-guns#1')).toMatch(/^(J10|J11|K11|L10)$/);
  });

  it('Initial Setup: start writes it to the journal once; the first move then needs no position file', async () => {
    const journal = join(dir, 'game.json');
    const start = await runCli('start', 'remagen', '--journal', journal);
    expect(start.code, start.err).toBe(0);
    expect(start.out).toMatch(/\d+ units set up on \d+ sectors, each within its capacity \(Initial Setup\)/);
    const from = JSON.parse(readFileSync(journal, 'utf8')).state.positions['us-27aib-rifles#1'];
    expect(from).toMatch(/^[A-T]\d+$/);
    const move = await runCli(
      'move',
      'remagen',
      '--units',
      'us-27aib-rifles#1@J3',
      '--journal',
      journal,
      '--turn',
      '1',
    );
    expect(move.code, move.err).toBe(0);
    expect(move.out).toContain(`us-27aib-rifles#1: ${from} →`);
    const again = await runCli('start', 'remagen', '--journal', journal);
    expect(again.code).toBe(1);
    expect(again.err).toContain('the game has begun, and is set up once (Initial Setup)');
  });

  it('Initial Setup, Sector Capacity: setup check accepts what start stood, journal or file', async () => {
    const journal = join(dir, 'checked.json');
    const start = await runCli('start', 'remagen', '--journal', journal);
    expect(start.code, start.err).toBe(0);
    expect(start.out).toContain('37 units set up on');
    expect(start.out).not.toContain('wait off the board');
    const fromJournal = await runCli('setup', 'check', 'remagen', '--journal', journal);
    expect(fromJournal.code, fromJournal.err).toBe(0);
    expect(fromJournal.out).toMatch(
      /37 units stand on \d+ sectors, each in its zone and within its capacity \(Initial Setup\)/,
    );
    const positions: Record<string, string> = JSON.parse(readFileSync(journal, 'utf8')).state.positions;
    const file = join(dir, 'start.yaml');
    const lines = Object.entries(positions).map(([ref, at]) => `  - "${ref}@${at}"\n`);
    writeFileSync(file, `units:\n${lines.join('')}`);
    const fromFile = await runCli('setup', 'check', 'remagen', '--position', file);
    expect(fromFile.code, fromFile.err).toBe(0);
  });

  it('Initial Setup, Sector Capacity: setup check refuses a gun in the House, a stray, a missing unit', async () => {
    const { where } = startPositions(s, startDecl);
    const write = (name: string, change: (m: Map<string, string>) => void) => {
      const m = new Map(where);
      change(m);
      const file = join(dir, `${name}.yaml`);
      writeFileSync(file, `units:\n${[...m].map(([ref, at]) => `  - "${ref}@${at}"\n`).join('')}`);
      return runCli('setup', 'check', 'remagen', '--position', file);
    };
    const house = await write('house', (m) => m.set('de-garrison-at-guns#1', 'L11'));
    expect(house.code).toBe(1);
    expect(house.err).toContain('L11 holds');
    expect(house.err).toContain('over its capacity, de-garrison-at-guns#1 do not fit (Sector Capacity)');
    const zone = await write('zone', (m) => m.set('de-garrison-ac', 'M12'));
    expect(zone.code).toBe(1);
    expect(zone.err).toContain('de-garrison-ac in M12 sets up in J10, J11, K11, L10, L11 (Initial Setup)');
    const left = await write('left', (m) => m.delete('de-garrison-bazookas#2'));
    expect(left.code).toBe(1);
    expect(left.err).toContain('not set up: de-garrison-bazookas#2 (Initial Setup)');
  });

  it('Initial Setup: setup check with neither a position nor a journal says what to give, not every unit', async () => {
    const r = await runCli('setup', 'check', 'remagen');
    expect(r.code).toBe(2);
    expect(r.err).toContain('nothing to check: give the set-up as a position file, or the journal that keeps it');
    expect(r.err).not.toContain('not set up');
  });
});
