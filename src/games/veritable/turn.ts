import type { Message } from '../../assist/messages.js';
import { msg } from './messages.js';
import { RuleRefusal as Refused } from '../../rules/report.js';
import type { Order, Side, VeritableState } from './state.js';

/** The turn must be known before anything of a turn is done. */
export function checkTurnKnown(st: VeritableState, game: string): void {
  if (st.turn === 0)
    throw new Refused(
      msg('veritable.turn.unknown', {
        setup: msg('veritable.turn.setupCommand', { command: `setup check ${game}` }),
        air: msg('veritable.turn.airCommand', { command: `air ${game}` }),
      }),
    );
}

/** Only the phasing player acts in his player turn (4.2, 4.3, 6.5). */
export function checkPhasing(st: VeritableState, side: Side, what: Message, game: string): void {
  checkTurnKnown(st, game);
  if (st.phase !== side)
    throw new Refused(
      msg('veritable.turn.notPhasing', {
        turn: st.turn,
        now:
          st.phase === 'setup'
            ? msg('veritable.turn.setup')
            : msg('veritable.turn.playerTurn', { side: msg(`veritable.side.${st.phase as Side}`) }),
        what,
        side: msg(`veritable.side.${side}`),
        hint:
          side === 'german' && st.phase === 'allied'
            ? msg('veritable.turn.germanBegins', { command: `sequence ${game}` })
            : '',
      }),
    );
}

/**
 * The Attack/Move choice in force for the side this turn (6.1). A combat may name it once when it was not
 * chosen yet; it may not name another.
 */
export function sequenceFor(st: VeritableState, side: Side, given: Order | undefined, game: string): Order {
  const chosen = st.sequence[side];
  if (chosen && given && chosen !== given)
    throw new Refused(
      msg('veritable.turn.chosenOther', { side: msg(`veritable.side.${side}`), chosen, turn: st.turn }),
    );
  const order = chosen ?? given;
  if (!order)
    throw new Refused(
      msg('veritable.turn.notChosen', {
        side: msg(`veritable.side.${side}`),
        turn: st.turn,
        command: `sequence ${game}`,
        sideId: side,
      }),
    );
  return order;
}
