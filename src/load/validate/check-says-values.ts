import type { SourceRef } from '../../model/scenario.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';

// A text of the game's own (rules.yaml `says`) fills `{name}` from the values its step gives: a name the step does
// not give would print in braces, so validate names it with its file, line and the values there are.

/** `{name}` marks, leaving out options (`{--exited N}`). */
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

export function saysValueProblems(
  ref: SourceRef,
  path: PathPart[],
  text: string | undefined,
  known: readonly string[],
  step = String(path.at(-1)),
): Problem[] {
  return names(text ?? '')
    .filter((n) => !known.includes(n))
    .map((n) => {
      const has = known.length ? `it has ${known.join(', ')}` : 'it has none';
      return at(ref, path, `${missing(`value of a ${step} line`, n, [...known])}; ${has}`);
    });
}
