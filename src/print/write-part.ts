import { existsSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { writeFileAtomic, writeFileAtomicAsync } from '../util/atomic-write.js';

/** A file of a kit part: its name inside the output folder and its bytes. */
export interface KitFile {
  name: string;
  data: string | Uint8Array;
}

/** What Sandtable wrote into an output folder, by part and language, so a rebuild removes only its own files. */
const RECORD = '.sandtable-files.json';

type Record = { [key: string]: string[] };

function readRecord(dir: string): Record {
  try {
    const r = JSON.parse(readFileSync(join(dir, RECORD), 'utf8')) as unknown;
    return r && typeof r === 'object' && !Array.isArray(r) ? (r as Record) : {};
  } catch {
    return {};
  }
}

/** Files flushed at once: enough to keep the disk busy, few enough not to exhaust file handles. */
const PARALLEL_WRITES = 16;

const kind = (name: string) => extname(name).toLowerCase();

/**
 * The only place a kit part's files reach the disk: each written atomically, then the files the same part
 * wrote last time in this language and a format written now, and did not write now (sheets of an earlier,
 * larger build), are removed. A file Sandtable did not write is never removed, and a build of SVG alone
 * leaves the previous PDF in place.
 */
export async function writePart(dir: string, key: string, files: readonly KitFile[]): Promise<string[]> {
  const names = new Set(files.map((f) => f.name));
  if (names.size !== files.length) throw new Error(`${key}: a file name is used twice`);
  for (let i = 0; i < files.length; i += PARALLEL_WRITES)
    await Promise.all(files.slice(i, i + PARALLEL_WRITES).map((f) => writeFileAtomicAsync(join(dir, f.name), f.data)));
  const record = readRecord(dir);
  const kinds = new Set(files.map((f) => kind(f.name)));
  const previous = Array.isArray(record[key]) ? record[key] : [];
  const kept: string[] = [];
  for (const name of previous) {
    if (typeof name !== 'string' || names.has(name)) continue;
    // Only a plain file name: a record edited to say "../x" must not reach outside the folder.
    if (name.includes('/') || name.includes('\\') || name.startsWith('.')) continue;
    if (kinds.has(kind(name))) rmSync(join(dir, name), { force: true });
    else if (existsSync(join(dir, name))) kept.push(name);
  }
  record[key] = [...names, ...kept].sort();
  writeFileAtomic(join(dir, RECORD), JSON.stringify(record, null, 1) + '\n');
  return files.map((f) => join(dir, f.name));
}
