import type { SourceRef } from '../../model/scenario.js';
import type { PathPart, Problem } from '../problem.js';
import { problemAt } from '../source-file.js';
import { suggest } from '../../util/suggest.js';

/** A problem at a field below a known place in a file. */
export function at(ref: SourceRef, sub: PathPart[], message: string): Problem {
  return problemAt(ref.src, [...ref.path, ...sub], message);
}

/** "no formation 'x'" with the nearest existing id, if any. */
export function missing(what: string, value: string, known: Iterable<string>): string {
  const near = suggest(value, known);
  return `no ${what} "${value}"${near ? ` (did you mean "${near}"?)` : ''}`;
}

/** Problems for every id in a list that repeats an earlier one. */
export function duplicateIds<T extends { id: string }>(
  items: readonly T[],
  refOf: (i: number) => SourceRef,
  what: string,
): Problem[] {
  const seen = new Map<string, number>();
  const out: Problem[] = [];
  items.forEach((item, i) => {
    const first = seen.get(item.id);
    if (first !== undefined)
      out.push(at(refOf(i), ['id'], `${what} id "${item.id}" is used twice (first at item ${first + 1})`));
    else seen.set(item.id, i);
  });
  return out;
}
