import { z } from 'zod';
import { msg } from './messages.js';
import { checkOnTheBoard, commonState, readState, type OnTheBoard } from '../../rules/shared/game-state.js';

export const DOAD_RULES = {
  sequence: msg('death-of-a-division.rule.sequence'),
  eliminated: msg('death-of-a-division.rule.eliminated'),
  arrival: msg('death-of-a-division.rule.arrival'),
};

const turn = z.int().min(1);
const schema = z.looseObject({
  ...commonState,
  hits: z.record(z.string(), z.int().min(0)).default({}),
  surprised: z.array(z.string()).default([]),
  // The overruns counted this turn are the engine's (rules.yaml's `limit`, src/rules/turn-limit.ts).
  /** The turn each reinforcement arrives on after its arrival roll (optional rule 8). */
  arrivals: z.record(z.string(), turn).default({}),
  /** What has been done this turn (src/rules/shared/turn-log.ts). */
  thisTurn: z.unknown().optional(),
});

export type DoadState = z.infer<typeof schema>;

export function doadState(raw: Record<string, unknown>, journal?: string): DoadState {
  return readState(schema, raw, journal);
}

/** The turn a unit arrives: its arrival roll's turn, else its scheduled one; undefined if on the map from the start. */
export const arrivalTurn = (st: DoadState, u: OnTheBoard['unit']): number | undefined =>
  st.arrivals[u.id] ?? u.setup?.turn;

/** Units that may act now: not removed from play, and arrived by this turn when the turn is known. */
export function checkDoadUnits(units: readonly OnTheBoard[], st: DoadState, turn: number | undefined): void {
  checkOnTheBoard(units, st.eliminated, DOAD_RULES.eliminated, ({ ref, unit }) => {
    const due = arrivalTurn(st, unit);
    if (due !== undefined && turn !== undefined && turn < due)
      return msg('death-of-a-division.absent.arrives', { ref, due, turn, section: DOAD_RULES.arrival });
    return undefined;
  });
}
