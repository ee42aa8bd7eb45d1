import type { z } from 'zod';
import { suggest } from '../util/suggest.js';
import type { SourceFile } from './source-file.js';
import { MAX_LISTED_PROBLEMS, type Problem, type PathPart } from './problem.js';

/** Longer text is no typo of a known word, and comparing it to each would cost its length times theirs. */
const SUGGEST_MAX_CHARS = 200;

function describe(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'an empty value';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'a mapping';
  if (typeof v === 'string') return `the text "${v.length > 40 ? v.slice(0, 37) + '…' : v}"`;
  return `${typeof v} ${String(v)}`;
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping of fields',
  tuple: 'a list',
};

/**
 * Turns zod's issues into problems a scenario designer can act on: the first MAX_LISTED_PROBLEMS, each placed
 * on its line, then a count of the rest, which are never placed (placing one costs a walk of the file).
 */
export function zodProblems(src: SourceFile, error: z.ZodError, prefix: PathPart[] = []): Problem[] {
  const rest = error.issues.length - MAX_LISTED_PROBLEMS;
  const listed = error.issues.slice(0, MAX_LISTED_PROBLEMS).map((issue): Problem => {
    let path = [...prefix, ...(issue.path as PathPart[])];
    const input = (issue as { input?: unknown }).input;
    let message = issue.message;
    switch (issue.code) {
      case 'invalid_type':
        if (input === undefined) message = `is required (${typeWords[issue.expected] ?? issue.expected})`;
        else if (!issue.message.startsWith('expected an id'))
          message = `expected ${typeWords[issue.expected] ?? issue.expected}, got ${describe(input)}`;
        break;
      case 'invalid_value': {
        const values = issue.values.map(String);
        const near =
          typeof input === 'string' && input.length <= SUGGEST_MAX_CHARS ? suggest(input, values) : undefined;
        message =
          `${describe(input)} is not allowed; use one of: ${values.join(', ')}` +
          `${near ? ` (did you mean "${near}"?)` : ''}`;
        break;
      }
      case 'unrecognized_keys':
        path = [...path, issue.keys[0]];
        break;
      case 'too_small':
        message =
          issue.origin === 'array'
            ? `needs at least ${issue.minimum} item${issue.minimum === 1 ? '' : 's'}`
            : issue.origin === 'string'
              ? 'must not be empty'
              : `must be at least ${issue.minimum}, got ${describe(input)}`;
        break;
      case 'too_big': {
        const max = Number(issue.maximum).toLocaleString('en');
        message =
          issue.origin === 'array'
            ? `has ${Array.isArray(input) ? `${input.length.toLocaleString('en')} items` : 'too many items'}; ` +
              `at most ${max} are allowed`
            : issue.origin === 'string'
              ? `is ${typeof input === 'string' ? input.length.toLocaleString('en') : 'too many'} characters long; ` +
                `at most ${max} are allowed`
              : `must be at most ${max}, got ${describe(input)}`;
        break;
      }
      case 'invalid_union':
        if ((issue as { note?: string }).note === 'No matching discriminator') path = [...path, 'kind'];
        break;
      default:
        break;
    }
    return { file: src.file, path, message, ...src.locate(path) };
  });
  return rest > 0 ? [...listed, { file: src.file, path: [], message: '', omitted: rest }] : listed;
}
