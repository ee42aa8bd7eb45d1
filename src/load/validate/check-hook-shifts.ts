import type { Scenario, SourceRef } from '../../model/scenario.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';
import { saysValueProblems } from './check-says-values.js';
import type { HookProcedure } from '../../model/schema/rules.js';
import { combatSteps, type CombatStep } from '../../model/schema/combat-says.js';
import type { Type, Vocabulary } from '../../model/rules-condition.js';
import { vocabulary } from './check-rules.js';

// What the condition of a combat hook's shift or die modifier may name (src/rules/hook-shifts.ts judges it): the
// combat's names and units, as in a declared combat, and the hook's own fields as `input.ID`: a number, a check
// (yes/no) or a choice among its choices.

export function hookCombatVocabulary(s: Scenario, p: HookProcedure): Vocabulary {
  const inputs: Record<string, Type> = {};
  for (const f of p.fields ?? [])
    if (f.kind === 'number') inputs[f.id] = 'number';
    else if (f.kind === 'check') inputs[f.id] = 'bool';
    else if (f.kind === 'choice') inputs[f.id] = { of: `choice of ${f.id}`, values: (f.choices ?? []).filter(Boolean) };
  return { ...vocabulary(s, p, 'combat'), inputs };
}

/**
 * A condition on a number of a hook whose code applies its numbers itself, unjudged: refused at its line (the
 * CLI's validate, which knows the hooks, calls this for each such hook; `ref` is the procedure's entry). `judged`
 * names the numbers the hook has the engine judge.
 */
export function unjudgedConditions(p: HookProcedure, ref: SourceRef, judged: readonly string[] = []): Problem[] {
  const out: Problem[] = [];
  for (const [key, list] of [
    ['shifts', p.shifts],
    ['drms', p.drms],
  ] as const)
    list.forEach((a, i) => {
      if ((a.when || a.per) && !judged.includes(a.id ?? a.modifier ?? ''))
        out.push(
          at(ref, [key, i, a.when ? 'when' : 'per'], `hook ${p.hook} decides when its numbers apply: no when or per`),
        );
    });
  return out;
}

/**
 * A combat's (or combat hook's) numbers that cancel others (`cancels`): each names a number of its own list that the
 * engine * judges and that cancels nothing itself (with "did you mean"), and says how many it cancels (`per`) or when.
 */
export function cancelProblems(p: Pick<HookProcedure, 'shifts' | 'drms'>, ref: SourceRef): Problem[] {
  const out: Problem[] = [];
  for (const [key, list] of [
    ['shifts', p.shifts],
    ['drms', p.drms],
  ] as const) {
    const targets = list.filter((a) => (a.when || a.per) && !a.cancels).map((a) => a.id ?? a.modifier ?? '');
    list.forEach((a, i) => {
      if (!a.cancels) return;
      if (!a.when && !a.per) out.push(at(ref, [key, i, 'cancels'], 'say how many it cancels (per) or when (when)'));
      a.cancels.forEach((id, j) => {
        if (!targets.includes(id))
          out.push(
            at(
              ref,
              [key, i, 'cancels', j],
              `${missing(key === 'shifts' ? 'shift' : 'drm', id, targets)} with a condition to cancel`,
            ),
          );
      });
    });
  }
  return out;
}

/**
 * A combat's (or combat hook's) numbers in its report's words (`says`): each fills `{n}` (its count) and `{section}`
 * (in rounds, * also `{value}` and `{columns}`), and the
 * report says a number in its words only where the engine judges it (`when`, `per`).
 */
export function saysProblems(
  p: Pick<HookProcedure, 'shifts' | 'drms'> & { rounds?: unknown },
  ref: SourceRef,
): Problem[] {
  const out: Problem[] = [];
  for (const [key, list] of [
    ['shifts', p.shifts],
    ['drms', p.drms],
  ] as const)
    list.forEach((a, i) => {
      if (a.says === undefined) return;
      if (!a.when && !a.per)
        out.push(at(ref, [key, i, 'says'], 'only a number the engine judges (when or per) is said in its words'));
      const texts = typeof a.says === 'string' ? { one: a.says } : a.says;
      for (const [step, text] of Object.entries(texts))
        out.push(
          ...saysValueProblems(
            ref,
            [key, i, 'says', ...(typeof a.says === 'string' ? [] : [step])],
            text,
            p.rounds ? [...SAYS, ...ROUNDS_SAYS] : SAYS,
            step,
          ),
        );
    });
  return out;
}

/** A combat hook's report words (`says`): each step fills only the values that step gives (combat-says.ts). */
export function combatSaysProblems(p: Pick<HookProcedure, 'says'>, ref: SourceRef): Problem[] {
  return Object.entries(p.says ?? {}).flatMap(([step, text]) =>
    saysValueProblems(ref, ['says', step], text, combatSteps[step as CombatStep]),
  );
}

const SAYS = ['n', 'section'];
/** A battle in rounds (src/rules/area-rounds.ts) also gives the number itself and its shift in columns. */
const ROUNDS_SAYS = ['columns', 'value'];
