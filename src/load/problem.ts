import { relative } from 'node:path';
import type { PathPart } from '../model/source.js';

export type { PathPart } from '../model/source.js';

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

function moreLine(n: number): string {
  return `and ${n} more problem${n === 1 ? '' : 's'}`;
}

import { formatPath } from './format-path.js';

export { formatPath };

export function formatProblem(p: Problem, cwd = process.cwd()): string {
  if (p.omitted !== undefined) return moreLine(p.omitted);
  const rel = relative(cwd, p.file);
  const shown = rel && !rel.startsWith('..') ? rel : p.file;
  const where = [shown, p.line, p.col].filter((x) => x !== undefined).join(':');
  const field = p.path.length ? `${formatPath(p.path)}: ` : '';
  return `${where}: ${field}${p.message}`;
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

/**
 * Thrown when a scenario cannot be loaded; carries every problem found, not just the first, up to
 * MAX_LISTED_PROBLEMS and a last line counting the rest.
 */
export class ScenarioError extends Error {
  readonly problems: Problem[];
  /** Every problem found, listed or not. */
  readonly total: number;

  constructor(problems: Problem[]) {
    const listed = capProblems(problems);
    super(listed.map((p) => formatProblem(p)).join('\n'));
    this.problems = listed;
    this.total = problemCount(problems);
    this.name = 'ScenarioError';
  }
}
