import type { SourceRef } from '../../model/scenario.js';
import type { VictoryWays } from '../../model/schema/victory-ways.js';
import type { PathPart, Problem } from '../problem.js';
import { at, missing } from './report.js';

// A ways report's own words (`says`): each `{name}` a text fills must be one of the values its step gives, else the
// report would print the braces. docs/rules-model.md lists them.

const TITLE = ['game', 'title', 'section'];
const VALUES: Record<string, Record<string, readonly string[]>> = {
  ways: { title: TITLE, level: ['result', 'section'] },
  input: { count: ['label', 'count'], unknown: ['label'], undecided: ['label'], result: ['label'] },
  way: {
    held: ['place', 'state', 'section'],
    isHeld: ['check'],
    notHeld: ['check'],
    contested: ['check'],
    reached: ['label', 'n', 'nWords', 'result', 'section'],
    band: ['label', 'count', 'result', 'section'],
    gap: ['n', 'nWords', 'option', 'choice', 'section'],
    difference: ['side', 'mine', 'other', 'theirs', 'difference', 'result', 'section'],
    notCounted: ['place', 'label'],
  },
  level: { says: ['side', 'result'] },
};

/** `{name}` marks, leaving out options (`{--exited N}`). */
const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

export function waySaysProblems(ref: SourceRef, w: VictoryWays, path: (...xs: PathPart[]) => PathPart[]): Problem[] {
  const out: Problem[] = [];
  const check = (kind: string, texts: Record<string, string | undefined> | undefined, at_: PathPart[]) => {
    for (const [step, text] of Object.entries(texts ?? {})) {
      const known = VALUES[kind][step] ?? [];
      for (const n of names(text ?? ''))
        if (!known.includes(n))
          out.push(
            at(ref, [...at_, step], `${missing(`value of a ${step} line`, n, known)}; it has ${known.join(', ')}`),
          );
    }
  };
  check('ways', w.says, path('says'));
  w.inputs.forEach((x, i) => check('input', x.says, path('inputs', i, 'says')));
  w.ways.forEach((way, i) => {
    check('way', way.says, path('ways', i, 'says'));
    way.difference?.levels.forEach((l, j) =>
      check('level', { says: l.says }, path('ways', i, 'difference', 'levels', j)),
    );
  });
  return out;
}
