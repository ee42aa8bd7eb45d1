import { KeyedRefusal, KeyedUsage } from '../../assist/messages.js';
import type { UnitRollHook } from '../../rules/die-table-unit-hook.js';
import type { Scenario } from '../../model/scenario.js';
import { msg } from './messages.js';
import { copyState, readState, stateKeys, type VeritableState } from './state.js';
import { checkPhasing } from './turn.js';

// Optional 11.2, Führer's interference: the roll itself is rules.yaml's `fuhrer`, a die table rolled for one unit
// (the turn's column, the chances, the game's words). What stays code is Veritable's own journal: its turn and
// player turn, the options agreed at set-up, whether the unit is still in the reserve, and what the Führer said
// of it before, kept in the state where reserves entering read it (8.1).

/**
 * Whether the German player may roll for `unit` on `turn` by the journal (11.2): the journal's turn, his own player
 * turn, a unit still in his reserve that the Führer has neither refused nor released, not asked for this turn.
 */
export function checkFuhrerRoll(s: Scenario, st: VeritableState, unit: string, turn: number): void {
  if (st.turn !== 0 && turn !== st.turn)
    throw new KeyedRefusal(msg('veritable.fuhrer.journalTurn', { turn: st.turn, given: turn }));
  if (st.turn !== 0) checkPhasing(st, 'german', msg('veritable.what.fuhrerRoll'), s.id);
  const u = st.units[unit];
  if (u && u.status !== 'reserve') throw new KeyedRefusal(msg('veritable.fuhrer.notInReserve', { unit }));
  if (st.fuhrer.refused.includes(unit)) throw new KeyedRefusal(msg('veritable.fuhrer.askedAfterSix', { unit }));
  if (st.fuhrer.released.includes(unit)) throw new KeyedRefusal(msg('veritable.fuhrer.releasedAlready', { unit }));
  if (st.fuhrer.asked.turn === turn && st.fuhrer.asked.units.includes(unit))
    throw new KeyedRefusal(msg('veritable.fuhrer.askedAlready', { unit }));
}

/** The state after the Führer's answer, the Führer chart's cell: released, held, or never (a 6, for good). */
export function recordFuhrer(before: VeritableState, unit: string, turn: number, result: string): VeritableState {
  const st = copyState(before);
  if (st.fuhrer.asked.turn !== turn) st.fuhrer.asked = { turn, units: [] };
  st.fuhrer.asked.units.push(unit);
  if (result === 'released') st.fuhrer.released.push(unit);
  if (result === 'never' && !st.fuhrer.refused.includes(unit)) st.fuhrer.refused.push(unit);
  return st;
}

/** rules.yaml's `fuhrer` in Veritable's journal: its turn, the options agreed, the checks above, the answer kept. */
export const fuhrerRoll: UnitRollHook = (q) => {
  const s = q.scenario;
  const st = q.journal ? readState(s, q.state, 'the journal') : undefined;
  const turn = q.turn ?? (st?.turn || undefined);
  if (turn === undefined) throw new KeyedUsage(msg('veritable.turnNeeded'));
  if (!st) return { turn, options: undefined, check: () => {}, record: () => undefined };
  return {
    turn,
    options: st.options,
    check: (t) => checkFuhrerRoll(s, st, q.unit, t),
    record: (r) => stateKeys(s, recordFuhrer(st, q.unit, r.turn, r.result)),
  };
};
