import { join } from 'node:path';
import type { Scenario } from '../../model/scenario.js';
import type { BuildOptions, Part, PartId, ProcedureSketch } from '../../parts/part.js';
import { PART_LOADERS } from '../../parts/registry.js';
import type { KitOptions } from '../../print/options.js';
import type { KitFile, KitPartFiles } from '../../print/write-kit.js';
import { DEFAULT_PAPER, counterSizeTag, kitFileName } from '../../print/file-name.js';
import { gameCounterSize } from '../../print/footprint.js';
import { folderDigest, hasPart, partKey, readPart, writePart } from '../../print/part-cache.js';

/** Parts whose files carry the counter size in their names when it is not the game's own (counterSizeTag). */
const SIZED = new Set<string>(['counters', 'map']);

/** A game's procedures as its screens describe them; the rules are loaded only for a part that asks. */
async function procedureSketches(s: Scenario): Promise<ProcedureSketch[]> {
  const { gameProcedures } = await import('../../games/game-procedures.js');
  return (await gameProcedures(s)).map(({ procedure: p, declared }) => ({
    game: p.game,
    verb: p.verb,
    title: p.title,
    rule: p.rule,
    fields: p.fields,
    declared,
  }));
}

/** One game's kit, drawn in memory: where it goes and each part's files. */
export interface GameKit {
  outDir: string;
  parts: KitPartFiles[];
  /**
   * Where each part's files are kept in the part cache, and the names they were given, so a rebuild of the same
   * inputs can read the whole kit back without loading the game (kit-record.ts); null when a part had no key.
   */
  kept: KeptPart[] | null;
  /** The part each of `parts` is, in the same order (a kit read back whole from its record has none). */
  ids?: PartId[];
}

/** One built part as the kit record finds it again: its kit key, its part-cache key and its files' names. */
export interface KeptPart {
  key: string;
  cacheKey: string;
  names: string[];
}

/** Where a game's kit goes: --out, or output/GAME/ under the working folder. */
export function kitFolder(id: string, out: string | undefined): string {
  // Where the user works, not inside Sandtable's checkout (which is where the README's set-up runs).
  return out ?? join(process.cwd(), 'output', id);
}

/** The generators of the parts asked for; a part with none yet is left out (and said so per game). */
export async function loadParts(parts: readonly PartId[]): Promise<Map<PartId, Part>> {
  const loaded = new Map<PartId, Part>();
  for (const id of parts) {
    const loader = PART_LOADERS[id];
    if (loader) loaded.set(id, await loader());
  }
  return loaded;
}

/** Whether every part asked for of this game is already in the part cache (nothing to draw). */
export function allCached(
  s: Scenario,
  parts: readonly PartId[],
  loaded: Map<PartId, Part>,
  kit: KitOptions,
  folderHash?: string | null,
): boolean {
  let folder: string | null | undefined = folderHash;
  return parts.every((id) => {
    const part = loaded.get(id);
    if (!part || part.skipReason(s)) return true;
    if (folder === undefined) folder = folderDigest(s.dir);
    const key = partKey(id, s.dir, kit, folder);
    return key !== undefined && hasPart(key);
  });
}

/**
 * Draws one game's parts in memory, saying what each made into `lines` (so a game that fails still says how far it
 * got). A part already built from these very inputs (game folder, options, Sandtable's code) is read back.
 */
export async function drawGame(
  s: Scenario,
  parts: readonly PartId[],
  loaded: Map<PartId, Part>,
  kit: KitOptions,
  out: string | undefined,
  lines: string[],
  folderHash?: string | null,
): Promise<GameKit> {
  const say = (line: string) => lines.push(line);
  const outDir = kitFolder(s.id, out);
  const built: KitPartFiles[] = [];
  const ids: PartId[] = [];
  let kept: KeptPart[] | null = [];
  const counterTag = counterSizeTag(kit.counterSize?.label, gameCounterSize(s).label);
  // The game folder is read and hashed once for all its parts' keys (by the caller, when it has already).
  let folder: string | null | undefined = folderHash;
  for (const id of parts) {
    const part = loaded.get(id);
    if (!part) {
      say(`  ${id}: not built yet: this part of the kit has no generator in this version`);
      continue;
    }
    const skip = part.skipReason(s);
    if (skip) {
      say(`  ${id}: skipped (${skip})`);
      continue;
    }
    if (folder === undefined) folder = folderDigest(s.dir);
    const key = partKey(id, s.dir, kit, folder);
    const hit = key ? readPart(key) : undefined;
    let made: KitFile[];
    if (hit) {
      for (const m of hit.said) say(`  ${id}: ${m}`);
      made = hit.files;
    } else {
      const said: string[] = [];
      const options: BuildOptions = {
        ...kit,
        progress: (m) => {
          said.push(m);
          say(`  ${id}: ${m}`);
        },
        procedures: procedureSketches,
      };
      made = await part.build(s, options);
      if (key) writePart(key, { files: made, said });
    }
    // Parts name their files as for English on letter; the language and paper join the name here, once.
    const files = made.map((f) => ({ ...f, name: kitFileName(f.name, kit.lang, kit.paper, counterTag) }));
    say(`  ${id}: ${files.length} file${files.length === 1 ? '' : 's'}`);
    const paperKey = kit.paper === DEFAULT_PAPER ? '' : `-${kit.paper}`;
    const partFiles = { key: `${id}-${kit.lang}${paperKey}${SIZED.has(id) ? counterTag : ''}`, files };
    built.push(partFiles);
    ids.push(id);
    if (key) kept?.push({ key: partFiles.key, cacheKey: key, names: files.map((f) => f.name) });
    else kept = null;
  }
  return { outDir, parts: built, kept, ids };
}

/**
 * One game's kit drawn in pieces (each a drawGame of some of its parts, maybe on different threads) as drawGame
 * draws it whole: the parts, their files and their lines in the order `parts` names them. Every line drawGame says
 * starts with its part's id ("  map: …"), which places it.
 */
export function joinPieces(
  parts: readonly PartId[],
  pieces: readonly { lines: readonly string[]; kit: GameKit }[],
): { lines: string[]; kit: GameKit } {
  const lines: string[] = [];
  const built: KitPartFiles[] = [];
  const ids: PartId[] = [];
  let kept: KeptPart[] | null = [];
  for (const id of parts)
    for (const p of pieces) {
      for (const line of p.lines) if (line.startsWith(`  ${id}: `)) lines.push(line);
      const k = p.kit.ids?.indexOf(id) ?? -1;
      if (k < 0) continue;
      built.push(p.kit.parts[k]!);
      ids.push(id);
      const at = p.kit.kept?.find((x) => x.key === p.kit.parts[k]!.key);
      if (kept && at) kept.push(at);
    }
  if (pieces.some((p) => p.kit.kept === null)) kept = null;
  return { lines, kit: { outDir: pieces[0]!.kit.outDir, parts: built, kept, ids } };
}
