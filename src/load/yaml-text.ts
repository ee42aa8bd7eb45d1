import { LineCounter, parseDocument, isMap, isPair, isScalar, type Node, type Document } from 'yaml';
import jsYaml from 'js-yaml';
import { capProblems, MAX_LISTED_PROBLEMS, type Problem } from './problem-list.js';
import type { PathPart } from '../model/source.js';
import type { SourceFile } from '../model/source.js';
import { forbiddenCharacter, forbiddenCharacterWords } from './text-characters.js';

// YAML text to values with every place a problem can be put on a line, apart from reading the file: the
// companion page parses a position typed or pasted on the phone with the same checks as the CLI's files.

/**
 * The most values one YAML file may stand for once its aliases are expanded. js-yaml shares an aliased
 * value rather than copying it, but validation walks every use and the scenario cache writes it out as
 * JSON, so a few kilobytes of nested aliases ("billion laughs") would become gigabytes. The largest
 * bundled file holds about 2,000 values.
 */
export const MAX_YAML_VALUES = 1_000_000;

/** Deeper than any game's data (about 8 levels), shallow enough that walking it never exhausts the stack. */
export const MAX_YAML_DEPTH = 64;

/**
 * Above this size a YAML syntax error is reported as js-yaml words it, without the second, positioned parse
 * that can list several errors at once: that parse costs far more memory than the file, and a file with an
 * error on every line would give it hundreds of thousands of them to build.
 */
const POSITIONED_SYNTAX_LIMIT = 1024 * 1024;

/** YAML with positions: slow to build, so only when a problem must be placed on a line. */
function positionedYaml(text: string) {
  const lineCounter = new LineCounter();
  // Aliases are never resolved here (locateYaml stops at one), so yaml's own alias limit, which applies
  // only when a document is turned into values, never fires; MAX_YAML_VALUES has bounded them already.
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return { doc, lineCounter };
}

/** A value past what a game could hold, and where. */
type Excess = { path: PathPart[]; why: 'values' | 'depth' | 'proto' };

/**
 * One walk over a file's values (a cold scenario load walked each file twice, once for each answer):
 *
 * - `excess`: the path at which a value stops being one a game could hold: past MAX_YAML_VALUES values counting
 *   every use of an alias, nested past MAX_YAML_DEPTH (an alias to an enclosing value, a cycle, is caught here),
 *   or under the key "__proto__", which validation would drop without a word and which names no field anyway;
 * - `characters`: every text value and key holding a character no game text may hold. The raw file has been
 *   checked already; this finds what YAML's escapes ("\x00", "\uFFFE") make of plain text. A key holding one is
 *   reported, not the values under it; past MAX_LISTED_PROBLEMS no more are noted.
 *
 * The walk stops at the first excess, so it is bounded; an excess is the file's one problem, whatever was noted.
 */
function walkValues(data: unknown): { excess?: Excess; characters: { path: PathPart[]; message: string }[] } {
  let left = MAX_YAML_VALUES;
  const path: PathPart[] = [];
  const characters: { path: PathPart[]; message: string }[] = [];
  let why: Excess['why'] | undefined;
  /** Inside the value of a key that holds a forbidden character: nothing more is noted there. */
  let quiet = 0;
  const visit = (v: unknown): boolean => {
    if (--left < 0) return !!(why = 'values');
    if (path.length > MAX_YAML_DEPTH) return !!(why = 'depth');
    const noting = quiet === 0 && characters.length <= MAX_LISTED_PROBLEMS;
    if (typeof v === 'string') {
      const f = noting ? forbiddenCharacter(v) : undefined;
      if (f) characters.push({ path: [...path], message: forbiddenCharacterWords(f) });
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        path.push(i);
        if (visit(v[i])) return true;
        path.pop();
      }
    } else if (v !== null && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        path.push(k);
        if (k === '__proto__') return !!(why = 'proto');
        const f = noting ? forbiddenCharacter(k) : undefined;
        if (f) characters.push({ path: [...path], message: `the key ${forbiddenCharacterWords(f)}` });
        if (f) quiet += 1;
        const stop = visit(x);
        if (f) quiet -= 1;
        if (stop) return true;
        path.pop();
      }
    }
    return false;
  };
  return visit(data) && why ? { excess: { path, why }, characters } : { characters };
}

/** A js-yaml error as a problem, in its words and at its place. */
function jsYamlProblem(file: string, e: unknown): Problem {
  const mark = (e as { mark?: { line: number; column: number } }).mark;
  const reason = (e as { reason?: string }).reason ?? (e as Error).message.split('\n')[0];
  const tag = reason.match(/^unknown tag !<(.*)>$/)?.[1];
  const message = tag
    ? `the tag ${tag.replace(/^tag:yaml\.org,2002:/, '!!')} is not allowed: a game's data holds only text, ` +
      'numbers, true/false, lists and mappings'
    : `YAML syntax: ${reason}`;
  return { file, line: mark && mark.line + 1, col: mark && mark.column + 1, path: [], message };
}

/**
 * Reads a YAML file. js-yaml with the YAML 1.2 core schema (what the `yaml` package reads by default)
 * parses it five times faster than a positioned document; the document with line positions is built only
 * when a syntax error must be reported or a problem located. Tags beyond the core schema's (`!!js/function`,
 * `!foo`) are refused; aliases are allowed, up to MAX_YAML_VALUES values once expanded.
 */
export function parseYaml(file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  let data: unknown;
  try {
    data = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA, filename: file });
  } catch (e) {
    const reason = (e as { reason?: string }).reason ?? '';
    // The positioned parse recurses as deep as the text nests: js-yaml has already refused the depth.
    if (text.length > POSITIONED_SYNTAX_LIMIT || /nesting exceeded maxDepth|unknown tag/.test(reason))
      return { problems: [jsYamlProblem(file, e)] };
    const { doc, lineCounter } = positionedYaml(text);
    if (doc.errors.length) {
      const shown = doc.errors.slice(0, MAX_LISTED_PROBLEMS).map((err) => {
        const pos = lineCounter.linePos(err.pos[0]);
        return {
          file,
          line: pos.line,
          col: pos.col,
          path: [],
          message: `YAML syntax: ${err.message.split('\n')[0]}`,
        };
      });
      const rest = doc.errors.length - shown.length;
      return {
        problems: capProblems(rest > 0 ? [...shown, { file, path: [], message: '', omitted: rest }] : shown),
      };
    }
    // The two parsers disagree on what is valid YAML: report the stricter one's words and place.
    return { problems: [jsYamlProblem(file, e)] };
  }
  let positioned: ReturnType<typeof positionedYaml> | undefined;
  const locate = (path: readonly PathPart[]) => {
    positioned ??= positionedYaml(text);
    return locateYaml(positioned.doc, positioned.lineCounter, path);
  };
  const { excess, characters } = walkValues(data);
  if (excess) {
    const messages = {
      values:
        `expands to more than ${MAX_YAML_VALUES.toLocaleString('en')} values through its aliases (*name), ` +
        "far more than a game's data holds; the file is refused rather than expanded",
      depth: `nests values deeper than ${MAX_YAML_DEPTH} levels (an alias inside the value it names?)`,
      proto: 'the key "__proto__" is not allowed: it names no field, only the prototype of an object',
    };
    const path = excess.why === 'proto' ? excess.path : [];
    return { problems: [{ file, path, message: messages[excess.why], ...locate(excess.path) }] };
  }
  if (characters.length)
    return {
      problems: capProblems(characters.map(({ path, message }) => ({ file, path, message, ...locate(path) }))),
    };
  return { source: { file, data, locate }, problems: [] };
}

function locateYaml(doc: Document, lc: LineCounter, path: readonly PathPart[]): { line?: number; col?: number } {
  let node: unknown = doc.contents;
  let range: readonly number[] | null | undefined = (doc.contents as Node | null)?.range;
  for (const part of path) {
    if (isMap(node)) {
      // The key's line: for an unknown key and for a bad value alike it is the line a person looks at.
      const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(part));
      if (!pair) break;
      range = (pair.key as Node).range ?? range;
      node = pair.value;
    } else if (node && typeof node === 'object' && 'items' in node && typeof part === 'number') {
      const item = (node as { items: unknown[] }).items[part] as Node | undefined;
      if (!item) break;
      range = item.range ?? range;
      node = item;
    } else break;
  }
  if (!range) return {};
  const pos = lc.linePos(range[0]);
  return { line: pos.line, col: pos.col };
}
