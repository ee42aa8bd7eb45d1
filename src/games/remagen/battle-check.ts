import type { BattleCheckHook } from '../../rules/salvo-hooks.js';
import { TURN_LOG_KEY, turnNames } from '../../rules/shared/turn-log.js';
import { checkRemagenUnits, remagenState, REMAGEN_RULES } from './state.js';
import { battleTurn, engagedAfter } from './turn-bookkeeping.js';

// Remagen's own check on a battle by morale, which rules.yaml's morale (`kind: battle`) names as its `check.hook`;
// the engine (src/rules/battle-run.ts) totals, reads the Morale Chart and removes the units. Code, not data, because
// it reads the game's own journal: the paratroops' drop and the arrival turns, one battle a unit and a sector a
// turn in the combat portion, and the sectors an ENGAGED result holds until a battle there ends otherwise.

export const battleCheck: BattleCheckHook = {
  sequence: REMAGEN_RULES.sequence,
  turn({ state, journal }) {
    remagenState(state, journal);
  },
  units({ state, journal, turn, units }) {
    checkRemagenUnits(units, remagenState(state, journal), { turn });
  },
  keep({ scenario, state, journal, turn, attackers, defenders }) {
    const log = battleTurn(remagenState(state, journal), turn, attackers, defenders, turnNames(scenario));
    return { phase: `${attackers[0].unit.side} combat`, [TURN_LOG_KEY]: log };
  },
  result({ state, journal, turn, attackers, defenders, engage }) {
    return { engaged: engagedAfter(remagenState(state, journal), attackers, defenders, engage, turn) };
  },
};
