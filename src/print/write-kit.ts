import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import {
  fsyncFolder,
  moveIntoPlace,
  sweepStaleTemps,
  WriteError,
  writeFileAtomic,
  writeFileFlushed,
} from '../util/atomic-write.js';
import { processAlive } from '../util/process-alive.js';

/** A file of a kit part: its name inside the output folder and its bytes. */
export interface KitFile {
  name: string;
  data: string | Uint8Array;
  /** Pages of a PDF, for the build's count of sheets to print. */
  pages?: number;
  /**
   * A sheet to print before the rest, outside the kit's page count: the duplex check that tells how the printer
   * turns the paper (true), or another check, with what it is for (the map's fit sheet).
   */
  first?: boolean | string;
}

/** One part's files, under the key its earlier builds were recorded by (part and language). */
export interface KitPartFiles {
  key: string;
  files: readonly KitFile[];
}

/** What Sandtable wrote into an output folder, by part and language, so a rebuild removes only its own files. */
const RECORD = '.sandtable-files.json';
const STAGING = /^\.(.+)\.sandtable-staging\.(\d+)\.[0-9a-f]+$/;
/** Files flushed at once: enough to keep the disk busy, few enough not to exhaust file handles. */
const PARALLEL_WRITES = 16;

type FileRecord = { [key: string]: string[] };

function readRecord(dir: string): FileRecord {
  try {
    const r = JSON.parse(readFileSync(join(dir, RECORD), 'utf8')) as unknown;
    return r && typeof r === 'object' && !Array.isArray(r) ? (r as FileRecord) : {};
  } catch {
    return {};
  }
}

const kind = (name: string) => extname(name).toLowerCase();

/** Staging folders of killed builds beside the output folder. */
function sweepStaleStaging(parent: string, out: string): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = name.match(STAGING);
    if (m && m[1] === out && !processAlive(Number(m[2]))) rmSync(join(parent, name), { recursive: true, force: true });
  }
}

/**
 * The only place a kit reaches the disk. Every file of every part is first written whole and flushed into
 * a staging folder beside `dir`; only when all are there are they renamed into place, so a full disk or a
 * failure half-way leaves the previous kit as it was. Then the files each part wrote last time, in this
 * language and a format written now, that this build did not write (sheets of an earlier, larger build)
 * are removed. A file Sandtable did not write is never removed, and a build of SVG alone leaves the
 * previous PDF in place.
 */
export async function writeKit(
  dir: string,
  parts: readonly KitPartFiles[],
): Promise<{ written: string[]; replaced: string[] }> {
  const all = parts.flatMap((p) => p.files);
  const names = new Set(all.map((f) => f.name));
  if (names.size !== all.length) throw new Error(`${dir}: two parts write a file of the same name`);
  const parent = dirname(dir);
  try {
    mkdirSync(parent, { recursive: true });
    // A read-only file system makes mkdir report ENOENT; asking first gives the reason a user can act on.
    accessSync(parent, constants.W_OK);
  } catch (e) {
    throw new WriteError(dir, e);
  }
  sweepStaleStaging(parent, basename(dir));
  const before = readRecord(dir);
  const recorded = new Set(Object.values(before).flat());
  // A file of the same name that Sandtable did not write is replaced (it is the kit's), but said aloud.
  const replaced = Object.keys(before).length
    ? all.filter((f) => !recorded.has(f.name) && existsSync(join(dir, f.name))).map((f) => join(dir, f.name))
    : [];
  if (existsSync(dir)) sweepStaleTemps(dir);
  const staging = join(parent, `.${basename(dir)}.sandtable-staging.${process.pid}.${Date.now().toString(16)}`);
  try {
    for (let i = 0; i < all.length; i += PARALLEL_WRITES) {
      const batch = all.slice(i, i + PARALLEL_WRITES);
      await Promise.all(batch.map((f) => writeFileFlushed(join(staging, f.name), f.data)));
    }
    try {
      mkdirSync(dir, { recursive: true });
    } catch (e) {
      throw new WriteError(dir, e);
    }
    for (const f of all) await moveIntoPlace(join(staging, f.name), join(dir, f.name));
  } catch (e) {
    // The staging folder is ours, not the user's: name the file as it would have stood in --out.
    if (e instanceof WriteError && e.path.startsWith(staging))
      throw new WriteError(join(dir, e.path.slice(staging.length + 1)), e.cause);
    throw e;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const record = before;
  for (const { key, files } of parts) {
    const own = new Set(files.map((f) => f.name));
    const kinds = new Set(files.map((f) => kind(f.name)));
    const kept: string[] = [];
    for (const name of Array.isArray(record[key]) ? record[key] : []) {
      if (typeof name !== 'string' || own.has(name)) continue;
      // Only a plain file name: a record edited to say "../x" must not reach outside the folder.
      if (name.includes('/') || name.includes('\\') || name.startsWith('.')) continue;
      if (kinds.has(kind(name)) && !names.has(name)) rmSync(join(dir, name), { force: true });
      else if (existsSync(join(dir, name))) kept.push(name);
    }
    record[key] = [...own, ...kept].sort();
  }
  writeFileAtomic(join(dir, RECORD), JSON.stringify(record, null, 1) + '\n');
  fsyncFolder(dir);
  return { written: all.map((f) => join(dir, f.name)), replaced };
}
