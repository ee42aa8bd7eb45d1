import type { Scenario } from '../model/scenario.js';
import type { RoundsProcedure } from '../model/schema/rules.js';
import type { Unit } from '../model/schema/units.js';
import { parseCondition } from '../model/rules-condition.js';
import { evaluate, unitFacts } from '../model/condition-eval.js';
import { KeyedUsage, msg } from '../assist/messages.js';
import { parseInteger } from '../assist/table/session.js';
import { findUnit } from './shared/placed-unit.js';

// A side's units in a battle in rounds, by id or, where the declaration's `counts` allows, as a count of units some
// of which are of a kind (`--attacker 4 --attacker-armour 1`): the counted units are anonymous, of the declared
// types, and bounded by the counter mix (a count of millions would walk millions of units each round).

export interface Force {
  units: Unit[];
  /** Given by id, not as a count. */
  named: boolean;
}

/** The most counters one side has in the counter mix, of those `which` picks. */
function mostOfASide(s: Scenario, which: (u: Unit) => boolean = () => true): number {
  const bySide = new Map<string, number>();
  for (const u of s.units) if (which(u)) bySide.set(u.side, (bySide.get(u.side) ?? 0) + u.count);
  return Math.max(0, ...bySide.values());
}

/** The side's units: ids, or a count with `among` of the declared kind when the declaration takes counts. */
export function forceOf(
  s: Scenario,
  p: RoundsProcedure,
  side: 'attacker' | 'defender',
  value: string,
  amongValue: string | undefined,
): Force {
  const c = p.counts;
  const t = value.trim();
  // Anything that reads as a number (1e308, NaN, -1) is a count gone wrong, not a unit id to look up.
  if (c && (/^nan$/i.test(t) || (t !== '' && !Number.isNaN(Number(t))))) {
    const kind = parseCondition(c.among.when);
    const flag = `--${side}-${c.among.id}`;
    const among = parseInteger(
      amongValue ?? '0',
      flag,
      0,
      mostOfASide(s, (u) => !!evaluate(kind, { names: {}, attackers: [], defenders: [] }, unitFacts(u))),
      msg('rounds.mostAmong', { among: c.among.id, game: s.game.title }),
    );
    const n = parseInteger(value, `--${side}`, 1, mostOfASide(s), msg('rounds.mostUnits', { game: s.game.title }));
    if (among > n) throw new KeyedUsage(msg('rounds.refused.amongMore', { flag, count: among, n }));
    const units = Array.from(
      { length: n },
      (_, i) =>
        ({
          id: `${side}-${i + 1}`,
          type: i < among ? c.among.type : c.plain.type,
          abilities: i < among ? c.among.abilities : [],
        }) as unknown as Unit,
    );
    return { units, named: false };
  }
  return { units: value.split(',').map((x) => findUnit(s, x.trim())), named: true };
}
