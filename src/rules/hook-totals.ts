import type { Scenario } from '../model/scenario.js';
import type { Unit } from '../model/schema/units.js';
import type { CombatTotals, HookProcedure, TotalsMultiplier } from '../model/schema/rules.js';
import { parseCondition } from '../model/rules-condition.js';
import { KeyedRefusal, msg } from '../assist/messages.js';
import { evaluate, type Facts } from '../model/condition-eval.js';

// How each side's combat total is formed, as rules.yaml declares it (`totals`): the printed factor a unit adds, the
// terrain-effects chart whose multipliers apply, the declared multipliers and how a fraction is rounded. A declared
// combat (combat.ts) and a combat hook read the same declaration; the hook keeps the steps that need code.

type FactorName = CombatTotals['attacker'];

/** A unit's printed factor by name (its back's when reduced), else its one combat factor or strength, else 0. */
export function factorOf(u: Unit, reduced: boolean, want: FactorName): number {
  const f = (reduced && u.back.factors) || u.factors;
  const rec = f as Record<string, unknown>;
  for (const k of [want, 'combat', 'strength']) if (typeof rec[k] === 'number') return rec[k] as number;
  return 0;
}

/** A total rounded as `totals.round` says, a hair of floating-point error forgiven. */
export function roundBy(n: number, how: CombatTotals['round']): number {
  const eps = 1e-9;
  return how === 'up' ? Math.ceil(n - eps) : how === 'nearest' ? Math.round(n) : Math.floor(n + eps);
}

/** The totals the combat hook `p` declares; a hook reading totals its data lacks is refused. */
export function declaredTotals(s: Scenario, p: HookProcedure): CombatTotals {
  if (!p.totals) throw new KeyedRefusal(msg('refused.noTotals', { game: s.id, hook: p.hook, id: p.id }));
  return p.totals;
}

/** A side's declared multipliers (`each: false`) whose condition holds over `facts`, in the order declared. */
export function sideMultipliers(totals: CombatTotals, side: 'attacker' | 'defender', facts: Facts): TotalsMultiplier[] {
  return totals.multipliers.filter((m) => !m.each && m.side === side && !!evaluate(parseCondition(m.when), facts));
}

/**
 * A side's (or a stack's) total times its declared multipliers that hold over `facts`, rounded as `totals.round`
 * says; a total no multiplier changes keeps its fraction (a river crossing's halves). With what was applied.
 */
export function multipliedTotal(totals: CombatTotals, side: 'attacker' | 'defender', facts: Facts, subtotal: number) {
  const held = sideMultipliers(totals, side, facts);
  const by = held.reduce((n, m) => n * m.by, 1);
  return {
    total: held.length ? roundBy(subtotal * by, totals.round) : subtotal,
    by,
    held,
    why: held.map((m) => m.text ?? m.id).join(', '),
    section: [...new Set(held.map((m) => m.section))].join(', '),
  };
}
