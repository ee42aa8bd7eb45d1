import type { z } from 'zod';
import { suggest } from '../util/suggest.js';

/**
 * What a spreadsheet writes that a CSV parser does not expect: a byte-order mark before the first header
 * (Excel's "CSV UTF-8"), and `;` or a tab between cells (Excel where the decimal mark is a comma, LibreOffice's
 * "Text CSV" with a tab). The mark is dropped and the separator read from the header line.
 */
export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export type CsvDelimiter = ',' | ';' | '\t';

/** The commonest of `,`, `;` and tab outside quotes in the first line; a comma where none appears. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts: Record<CsvDelimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as CsvDelimiter]++;
  }
  let best: CsvDelimiter = ',';
  for (const d of [';', '\t'] as const) if (counts[d] > counts[best]) best = d;
  return best;
}

export const delimiterName = (d: CsvDelimiter): string => (d === '\t' ? 'tab' : `"${d}"`);

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}
const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Unwraps optional, default and the like to the schema that says what the value holds. */
function bare(s: z.ZodType): z.ZodType {
  let d = defOf(s);
  while (d.innerType || (d.type === 'pipe' && d.in)) {
    s = (d.innerType ?? d.in)!;
    d = defOf(s);
  }
  return s;
}

/** The keys an object schema (or any option of a union of objects) may hold, each with its schema. */
function keysOf(s: z.ZodType): Map<string, z.ZodType[]> | undefined {
  const d = defOf(bare(s));
  if (d.type === 'object' && d.shape) return new Map(Object.entries(d.shape).map(([k, v]) => [k, [v]]));
  if (d.type === 'union' && d.options) {
    const out = new Map<string, z.ZodType[]>();
    for (const o of d.options) for (const [k, v] of keysOf(o) ?? []) out.set(k, [...(out.get(k) ?? []), ...v]);
    return out.size ? out : undefined;
  }
  return undefined;
}

/** Every field path a CSV column may name ("factors.attack"), leaves and objects alike, for "did you mean". */
export function fieldPaths(s: z.ZodType, prefix = '', depth = 0): string[] {
  const keys = keysOf(s);
  if (!keys || depth > 6) return [];
  return [...keys].flatMap(([k, schemas]) => {
    const path = prefix ? `${prefix}.${k}` : k;
    return [path, ...schemas.flatMap((x) => fieldPaths(x, path, depth + 1))];
  });
}

/** Whether a column's path names a field: each step a key of the object (or any union option) above it. */
function knownPath(s: z.ZodType, steps: string[]): boolean {
  let at: z.ZodType[] = [s];
  for (const step of steps) {
    const next = at.flatMap((x) => keysOf(x)?.get(step) ?? []);
    if (!next.length) {
      // A mapping the designer fills (effects, translations) takes any key below it.
      return at.some((x) => defOf(bare(x)).type === 'record');
    }
    at = next;
  }
  return true;
}

/** The top-level fields every row must give: neither optional nor defaulted. */
function requiredKeys(s: z.ZodType): string[] {
  const keys = keysOf(s);
  if (!keys) return [];
  return [...keys]
    .filter(([, schemas]) =>
      schemas.every((x) => (x as unknown as { _zod: { optin?: string } })._zod.optin === undefined),
    )
    .map(([k]) => k);
}

/**
 * The header's mistakes, each once: a column naming no field (with the nearest that exists) and a field every
 * row needs that no column gives. Checked before any row, so that one typo in the header is one message, not one
 * per row.
 */
export function headerProblems(header: string[], item: z.ZodType): { col?: number; message: string }[] {
  const out: { col?: number; message: string }[] = [];
  const paths = fieldPaths(item);
  header.forEach((h, i) => {
    if (h === '') {
      out.push({ col: i + 1, message: `column ${i + 1} has no header; every column names a field path` });
      return;
    }
    if (knownPath(item, h.split('.'))) return;
    const near = suggest(h, paths);
    const shown = h.length > 60 ? `${h.slice(0, 59)}…` : h;
    out.push({
      col: i + 1,
      message:
        `the column "${shown}" names no field${near ? ` (did you mean "${near}"?)` : ''}; ` +
        'the header names field paths such as "factors.attack"',
    });
  });
  const given = new Set(header.map((h) => h.split('.')[0]));
  for (const k of requiredKeys(item))
    if (!given.has(k)) out.push({ message: `the header has no "${k}" column; every row needs one` });
  const seen = new Set<string>();
  header.forEach((h, i) => {
    if (h && seen.has(h)) out.push({ col: i + 1, message: `the column "${h}" is given twice` });
    seen.add(h);
  });
  return out;
}
