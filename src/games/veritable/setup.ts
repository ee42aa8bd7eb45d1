import type { Scenario } from '../../model/scenario.js';
import type { SetupEntry } from '../../rules/setup-check.js';
import type { SetupKeptHook } from '../../rules/setup-run.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { msg } from './messages.js';
import { boardFromEntries } from './board.js';
import { hexIndex } from './table.js';
import { copyState, freshActivity, readState, stateKeys, type VeritableState } from './state.js';
import { noteTowns } from './status.js';

// The set-up (10.0) is rules.yaml's `setup`, judged by the rules engine; this hook keeps a legal one in
// Veritable's journal, the game's one object every command reads.

/**
 * The state once a legal set-up is recorded: the units where they stand, the options agreed, turn 1, the Allied
 * player turn (10.2), Cleve and Goch German unless a unit of the other side stands there. A journal that holds a
 * game already is refused: a set-up starts a new one.
 */
export function recordSetup(
  s: Scenario,
  before: VeritableState,
  entries: readonly SetupEntry[],
  options: Readonly<Record<string, string>>,
): VeritableState {
  if (before.setupRecorded || before.turn > 0)
    throw new KeyedRefusal(msg('veritable.setup.twice', { turn: before.turn || 1, section: '10.0' }));
  const board = boardFromEntries(s, hexIndex(s), entries, true);
  const st = copyState(before);
  for (const u of board.all) st.units[u.ref] = { status: 'map', at: u.label };
  st.options = { ...options };
  st.setupRecorded = true;
  st.turn = 1;
  st.phase = 'allied';
  st.activity = freshActivity();
  for (const name of ['Cleve', 'Goch']) st.towns[name] = 'german';
  noteTowns(st, board);
  return st;
}

/** rules.yaml's setup `kept.hook`: the journal read (refused when it is not Veritable's), then the set-up written. */
export const setupKept: SetupKeptHook = ({ scenario: s, state, journal }) => {
  const before = copyState(readState(s, state, journal));
  return { record: (entries, options) => stateKeys(s, recordSetup(s, before, entries, options)) };
};
