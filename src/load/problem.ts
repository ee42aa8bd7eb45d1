import { relative } from 'node:path';
import { capProblems, moreLine, problemCount, type Problem } from './problem-list.js';

export { capProblems, problemCount, MAX_LISTED_PROBLEMS, type Problem } from './problem-list.js';

export type { PathPart } from '../model/source.js';

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
