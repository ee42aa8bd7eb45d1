import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument, isMap, isPair, isScalar, type Node, type Document } from 'yaml';
import jsYaml from 'js-yaml';
import { parse as parseCsv } from 'csv-parse/sync';
import type { PathPart, Problem } from './problem.js';

import type { SourceFile } from '../model/source.js';

export type { SourceFile } from '../model/source.js';

export function problemAt(src: SourceFile, path: PathPart[], message: string): Problem {
  return { file: src.file, path, message, ...src.locate(path) };
}

function readText(file: string): { text: string } | { problems: Problem[] } {
  try {
    return { text: readFileSync(file, 'utf8') };
  } catch (e) {
    return {
      problems: [{ file, path: [], message: `cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})` }],
    };
  }
}

/** YAML with positions: slow to build, so only when a problem must be placed on a line. */
function positionedYaml(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  return { doc, lineCounter };
}

/**
 * Reads a YAML file. js-yaml with the YAML 1.2 core schema (what the `yaml` package reads by default)
 * parses it five times faster than a positioned document; the document with line positions is built only
 * when a syntax error must be reported or a problem located.
 */
export function readYaml(file: string): { source?: SourceFile; problems: Problem[] } {
  const read = readText(file);
  if (!('text' in read)) return read;
  const { text } = read;
  let data: unknown;
  try {
    data = jsYaml.load(text, { schema: jsYaml.CORE_SCHEMA, filename: file });
  } catch (e) {
    const { doc, lineCounter } = positionedYaml(text);
    if (doc.errors.length) {
      return {
        problems: doc.errors.map((err) => {
          const pos = lineCounter.linePos(err.pos[0]);
          return {
            file,
            line: pos.line,
            col: pos.col,
            path: [],
            message: `YAML syntax: ${err.message.split('\n')[0]}`,
          };
        }),
      };
    }
    // The two parsers disagree on what is valid YAML: report the stricter one's words and place.
    const mark = (e as { mark?: { line: number; column: number } }).mark;
    const reason = (e as { reason?: string }).reason ?? (e as Error).message.split('\n')[0];
    return {
      problems: [
        {
          file,
          line: mark && mark.line + 1,
          col: mark && mark.column + 1,
          path: [],
          message: `YAML syntax: ${reason}`,
        },
      ],
    };
  }
  let positioned: ReturnType<typeof positionedYaml> | undefined;
  const locate = (path: readonly PathPart[]) => {
    positioned ??= positionedYaml(text);
    return locateYaml(positioned.doc, positioned.lineCounter, path);
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

/**
 * Reads a CSV whose header names field paths ("factors.attack"). Empty cells are left out;
 * cells of the named number fields become numbers; list fields split on ";".
 */
export function readCsv(
  file: string,
  collection: string,
  opts: { numberFields: ReadonlySet<string>; listFields: ReadonlySet<string> },
): { source?: SourceFile; problems: Problem[] } {
  const read = readText(file);
  if (!('text' in read)) return read;
  const { text } = read;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, { info: true, relax_column_count: false, skip_empty_lines: true, trim: true }) as never;
  } catch (e) {
    const err = e as { lines?: number; message: string };
    return { problems: [{ file, line: err.lines, path: [], message: `CSV syntax: ${err.message}` }] };
  }
  if (!records.length)
    return { problems: [{ file, path: [], message: 'the CSV file is empty; it needs a header row' }] };
  const header = records[0].record;
  const rows = records.slice(1);
  const items = rows.map(({ record, info }) => {
    const obj: Record<string, unknown> = {};
    header.forEach((h, i) => {
      const cell = record[i];
      if (cell === undefined || cell === '') return;
      const leaf = h.split('.').pop()!;
      let value: unknown = cell;
      if (opts.listFields.has(leaf))
        value = cell
          .split(';')
          .map((s) => s.trim())
          .filter(Boolean);
      else if (opts.numberFields.has(leaf)) {
        value = /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
      }
      setPath(obj, h.split('.'), value);
    });
    return { obj, line: info.lines };
  });
  const lineOf = items.map((i) => i.line);
  return {
    problems: [],
    source: {
      file,
      data: { [collection]: items.map((i) => i.obj) },
      locate(path) {
        const row = typeof path[1] === 'number' ? lineOf[path[1]] : 1;
        const field = path
          .slice(2)
          .filter((p) => typeof p === 'string')
          .join('.');
        const colIndex = header.findIndex((h) => h === field || field.startsWith(h + '.') || h.startsWith(field + '.'));
        return { line: row, col: colIndex >= 0 ? colIndex + 1 : undefined };
      },
    },
  };
}

function setPath(obj: Record<string, unknown>, keys: string[], value: unknown): void {
  let o = obj;
  keys.slice(0, -1).forEach((k) => {
    if (typeof o[k] !== 'object' || o[k] === null) o[k] = {};
    o = o[k] as Record<string, unknown>;
  });
  o[keys[keys.length - 1]] = value;
}
