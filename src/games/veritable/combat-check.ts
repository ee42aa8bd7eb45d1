import type { CombatCheckHook } from '../../rules/combat-hooks.js';
import type { PositionEntry } from '../../assist/position/position-entries.js';
import { checkSomeAttack, checkStacking, checkTwice } from './combat-reading.js';
import { hexIndex } from './table.js';

// Veritable's own refusals as a declared combat's hook point (rules.yaml `kind: combat`, `hooks.check`), after the
// engine's (sides, one defending hex, adjacency, refused attackers): no unit named twice, some attack factor among
// the attackers (the 79th Armoured alone has none, 8.2), and each hex stacked legally (6.3). Veritable's own combat
// hook judges them with the same code.

export const combatCheck: CombatCheckHook = (q) => {
  const index = hexIndex(q.scenario);
  const label = (at: string) => index.grid.label(index.cell(at));
  const fighting = (e: PositionEntry) => ({ ref: e.ref, unit: e.unit, label: label(e.at) });
  const attackers = q.attackers.map(fighting);
  const all = [...attackers, ...q.defenders.map(fighting)];
  checkTwice(all);
  checkSomeAttack(attackers);
  // With the whole position known, a hex's stack is every unit there, not only those that fight.
  const stacks = q.position ? new Map<string, { ref: string; unit: PositionEntry['unit'] }[]>() : undefined;
  for (const e of q.position ?? []) stacks!.set(label(e.at), [...(stacks!.get(label(e.at)) ?? []), e]);
  checkStacking(q.scenario, all, stacks);
};
