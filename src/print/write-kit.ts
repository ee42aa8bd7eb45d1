import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
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
/**
 * The swap, written once every new file is flushed in the staging folder and before the first rename: the
 * moment the new kit is committed. Whoever writes the kit next reads it first and finishes the swap, so a
 * kill at any moment leaves the old kit (no swap file) or the new one (the swap, finished).
 */
const SWAP = '.sandtable-swap.json';
/** Staging folders inside the output folder: on its file system (no EXDEV), and no writable parent needed. */
const STAGING = /^\.sandtable-staging\.(\d+)\.[0-9a-f]+$/;
/** Staging folders of earlier versions, beside the output folder. */
const OLD_STAGING = /^\.(.+)\.sandtable-staging\.(\d+)\.[0-9a-f]+$/;
/** Files flushed at once: enough to keep the disk busy, few enough not to exhaust file handles. */
const PARALLEL_WRITES = 16;

type FileRecord = { [key: string]: string[] };

interface Swap {
  pid: number;
  staging: string;
  /** Names moved from the staging folder into the output folder, the record last. */
  moves: string[];
  /** Sandtable's own files of an earlier build that this one replaces with nothing. */
  removes: string[];
}

function readRecord(dir: string): FileRecord {
  try {
    const r = JSON.parse(readFileSync(join(dir, RECORD), 'utf8')) as unknown;
    return r && typeof r === 'object' && !Array.isArray(r) ? (r as FileRecord) : {};
  } catch {
    return {};
  }
}

const kind = (name: string) => extname(name).toLowerCase();
/** Only a plain file name: a record or swap edited to say "../x" must not reach outside the folder. */
const plainName = (name: unknown): name is string =>
  typeof name === 'string' && !!name && !name.includes('/') && !name.includes('\\') && name !== '..' && name !== '.';

/** Staging folders of killed builds, inside the output folder and (from earlier versions) beside it. */
function sweepStaleStaging(dir: string): void {
  const sweep = (folder: string, pattern: RegExp, owner: (m: RegExpMatchArray) => boolean) => {
    let names: string[];
    try {
      names = readdirSync(folder);
    } catch {
      return;
    }
    for (const name of names) {
      const m = name.match(pattern);
      if (m && owner(m) && !processAlive(Number(m.at(-1))))
        rmSync(join(folder, name), { recursive: true, force: true });
    }
  };
  sweep(dir, STAGING, () => true);
  sweep(dirname(dir), OLD_STAGING, (m) => m[1] === basename(dir));
}

/**
 * Finishes a swap a killed build committed: the moves whose file is still in staging, then the removals. A swap
 * of a build still running is its own business: this build waits for nobody and says so.
 */
export function finishSwap(dir: string): void {
  let swap: Swap;
  try {
    swap = JSON.parse(readFileSync(join(dir, SWAP), 'utf8')) as Swap;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    // A swap file is written whole (temporary file, rename) or not at all: one that does not parse is not ours.
    rmSync(join(dir, SWAP), { force: true });
    return;
  }
  if (swap.pid !== process.pid && processAlive(swap.pid))
    throw new WriteError(dir, Object.assign(new Error(`another build (pid ${swap.pid}) is writing this kit`), {}));
  if (!STAGING.test(String(swap.staging))) return void rmSync(join(dir, SWAP), { force: true });
  const staging = join(dir, swap.staging);
  for (const name of Array.isArray(swap.moves) ? swap.moves.filter(plainName) : [])
    if (existsSync(join(staging, name))) renameSync(join(staging, name), join(dir, name));
  for (const name of Array.isArray(swap.removes) ? swap.removes.filter(plainName) : [])
    rmSync(join(dir, name), { force: true });
  fsyncFolder(dir);
  rmSync(join(dir, SWAP), { force: true });
  rmSync(staging, { recursive: true, force: true });
}

/** What a writer does first: finish a committed swap, and sweep what killed builds left before theirs. */
export function recoverKit(dir: string): void {
  finishSwap(dir);
  sweepStaleStaging(dir);
  sweepStaleTemps(dir);
}

/** Steps of the swap a test may stop a build at, as a kill would. */
export type SwapStep = 'staged' | 'committed' | 'moved' | 'removed';

/**
 * The only place a kit reaches the disk. Every file of every part, and the record of what Sandtable wrote, is
 * first written whole and flushed into a staging folder inside `dir`; then the swap is committed (SWAP), the
 * files are renamed into place, the record last, and the swap file removed. A failure or a full disk before the
 * commit leaves the previous kit as it was; a kill after it is finished by the next build (finishSwap), so
 * the folder holds the old kit or the new one, never a mix. Files each part wrote last time, in this language and
 * a format written now, that this build did not write (sheets of an earlier, larger build) are removed. A file
 * Sandtable did not write is never removed, and a build of SVG alone leaves the previous PDF in place.
 */
export async function writeKit(
  dir: string,
  parts: readonly KitPartFiles[],
  onStep?: (step: SwapStep, n: number) => void,
): Promise<{ written: string[]; replaced: string[] }> {
  const all = parts.flatMap((p) => p.files);
  const names = new Set(all.map((f) => f.name));
  if (names.size !== all.length) throw new Error(`${dir}: two parts write a file of the same name`);
  const existed = existsSync(dir);
  try {
    mkdirSync(dir, { recursive: true });
    // A read-only file system makes mkdir report ENOENT; asking first gives the reason a user can act on.
    accessSync(dir, constants.W_OK);
  } catch (e) {
    throw new WriteError(dir, e);
  }
  recoverKit(dir);
  const before = readRecord(dir);
  const recorded = new Set(Object.values(before).flat());
  // A file of the same name that Sandtable did not write is replaced (it is the kit's), but said aloud.
  const replaced = Object.keys(before).length
    ? all.filter((f) => !recorded.has(f.name) && existsSync(join(dir, f.name))).map((f) => join(dir, f.name))
    : [];
  const { record, removes } = nextRecord(dir, before, parts, names);
  const stagingName = `.sandtable-staging.${process.pid}.${Date.now().toString(16)}`;
  const staging = join(dir, stagingName);
  let committed = false;
  try {
    for (let i = 0; i < all.length; i += PARALLEL_WRITES) {
      const batch = all.slice(i, i + PARALLEL_WRITES);
      await Promise.all(batch.map((f) => writeFileFlushed(join(staging, f.name), f.data)));
    }
    // The record is part of the kit: a disk with no room for it fails here, before anything is replaced.
    await writeFileFlushed(join(staging, RECORD), JSON.stringify(record, null, 1) + '\n');
    fsyncFolder(staging);
    onStep?.('staged', 0);
    const swap: Swap = { pid: process.pid, staging: stagingName, moves: [...names, RECORD], removes };
    writeFileAtomic(join(dir, SWAP), JSON.stringify(swap));
    committed = true;
    onStep?.('committed', 0);
    for (const [n, name] of swap.moves.entries()) {
      await moveIntoPlace(join(staging, name), join(dir, name));
      onStep?.('moved', n + 1);
    }
    for (const name of removes) rmSync(join(dir, name), { force: true });
    onStep?.('removed', removes.length);
    fsyncFolder(dir);
    rmSync(join(dir, SWAP), { force: true });
  } catch (e) {
    // A folder made for this kit and left empty by its failure is taken back: no half-written output.
    if (!committed && !existed) rmSync(staging, { recursive: true, force: true });
    if (!committed && !existed) removeIfEmpty(dir);
    // The staging folder is ours, not the user's: name the file as it would have stood in --out.
    if (e instanceof WriteError && e.path.startsWith(staging))
      throw new WriteError(join(dir, e.path.slice(staging.length + 1)), e.cause);
    throw e;
  } finally {
    // Once committed, a swap that failed half-way is left for the next build to finish, staging and all.
    if (!committed || !existsSync(join(dir, SWAP))) rmSync(staging, { recursive: true, force: true });
  }
  return { written: all.map((f) => join(dir, f.name)), replaced };
}

function removeIfEmpty(dir: string): void {
  try {
    if (!readdirSync(dir).length) rmSync(dir, { recursive: true, force: true });
  } catch {
    // Left as it is: an empty folder is all it can be.
  }
}

/** The record after this build, and Sandtable's own files of the last build that it leaves out. */
function nextRecord(
  dir: string,
  before: FileRecord,
  parts: readonly KitPartFiles[],
  names: Set<string>,
): { record: FileRecord; removes: string[] } {
  const record: FileRecord = { ...before };
  const removes: string[] = [];
  for (const { key, files } of parts) {
    const own = new Set(files.map((f) => f.name));
    const kinds = new Set(files.map((f) => kind(f.name)));
    const kept: string[] = [];
    for (const name of Array.isArray(record[key]) ? record[key] : []) {
      if (!plainName(name) || own.has(name) || name.startsWith('.')) continue;
      if (kinds.has(kind(name)) && !names.has(name)) removes.push(name);
      else if (existsSync(join(dir, name))) kept.push(name);
    }
    record[key] = [...own, ...kept].sort();
  }
  return { record, removes };
}
