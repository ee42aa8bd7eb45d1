import type { TableProcedure } from '../../assist/table/procedure.js';
import type { UnitStatusHook } from '../../assist/table/unit-status.js';
import { msg } from '../../assist/messages.js';
import type { MoveCheckHook } from '../game-hooks.js';
import { doadMoveCheck } from './move-check.js';
import { arrivalTurn, doadState } from './state.js';

// Death of a Division's rule hooks, which its rules.yaml names as "death-of-a-division.<verb>".

export const procedures: readonly TableProcedure[] = [];

/** Dug-in units leave contested areas without the hit (10), which rules.yaml's `movement.check` names. */
export const moveCheck: Readonly<Record<string, MoveCheckHook>> = { 'death-of-a-division.move-check': doadMoveCheck };

/** Each counter's status in `units`: eliminated, hits, the turn it is due. */
export const unitStatus: UnitStatusHook = (_s, state, journal) => {
  const st = doadState(state, journal);
  return (ref, unit, turn) => {
    const at = st.positions[ref];
    if (st.eliminated.includes(ref)) return { status: msg('units.status.eliminated'), at };
    const due = arrivalTurn(st, unit);
    const hits = st.hits[ref];
    const detail = hits ? msg(hits === 1 ? 'units.detail.hit' : 'units.detail.hits', { hits }) : undefined;
    if (due !== undefined && (turn === undefined || turn < due))
      return { status: msg('units.status.due', { turn: due }), at, detail };
    return { status: msg('units.status.onBoard'), at, detail };
  };
};
