import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { OverrunProcedure } from '../../model/schema/rules.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';
import { hookStepProblems } from './check-hook-steps.js';
import { rollStepProblems } from './check-roll-steps.js';

// A declared overrun (`kind: overrun`) against the rest of the game: an area map and the movement whose links the
// movers cross, the game option that reads the odds against one unit and its choice, the unit conditions of its
// refusals, odds and pool, and its steps (which must take the odds and the die the engine reads).

/** Problems with an overrun; `unitCondition` checks a condition read per unit, `condition` one read once. */
export function overrunProblems(
  s: Scenario,
  ref: SourceRef,
  p: OverrunProcedure,
  unitCondition: (path: PathPart[], src: string) => Problem[],
  condition: (path: PathPart[], src: string) => Problem[],
): Problem[] {
  const out: Problem[] = [];
  if (s.map && s.map.kind !== 'area')
    out.push(at(ref, ['kind'], `an overrun moves from area to area; this game's map is a ${s.map.kind} map`));
  if (!s.rules?.movement)
    out.push(at(ref, ['kind'], "an overrun's movers cross the links rules.movement gives: declare it"));
  if (p.target) {
    const options = s.game.options.map((o) => o.id);
    const o = s.game.options.find((x) => x.id === p.target!.option);
    if (!o) out.push(at(ref, ['target', 'option'], missing('game option', p.target.option, options)));
    else {
      const choices = o.choices.map((c) => c.id);
      if (!choices.includes(p.target.single))
        out.push(at(ref, ['target', 'single'], missing('choice', p.target.single, choices)));
    }
  }
  for (const roll of ['ratio', 'successRoll'] as const)
    if (!p.steps.some((x) => x.roll === roll))
      out.push(at(ref, ['steps'], `no step takes the \`${roll}\` roll, which an overrun reads: add one`));
  p.refusals.forEach((r, i) => {
    if (r.when) out.push(...condition(['refusals', i, 'when'], r.when));
    out.push(...unitCondition(['refusals', i, 'unit'], r.unit));
  });
  const pool = p.pool;
  pool?.dice.forEach((d, i) => out.push(...unitCondition(['pool', 'dice', i, 'unit'], d.unit)));
  if (pool && pool.hitOn.atLeast > pool.sides)
    out.push(
      at(ref, ['pool', 'hitOn', 'atLeast'], `a d${pool.sides} never shows ${pool.hitOn.atLeast}: no die could hit`),
    );
  out.push(...hookStepProblems(s, p, ref, unitCondition), ...rollStepProblems(p, ref));
  return out;
}
