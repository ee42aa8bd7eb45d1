import type { Scenario } from '../../model/scenario.js';
import type { GridMapIndex } from '../../assist/map/grid-map-index.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import { checkSetup as checkDeclaredSetup } from '../../rules/setup-check.js';
import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { boardFromEntries, type Board } from './board.js';
import { copyState, freshActivity, type VeritableState } from './state.js';

/** The hook whose rules.yaml entry declares the set-up check. */
const HOOK = 'veritable.setup';
import { noteTowns } from './status.js';

export interface SetupReport {
  problems: Message[];
  steps: Message[];
  /** The front-line hexes no outpost covers. */
  uncovered: string[];
  board: Board;
}

/**
 * Checks a set-up against 10.0 as rules.yaml declares it (the `setup` of the hook naming `veritable.setup`), which
 * the rules engine judges: every unit placed once in its set-up zone, the reserves in their boxes (10.1, 10.2), the
 * outposts covering F3-F9 (8.4), stacking and both sides in one hex (6.3). Returns every problem, not only the first.
 */
export function checkSetup(s: Scenario, index: GridMapIndex, entries: readonly PositionEntry[]): SetupReport {
  const p = s.rules?.procedures.find((x) => x.kind === 'hook' && x.hook === HOOK);
  if (p?.kind !== 'hook' || !p.setup) throw new Error(`${s.id}: rules.yaml declares no set-up check "${HOOK}"`);
  const board = boardFromEntries(s, index, entries, true);
  const r = checkDeclaredSetup({ scenario: s, procedure: p.id, index }, p.setup, entries);
  return { problems: r.problems, steps: r.steps, uncovered: r.uncovered, board };
}

/** The state once a legal set-up is recorded: the units where they stand, turn 1, the Allied player turn (10.2). */
export function recordSetup(
  before: VeritableState,
  report: SetupReport,
  options: Record<string, string>,
): VeritableState {
  if (report.problems.length) throw new KeyedRefusal(msg('veritable.setup.illegal'));
  if (before.setupRecorded || before.turn > 0)
    throw new KeyedRefusal(msg('veritable.setup.twice', { turn: before.turn || 1, section: '10.0' }));
  const st = copyState(before);
  for (const u of report.board.all) st.units[u.ref] = { status: 'map', at: u.label };
  st.options = { ...options };
  st.setupRecorded = true;
  st.turn = 1;
  st.phase = 'allied';
  st.activity = freshActivity();
  for (const name of ['Cleve', 'Goch']) st.towns[name] = 'german';
  noteTowns(st, report.board);
  return st;
}
