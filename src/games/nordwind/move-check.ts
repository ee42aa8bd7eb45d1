import type { MoveCheckHook } from '../game-hooks.js';
import { msg } from '../../assist/messages.js';
import { nordwindState } from './state.js';

/** Where the rules say an engaged area holds its units. */
const SECTION = 'L, E: units may not exit an engaged area; G, Withdraw';
const WITHDRAW = 'withdraw';

/** Whether `side` has played a Withdraw card in `turn`, as the journal's hand entries have it (G, Withdraw). */
function withdrew(entries: Parameters<MoveCheckHook>[0]['entries'], side: string, turn: number | undefined): boolean {
  return entries.some((e) => {
    const inputs = (e.inputs ?? {}) as { side?: unknown; play?: unknown };
    return (
      e.command.split(' ')[0] === 'hand' &&
      e.turn === turn &&
      inputs.side === side &&
      Array.isArray(inputs.play) &&
      inputs.play.includes(WITHDRAW)
    );
  });
}

/**
 * Operation Nordwind's own rule on a move (rules.yaml's `movement.check`): units in an engaged area may not leave
 * it, unless their side has played a Withdraw card this turn; they may be reinforced by normal movement (L).
 */
export const nordwindMoveCheck: MoveCheckHook = (q) => {
  const e = nordwindState(q.state).engaged.find((x) => x.area === q.from);
  if (!e || q.from === q.to || withdrew(q.entries, q.unit.side, q.turn)) return;
  return { refuse: msg('nordwind.move.engaged', { ref: q.ref, at: q.from, turn: e.turn ?? '—', section: SECTION }) };
};
