// Who may not return (`movement.retreat.mayNotReturn`): the units a combat's retreat-or-lose part saw retreat
// before a unit of their side was lost, each with the cell it left, kept in the journal for the game turn of the
// combat. The combat writes the list (combat.ts); a move into a cell on it is refused that turn (move.ts), and while
// no later turn is known to have begun.

/** The journal's state key. */
export const MAY_NOT_RETURN = 'mayNotReturn';

export interface MayNotReturn {
  /** The game turn of the combats that wrote it, when known. */
  turn?: number;
  units: { ref: string; at: string }[];
}

/** Whether a list kept in `kept.turn` still holds in `turn`: until a later turn is known to have begun. */
export const stillHolds = (kept: MayNotReturn | undefined, turn: number | undefined): kept is MayNotReturn =>
  !!kept && (kept.turn === undefined || turn === undefined || kept.turn >= turn);

/** The cell `ref` may not move into in `turn`, by the kept list, if any. */
export function barredCell(kept: MayNotReturn | undefined, turn: number | undefined, ref: string, to: string) {
  return stillHolds(kept, turn) ? kept.units.find((x) => x.ref === ref && x.at === to) : undefined;
}
