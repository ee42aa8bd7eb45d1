import type { Scenario } from '../../model/scenario.js';
import { keyed, type CrtOutcome } from '../../assist/crt/resolve-crt.js';
import { msg, render } from '../../assist/messages.js';
import { checkFuhrerTurn, fuhrerChances, type FuhrerResult } from './fuhrer-roll.js';
import { InputError } from '../../util/input-error.js';
import { copyState, optionIn, type VeritableState } from './state.js';
import { checkPhasing } from './turn.js';

/**
 * Whether the German player may roll for `unit` now (11.2): the option is in play, a German turn from 2 to
 * 7 (8.1, 11.3), his own player turn, a unit still in his reserve that the Führer has neither refused nor
 * released, and not asked for already this turn.
 */
export function checkFuhrerRoll(s: Scenario, st: VeritableState, unit: string, turn: number): void {
  checkFuhrerTurn(turn);
  if (optionIn(s, st, 'fuhrer-interference') !== 'on')
    throw new InputError(
      'optional rule 11.2 is not in play in this game: German reserves enter freely from turn 2 (8.1). ' +
        'Agree it at set-up with --option fuhrer-interference=on',
    );
  if (st.turn !== 0 && turn !== st.turn) throw new InputError(`the journal is at turn ${st.turn}, not ${turn}`);
  if (st.turn !== 0) checkPhasing(st, 'german', 'a Führer roll', s.id);
  const u = st.units[unit];
  if (u && u.status !== 'reserve') throw new InputError(`${unit} is not in the strategic reserve any more (8.1)`);
  if (st.fuhrer.refused.includes(unit))
    throw new InputError(`the Führer refused ${unit} with a 6; it may not be asked for again (11.2)`);
  if (st.fuhrer.released.includes(unit)) throw new InputError(`${unit} is released already; it may enter (11.2)`);
  if (st.fuhrer.asked.turn === turn && st.fuhrer.asked.units.includes(unit))
    throw new InputError(`${unit} was asked for this turn already; one roll a unit a turn (11.2)`);
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
