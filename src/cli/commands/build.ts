import type { Command } from 'commander';
import { join, relative, resolve } from 'node:path';
import type { FSWatcher } from 'node:fs';
import { bundledGameIds, resolveGameFolder } from '../../load/bundled.js';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Scenario } from '../../model/scenario.js';
import { PART_IDS, type PartId, type Part } from '../../parts/part.js';
import { readKitOptions, type KitOptions } from '../../print/options.js';
import { writeKit } from '../../print/write-kit.js';
import { configureFontconfig } from '../../print/fonts.js';
import { allCached, drawGame, kitFolder, loadParts, type GameKit } from './draw-kit.js';
import { readKitRecord, writeKitRecord } from './kit-record.js';
import type { DrawJob, DrawReply } from './build-worker.js';
import { ScenarioError, formatProblem, type Problem } from '../../load/problem.js';
import { folderDigest, partKey } from '../../print/part-cache.js';
import { DiskCache } from '../../util/disk-cache.js';
import type { Io } from '../io.js';
import { KeyedUsage, msg } from '../../assist/messages.js';

export interface BuildFlags {
  all?: boolean;
  watch?: boolean;
  only?: string;
  out?: string;
  [kit: string]: unknown;
}

function parseParts<T extends string>(value: string, allowed: readonly T[]): T[] {
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const i of items)
    if (!allowed.includes(i as T))
      throw new KeyedUsage(msg('refused.unknownPart', { part: i, parts: allowed.join(', ') }));
  return items as T[];
}

export function registerBuild(program: Command, io: Io): void {
  program
    .command('build')
    .description('build print-and-play kits into output/GAME/')
    .argument('[games...]', 'bundled game ids or game folders')
    .option('--all', 'build every bundled game')
    .option('--only <parts>', `comma-separated parts: ${PART_IDS.join(',')}`)
    .option('--paper <paper>', 'letter, a4, a3, tabloid (ledger), legal, or WxH (300x420mm, 11x17in)', 'letter')
    .option('--lang <lang>', 'en, or a locale the game has (its locales/LANG.yaml)', 'en')
    .option('--format <formats>', 'comma-separated: pdf,svg,png', 'pdf,svg')
    .option('--out <dir>', 'output folder (default ./output/GAME/ under the current folder)')
    .option('--strict', 'refuse to build when a text has characters the fonts cannot print')
    .option('--allow-misfit', 'print a map whose spaces are too small for their pieces, with a warning')
    .option('--counter-size <size>', 'counters: 1/2, 5/8, 3/4, 1 (inches), or 0.7in, 18mm, 5/8in')
    .option('--duplex <mode>', 'backs: long, short, fold or none')
    .option('--back-offset <x,y>', 'shift of the back side in mm, to correct a printer')
    .option('--bleed <mm>', 'bleed around each piece, in mm')
    .option('--gutter <mm>', 'space between pieces, in mm')
    .option('--card-size <size>', 'cards: poker, bridge, mini or WxH in mm')
    .option(
      '--card-layout <layout>',
      'cards: sheet (9-up with crop marks) or pod (one page per card, for print on demand)',
    )
    .option('--card-backs <shade>', 'cards: dark (the deck colour edge to edge) or light (a pale tint, less ink)')
    .option('--template <file>', 'a handlebars SVG template to use instead of the bundled one')
    .option(
      '--tile <mode>',
      'map: auto (tile a map larger than the paper), off (one sheet of --paper; fails if larger) ' +
        'or full (one page the size of the map)',
    )
    .option('--watch', 'keep running: rebuild the parts a saved change touches (one game)')
    .action(async (games: string[], flags: BuildFlags) => {
      if (flags.all && games.length) throw new KeyedUsage(msg('refused.gamesOrAll'));
      const targets = flags.all ? bundledGameIds() : games;
      if (!targets.length) throw new KeyedUsage(msg('refused.nameAGame'));
      if (flags.out && targets.length > 1) throw new KeyedUsage(msg('refused.outOneGame'));
      const parts = flags.only ? parseParts(flags.only, PART_IDS) : [...PART_IDS];
      if (flags.watch) {
        if (targets.length !== 1) throw new KeyedUsage(msg('refused.watchOneGame'));
        return watchBuild(resolveGameFolder(targets[0]), parts, flags, io);
      }
      await buildOnce(targets, parts, flags, io);
    });
}

/** One build of the named games' parts: every part drawn in memory, then each kit written whole. */
async function buildOnce(targets: string[], parts: PartId[], flags: BuildFlags, io: Io): Promise<string[]> {
  // Every option is read before anything is drawn or written: a bad --duplex fails the whole build.
  const kit = readKitOptions(flags);
  const dirs = targets.map((g) => resolveGameFolder(g));
  // Each game folder is read and hashed once, for its record, its warnings and every part's key.
  const folders = dirs.map((d) => folderDigest(d));
  // A game built before from these very inputs is read back whole: its data is neither read nor checked again.
  const records = dirs.map((d, i) => readKitRecord(d, folders[i], kit, parts));
  const drawn = dirs.flatMap((_, i) => (records[i] ? [] : [i]));
  const scenarios: Scenario[] = [];
  if (drawn.length) {
    const { loadScenario } = await import('../../load/load-scenario.js');
    for (const i of drawn) scenarios[i] = loadScenario(dirs[i]);
  }
  for (const i of drawn) {
    const s = scenarios[i];
    if (kit.lang !== 'en' && !s.locales[kit.lang])
      throw new KeyedUsage(
        msg('refused.noLocale', { game: s.id, lang: kit.lang, langs: ['en', ...Object.keys(s.locales)].join(', ') }),
      );
  }
  // Text the fonts cannot draw would print as empty boxes: said before anything is drawn.
  const warned: Problem[][] = [];
  for (const i of dirs.keys()) {
    const warnings = records[i]?.record.warnings ?? (await gameWarnings(scenarios[i], folders[i]));
    warned[i] = warnings;
    for (const p of warnings) io.err(`warning: ${formatProblem(p)}`);
    if (flags.strict && warnings.length) throw new ScenarioError(warnings);
  }
  const gameLines: string[][] = records.map((r) => r?.record.lines ?? []);
  const settled: PromiseSettledResult<GameKit>[] = [];
  for (const [i, r] of records.entries())
    if (r)
      settled[i] = {
        status: 'fulfilled',
        value: { outDir: kitFolder(r.record.id, flags.out), parts: r.parts, kept: null },
      };
  if (drawn.length) {
    const loaded = await loadParts(parts);
    const some = drawn.map((i) => scenarios[i]);
    const result = await drawGames(
      some,
      parts,
      loaded,
      kit,
      flags,
      drawn.map((i) => folders[i]),
    );
    for (const [j, i] of drawn.entries()) {
      gameLines[i] = result.lines[j];
      settled[i] = result.settled[j];
    }
  }
  // Each game's lines in the order the games were named; a game that failed still says how far it got.
  for (const lines of gameLines) for (const line of lines) io.err(line);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  const kits = settled.map((r) => (r as PromiseFulfilledResult<GameKit>).value);
  for (const i of drawn)
    writeKitRecord(
      dirs[i],
      folders[i],
      kit,
      parts,
      { id: scenarios[i].id, warnings: warned[i], lines: gameLines[i] },
      kits[i].kept,
    );
  // What a player does next: which sheets to print, how many pages, and which one first.
  let total = 0;
  for (const k of kits) {
    if (!k.parts.length) continue;
    const { written, replaced } = await writeKit(k.outDir, k.parts);
    for (const f of replaced) io.err(`note: replaced ${relative(process.cwd(), f)}, which Sandtable had not written`);
    const pdfs = k.parts.flatMap((p) => p.files).filter((f) => f.pages !== undefined);
    const pages = pdfs.filter((f) => !f.first).reduce((n, f) => n + (f.pages ?? 0), 0);
    total += pages;
    const shown = relative(process.cwd(), k.outDir) || '.';
    io.out(`${shown}/: ${written.length} file${written.length === 1 ? '' : 's'}, ${pages} pages to print`);
    const width = Math.max(...pdfs.map((f) => String(f.pages).length));
    for (const f of [...pdfs.filter((x) => x.first), ...pdfs.filter((x) => !x.first)]) {
      const count = `${String(f.pages).padStart(width)} page${f.pages === 1 ? ' ' : 's'}`;
      const why = typeof f.first === 'string' ? f.first : 'it shows how your printer turns the paper';
      const note = f.first ? `  print first: ${why}` : '';
      io.out(`  ${count}  ${relative(process.cwd(), join(k.outDir, f.name))}${note}`);
    }
  }
  if (kits.length > 1) io.out(`${total} pages to print for ${kits.length} games`);
  if (!kits.some((k) => k.parts.length))
    io.out('No files written: every game validated; the parts asked for have nothing to make.');
  return kits.map((k) => k.outDir);
}

let warningCache: DiskCache | undefined;

/**
 * What a build warns of before drawing a game: its data, its locales' words, and text the fonts cannot draw. Kept
 * like a part, under the hash of the game folder, Sandtable's code and the working folder (a warning names the
 * game's folder as typed from there): a rebuild of unchanged data neither loads the checks nor the game's rules
 * hooks that the locale check reads.
 */
async function gameWarnings(s: Scenario, folder: string | null): Promise<Problem[]> {
  const where: { template?: string; cwd: string } = { cwd: process.cwd() };
  const key = partKey('warnings', s.dir, where, folder);
  warningCache ??= new DiskCache('warnings');
  const kept = key === undefined ? undefined : warningCache.get<Problem[]>(key);
  if (kept) return kept;
  const [{ scenarioWarnings }, { localeWarnings }, { localeWordWarnings }, { undrawableText }] = await Promise.all([
    import('../../load/validate/warnings.js'),
    import('../../print/locale-check.js'),
    import('../locale-words.js'),
    import('../../print/glyph-check.js'),
  ]);
  const warnings = [
    ...scenarioWarnings(s),
    ...localeWarnings(s),
    ...(await localeWordWarnings(s)),
    ...undrawableText(s),
  ];
  if (key !== undefined) warningCache.set(key, warnings);
  return warnings;
}

/** A guess at a game's drawing time, to hand the heaviest out first: area maps are laid out, cards drawn. */
const weight = (s: Scenario) => 1 + (s.map?.kind === 'area' ? 1 : 0) + (s.cards ? 1 : 0);

/**
 * Every part of every game is drawn in memory before the first byte is written: a part that fails leaves no kit
 * half-made, and each game's kit then reaches the disk whole (print/write-kit). With two games or more to draw and
 * a second core, a worker thread draws some of them beside the main thread, each taking the next game from one
 * queue (the heaviest first) when it is free. A game the worker cannot draw comes back and is drawn here, so its
 * error reads as without the worker. Each game's lines are held and printed in order.
 */
async function drawGames(
  scenarios: Scenario[],
  parts: PartId[],
  loaded: Map<PartId, Part>,
  kit: KitOptions,
  flags: BuildFlags,
  folders: (string | null)[],
): Promise<{ lines: string[][]; settled: PromiseSettledResult<GameKit>[] }> {
  const lines = scenarios.map((s) => [`${s.id}: ${s.game.title}`]);
  const settled: PromiseSettledResult<GameKit>[] = [];
  const here = async (i: number) => {
    try {
      settled[i] = {
        status: 'fulfilled',
        value: await drawGame(scenarios[i], parts, loaded, kit, flags.out, lines[i], folders[i]),
      };
    } catch (reason) {
      settled[i] = { status: 'rejected', reason };
    }
  };
  // Games whose every part is in the part cache are read back at once; the others are drawn.
  const cached = new Set(scenarios.flatMap((s, i) => (allCached(s, parts, loaded, kit, folders[i]) ? [i] : [])));
  const queue = scenarios
    .map((_, i) => i)
    .filter((i) => !cached.has(i))
    .sort((a, b) => weight(scenarios[b]) - weight(scenarios[a]));
  const workers = Math.min(availableParallelism() - 1, queue.length - 1, 3);
  const script = new URL('./build-worker.js', import.meta.url);
  if (workers < 1 || !existsSync(script)) {
    // The games are drawn side by side: much of a part's time is rasterising in sharp's threads, and another
    // game's drawing fills the wait.
    await Promise.all(scenarios.map((_, i) => here(i)));
    return { lines, settled };
  }
  // The worker's fonts are the main thread's: fontconfig reads the process's environment once.
  configureFontconfig();
  const handBack: number[] = [];
  const viaWorker = async () => {
    const worker = new Worker(script, { workerData: { parts, flags: { ...flags }, out: flags.out } });
    worker.unref();
    let i: number | undefined;
    try {
      while ((i = queue.shift()) !== undefined) {
        const reply = await ask(worker, { index: i, dir: scenarios[i].dir, folder: folders[i] });
        if ('failed' in reply) handBack.push(i);
        else {
          lines[i].push(...reply.lines);
          settled[i] = { status: 'fulfilled', value: reply.kit };
        }
      }
    } catch {
      if (i !== undefined) handBack.push(i);
    } finally {
      void worker.terminate();
    }
  };
  const mainThread = async () => {
    for (const i of cached) await here(i);
    let i: number | undefined;
    while ((i = queue.shift()) !== undefined) await here(i);
  };
  // The workers are started first: the main thread's drawing may hold it for a while before it first waits.
  const running = Array.from({ length: workers }, viaWorker);
  await Promise.all([...running, mainThread()]);
  for (const i of handBack) await here(i);
  return { lines, settled };
}

/** One game for the worker, and its answer; rejects when the worker stops or fails. */
function ask(worker: Worker, job: DrawJob): Promise<DrawReply> {
  return new Promise((resolve, reject) => {
    const done = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (m: DrawReply) => {
      done();
      resolve(m);
    };
    const onError = (e: unknown) => {
      done();
      reject(e);
    };
    const onExit = (code: number) => onError(new Error(`the build worker stopped (${code})`));
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job);
  });
}

/** The parts a saved file can change: what reads it. Anything else (game.yaml, a locale) changes them all. */
function partsTouched(file: string): PartId[] | undefined {
  const f = file.replace(/\\/g, '/');
  if (/^units\.(ya?ml|csv)$/.test(f)) return ['counters', 'roster', 'vassal', 'companion'];
  if (f === 'map.yaml') return ['map', 'vassal', 'companion'];
  if (f === 'charts.yaml') return ['aids', 'vassal', 'companion'];
  if (f === 'cards.yaml') return ['cards', 'vassal', 'companion'];
  if (f === 'rosters.yaml') return ['roster', 'vassal'];
  if (/^templates\/(counter-|.*\.png$|.*\.jpe?g$)/.test(f)) return ['counters', 'roster', 'vassal'];
  if (/^templates\/(card-|insignia\/)/.test(f)) return ['cards', 'vassal'];
  if (/^templates\/roster/.test(f)) return ['roster'];
  return undefined;
}

/** A game folder has a few folders (templates, art, locales); a bound keeps a mistaken one from exhausting watches. */
const MAX_WATCHED_FOLDERS = 256;

/** What a watching build tells its host (the preview) after each build. */
export interface WatchHooks {
  /** A build wrote the kit into this folder. */
  built?(kitDir: string): void;
  /** A build failed with these lines (problems or the error), the last good kit left on disk. */
  failed?(lines: string[]): void;
  /** Called when Ctrl+C stops the watch, before it returns. */
  stopping?(): void;
}

/**
 * --watch: builds once, then rebuilds whenever a file of the game folder is saved, only the parts that file
 * touches (a units.yaml saved rebuilds the counters, not the map). Saves that come together are one rebuild. A
 * mistake in the data is printed and the watch goes on; the last good kit stays on disk.
 */
export async function watchBuild(
  dir: string,
  all: PartId[],
  flags: BuildFlags,
  io: Io,
  hooks: WatchHooks = {},
): Promise<void> {
  const { existsSync, readdirSync, statSync, watch } = await import('node:fs');
  const run = async (parts: PartId[], why: string) => {
    const started = performance.now();
    try {
      const kits = await buildOnce([dir], parts, flags, io);
      io.err(`watch: ${why}: rebuilt ${parts.join(', ')} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
      hooks.built?.(kits[0]);
    } catch (e) {
      const lines =
        e instanceof ScenarioError ? e.problems.map((p) => formatProblem(p)) : [`sandtable: ${(e as Error).message}`];
      lines.forEach((l) => io.err(l));
      io.err(`watch: ${why}: not rebuilt; fix it and save again`);
      hooks.failed?.(lines);
    }
  };
  await run(all, 'first build');
  const out = resolve(process.cwd(), flags.out ?? 'output');
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  // The kit's own files, hidden files and editors' backups are no saved change.
  const ignored = (rel: string) =>
    join(dir, rel).startsWith(out) || rel.split(/[\\/]/).some((p) => p.startsWith('.')) || /~$|\.swp$/.test(rel);
  const saved = (rel: string) => {
    pending.add(rel);
    clearTimeout(timer);
    timer = setTimeout(() => {
      // A file that came and went (sed's and some editors' temporary files) is no change, unless the game reads it.
      const files = [...pending].filter((f) => existsSync(join(dir, f)) || partsTouched(f));
      pending = new Set();
      const touched = new Set<PartId>();
      for (const f of files) for (const p of partsTouched(f) ?? all) touched.add(p);
      const parts = all.filter((p) => touched.has(p));
      if (!parts.length) return;
      running = running.then(() => run(parts, `${files.join(', ')} saved`));
    }, 50);
  };
  // Each folder is watched, not each file: an editor that saves by writing a new file and renaming it over the
  // old one (vim, sed -i, "safe write") replaces the file, and a watch on the old file would hear nothing more.
  const watchers = new Map<string, FSWatcher>();
  const watchFolder = (rel: string) => {
    const abs = join(dir, rel);
    if (watchers.has(abs) || watchers.size >= MAX_WATCHED_FOLDERS || (rel && ignored(rel))) return;
    try {
      const w = watch(abs, (_event, name) => {
        if (!name) return;
        const file = rel ? join(rel, name) : name;
        if (ignored(file)) return;
        if (statSync(join(dir, file), { throwIfNoEntry: false })?.isDirectory()) watchFolder(file);
        else saved(file);
      });
      w.on('error', () => {
        w.close();
        watchers.delete(abs);
      });
      watchers.set(abs, w);
      for (const e of readdirSync(abs, { withFileTypes: true })) if (e.isDirectory()) watchFolder(join(rel, e.name));
    } catch {
      // A folder gone between listing and watching is no longer part of the game.
    }
  };
  watchFolder('');
  io.err(`watch: watching ${relative(process.cwd(), dir) || '.'} (Ctrl+C to stop)`);
  await new Promise<void>((done) => {
    process.once('SIGINT', () => {
      for (const w of watchers.values()) w.close();
      clearTimeout(timer);
      hooks.stopping?.();
      done();
    });
  });
}
