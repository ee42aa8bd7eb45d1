import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { runCli } from '../../helpers/run-cli.js';

// Engaged areas in movement (issue #22): a battle's E result is kept in the journal, and the units in that area
// may not leave it by a move (L, E) unless their side has played a Withdraw card (G, Withdraw).
const N = 'nordwind';
const dir = mkdtempSync(join(tmpdir(), 'sandtable-nordwind-engaged-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const engage = async (journal: string) => {
  const r = await runCli(
    ...['combat', N, '--area', 'rimling', '--attacker', 'ss-pzgren-37,ss-pzgren-38,gr-87'],
    ...['--defender', 'us-397-inf,us-71-inf', '--heroic-stand', 'none', '--rolls', '4'],
    ...['--journal', journal, '--turn', '1'],
  );
  expect(r.code, r.err).toBe(0);
  expect(r.out).toContain('Result E: Engaged');
  expect(JSON.parse(readFileSync(journal, 'utf8')).state.engaged).toEqual([{ area: 'rimling', turn: 1 }]);
};

describe('Nordwind L: an engaged area holds its units', () => {
  it('L, E: units may not exit an engaged area by a move', async () => {
    const journal = join(dir, 'held.json');
    await engage(journal);
    const out = await runCli('move', N, '--units', 'us-397-inf@rohrbach', '--areas', '1', '--journal', journal);
    expect(out.code).toBe(1);
    expect(out.err).toContain(
      'us-397-inf is in rimling, engaged in turn 1: units may not leave an engaged area but by a Withdraw card ' +
        '(L, E: units may not exit an engaged area; G, Withdraw)',
    );
    expect(JSON.parse(readFileSync(journal, 'utf8')).state.positions['us-397-inf']).toBe('rimling');
  });

  it('G, Withdraw: with a Withdraw card played this turn, they may leave', async () => {
    const journal = join(dir, 'withdraw.json');
    await engage(journal);
    const hand = await runCli(
      ...['hand', N, '--side', 'allied', '--turn', '1', '--set'],
      'movement-1,movement-2,artillery-support,air-support-allied,heroic-stand,withdraw,strategic-movement',
      ...['--play', 'withdraw', '--journal', journal],
    );
    expect(hand.code, hand.err).toBe(0);
    const out = await runCli('move', N, '--units', 'us-397-inf@rohrbach', '--areas', '1', '--journal', journal);
    expect(out.code, out.err).toBe(0);
    expect(out.out).toContain('us-397-inf: rimling → rohrbach');
  });
});
