import type { SalvoCheckHook } from '../../rules/salvo-hooks.js';
import { RuleRefusal } from '../../rules/report.js';
import { TURN_LOG_KEY, turnNames } from '../../rules/shared/turn-log.js';
import { isNightTurn } from './night-turn.js';
import { msg } from './messages.js';
import { checkRemagenUnits, remagenState, REMAGEN_RULES } from './state.js';
import { fireTurn } from './turn-bookkeeping.js';

// Remagen's own check on a salvo, which rules.yaml's fire (`kind: salvo`) names as its `check.hook`; the engine
// (src/rules/salvo-run.ts) plans, rolls and keeps the losses. Code, not data, because it reads the game's own journal:
// the night turns without fire (an option on the turn track), the paratroops' drop and the arrival turns, and the
// fire portion's order (each sector once, return fire from a sector fired upon, no fire at an engaged sector).

export const fireCheck: SalvoCheckHook = {
  sequence: REMAGEN_RULES.sequence,
  turn({ scenario, state, journal, turn, options }) {
    remagenState(state, journal);
    if (turn !== undefined && isNightTurn(scenario, turn, options['night-moves'] ?? ''))
      throw new RuleRefusal(msg('remagen.fire.night', { turn, section: msg('remagen.rule.nightFire') }));
  },
  units({ state, journal, turn, units }) {
    checkRemagenUnits(units, remagenState(state, journal), { turn });
  },
  keep({ scenario, state, journal, turn, firers, at, flags }) {
    const log = fireTurn(remagenState(state, journal), turn, firers, at, !!flags.returnFire, turnNames(scenario));
    return { phase: `${firers[0].unit.side} fire`, [TURN_LOG_KEY]: log };
  },
};
