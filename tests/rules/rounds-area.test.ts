import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../helpers/run-cli.js';

// Birch Ridge (tests/fixtures/rounds-area), a game written only in data: a battle fought round after round in an
// area (`kind: rounds`, src/rules/rounds-run.ts), its table picked by the terrain the attack meets, an armour shift
// and die modifiers judged from their declared conditions, and losses that fight on kept in the journal.
const GAME = 'tests/fixtures/rounds-area';
const dir = mkdtempSync(join(tmpdir(), 'sandtable-rounds-area-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const battle = async (...args: string[]) => {
  const r = await runCli('battle', GAME, ...args, '--json');
  expect(r.code, r.err).toBe(0);
  return JSON.parse(r.out);
};
const WEST = ['--area', 'ridge', '--from', 'west', '--attacker', 'n-1,n-2,n-3,n-4'];

describe('Birch Ridge 6.0: a battle in rounds from data alone', () => {
  it('2.2, 6.2: the ridge is fought on the woods table from the west and the hills table from the east', async () => {
    expect(await battle(...WEST, '--defender', 's-1,s-2', '--preview')).toMatchObject({ table: 'woods', defence: 1 });
    const east = ['--area', 'ridge', '--from', 'east', '--attacker', 'n-1,n-4', '--defender', 's-1,s-2'];
    expect(await battle(...east, '--preview')).toMatchObject({ table: 'hills', defence: 2, column: '+1', drm: -1 });
  });

  it('2.2: an area of two terrains asks the side the attack comes from; exit 1, no journal written', async () => {
    const journal = join(dir, 'refused.json');
    const args = ['--area', 'ridge', '--attacker', 'n-1', '--defender', 's-1', '--journal', journal];
    const r = await runCli('battle', GAME, ...args, '--rolls', '3');
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      'Ridge has two terrains: say which side the attack comes from, --from east (hills, defence 2) or --from west ' +
        '(woods, defence 1) (2.2)',
    );
    expect(r.err).not.toMatch(/\n\s+at /);
    expect(() => readFileSync(journal)).toThrow();
  });

  it('6.3, 6.4, 6.5: armour shifts a column and adds to the die; the area defence takes from it', async () => {
    const r = await battle(...WEST, '--defender', 's-1,s-2', '--preview');
    // 4 against 2 is +2; armour +1 column; +1 for the armoured attacker, -1 for defence 1.
    expect(r).toMatchObject({ differential: 2, shift: 1, drm: 0 });
    expect(r.steps).toContain('Shift +1: Attacker has armour: one column right (6.3)');
    expect(r.steps).toContain(
      'Die roll modifier 1 × +1 = +1: Add one to the die for each attacking armoured unit (6.4)',
    );
    expect(r.steps).toContain('Die roll modifier -1: Defence value 1: take one from the die (6.5)');
    const without = await battle(
      ...WEST.slice(0, 4),
      '--attacker',
      'n-1,n-2,n-3',
      '--defender',
      's-1,s-2',
      '--preview',
    );
    expect(without).toMatchObject({ differential: 1, shift: 0, drm: -1 });
  });

  it('6.6: a loss that goes on fights another round; the infantry goes first; the journal keeps the loss', async () => {
    const journal = join(dir, 'rounds.json');
    const r = await battle(...WEST, '--defender', 's-1,s-3', '--rolls', '5,2', '--journal', journal);
    expect(r.rounds.map((x: { result: string }) => x.result)).toEqual(['DE1', 'D1']);
    expect(r.rounds[1]).toMatchObject({ attackers: 4, defenders: 1, differential: 3 });
    expect(r).toMatchObject({ outcome: 'defender-retreats', retreatAreas: 1 });
    expect(r.eliminated).toEqual({ attacker: [], defender: ['s-1'] });
    const state = JSON.parse(readFileSync(journal, 'utf8')).state;
    expect(state.eliminated).toEqual(['s-1']);
    expect(state.positions['s-3']).toBe('ridge');
    // A unit lost may not fight again.
    const lost = await runCli('battle', GAME, ...WEST, '--defender', 's-1', '--rolls', '3', '--journal', journal);
    expect(lost.code).toBe(1);
    expect(lost.err).toContain('s-1 has been eliminated');
  });

  it('6.6: an engaged result ends the battle with both sides in the area', async () => {
    const east = ['--area', 'ridge', '--from', 'east', '--attacker', 'n-1,n-4', '--defender', 's-1,s-2'];
    const r = await battle(...east, '--rolls', '4');
    expect(r).toMatchObject({ result: 'E', outcome: 'engaged' });
    expect(r.steps.at(-1)).toBe('Engaged: the units stay in the area (6.6)');
  });
});
