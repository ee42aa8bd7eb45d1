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
  const zeros = lostZeros(value, known);
  if (zeros)
    return (
      `no ${what} "${value}" (did you mean "${zeros}"? a spreadsheet drops leading zeros: ` +
      'format the column as text, or quote the id)'
    );
  const near = suggest(value, known);
  return `no ${what} "${value}"${near ? ` (did you mean "${near}"?)` : ''}`;
}

/** The known id that `value` is with its leading zeros restored ("510" → "0510"), if exactly one is. */
function lostZeros(value: string, known: Iterable<string>): string | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const bare = value.replace(/^0+/, '');
  const hits = [...known].filter((k) => k !== value && /^0+\d+$/.test(k) && k.replace(/^0+/, '') === bare);
  return hits.length === 1 ? hits[0] : undefined;
}

/** "line 12" where a place is known, else "item 3": where to look for the first of two equal ids. */
function whereIs(ref: SourceRef, field: PathPart[], index: number): string {
  const { line } = at(ref, field, '');
  return line !== undefined ? `line ${line}` : `item ${index + 1}`;
}

/**
 * Problems for every item whose key repeats an earlier item's, placed on the repeat and naming where the
 * first one is: a reference to either would be ambiguous, and one of them is usually a copy-paste slip.
 */
export function duplicateKeys<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  refOf: (i: number) => SourceRef,
  what: string,
  field: PathPart[],
  show: (key: string) => string = (k) => `"${k}"`,
): Problem[] {
  const seen = new Map<string, number>();
  const out: Problem[] = [];
  items.forEach((item, i) => {
    const k = keyOf(item);
    const first = seen.get(k);
    if (first !== undefined)
      out.push(
        at(refOf(i), field, `${what} ${show(k)} is used twice (first at ${whereIs(refOf(first), field, first)})`),
      );
    else seen.set(k, i);
  });
  return out;
}

/** Problems for every id in a list that repeats an earlier one. */
export function duplicateIds<T extends { id: string }>(
  items: readonly T[],
  refOf: (i: number) => SourceRef,
  what: string,
): Problem[] {
  return duplicateKeys(items, (t) => t.id, refOf, `${what} id`, ['id']);
}

/**
 * Ids shared between lists whose items a single name must pick out, such as the boxes, zones and edges a
 * set-up location may name. Repeats within one list are duplicateIds' to report.
 */
export function idsSharedAcross(
  groups: { items: readonly { id: string }[]; refOf: (i: number) => SourceRef; what: string }[],
  purpose: string,
): Problem[] {
  const seen = new Map<string, { what: string; ref: SourceRef; index: number }>();
  const out: Problem[] = [];
  for (const g of groups)
    g.items.forEach((item, i) => {
      const first = seen.get(item.id);
      if (!first) seen.set(item.id, { what: g.what, ref: g.refOf(i), index: i });
      else if (first.what !== g.what)
        out.push(
          at(
            g.refOf(i),
            ['id'],
            `${g.what} id "${item.id}" is also the id of ${/^[aeiou]/.test(first.what) ? 'an' : 'a'} ${first.what} ` +
              `(${whereIs(first.ref, ['id'], first.index)}); ${purpose}`,
          ),
        );
    });
  return out;
}
