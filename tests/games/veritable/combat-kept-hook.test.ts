import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/run-cli.js';
import { cleanup } from '../../helpers/broken-copy.js';
import { declaredCombatCopy } from './declared-copy.js';

// A declared combat in a game whose own code keeps its journal (`hooks.kept`): Veritable's copy so declared reads
// the board, the turn and the options from Veritable's journal, refuses what it forbids (one attack a unit a player
// turn, 6.5) and writes the state Veritable's own combat writes (the advance into F4, 6.5.4; the outpost lost, 8.4).

const dirs: string[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'sandtable-kept-hook-'));
afterAll(() => {
  dirs.forEach(cleanup);
  rmSync(scratch, { recursive: true, force: true });
});
const copy = () => {
  const dir = declaredCombatCopy([
    ['outcome: veritable.retreat }', 'outcome: veritable.retreat, kept: veritable.combat-kept }'],
  ]);
  dirs.push(dir);
  return dir;
};
const ATTACKERS = '44-bde,46-bde,227-bde,4-cdn-bde,5-cdn-bde,6-cdn-bde';

/** A turn-1 Allied attack on F4 from the example set-up, in a journal of its own; each command's output. */
async function play(game: string, journal: string): Promise<{ code: number; out: string; err: string }[]> {
  const j = ['--journal', journal];
  const setup = ['--position', 'data/veritable/examples/setup.yaml', '--option', 'fuhrer-interference=on'];
  return [
    await runCli('setup', 'check', game, ...setup, ...j),
    await runCli('sequence', game, '--side', 'allied', '--order', 'move-attack', ...j),
    await runCli('combat', game, '--attacker', ATTACKERS, '--defender', 'F4', '--seed', 'turn-test', ...j),
    await runCli('combat', game, '--choose', '44-bde,46-bde,227-bde', ...j),
    await runCli('combat', game, '--attacker', '4-cdn-bde', '--defender', 'G5', '--roll', '3', ...j),
  ];
}
/** The game's own state in a journal: its one key besides the turn (the copy keeps it under its own id). */
const stateOf = (file: string) => {
  const state = JSON.parse(readFileSync(file, 'utf8')).state;
  return state[Object.keys(state).find((k) => k !== 'turn')!];
};

describe('a declared combat’s journal hook: Veritable’s own journal (6.5, 6.5.4)', () => {
  it('6.5.4: the advance and the loss are kept in Veritable’s journal as its own combat keeps them', async () => {
    const dir = copy();
    const own = await play('veritable', join(scratch, 'own.json'));
    const declared = await play(dir, join(scratch, 'declared.json'));
    declared.slice(0, 4).forEach((r) => expect(r.code, r.err).toBe(0));
    const resultLines = (out: string) => out.split('\n').filter((l) => /advance into|takes the loss/.test(l));
    expect(resultLines(declared[3].out)).toEqual(resultLines(own[3].out));
    expect(resultLines(declared[3].out)).toContain('  44-bde, 46-bde, 227-bde advance into F4 (6.5.4)');
    const kept = stateOf(join(scratch, 'declared.json'));
    expect(kept).toEqual(stateOf(join(scratch, 'own.json')));
    expect(kept.units['44-bde']).toEqual({ status: 'map', at: 'F4' });
    expect(kept.combats).toBe(1);
    // 6.5: each unit attacks once in its player turn, refused in Veritable's words from its journal.
    expect(declared[4].code).toBe(1);
    expect(declared[4].err).toBe(own[4].err);
    expect(declared[4].err).toContain('4-cdn-bde has attacked already this player turn');
  });
});

describe('a declared combat’s command where the game keeps its own journal', () => {
  it('--choose with no combat waiting in the journal: --attacker is missing, a usage error (exit 2)', async () => {
    const dir = copy();
    for (const game of [dir, 'veritable']) {
      const journal = join(scratch, `nothing-waiting-${game === dir ? 'copy' : 'own'}.json`);
      await runCli('setup', 'check', game, '--position', 'data/veritable/examples/setup.yaml', '--journal', journal);
      const r = await runCli('combat', game, '--choose', 'none', '--journal', journal);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toBe("sandtable: required option '--attacker <unit[@hex],...>' not specified\n");
    }
  });

  it('the turn and the options agreed are the journal’s: the command offers no --turn or --option', async () => {
    const help = (await runCli('combat', copy(), '--help')).out;
    expect(help).toContain('--sequence <choice>');
    expect(help).not.toMatch(/--turn|--option/);
  });
});
