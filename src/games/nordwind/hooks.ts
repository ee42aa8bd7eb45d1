import type { TableProcedure } from '../../assist/table/procedure.js';
import type { UnitStatusHook } from '../../assist/table/unit-status.js';
import { msg } from '../../assist/messages.js';
import type { AllowanceHook, MoveCheckHook } from '../game-hooks.js';
import { nordwindMoveCheck } from './move-check.js';
import { movementCard } from './movement-card.js';
import { nordwindAbsence, nordwindState } from './state.js';
import { nordwindHand } from './table-procedures.js';
import { cardPlay } from './card-play.js';
import type { RoundsPlayHook } from '../../rules/rounds-hooks.js';

// Operation Nordwind's rule hooks, which its rules.yaml names as "nordwind.<verb>".

export const procedures: readonly TableProcedure[] = [nordwindHand];

/** The cards played into a battle and Heroic Stand held (L, G), which the combat's `play.hook` names. */
export const rounds: Readonly<Record<string, RoundsPlayHook>> = { 'nordwind.card-play': cardPlay };

/** The movement card's areas (G), which rules.yaml's `movement.chosen.hook` names. */
export const allowance: Readonly<Record<string, AllowanceHook>> = { 'nordwind.movement-card': movementCard };

/** Engaged areas hold their units (L), which rules.yaml's `movement.check` names. */
export const moveCheck: Readonly<Record<string, MoveCheckHook>> = { 'nordwind.move-check': nordwindMoveCheck };

/** Each counter's status in `units`: eliminated, withdrawn, in reserve, due, or on the board. */
export const unitStatus: UnitStatusHook = (_s, state, journal) => {
  const st = nordwindState(state, journal);
  return (ref, unit, turn) => {
    const at = st.positions[ref];
    if (st.eliminated.includes(ref)) return { status: msg('units.status.eliminated'), at };
    const away = nordwindAbsence(st, unit, turn);
    const due = msg('units.status.due', { turn: String(unit.setup?.turn) });
    if (away)
      return {
        status:
          away.key === 'nordwind.absent.withdrawn'
            ? msg('units.status.withdrawn')
            : unit.reserve
              ? msg('units.status.inReserve')
              : due,
        at,
      };
    return { status: turn === undefined && unit.setup?.turn !== undefined ? due : msg('units.status.onBoard'), at };
  };
};
