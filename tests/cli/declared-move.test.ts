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

  it('6.5: a reinforcement enters in its turn, in the red phase, on the east edge; refused elsewhere', async () => {
    const journal = join(dir, 'r.json');
    const move = (units: string, turn: string) =>
      runCli('move', RULES_HEX, '--units', units, '--journal', journal, '--turn', turn);
    const early = await move('r-15@H3', '2');
    expect(early.code).toBe(1);
    expect(early.err).toContain('r-15 arrives on turn 3: it may not enter on turn 2 (6.5)');
    const west = await move('r-15@A3', '3');
    expect(west.err).toContain('r-15 may not enter at A3: reinforcements enter in east-edge (6.5)');
    const ok = await move('r-15@H3', '3');
    expect(ok.code, ok.err).toBe(0);
    expect(ok.out).toContain('r-15 enters at H3 as a reinforcement (6.5)');
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions['r-15']).toBe('H3');
    // Once in, it moves on from there as any unit does.
    const on = await move('r-15@G4', '3');
    expect(on.code, on.err).toBe(0);
  });

  it('Death of a Division 3, 8: a reinforcement is placed in its reinforcement phase, not by a move', async () => {
    const journal = join(dir, 'd.json');
    const r = await runCli(
      'move',
      'data/death-of-a-division',
      '--units',
      'us-14-tank@amel',
      '--journal',
      journal,
      '--turn',
      '3',
    );
    expect(r.code).toBe(1);
    expect(r.err).toContain('us-14-tank enters in the US reinforcements phase, not in US move (3, 8)');
  });

  it('3.3: every declared procedure keeps the phase order, refused out of phase citing the section', async () => {
    const journal = join(dir, 'o.json');
    const run = (...args: string[]) => runCli(...args, '--journal', journal, '--turn', '2');
    const blue = await run('move', RULES_HEX, '--units', 'b-1@B1');
    expect(blue.code, blue.err).toBe(0);
    // The weather is rolled first in the turn (4.1): once Blue has moved, it is past.
    const weather = await run('weather', RULES_HEX, '--roll', '2');
    expect(weather.code).toBe(1);
    expect(weather.err).toContain('(4.1)');
    expect(weather.err).toContain('Blue has played Blue combat this turn; Weather comes before it and is over (4.1)');
    const red = await run('move', RULES_HEX, '--units', 'r-14@H3');
    expect(red.code, red.err).toBe(0);
    // Red has played on in this turn: Blue's combat phase is over (3.3).
    const late = await run('combat', RULES_HEX, '--attacker', 'b-2@D2', '--defender', 'r-11@E2', '--roll', '3');
    expect(late.code).toBe(1);
    expect(late.err).toContain('(3.3)');
    // The end of the turn comes after both: victory is counted then.
    const end = await run('victory', RULES_HEX, '--units', 'b-1@B1');
    expect(end.code, end.err).toBe(0);
  });

  it('7.6: move --advance is judged against the turn’s last combat in the journal', async () => {
    const journal = join(dir, 'a.json');
    const run = (...args: string[]) => runCli(...args, '--journal', journal, '--turn', '1');
    const none = await run('move', RULES_HEX, '--units', 'b-3@E3', '--advance');
    expect(none.err).toContain('b-3: no combat this turn has emptied a cell to advance into (7.6)');
    // 3 on the 1-1 column: no effect (an EX would now ask which units go, 7.7), so E3 stays held.
    const fight = await run('combat', RULES_HEX, '--attacker', 'b-2@D2,b-3@D3', '--defender', 'r-12@E3', '--roll', '3');
    expect(fight.code, fight.err).toBe(0);
    const held = await run('move', RULES_HEX, '--units', 'b-3@E3', '--advance');
    expect(held.err).toContain('E3 still holds enemy units: no advance into it (7.6)');
    const other = await run('move', RULES_HEX, '--units', 'b-4@E3', '--advance');
    expect(other.err).toContain('b-4 did not attack E3: only b-2, b-3 may advance into it (7.6)');
  });

  it('--help and --json come from the declaration', async () => {
    const help = await runCli('move', RULES_HEX, '--help');
    expect(help.out).toContain('--units <unit@cell,...>');
    const j = await runCli('move', RULES_HEX, '--units', 'b-4@B3', '--json');
    // C3 → B3 follows the Ford road: 1/2 MP (6.6).
    expect(JSON.parse(j.out).moves[0]).toMatchObject({ ref: 'b-4', path: ['C3', 'B3'], cost: 0.5 });
  });
});
