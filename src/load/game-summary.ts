import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DiskCache } from '../util/disk-cache.js';
import { MAX_DATA_FILE_BYTES, readYaml } from './source-file.js';
import type { Scenario } from '../model/scenario.js';

/** What `list` prints of a game: its title, map and dice, and how many unit types and charts it has. */
export interface GameSummary {
  title: string;
  mapKind: string;
  dice: string;
  units: number;
  charts: number;
  dir: string;
}

const MAP_KINDS = new Set(['hex', 'square', 'area']);

/**
 * A game's summary read from the three files that hold it (game.yaml, units.yaml, charts.yaml), without checking
 * the rest of the folder: `list` prints a count, not a verdict, and a cold list of the four bundled games read and
 * checked every file of each (some 0.3 s). A folder the quick read cannot take as written (a value of the wrong
 * kind, units in a CSV, a file that does not parse) is loaded and checked whole, so its error names
 * file and line as it always did.
 */
export async function gameSummary(folder: string): Promise<GameSummary> {
  const dir = resolve(folder);
  const quick = quickSummary(dir);
  if (quick) return quick;
  const { loadScenario } = await import('./load-scenario.js');
  return summaryOf(loadScenario(dir));
}

/** The summary of a game loaded whole: what `list` prints when the quick read cannot count it. */
export function summaryOf(s: Scenario): GameSummary {
  return {
    title: s.game.title,
    mapKind: s.game.mapKind,
    dice: s.game.dice,
    units: s.units.length,
    charts: s.charts.length,
    dir: s.dir,
  };
}

/** The files a quick summary reads; a change to any of them (or to units.csv appearing) reads it again. */
const SUMMARY_FILES = ['game.yaml', 'units.yaml', 'charts.yaml', 'units.csv'];

let kept: DiskCache | undefined;

/** The quick summary, kept under the bytes of the files it reads: a warm list parses no YAML. */
function quickSummary(dir: string): GameSummary | undefined {
  const h = createHash('sha256').update('summary-1').update(dir);
  for (const name of SUMMARY_FILES) {
    const f = join(dir, name);
    const st = statSync(f, { throwIfNoEntry: false });
    // Left to the reader below, which refuses such a file with its message: hashing must not hang or read gigabytes.
    if (st && (!st.isFile() || st.size > MAX_DATA_FILE_BYTES)) return readSummary(dir);
    h.update(`\0${name}:${st ? st.size : 'none'}\0`);
    if (st) h.update(readFileSync(f));
  }
  const key = h.digest('hex');
  kept ??= new DiskCache('summaries', undefined, true);
  const known = kept.get<GameSummary>(key);
  if (known) return known;
  const read = readSummary(dir);
  if (read) kept.set(key, read);
  return read;
}

function readSummary(dir: string): GameSummary | undefined {
  if (existsSync(join(dir, 'units.csv'))) return undefined;
  const game = yamlData(join(dir, 'game.yaml'));
  if (!game) return undefined;
  const { title, mapKind, dice } = game;
  if (typeof title !== 'string' || typeof mapKind !== 'string' || typeof dice !== 'string') return undefined;
  if (!MAP_KINDS.has(mapKind)) return undefined;
  const units = listLength(join(dir, 'units.yaml'), 'units');
  const charts = listLength(join(dir, 'charts.yaml'), 'charts');
  if (units === undefined || charts === undefined) return undefined;
  return { title, mapKind, dice, units, charts, dir };
}

/** The file's top-level mapping, or undefined when it is missing or not one. */
function yamlData(file: string): Record<string, unknown> | undefined {
  if (!existsSync(file)) return undefined;
  const data = readYaml(file).source?.data;
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** How many items the file lists under `key`: 0 with no file, undefined when the file is not as expected. */
function listLength(file: string, key: string): number | undefined {
  if (!existsSync(file)) return 0;
  const list = yamlData(file)?.[key];
  if (list === undefined) return undefined;
  return Array.isArray(list) ? list.length : undefined;
}
