import type { PathPart } from '../model/source.js';

// Problems as a list, without formatting them for a terminal: the browser's position reader uses these too.

/** One mistake in a scenario, located for a person: file, line, column and the field path. */
export interface Problem {
  file: string;
  line?: number;
  col?: number;
  path: PathPart[];
  message: string;
  /** Set on the one line that stands for problems not listed: how many there were. */
  omitted?: number;
}

/**
 * How many problems are listed. A broken file can make one mistake per line, and listing tens of thousands
 * costs memory and helps nobody: the first ones are where to start, and fixing them often clears the rest.
 */
export const MAX_LISTED_PROBLEMS = 50;

export function moreLine(n: number): string {
  return `and ${n} more problem${n === 1 ? '' : 's'}`;
}

/** How many problems a list stands for, counting those an "and N more" line holds back. */
export function problemCount(problems: readonly Problem[]): number {
  return problems.reduce((n, p) => n + (p.omitted ?? 1), 0);
}

/**
 * The first `max` problems, then one line saying how many more there are. Lists that were capped before
 * (one file's syntax errors) keep their count, so the last line is the total left unlisted.
 */
export function capProblems(problems: readonly Problem[], max = MAX_LISTED_PROBLEMS): Problem[] {
  const listed = problems.filter((p) => p.omitted === undefined);
  const total = problemCount(problems);
  if (total === listed.length && listed.length <= max) return listed;
  const shown = listed.slice(0, max);
  const more = total - shown.length;
  const next = listed[max] ?? problems.find((p) => p.omitted !== undefined);
  return [...shown, { file: next?.file ?? '', path: [], message: moreLine(more), omitted: more }];
}
