import { z } from 'zod';
import { commonState, readState, type OnTheBoard } from '../../rules/shared/game-state.js';

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
