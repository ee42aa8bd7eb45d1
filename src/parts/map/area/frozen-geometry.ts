import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { outsideFolder } from '../../../load/game-file.js';
import { dataFiles } from '../../../load/scenario-cache.js';
import { MAX_DATA_FILE_BYTES } from '../../../load/source-file.js';
import { valueDigest } from '../../../util/value-digest.js';

/**
 * An area map's geometry (where its notches are cut, where its roads and arrows run) is a pure function of the game's
 * data, the paper and the code. A bundled game keeps what that geometry came to in `map.geometry.json` beside its
 * map.yaml, each answer under the hash of everything its search read: a first build on a new machine reads it back
 * instead of searching again (Death of a Division's notch search alone is a quarter of a second). An entry whose
 * inputs changed (an edited map.yaml, another paper, a larger counter) is simply not found, and the search runs as
 * in a game without the file. tests/parts/map/frozen-geometry.test.ts searches again for every paper and fails when
 * an entry no longer matches what the code finds; `npm run geometry:update` writes the file again.
 */
export const FROZEN_GEOMETRY_FILE = 'map.geometry.json';

/** Bumped when the meaning of an entry changes without its inputs changing: every kept answer is then passed over. */
const FORMAT = 2;

/** A file larger than this is not read: the bundled ones are a few hundred kilobytes. */
const MAX_BYTES = 16 * 1024 * 1024;

interface FrozenFile {
  format: number;
  entries: Record<string, unknown>;
}

const files = new Map<string, Map<string, unknown> | undefined>();

/**
 * The game folder's kept answers, read once a process; none when the file is missing, too large, a link out of the
 * folder or not one.
 */
function frozenIn(dir: string): Map<string, unknown> | undefined {
  if (files.has(dir)) return files.get(dir);
  let entries: Map<string, unknown> | undefined;
  const file = join(dir, FROZEN_GEOMETRY_FILE);
  try {
    const st = statSync(file, { throwIfNoEntry: false });
    // A link out of the game folder is not followed: a shared game reads only its own files.
    if (st?.isFile() && st.size <= MAX_BYTES && !outsideFolder(file, dir)) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<FrozenFile>;
      if (parsed.format === FORMAT && parsed.entries && typeof parsed.entries === 'object')
        entries = new Map(Object.entries(parsed.entries));
    }
  } catch {
    // Unreadable or not JSON: the geometry is searched for, as in a game without the file.
  }
  files.set(dir, entries);
  return entries;
}

/** The answers found while recording (frozenGeometryRecording), by key. */
let recording: Map<string, unknown> | undefined;

/** Whether answers are being recorded: a drawing's own memo of one must then ask frozenOr again, to be noted. */
export const recordingGeometry = (): boolean => recording !== undefined;

/**
 * Whether frozenOr could find or note an answer for this folder: a bundled game's file is there, or answers are being
 * recorded. An answer whose key is dear to work out (a hash of a whole drawing) is asked for only then.
 */
export function keepsGeometry(dir: string | undefined): boolean {
  return recording !== undefined || (dir !== undefined && frozenIn(dir) !== undefined);
}

/**
 * The key an answer is kept under: its kind and the hash of its inputs (valueDigest: their structure and numbers as
 * bytes; hashing their JSON cost a cold Death of a Division map 0.1–0.2 s of writing coordinates out as text).
 */
export function geometryKey(kind: string, inputs: unknown): string {
  return `${kind}:${valueDigest(inputs).slice(0, 40)}`;
}

const digests = new Map<string, string>();

/**
 * A hash of a game folder's data (every YAML and CSV file and its locales, by name and bytes, not where the folder
 * lies), once a process: the key of an answer that reads the whole game, as choosing among whole drawings does.
 * Its own map.geometry.json is not data: the answers it keeps must not change their own keys.
 */
export function gameDataDigest(dir: string | undefined): string {
  if (dir === undefined) return '';
  const known = digests.get(dir);
  if (known !== undefined) return known;
  const h = createHash('sha256');
  for (const file of dataFiles(dir)) {
    const st = statSync(file, { throwIfNoEntry: false });
    // A file the loader refuses (too large, not a file) was refused before anything was drawn.
    if (!st?.isFile() || st.size > MAX_DATA_FILE_BYTES) continue;
    h.update(`\0${relative(dir, file)}\0`).update(readFileSync(file));
  }
  const digest = h.digest('hex').slice(0, 40);
  digests.set(dir, digest);
  return digest;
}

/**
 * The answer kept for these inputs in the game folder `dir`, a copy; else `compute()`. While recording, every answer
 * is computed afresh and noted, the kept ones passed over.
 */
export function frozenOr<T>(dir: string | undefined, kind: string, inputs: unknown, compute: () => T): T {
  const key = geometryKey(kind, inputs);
  if (recording) {
    const value = compute();
    // Noted as the file will hold it: through JSON, as it is read back.
    recording.set(key, value === undefined ? null : JSON.parse(JSON.stringify(value)));
    return value;
  }
  const kept = dir === undefined ? undefined : frozenIn(dir)?.get(key);
  if (kept !== undefined) return (kept === null ? undefined : structuredClone(kept)) as T;
  return compute();
}

/**
 * Runs `draw` with every kept answer passed over and each answer it computes noted: what a game's file should hold
 * for the drawings `draw` makes. Not reentrant.
 */
export function recordFrozenGeometry(draw: () => void): Map<string, unknown> {
  const noted = new Map<string, unknown>();
  recording = noted;
  try {
    draw();
  } finally {
    recording = undefined;
  }
  return noted;
}

/** The file's text for these answers: keys sorted, so that it changes only where an answer does. */
export function frozenGeometryText(entries: ReadonlyMap<string, unknown>): string {
  // One answer a line: a change to the code or the data shows in a diff as the lines of the answers it moved.
  const lines = [...entries]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
  return `{"format":${FORMAT},"entries":{\n${lines.join(',\n')}\n}}\n`;
}

/** The answers a game folder's file holds (the test compares them with the search's). */
export function frozenGeometryOf(dir: string): ReadonlyMap<string, unknown> | undefined {
  files.delete(dir);
  return frozenIn(dir);
}
