import type { SourceRef } from '../../model/scenario.js';
import type { HookProcedure, OverrunProcedure } from '../../model/schema/rules.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';

// A procedure's `steps` (rules-roll-steps.ts) against the procedure itself: each step takes a declared roll or
// does an effect, never both; a roll the procedure does not declare, a condition on a step that is not an earlier
// success roll (one that could never hold when the step is taken), and a step id used twice are refused.

/** Problems with a procedure's `steps`. */
export function rollStepProblems(p: HookProcedure | OverrunProcedure, ref: SourceRef): Problem[] {
  const out: Problem[] = [];
  const steps = p.steps ?? [];
  const seen: string[] = [];
  steps.forEach((step, i) => {
    const path = ['steps', i];
    if (seen.includes(step.id)) out.push(at(ref, [...path, 'id'], `step "${step.id}" is declared twice`));
    if (!step.roll && !step.effect)
      out.push(at(ref, path, 'a step takes a declared roll (`roll`) or does an effect (`effect`)'));
    if (step.roll && step.effect)
      out.push(at(ref, [...path, 'effect'], 'a step takes a roll or does an effect, not both: declare two steps'));
    if (step.roll && !p[step.roll])
      out.push(
        at(ref, [...path, 'roll'], `the procedure declares no \`${step.roll}\` for this step to roll: declare it`),
      );
    if (step.roll === 'ratio' && step.units)
      out.push(at(ref, [...path, 'units'], 'a ratio is always the movers against the defenders: drop `units`'));
    if (step.when) {
      const earlier = steps.slice(0, i);
      const rolls = earlier.filter((x) => x.roll === 'successRoll').map((x) => x.id);
      const named = steps.find((x) => x.id === step.when!.step);
      const where = [...path, 'when', 'step'];
      if (!named) out.push(at(ref, where, missing('earlier success roll', step.when.step, rolls)));
      else if (!earlier.includes(named))
        out.push(
          at(ref, where, `step "${named.id}" comes after this one: the condition could never hold when it is taken`),
        );
      else if (named.roll !== 'successRoll')
        out.push(
          at(ref, where, `step "${named.id}" is not a success roll: a condition reads a roll's success or failure`),
        );
    }
    seen.push(step.id);
  });
  return out;
}

/** The rolls a procedure's `steps` may take, each declared beside them on the procedure. */
const STEP_ROLLS = ['ratio', 'successRoll', 'pool'] as const;

/**
 * A roll the procedure declares that none of its `steps` takes: declared, but never rolled (a copy that dropped
 * the parting shots from its steps and kept their `pool`). A warning, not a refusal: the game still plays.
 */
export function unusedRollWarnings(p: HookProcedure | OverrunProcedure, ref: SourceRef): Problem[] {
  const steps = p.steps;
  if (!steps) return [];
  return STEP_ROLLS.filter((r) => p[r] !== undefined && !steps.some((x) => x.roll === r)).map((r) =>
    at(ref, [r], `no step takes this \`${r}\`: it is never rolled; add a step with roll: ${r}, or remove it`),
  );
}
