import type { TableProcedure } from '../../assist/table/procedure.js';
import type { UnitStatusHook } from '../../assist/table/unit-status.js';
import { msg } from '../../assist/messages.js';
import type { MoveCheckHook } from '../game-hooks.js';
import { remagenMoveCheck } from './move-check.js';
import { remagenState } from './state.js';
import { fireCheck } from './fire-check.js';
import { battleCheck } from './battle-check.js';
import { countingBridges } from './bridges.js';
import type { VictoryItemsHook } from '../../rules/victory-hooks.js';
import type { WorkCheckHook } from '../../rules/work-hooks.js';
import type { BattleCheckHook, SalvoCheckHook } from '../../rules/salvo-hooks.js';
import { labourSite } from './labour.js';

// Remagen Bridgehead's rule hooks, which its rules.yaml names as "remagen.<verb>".

export const procedures: readonly TableProcedure[] = [];

/** Night turns, units not yet on the board and the fire portion, which fire's `check.hook` names. */
export const salvo: Readonly<Record<string, SalvoCheckHook>> = { 'remagen.fire-check': fireCheck };

/** Arrivals, one battle a unit and a sector a turn, the engaged sectors, which morale's `check.hook` names. */
export const battle: Readonly<Record<string, BattleCheckHook>> = { 'remagen.battle-check': battleCheck };

/** The pontoon bridges victory counts, which rules.yaml's victory `counts` names. */
export const victoryItems: Readonly<Record<string, VictoryItemsHook>> = { 'remagen.bridges': countingBridges };

/** Pontoon labour's own check, which a work declaration's `check.hook` names: the enemy, the night. */
export const work: Readonly<Record<string, WorkCheckHook>> = { 'remagen.labour-site': labourSite };

/** Engaged sectors, the fallen bridge and the German day, which rules.yaml's `movement.check` names. */
export const moveCheck: Readonly<Record<string, MoveCheckHook>> = { 'remagen.move-check': remagenMoveCheck };

/** Each counter's status in `units`: eliminated, figures or hits lost, the drop, the turn it is due. */
export const unitStatus: UnitStatusHook = (_s, state, journal) => {
  const st = remagenState(state, journal);
  return (ref, unit, turn) => {
    const at = st.positions[ref];
    if (st.eliminated.includes(ref) || st.eliminated.includes(unit.id))
      return { status: msg('units.status.eliminated'), at };
    const lost = st.damage[ref];
    const detail = lost
      ? msg(unit.abilities.includes('figures') ? 'units.detail.figuresLost' : 'units.detail.hitsLost', { lost })
      : undefined;
    if (unit.setup?.location === 'paratroop-drop')
      return {
        status:
          st.drop && !st.drop.blocked
            ? msg('units.status.dropped', { centre: st.drop.centre })
            : msg('units.status.awaitingDrop'),
        at,
        detail,
      };
    const due = unit.setup?.turn;
    if (due !== undefined && (turn === undefined ? due > 1 : turn < due))
      return { status: msg('units.status.due', { turn: due }), at, detail };
    return { status: msg('units.status.onBoard'), at, detail };
  };
};
