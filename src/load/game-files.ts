import { existsSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { z } from 'zod';
import { provenanceKinds, withDefaultProvenance } from '../model/schema/common.js';
import { suggest } from '../util/suggest.js';
import { problemAt, readYaml, type SourceFile } from './source-file.js';
import { zodProblems } from './zod-problems.js';
import { ScenarioError, type Problem } from './problem.js';
import { OWN_FILES_ONLY, outsideFolder } from './game-file.js';
import { bundledGameIds, DATA_ROOT } from './bundled.js';
import { fileKey, readFileCached, writeFileCached } from './scenario-cache.js';

// Reading a game folder's files one by one, each checked against its format: shared by the whole game's load
// (load-scenario.ts) and the charts-only load of a crt answer (load-charts.ts), which needs no other format.

/** A file's values checked against its format; its problems join the list. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  src: SourceFile,
  problems: Problem[],
): z.infer<S> | undefined {
  const result = schema.safeParse(src.data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...zodProblems(src, result.error));
  return undefined;
}

/**
 * Problems with a data file's place rather than its content: one that lies, or is a link, outside the game
 * folder is never read, so that a shared game cannot make Sandtable quote another file back in an error.
 */
export function ownFile(dir: string, file: string, problems: Problem[]): boolean {
  const why = outsideFolder(file, dir);
  if (why) problems.push({ file, path: [], message: `${why}; ${OWN_FILES_ONLY}` });
  return !why;
}

/**
 * A YAML file of the game, read and checked against its format; its problems join the list. A file whose bytes
 * parsed without a problem before comes from the per-file cache: after an edit to one file of a game only that file
 * is read and checked again, and the others' positions (wanted only to word a problem) are read when first asked.
 */
export function load<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  problems: Problem[],
): { value?: z.infer<S>; src?: SourceFile } {
  if (!ownFile(dir, file, problems)) return {};
  const key = fileKey(file, defaults);
  const kept = key === undefined ? undefined : readFileCached<z.infer<S>>(key);
  if (kept !== undefined) {
    const ahead = readAhead?.get(file)?.source;
    readAhead?.delete(file);
    return { value: kept, src: ahead ?? lazySource(file) };
  }
  const read = readAhead?.get(file) ?? readYaml(file);
  readAhead?.delete(file);
  const { source, problems: p } = read;
  problems.push(...p);
  if (!source) return {};
  const before = problems.length;
  const value = parseWith(schema, source, problems);
  if (key !== undefined && value !== undefined && problems.length === before && !p.length) writeFileCached(key, value);
  return { value, src: source };
}

/** A file's source whose text is read and parsed with positions only when its data or a position is asked for. */
function lazySource(file: string): SourceFile {
  let real: SourceFile | undefined;
  const get = (): SourceFile => (real ??= readYaml(file).source ?? { file, data: undefined, locate: () => ({}) });
  return {
    file,
    get data() {
      return get().data;
    },
    locate: (path) => get().locate(path),
  };
}

/**
 * A missing folder is most often a mistyped bundled id ("veritabel"), so the message names the nearest bundled
 * game and the whole list rather than only saying the path is absent.
 */
function missingGameMessage(dir: string): string {
  const ids = bundledGameIds();
  const near = suggest(basename(dir), ids);
  const hint = near ? ` (did you mean "${near}"?)` : '';
  return `no such game: neither a bundled game${hint} nor a folder; bundled games: ${ids.join(', ')}`;
}

/** Refuses, naming the folder, what is not a game folder: missing, a file, or without game.yaml. */
export function checkGameFolder(dir: string): void {
  if (!existsSync(dir)) throw new ScenarioError([{ file: dir, path: [], message: missingGameMessage(dir) }]);
  if (!statSync(dir).isDirectory())
    throw new ScenarioError([{ file: dir, path: [], message: 'is a file, not a game folder' }]);
  if (!existsSync(join(dir, 'game.yaml')))
    throw new ScenarioError([{ file: dir, path: [], message: 'is not a game folder: it has no game.yaml' }]);
}

/**
 * The game's `defaultProvenance`, read from game.yaml before any file is checked against the format, since
 * every file (game.yaml too) fills a value without provenance from it. A malformed one is left for the
 * format check to report.
 */
function defaultProvenanceOf(dir: string): z.infer<typeof provenanceKinds> | undefined {
  const file = join(dir, 'game.yaml');
  if (outsideFolder(file, dir)) return undefined;
  const read = readYaml(file);
  readAhead?.set(file, read);
  const { source } = read;
  const raw = (source?.data as { defaultProvenance?: unknown } | undefined)?.defaultProvenance;
  const parsed = provenanceKinds.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/**
 * A folder of one's own that keeps a bundled game's id (a copy of a bundled game's folder, say) would be taken for that
 * game wherever the id picks the game, and run its rules over the copy's units; so it is refused, at the id.
 */
export function claimedBundledId(dir: string, id: string, src: SourceFile): Problem[] {
  const own = join(DATA_ROOT, id);
  if (resolve(dir) === own || !bundledGameIds().includes(id)) return [];
  return [
    problemAt(
      src,
      ['id'],
      `"${id}" is the id of a bundled game; a game folder of your own needs its own id: ` +
        `rename it, e.g. "id: ${id}-copy" (letters, digits and hyphens), and name the folder to match`,
    ),
  ];
}

/**
 * game.yaml as read for its default provenance, handed on to the folder's parse rather than read and parsed a second
 * time (a tenth of a cold scenario load); set only while withGameDefaults runs.
 */
let readAhead: Map<string, ReturnType<typeof readYaml>> | undefined;

/** The game's default provenance while its folder is read, as a per-file cache key's context (a file's values
 * fall back on it). */
let defaults = '';

/** Runs a folder's parse with the game's default provenance, which every file's values fall back on. */
export function withGameDefaults<T>(dir: string, parse: () => T): T {
  if (!existsSync(join(dir, 'game.yaml'))) return parse();
  readAhead = new Map();
  try {
    const fallback = defaultProvenanceOf(dir);
    defaults = JSON.stringify(fallback ?? null);
    return withDefaultProvenance(fallback, parse);
  } finally {
    readAhead = undefined;
    defaults = '';
  }
}
