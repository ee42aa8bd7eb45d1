import type { Scenario } from '../model/scenario.js';
import type { Crt } from '../model/schema/charts.js';
import type { Adjustment, HookProcedure } from '../model/schema/rules.js';
import { adjustmentNumber, hookCharts, type DeclaredNumber } from '../model/hook-numbers.js';
import { parseCondition } from '../model/rules-condition.js';
import type { GridMapIndex } from '../assist/map/grid-map-index.js';
import type { PlacedUnit } from './shared/placed-unit.js';
import { evaluate, type Facts, type UnitFacts, type Val } from '../model/condition-eval.js';

// A combat hook's column shifts and die modifiers that carry their condition in rules.yaml (`when`, `per`), judged
// by the engine over the combat the hook names, as a declared combat judges its own. The hook keeps the steps that
// need code (which units fight, a modifier that cancels another) and the words of its report; when each number
// applies, and how many times, is the data's.

/** A declared number whose condition holds, with how many times it counts (`per`, else 1) and its total. */
export interface JudgedNumber extends DeclaredNumber {
  each: number;
  count: number;
}

/** Whether the declaration carries its own condition, for the engine to judge rather than the hook. */
export const isJudged = (a: Adjustment): boolean => a.when !== undefined || a.per !== undefined;

/** A combat on a hex or square grid as conditions see it: each unit's facts and the combat's names. */
export function gridCombatFacts(q: {
  index: GridMapIndex;
  attackers: readonly PlacedUnit[];
  defenders: readonly PlacedUnit[];
  /** Where units stand out of supply (cell labels), as the hook traced or was told. */
  outOfSupply?: ReadonlySet<string>;
  /** The hook's inputs, by field id (`input.ID` in a condition). */
  inputs: Readonly<Record<string, Val>>;
  /** Further names: `turn`, `option.ID`. */
  names?: Readonly<Record<string, Val>>;
}): Facts {
  const target = q.defenders[0].cell;
  const factsOf = (u: PlacedUnit, attacking: boolean): UnitFacts => ({
    type: u.unit.type,
    side: u.unit.side,
    terrain: q.index.terrainAt(u.cell),
    reduced: false,
    supplied: !q.outOfSupply?.has(u.label),
    abilities: u.unit.abilities,
    crossing: attacking ? q.index.featuresBetween(u.cell, target) : [],
    sidc: u.unit.sidc,
    factors: u.unit.factors,
  });
  const attackers = q.attackers.map((u) => factsOf(u, true));
  const defenders = q.defenders.map((u) => factsOf(u, false));
  return {
    names: {
      ...q.names,
      ...Object.fromEntries(Object.entries(q.inputs).map(([k, v]) => [`input.${k}`, v])),
      'attacker.side': q.attackers[0].unit.side,
      'defender.side': q.defenders[0].unit.side,
      'defender.terrain': q.index.terrainAt(target),
      'attacker.supplied': attackers.every((u) => u.supplied),
      'defender.supplied': defenders.every((u) => u.supplied),
    },
    attackers,
    defenders,
  };
}

/**
 * The shifts (or die modifiers) the hook `p` declares with a condition, judged over `facts`: those that hold and
 * count at least once, in the order declared, each with its number read as `declaredAdjustment` reads it (on
 * `crt`, default the first chart the hook declares), then those that cancel others (`cancels`), each with the
 * count it cancelled and the (negative) total. Those without a condition are the hook's own step.
 */
export function judgedAdjustments(
  s: Scenario,
  p: HookProcedure,
  what: 'shift' | 'drm',
  facts: Facts,
  crt?: Crt,
): JudgedNumber[] {
  const chart = crt ?? hookCharts(s, p)[0];
  const out: JudgedNumber[] = [];
  const list = what === 'shift' ? p.shifts : p.drms;
  for (const a of list) {
    if (!isJudged(a) || a.cancels) continue;
    if (a.when && !evaluate(parseCondition(a.when), facts)) continue;
    const count = a.per ? Number(evaluate(parseCondition(a.per), facts)) : 1;
    if (!count) continue;
    const n = adjustmentNumber(a, what, chart);
    out.push({ ...n, each: n.value, count, value: n.value * count });
  }
  // A number that cancels others takes back one count of them for each of its own, as far as they go.
  for (const a of list) {
    if (!isJudged(a) || !a.cancels) continue;
    if (a.when && !evaluate(parseCondition(a.when), facts)) continue;
    let left = a.per ? Number(evaluate(parseCondition(a.per), facts)) : 1;
    let count = 0;
    let value = 0;
    for (const id of a.cancels) {
      const j = out.find((x) => x.id === id && x.value !== 0 && x.count > 0);
      const c = j ? Math.min(left, j.count) : 0;
      if (!j || c <= 0) continue;
      left -= c;
      count += c;
      value -= c * j.each;
    }
    if (!count) continue;
    // Its words and section are its own (a modifier of words only on the chart), its number what it took back.
    const printed = a.modifier ? chart?.modifiers.find((m) => m.id === a.modifier) : undefined;
    const source = printed?.provenance && 'rules' in printed.provenance ? printed.provenance.rules : undefined;
    const id = a.id ?? a.modifier ?? '';
    const text = printed?.text ?? a.text ?? id;
    out.push({ id, text, section: a.section ?? source, each: value / count, count, value });
  }
  return out;
}
