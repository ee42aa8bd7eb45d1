import { readFileSync, statSync } from 'node:fs';
import { parseYaml } from './yaml-text.js';

export { MAX_YAML_DEPTH, MAX_YAML_VALUES, parseYaml } from './yaml-text.js';
import { parse as parseCsv } from 'csv-parse/sync';
import type { z } from 'zod';
import { capProblems, type PathPart, type Problem } from './problem.js';
import { forbiddenCharacter, forbiddenCharacterWords } from './text-characters.js';
import { delimiterName, detectDelimiter, headerProblems, stripBom } from './csv-dialect.js';

import type { SourceFile } from '../model/source.js';

export type { SourceFile } from '../model/source.js';

/**
 * The largest data file read. The biggest bundled file is 44 KB and an order of battle at the schema's
 * limit of 5,000 pieces fits in about 3 MB; locating a problem builds a YAML document with positions, which
 * takes some 80 times the file's size in memory, so a file far beyond any game is refused before it is read.
 */
export const MAX_DATA_FILE_BYTES = 8 * 1024 * 1024;

/**
 * The largest CSV read: parsing one takes some 300 times its size in memory (a record and its position for
 * every row), so a CSV is refused at a quarter of the YAML limit, before it is parsed. 5,000 rows of a wide
 * order of battle fit in under 1 MB.
 */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

/** Keys that would reach an object's prototype rather than a field of it. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function problemAt(src: SourceFile, path: PathPart[], message: string): Problem {
  return { file: src.file, path, message, ...src.locate(path) };
}

const megabytes = (n: number) => `${(n / (1024 * 1024)).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;

/** Line and column (in characters) of a byte offset, for a problem in a file that is not yet text. */
function bytePosition(bytes: Uint8Array, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++)
    if (bytes[i] === 0x0a) {
      line++;
      start = i + 1;
    }
  const before = new TextDecoder('utf-8').decode(bytes.subarray(start, offset));
  return { line, col: [...before].length + 1 };
}

/** The offset of the first byte that is not part of a well-formed UTF-8 character, or -1. */
function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i];
    if (c < 0x80) {
      i++;
      continue;
    }
    const extra = c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : 0;
    if (!extra || i + extra >= b.length) return i;
    for (let k = 1; k <= extra; k++) if ((b[i + k] & 0xc0) !== 0x80) return i;
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8 either.
    const next = b[i + 1];
    if ((c === 0xe0 && next < 0xa0) || (c === 0xed && next > 0x9f)) return i;
    if ((c === 0xf0 && next < 0x90) || (c === 0xf4 && next > 0x8f)) return i;
    i += extra + 1;
  }
  return -1;
}

/**
 * A data file's text: a regular file, not larger than `maxBytes`, UTF-8 without NUL bytes. Each
 * refusal names the file, and the line for a bad byte, so that the designer can find it in an editor.
 */
export function readText(
  file: string,
  maxBytes = MAX_DATA_FILE_BYTES,
  what = 'a data file',
): { text: string } | { problems: Problem[] } {
  const refuse = (message: string, at: { line?: number; col?: number } = {}) => ({
    problems: [{ file, path: [], message, ...at }],
  });
  let bytes: Buffer;
  try {
    const st = statSync(file);
    // A FIFO or a device would be read until it ends, which may be never.
    if (!st.isFile()) return refuse('is not a regular file');
    if (st.size > maxBytes) return refuse(`is ${megabytes(st.size)}; ${what} may be at most ${megabytes(maxBytes)}`);
    bytes = readFileSync(file);
  } catch (e) {
    return refuse(`cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (bytes.length > maxBytes)
    return refuse(`is ${megabytes(bytes.length)}; ${what} may be at most ${megabytes(maxBytes)}`);
  const nul = bytes.indexOf(0);
  if (nul >= 0)
    return refuse(`holds a NUL byte (0x00): ${what} is text; was a binary file saved under this name?`, {
      ...bytePosition(bytes, nul),
    });
  let text: string;
  try {
    // ignoreBOM keeps a leading byte-order mark in the text, as the parsers expect to see and skip it.
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const hex = bad >= 0 ? ` (byte 0x${bytes[bad].toString(16).padStart(2, '0')})` : '';
    return refuse(`is not UTF-8 text${hex}; save the file as UTF-8`, bad >= 0 ? bytePosition(bytes, bad) : {});
  }
  // A control character typed into a cell or a line: refused here with its line and column, for every format.
  const f = forbiddenCharacter(text);
  if (f) {
    const before = text.slice(0, f.index);
    const line = before.split('\n').length;
    const col = [...before.slice(before.lastIndexOf('\n') + 1)].length + 1;
    return refuse(forbiddenCharacterWords(f), { line, col });
  }
  return { text };
}

/** Reads a YAML file: its text, checked as every data file's is, then parsed by parseYaml. */
export function readYaml(file: string): { source?: SourceFile; problems: Problem[] } {
  const read = readText(file);
  if (!('text' in read)) return read;
  return parseYaml(file, read.text);
}

/**
 * Reads a CSV whose header names field paths ("factors.attack"). Empty cells are left out;
 * cells of the named number fields become numbers; list fields split on ";". A header naming
 * `__proto__`, `constructor` or `prototype` is refused: written as a path it would reach every object.
 */
export function readCsv(
  file: string,
  collection: string,
  opts: { numberFields: ReadonlySet<string>; listFields: ReadonlySet<string>; item?: z.ZodType },
): { source?: SourceFile; problems: Problem[] } {
  const read = readText(file, MAX_CSV_BYTES, 'a CSV file');
  if (!('text' in read)) return read;
  const text = stripBom(read.text);
  const delimiter = detectDelimiter(text);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, {
      info: true,
      delimiter,
      relax_column_count: false,
      skip_empty_lines: true,
      trim: true,
    }) as never;
  } catch (e) {
    const err = e as { lines?: number; message: string; code?: string };
    const message =
      err.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH'
        ? `this row has a different number of cells from the header (cells separated by ${delimiterName(delimiter)}, ` +
          'read from the header line); a cell holding the separator needs "quotes"'
        : `CSV syntax: ${err.message}`;
    return { problems: [{ file, line: err.lines, path: [], message }] };
  }
  if (!records.length)
    return { problems: [{ file, path: [], message: 'the CSV file is empty; it needs a header row' }] };
  const header = records[0].record;
  const headerLine = records[0].info.lines;
  const badHeaders = header.flatMap((h, i) => {
    const key = h.split('.').find((k) => PROTOTYPE_KEYS.has(k));
    if (key === undefined) return [];
    return [
      {
        file,
        line: headerLine,
        col: i + 1,
        path: [],
        message: `the column "${h.slice(0, 80)}" names "${key}", which is not a field; headers name field paths`,
      },
    ];
  });
  if (badHeaders.length) return { problems: capProblems(badHeaders) };
  const headerErrors = opts.item ? headerProblems(header, opts.item) : [];
  if (headerErrors.length)
    return {
      problems: capProblems(
        headerErrors.map((p) => ({ file, line: headerLine, col: p.col, path: [], message: p.message })),
      ),
    };
  const rows = records.slice(1);
  const items = rows.map(({ record, info }) => {
    // No prototype: a header is a path written into this object, and it must reach nothing else.
    const obj: Record<string, unknown> = Object.create(null);
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
  for (const k of keys.slice(0, -1)) {
    if (PROTOTYPE_KEYS.has(k)) return;
    if (!Object.hasOwn(o, k) || typeof o[k] !== 'object' || o[k] === null) o[k] = Object.create(null);
    o = o[k] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  if (!PROTOTYPE_KEYS.has(last)) o[last] = value;
}
