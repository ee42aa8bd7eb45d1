import { describe, it, expect, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { newJournal } from '../../../src/assist/journal/journal.js';
import { stateKeys, type VeritableState } from '../../../src/games/veritable/state.js';
import { runCli } from '../../helpers/run-cli.js';
import { afterSetup, s } from './table.js';

// A journal written by hand is read as carefully as one the commands wrote: a turn that is none of the game's is
// refused naming the file and the field, exit 1, never an internal error. The engine's reader of the game's own
// object bounds its turns by the game's turn track (Veritable: 8 with 11.3's extra turn), as the game's own does.

const dir = mkdtempSync(join(tmpdir(), 'st-journal-turn-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Kept = { turn: number; veritable: VeritableState };

function journal(name: string, change: (state: Kept) => void): string {
  const file = join(dir, name);
  const state = structuredClone(stateKeys(s, afterSetup())) as Kept;
  change(state);
  writeFileSync(file, JSON.stringify({ ...newJournal('veritable'), state }, null, 2));
  return file;
}

describe('a hand-made journal whose turn is none of the game', () => {
  it('state.turn 0: supply and victory refuse it naming the file and field, exit 1, no internal error', async () => {
    const file = journal('zero.json', (st) => {
      st.turn = 0;
    });
    for (const verb of ['supply', 'victory']) {
      const r = await runCli(verb, 'veritable', '--journal', file);
      expect(r.code).toBe(1);
      expect(r.err).toBe(`sandtable: ${file}: state.turn: 0 is not a turn of the game (1 to 8)\n`);
      expect(r.out).toBe('');
    }
  });

  it('a unit turn past the turn track in the game’s own object is refused as Veritable’s reader would', async () => {
    const file = journal('unit-turn.json', (st) => {
      st.veritable.units['gr-1051'] = { status: 'eliminated', turn: 12 as 8 };
    });
    const r = await runCli('victory', 'veritable', '--journal', file);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(
      new RegExp(`^sandtable: ${file}: state\\.veritable\\.units\\.gr-1051\\.turn: Too big: .*<=8`),
    );
    const ok = journal('unit-turn-8.json', (st) => {
      st.veritable.units['gr-1051'] = { status: 'eliminated', turn: 8 };
    });
    expect((await runCli('victory', 'veritable', '--journal', ok, '--preview')).code).toBe(0);
  });
});
