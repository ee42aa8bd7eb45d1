import type { Scenario } from '../../model/scenario.js';
import { keyed, type CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { KeyedRefusal, render } from '../../assist/messages.js';
import { msg } from './messages.js';
import { checkFuhrerTurn, fuhrerChances, type FuhrerResult } from './fuhrer-roll.js';
import { copyState, optionIn, type VeritableState } from './state.js';
import { checkPhasing } from './turn.js';

/**
 * Whether the German player may roll for `unit` now (11.2): the option is in play, a German turn from 2 to
 * 7 (8.1, 11.3), his own player turn, a unit still in his reserve that the Führer has neither refused nor
 * released, and not asked for already this turn.
 */
export function checkFuhrerRoll(s: Scenario, st: VeritableState, unit: string, turn: number): void {
  checkFuhrerTurn(turn);
  if (optionIn(s, st, 'fuhrer-interference') !== 'on') throw new KeyedRefusal(msg('veritable.fuhrer.notInPlay'));
  if (st.turn !== 0 && turn !== st.turn)
    throw new KeyedRefusal(msg('veritable.fuhrer.journalTurn', { turn: st.turn, given: turn }));
  if (st.turn !== 0) checkPhasing(st, 'german', 'a Führer roll', s.id);
  const u = st.units[unit];
  if (u && u.status !== 'reserve') throw new KeyedRefusal(msg('veritable.fuhrer.notInReserve', { unit }));
  if (st.fuhrer.refused.includes(unit)) throw new KeyedRefusal(msg('veritable.fuhrer.askedAfterSix', { unit }));
  if (st.fuhrer.released.includes(unit)) throw new KeyedRefusal(msg('veritable.fuhrer.releasedAlready', { unit }));
  if (st.fuhrer.asked.turn === turn && st.fuhrer.asked.units.includes(unit))
    throw new KeyedRefusal(msg('veritable.fuhrer.askedAlready', { unit }));
}

export function recordFuhrer(before: VeritableState, r: FuhrerResult): VeritableState {
  const st = copyState(before);
  if (st.fuhrer.asked.turn !== r.turn) st.fuhrer.asked = { turn: r.turn, units: [] };
  st.fuhrer.asked.units.push(r.unit);
  if (r.released) st.fuhrer.released.push(r.unit);
  if (r.refusedForGood && !st.fuhrer.refused.includes(r.unit)) st.fuhrer.refused.push(r.unit);
  return st;
}

export const fuhrerCode = (r: FuhrerResult): string =>
  r.released ? 'released' : r.refusedForGood ? 'refused' : 'held';

/** The exact chance of each answer the Führer gives on `turn` (11.2). */
export function fuhrerOutcomes(turn: number): CrtOutcome[] {
  const c = fuhrerChances(turn);
  const section = '11.2';
  return [
    {
      code: 'released',
      said: {
        code: msg('veritable.fuhrer.codeReleased'),
        meaning: msg('veritable.fuhrer.chanceReleased', { turn, section }),
      },
      fraction: c.released,
    },
    {
      code: 'held',
      said: { code: msg('veritable.fuhrer.codeHeld'), meaning: msg('veritable.fuhrer.chanceHeld') },
      fraction: c.held,
    },
    {
      code: 'refused',
      said: { code: msg('veritable.fuhrer.codeRefused'), meaning: msg('veritable.fuhrer.chanceRefused', { section }) },
      fraction: c.never,
    },
  ].map((o) =>
    keyed(
      {
        code: o.code,
        meaning: render(o.said.meaning),
        fraction: o.fraction,
        probability: Number(o.fraction.split('/')[0]) / 6,
      },
      o.said,
    ),
  );
}
