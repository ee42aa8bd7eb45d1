import type { TurnChoiceHook, TurnChoiceState } from '../../rules/turn-choice.js';
import type { ReserveHook } from '../../rules/reserve-entry.js';
import type { KeptState } from '../../rules/kept-units.js';
import { RuleRefusal as Refused } from '../../rules/report.js';
import { msg } from './messages.js';
import { freshActivity, optionIn, readState, type Side, type VeritableState } from './state.js';
import { checkPhasing } from './turn.js';
import { notOnMap } from './status.js';
import { boardFromState } from './board.js';
import { hexIndex } from './table.js';
import { sideSupply } from './supply.js';

// Veritable's own part of rules.yaml's `sequence` (kind: turn-choice, 6.1) and `reserve` (kind: reserve, 8.1):
// its journal's state, read strictly (and journals of earlier versions), and what only that state knows. The
// engine judges the turn, the phases, the choice made, the first turn, the entry hexes, enemy hexes and stacking.

/**
 * 6.1, 7.0, 7.2: the sequence choice opens the player turn, so what the side did in the other's is forgotten and
 * its supply is traced now, for the whole player turn: out of supply halves its movement wherever the others move
 * first. An amended choice keeps what was traced. The side has acted once units have moved or fought.
 */
export const sequenceKept: TurnChoiceHook = ({ scenario: s, state, journal }) => {
  const st = readState(s, state, journal);
  return {
    state: st as unknown as TurnChoiceState,
    started: st.activity.moved || st.activity.fought,
    open(x, side, fresh) {
      const next = x as unknown as VeritableState;
      if (fresh) next.activity = freshActivity();
      if (fresh || next.activity.outOfSupply === undefined) {
        const traced = sideSupply(s, boardFromState(s, hexIndex(s), next).entries(), side as Side);
        next.activity.outOfSupply = traced.filter((u) => !u.supplied).map((u) => u.ref);
      }
      return x;
    },
  };
};

/**
 * 6.1, 8.1, 11.2: reserves come in in the owner's player turn (4.2, 4.3), before he moves or fights (the decision
 * is made at its start), and under optional 11.2 a German unit only once the Führer has released it.
 */
export const reserveKept: ReserveHook = ({ scenario: s, state, journal }) => {
  const st = readState(s, state, journal);
  return {
    state: st as unknown as KeptState,
    check: (side) => checkPhasing(st, side as Side, msg('veritable.what.reserves'), s.id),
    acted(side) {
      if (st.activity.moved || st.activity.fought)
        throw new Refused(
          msg(st.activity.fought ? 'veritable.reserve.fought' : 'veritable.reserve.moved', {
            side: msg(`veritable.side.${side as Side}`),
          }),
        );
    },
    unit(ref) {
      const held = optionIn(s, st, 'fuhrer-interference') === 'on' && !st.fuhrer.released.includes(ref);
      if (held && s.units.find((u) => ref.replace(/#\d+$/, '') === u.id)?.side === 'german')
        throw new Refused(msg('veritable.reserve.notReleased', { ref, command: `fuhrer ${s.id}` }));
    },
    why: (ref) => notOnMap(st, ref, s.id),
  };
};
