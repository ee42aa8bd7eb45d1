import type { Scenario } from '../../model/scenario.js';
import type { SupplyProcedure } from '../../model/schema/rules.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import type { StandingHook } from '../../rules/move-hooks.js';
import { traceSupply, type SupplyLine } from '../../rules/supply.js';
import { KeyedUsage } from '../../assist/messages.js';
import { RuleRefusal } from '../../rules/report.js';
import { gridMapIndex } from '../../assist/map/grid-map-index.js';
import type { HexMap } from '../../model/types.js';
import { readState } from './state.js';
import { boardOf } from './table.js';
import { msg } from './messages.js';

// Supply (7.0-7.2) is rules.yaml's `supply`, traced by the rules engine. Veritable's other rules read it from
// there: movement and combat halve what is out of supply (7.2), the sequence choice traces it at the start of
// the player turn (7.0), and the victory count reads the Allied road lines (7.1).

/** The declared supply procedure. */
function declared(s: Scenario): SupplyProcedure {
  const p = s.rules?.procedures.find((x): x is SupplyProcedure => x.kind === 'supply');
  if (!p) throw new Error(`${s.id}: rules.yaml declares no supply`);
  return p;
}

/** Each of a side's units' line, traced against every unit on the board. */
export function sideSupply(s: Scenario, entries: readonly PositionEntry[], side: string): SupplyLine[] {
  return traceSupply(
    s,
    declared(s),
    entries,
    entries.filter((e) => e.unit.side === side),
  );
}

/**
 * Where every unit stands for the supply check (rules.yaml supply `standing`): Veritable keeps its board in its
 * own journal state (state.ts), which the engine does not read; a position file serves until the set-up is kept.
 */
export const standing: StandingHook = ({ scenario: s, state, journal, position }) => {
  if (!position && !journal) throw new KeyedUsage(msg('veritable.positionOrJournal'));
  const st = journal ? readState(s, state, journal) : undefined;
  if (st && journal && !position && !st.setupRecorded)
    throw new RuleRefusal(msg('veritable.state.noPositions', { journal }));
  const index = gridMapIndex(s.map as HexMap);
  const read = position ? () => ({ entries: [...position] }) : undefined;
  return boardOf(s, index, st, position ? 'position' : undefined, read).entries();
};
