import type { SourceRef } from '../../model/scenario.js';
import type { MovementRules } from '../../model/schema/rules.js';
import type { Problem } from '../problem.js';
import { at, missing } from './report.js';

// A choice of stacking limits (rules.yaml `movement.stacking.anyOf`) against the game: every ability it names is
// one of game.yaml's, each limit says how many (formations, units or both), the words are given, and each word's
// {value} is one the engine gives. Each problem names the file, line and field, with the nearest id.

const VALUES = { over: ['count', 'formations', 'units'], overFree: ['count', 'formations', 'units', 'unit'] };

export function stackLimitProblems(
  ref: SourceRef,
  st: NonNullable<MovementRules['stacking']>,
  abilities: readonly string[],
): Problem[] {
  const out: Problem[] = [];
  const ability = (path: (string | number)[], a: string) =>
    abilities.includes(a) || out.push(at(ref, ['stacking', ...path], missing('ability', a, abilities)));
  if (!st.anyOf) {
    for (const f of ['free', 'says'] as const)
      if (st[f]) out.push(at(ref, ['stacking', f], `${f} belongs to a choice of limits: give anyOf, or drop ${f}`));
    return out;
  }
  st.anyOf.forEach((l, i) => {
    l.except.forEach((a, j) => ability(['anyOf', i, 'except', j], a));
    if (l.formations === undefined && l.units === undefined)
      out.push(at(ref, ['stacking', 'anyOf', i], 'a limit says how many: formations, units or both'));
  });
  if (st.free) ability(['free', 'ability'], st.free.ability);
  if (!st.says) out.push(at(ref, ['stacking'], 'a choice of limits words an over-stacked cell: says: { over, plus }'));
  for (const [step, text] of Object.entries(st.says ?? {})) {
    const known = VALUES[step as keyof typeof VALUES] ?? ['count', 'units'];
    for (const [, v] of (text ?? '').matchAll(/\{(\w+)\}/g))
      if (!known.includes(v)) out.push(at(ref, ['stacking', 'says', step], missing('value', v, known)));
  }
  return out;
}
