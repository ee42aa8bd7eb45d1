import type { Scenario } from '../../model/scenario.js';
import type { SupplyProcedure } from '../../model/schema/rules.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import { traceSupply, type SupplyLine } from '../../rules/supply.js';

// Supply (7.0-7.2) is rules.yaml's `supply`, traced by the rules engine. Veritable's other rules read it from
// there: movement and combat halve what is out of supply (7.2), the sequence choice traces it at the start of
// the player turn (7.0), and the victory tally counts the Allied road lines (7.1).

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
