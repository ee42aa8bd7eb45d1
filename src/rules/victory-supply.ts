import type { Scenario } from '../model/scenario.js';
import type { SupplyProcedure } from '../model/schema/rules.js';
import type { TallyPoint } from '../model/schema/victory-tally.js';
import { msg, type Message } from '../assist/messages.js';
import { saysMessage } from './says.js';
import { traceSupply } from './supply.js';
import type { VictoryFacts } from './victory-hooks.js';

// A tally line of units out of supply (rules.yaml tally point `outOfSupply`): the side's units on the map that the
// game's declared supply finds without a line, or, where it declares `roads` for the side, without a road line.

export function outOfSupplyLine(
  s: Scenario,
  procedure: string,
  pt: TallyPoint,
  facts: VictoryFacts,
): { count: number; detail: Message } {
  const supply = s.rules?.procedures.find((x): x is SupplyProcedure => x.kind === 'supply');
  if (!supply) throw new Error(`validate let ${procedure} count supply where none is declared`);
  const side = pt.outOfSupply!;
  const entries = facts.standing ?? [];
  const lines = traceSupply(
    s,
    supply,
    entries,
    entries.filter((e) => e.unit.side === side),
  );
  const cut = lines.filter((u) => !u.supplied || u.roadLine === false);
  const words = pt.says ?? {};
  const said = (step: 'road' | 'none', values: Record<string, string>, fallback: Message) => {
    const text = words[step];
    return text ? saysMessage(procedure, pt.point, step, text, values) : fallback;
  };
  const detail =
    cut
      .map((u) =>
        u.supplied
          ? said('road', { ref: u.ref, at: u.at }, msg('victory.supply.noRoadLine', { ref: u.ref, at: u.at }))
          : msg('victory.supply.cutAt', { ref: u.ref, at: u.at }),
      )
      .reduce<Message | undefined>((a, b) => (a ? msg('report.comma', { a, b }) : b), undefined) ??
    said('none', {}, msg('victory.tally.none'));
  return { count: cut.length, detail };
}
