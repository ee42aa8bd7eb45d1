import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { CombatTotals } from '../../model/schema/rules.js';
import type { Vocabulary } from '../../model/rules-condition.js';
import type { Problem } from '../problem.js';
import { at, duplicateIds, missing } from './report.js';
import { conditionProblems } from './check-rules.js';

/**
 * A combat's `totals` (a declared combat's, or a combat hook's): the terrain chart it names exists and is a
 * terrain-effects chart (with "did you mean"), multiplier ids are unique and their conditions read. A hook judges
 * each multiplier on a side's (or a stack's) total, so `each: true`, a declared combat's per-unit multiplier, is
 * refused there.
 */
export function totalsProblems(
  s: Scenario,
  ref: SourceRef,
  totals: CombatTotals,
  v: Vocabulary,
  hook = false,
): Problem[] {
  const out: Problem[] = [];
  const charts = s.charts.map((c) => c.id);
  if (totals.terrain) {
    const te = s.charts.find((c) => c.id === totals.terrain);
    if (!te) out.push(at(ref, ['totals', 'terrain'], missing('chart', totals.terrain, charts)));
    else if (te.kind !== 'terrain-effects')
      out.push(at(ref, ['totals', 'terrain'], `chart "${te.id}" is a ${te.kind}, not a terrain-effects chart`));
  }
  out.push(
    ...duplicateIds(
      totals.multipliers,
      (i) => ({ src: ref.src, path: [...ref.path, 'totals', 'multipliers', i] }),
      'multiplier',
    ),
  );
  totals.multipliers.forEach((m, i) => {
    if (hook && m.each)
      out.push(
        at(ref, ['totals', 'multipliers', i, 'each'], 'a combat hook multiplies a side’s or a stack’s total: no each'),
      );
    else out.push(...conditionProblems(ref, ['totals', 'multipliers', i, 'when'], m.when, v, 'bool', m.each));
  });
  return out;
}
