import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { startPositions } from '../../../src/games/remagen/start.js';
import { beyondCapacity } from '../../../src/games/remagen/sector-capacity.js';

// Initial Setup into a kept game (issue #22): `start remagen` stands the scenario's own set-up in the journal,
// each zone spread within sector capacity, so that the first move needs no position file.
const s = loadScenario('data/remagen');
const dir = mkdtempSync(join(tmpdir(), 'sandtable-remagen-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Remagen, Initial Setup', () => {
  it('Initial Setup: every turn-1 unit stands in its zone, no sector over capacity', () => {
    const { where, over } = startPositions(s);
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
      expect(beyondCapacity(units, { scenario: s, at }), at).toEqual([]);
    }
    expect(where.get('us-27aib-rifles#1')).toBeDefined();
    expect(where.size + over.length).toBe(37);
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
});
