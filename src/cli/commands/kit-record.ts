import type { PartId } from '../../parts/part.js';
import type { Problem } from '../../load/problem.js';
import type { KitOptions } from '../../print/options.js';
import type { KitPartFiles } from '../../print/write-kit.js';
import { partKey, readPart } from '../../print/part-cache.js';
import { DiskCache } from '../../util/disk-cache.js';
import type { KeptPart } from './draw-kit.js';

/**
 * What one build of a game printed and made, kept under the hash of everything it came from: the game folder byte
 * for byte, the kit options and parts asked for, Sandtable's code, and the working folder (a warning names the
 * game's folder as typed from there). A rebuild of unchanged data reads its lines and its parts' files back
 * (the files from the part cache, where the build left them) without reading the game's data, checking it, or
 * loading any part's code: that is most of a warm build's time.
 */
export interface KitRecord {
  id: string;
  warnings: Problem[];
  /** The game's lines as the build said them, its title line first. */
  lines: string[];
  parts: KeptPart[];
}

let records: DiskCache | undefined;

function recordKey(
  gameDir: string,
  folder: string | null,
  kit: KitOptions,
  parts: readonly PartId[],
): string | undefined {
  const inputs = { ...kit, parts, cwd: process.cwd() };
  return partKey('kit', gameDir, inputs, folder);
}

/** The record of this very build and its parts' files, or undefined when any of it is missing. */
export function readKitRecord(
  gameDir: string,
  folder: string | null,
  kit: KitOptions,
  parts: readonly PartId[],
): { record: KitRecord; parts: KitPartFiles[] } | undefined {
  const key = recordKey(gameDir, folder, kit, parts);
  if (key === undefined) return undefined;
  records ??= new DiskCache('kits');
  const record = records.get<KitRecord>(key);
  if (!record) return undefined;
  const files: KitPartFiles[] = [];
  for (const p of record.parts) {
    const hit = readPart(p.cacheKey);
    // A part dropped from the cache (it is bounded) or damaged: the game is drawn as if never built.
    if (!hit || hit.files.length !== p.names.length) return undefined;
    files.push({ key: p.key, files: hit.files.map((f, i) => ({ ...f, name: p.names[i] })) });
  }
  return { record, parts: files };
}

/** Keeps a game's record once it is drawn; a part without a cache key leaves the game unrecorded. */
export function writeKitRecord(
  gameDir: string,
  folder: string | null,
  kit: KitOptions,
  parts: readonly PartId[],
  record: Omit<KitRecord, 'parts'>,
  kept: KeptPart[] | null,
): void {
  const key = recordKey(gameDir, folder, kit, parts);
  if (key === undefined || kept === null) return;
  records ??= new DiskCache('kits');
  records.set(key, { ...record, parts: kept });
}
