import type { Scenario } from '../../model/scenario.js';
import type { Message } from '../../assist/messages.js';
import { declaredValue, hookDeclaration } from '../../model/hook-numbers.js';
import { declaredTurns } from '../../rules/turn-end.js';
import { msg } from './messages.js';
import { RuleRefusal as Refused } from '../../rules/report.js';
import { copyState, freshActivity, type Order, type Side, type VeritableState } from './state.js';

/**
 * The game's turns as rules.yaml declares them: the last (the victory's `lastTurn`, 4.4), optional 11.3's extra
 * turn, the Allied player's alone (the end of the turn's `extra`), and the first turn reserves may enter (the
 * reserve's value `first-turn`, 8.1). A number the data lacks is refused, never given a default; a game whose end
 * of the turn declares no extra turn has none.
 */
export function gameTurns(s: Scenario): { last: number; extra?: number; firstReserve: number } {
  const { last, extra } = declaredTurns(s);
  return { last, extra, firstReserve: declaredValue(s, hookDeclaration(s, 'veritable.reserve'), 'first-turn') };
}

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

/**
 * 4.2, 4.3, 6.1: a player turn begins with the sequence choice. The Allied choice opens the Allied player turn
 * (after the air phase or the set-up); the German choice ends it and opens the German player turn, which
 * optional 11.3's eighth turn does not have. Returns the new state.
 */
export function chooseSequence(
  before: VeritableState,
  side: Side,
  order: Order,
  amend: boolean,
  s: Scenario,
): VeritableState {
  checkTurnKnown(before, s.id);
  const st = copyState(before);
  // 4.4, 11.3: the German player has no turn after the last; the optional extra turn is the Allied player's alone.
  if (side === 'german' && st.turn > gameTurns(s).last)
    throw new Refused(msg('veritable.turn.alliedAlone', { turn: st.turn }));
  if (side === 'allied' && st.phase === 'german')
    throw new Refused(msg('veritable.turn.alliedOver', { turn: st.turn, next: st.turn + 1 }));
  const chosen = st.sequence[side];
  if (chosen) {
    const started = st.phase === side && (st.activity.moved || st.activity.fought);
    if (!amend || st.phase !== side || started)
      throw new Refused(
        msg('veritable.turn.chosenAlready', {
          side: msg(`veritable.side.${side}`),
          chosen,
          turn: st.turn,
          started: amend && started ? msg('veritable.turn.startedUnder') : '',
          amend: amend ? '' : msg('veritable.turn.amendHint'),
        }),
      );
  }
  if (st.phase !== side) st.activity = freshActivity();
  st.sequence[side] = order;
  st.phase = side;
  return st;
}
