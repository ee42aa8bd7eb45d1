import type { MoveCheckHook } from '../game-hooks.js';
import { msg } from './messages.js';
import { arrivalTurn, doadState } from './state.js';

/** Rule 10 (optional): a dug-in unit leaves a contested area without the hit rule 5 asks. */
const SECTION = '10';
/** The side whose placement of reinforcements counts as part of its movement (8). */
const PLACEMENT_MOVES = 'us';

/** The units a journal entry of turn `turn` moved: by `move`, or as the movers of an overrun. */
function movedIn(entries: Parameters<MoveCheckHook>[0]['entries'], turn: number): Set<string> {
  const out = new Set<string>();
  for (const e of entries) {
    if (e.turn !== turn) continue;
    const inputs = (e.inputs ?? {}) as { units?: unknown; movers?: unknown };
    const command = e.command.split(' ')[0];
    if (command === 'move' && Array.isArray(inputs.units))
      for (const u of inputs.units) out.add(String(u).split('@')[0]);
    if (command === 'overrun' && Array.isArray(inputs.movers)) for (const u of inputs.movers) out.add(String(u));
  }
  return out;
}

/**
 * Death of a Division's own rule on a move (rules.yaml's `movement.check`): with optional rule 10 in play, a
 * non-artillery unit that stood the whole of the last turn without moving is dug in, and leaves a contested area
 * without the hit (5). A German unit placed last turn stood it; a US one's placement was part of its move (8).
 */
export const doadMoveCheck: MoveCheckHook = (q) => {
  if (!q.contested || q.options.fortifications !== 'on' || q.turn === undefined || q.turn < 2) return;
  if (q.unit.abilities.includes('artillery')) return;
  const arrived = arrivalTurn(doadState(q.state), q.unit) ?? 1;
  const last = q.turn - 1;
  if (arrived > last || (arrived === last && q.unit.side === PLACEMENT_MOVES && arrived > 1)) return;
  if (movedIn(q.entries, last).has(q.ref)) return;
  return {
    leaveHits: 0,
    note: msg('death-of-a-division.move.dugIn', { ref: q.ref, from: q.from, turn: last, section: SECTION }),
  };
};
