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
}

export function formatPath(path: readonly PathPart[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${p}` : p;
  return out;
}

export function formatProblem(p: Problem, cwd = process.cwd()): string {
  const rel = relative(cwd, p.file);
  const shown = rel && !rel.startsWith('..') ? rel : p.file;
  const where = [shown, p.line, p.col].filter((x) => x !== undefined).join(':');
  const field = p.path.length ? `${formatPath(p.path)}: ` : '';
  return `${where}: ${field}${p.message}`;
}

/** Thrown when a scenario cannot be loaded; carries every problem found, not just the first. */
export class ScenarioError extends Error {
  constructor(readonly problems: Problem[]) {
    super(problems.map((p) => formatProblem(p)).join('\n'));
    this.name = 'ScenarioError';
  }
}
