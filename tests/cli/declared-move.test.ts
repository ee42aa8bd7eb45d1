import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';
import { RULES_HEX } from '../helpers/broken-copy.js';

// The generic `move` of a game written only in data (Iron Ford's `kind: move`), through the one CLI adapter:
// positions start from the units' set-up and are kept in the journal; an illegal move is refused citing the
// section rules.yaml gives it.
const dir = mkdtempSync(join(tmpdir(), 'sandtable-declared-move-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('move GAME_OR_PATH: movement declared in rules.yaml', () => {
  it('moves from the set-up, keeps positions and points spent in the journal, refuses by section', async () => {
    const journal = join(dir, 'j.json');
    const first = await runCli('move', RULES_HEX, '--units', 'b-1@B1', '--journal', journal, '--turn', '1');
    expect(first.code, first.err).toBe(0);
    expect(first.out).toBe('Iron Ford: Movement (6.0)\n  b-1: B2 → B1, 1 of 3 (6.0)\n');
    const kept = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(kept.positions).toMatchObject({ 'b-1': 'B1', 'b-2': 'D2', 'r-11': 'E2' });
    expect(kept.moved.units['b-1']).toEqual({ points: 1, zoc: false });
    // D1 lies in the zone of r-11 in E2: a unit entering it stops there (6.3), so E1 beyond is out of reach.
    const second = await runCli('move', RULES_HEX, '--units', 'b-1@E1', '--journal', journal, '--turn', '1');
    expect(second.code).toBe(1);
    expect(second.err).toContain('b-1 has no way from B1 to E1 (6.0)');
    const enemy = await runCli('move', RULES_HEX, '--units', 'b-2@E2', '--journal', journal, '--turn', '1');
    expect(enemy.err).toContain('E2 holds enemy units: no unit may enter it (6.2)');
    const crowd = await runCli('move', RULES_HEX, '--units', 'b-5@D2,b-1@D2', '--journal', journal, '--turn', '1');
    expect(crowd.code).toBe(1);
    expect(crowd.err).toContain('D2: b-2, b-5, b-1 over the stacking limit; b-1 too many (6.4)');
    // A refusal writes nothing: the journal still has b-1 in B1.
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions['b-1']).toBe('B1');
  });

  it('--help and --json come from the declaration', async () => {
    const help = await runCli('move', RULES_HEX, '--help');
    expect(help.out).toContain('--units <unit@cell,...>');
    const j = await runCli('move', RULES_HEX, '--units', 'b-4@B3', '--json');
    // C3 → B3 follows the Ford road: 1/2 MP (6.6).
    expect(JSON.parse(j.out).moves[0]).toMatchObject({ ref: 'b-4', path: ['C3', 'B3'], cost: 0.5 });
  });
});
