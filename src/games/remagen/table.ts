import type { Scenario } from '../../model/scenario.js';
import type { Chart } from '../../model/schema/charts.js';
import type { SquareMap } from '../../model/schema/map.js';
import { gridMapIndex, type GridMapIndex } from '../../assist/map/grid-map-index.js';
import { KeyedRefusal } from '../../assist/messages.js';
import { type Session, reconstructionWarning, type AssistFlags } from '../../assist/table/session.js';
import type { PlacedUnit } from '../../rules/shared/placed-unit.js';
import { checkRemagenUnits, remagenState, type RemagenState } from './state.js';
import { msg } from './messages.js';

// What Remagen Bridgehead's morale check reads, from the command line and the companion page alike.

export function squareBoard(s: Scenario): { s: Scenario; map: SquareMap; index: GridMapIndex } {
  if (s.map?.kind !== 'square') throw new KeyedRefusal(msg('remagen.refused.squareMap', { game: s.id }));
  return { s, map: s.map, index: gridMapIndex(s.map) };
}

/** The game's state from the journal, and a check that named units are on the board now. */
export function stateOf(session: Session, flags: AssistFlags): RemagenState {
  return remagenState(session.rawState, flags.journal);
}

export function onBoard(st: RemagenState, turn: number | undefined, units: PlacedUnit[]) {
  checkRemagenUnits(units, st, { turn });
}

export const at = (us: PlacedUnit[]) => us.map((u) => ({ ref: u.ref, at: u.label }));

export const warningsFor = (s: Scenario, charts: Chart[]) =>
  charts.map((c) => reconstructionWarning(s, c)).filter((w): w is string => !!w);

export interface MoraleFlags extends AssistFlags {
  /** Each result in full rather than in its short words. */
  explain?: boolean;
  attacker: string[];
  defender: string[];
  soakOff?: boolean;
  roll?: string;
  turn?: string;
}
