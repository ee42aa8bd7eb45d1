import type { Scenario } from '../../model/scenario.js';

/** Whether a turn is a night turn: marked so on the turn track, and only with the night-move option in play. */
export function isNightTurn(s: Scenario, turn: number, nightMoves: string): boolean {
  if (nightMoves !== 'on') return false;
  const track = s.charts.find((c) => c.kind === 'turn-track');
  return track?.kind === 'turn-track' ? track.turns.some((t) => t.turn === turn && t.night) : false;
}
