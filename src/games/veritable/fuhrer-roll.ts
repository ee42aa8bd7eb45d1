import { KeyedRefusal, type Message } from '../../assist/messages.js';
import { msg } from './messages.js';

/** 8.1: no side brings in reserves before turn 2. */
export const FIRST_RESERVE_TURN = 2;
/** 4.4, 11.3: the game has seven turns; the optional eighth is the Allied player's alone. */
export const LAST_GERMAN_TURN = 7;

export interface FuhrerResult {
  unit: string;
  turn: number;
  roll: number;
  released: boolean;
  refusedForGood: boolean;
  /** What the roll did, as keyed messages. */
  steps: Message[];
}

/**
 * Optional 11.2: a reserve unit is released on a roll below the turn number; a 6 keeps it back for the
 * rest of the game.
 */
export function fuhrerRelease(unit: string, turn: number, roll: number, refusedBefore: boolean): FuhrerResult {
  checkFuhrerTurn(turn);
  if (refusedBefore)
    return {
      unit,
      turn,
      roll,
      released: false,
      refusedForGood: true,
      steps: [msg('veritable.fuhrer.refusedBefore', { unit, section: '11.2' })],
    };
  if (roll === 6)
    return {
      unit,
      turn,
      roll,
      released: false,
      refusedForGood: true,
      steps: [msg('veritable.fuhrer.refused', { unit, section: '11.2' })],
    };
  const released = roll < turn;
  return {
    unit,
    turn,
    roll,
    released,
    refusedForGood: false,
    steps: [msg(released ? 'veritable.fuhrer.released' : 'veritable.fuhrer.held', { turn, roll, unit })],
  };
}

/**
 * The turns on which a Führer roll means anything: none before turn 2, when no reserve may enter (8.1), and
 * none on the Allied-only turn 8 of optional 11.3, when the German player has no turn to bring a unit in.
 */
export function checkFuhrerTurn(turn: number): void {
  if (turn < FIRST_RESERVE_TURN) throw new KeyedRefusal(msg('veritable.fuhrer.beforeTurn2', { turn }));
  if (turn > LAST_GERMAN_TURN) throw new KeyedRefusal(msg('veritable.fuhrer.noGermanTurn', { turn }));
}

/** The exact chances of one Führer roll on `turn`: released on a roll under the turn, never on a 6 (11.2). */
export function fuhrerChances(turn: number): { released: string; held: string; never: string } {
  checkFuhrerTurn(turn);
  const released = Math.min(5, turn - 1);
  return { released: `${released}/6`, held: `${5 - released}/6`, never: '1/6' };
}
