import type { Command } from 'commander';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { allCached, drawGame, joinPieces, kitFolder, loadParts, type GameKit } from './draw-kit.js';
import { readKitRecord, writeKitRecord } from './kit-record.js';
import type { DrawJob, DrawOffer, DrawReply } from './build-worker.js';
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
    .option(
      '--card-backs <shade>',
      'cards: light (a pale tint that spares the ink, the default) or dark (the deck colour edge to edge)',
    )
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
  // With two games or more to draw, the worker starts now: it loads its code on the second core while this thread
  // reads the games, and draws each game it is handed as soon as that game is read. Nothing it draws is written
  // unless the whole build gets that far, so a game refused below refuses the build exactly as before.
  const pool = drawn.length >= 2 ? openPool(parts, flags, drawn.length - 1, 2 * drawn.length) : undefined;
  try {
    return await buildDrawn(dirs, folders, records, drawn, pool, parts, kit, flags, io);
  } finally {
    pool?.close();
  }
}

/** buildOnce, once the kit records are read: `drawn` are the games to draw, `pool` the worker when there is one. */
async function buildDrawn(
  dirs: string[],
  folders: (string | null)[],
  records: ReturnType<typeof readKitRecord>[],
  drawn: number[],
  pool: Pool | undefined,
  parts: PartId[],
  kit: KitOptions,
  flags: BuildFlags,
  io: Io,
): Promise<string[]> {
  const scenarios: Scenario[] = [];
  // The pieces of games offered to the workers, by number.
  const pieces: Piece[] = [];
  // The parts' code first when a worker may take games: a game is handed to it only when not all read back.
  const loaded = pool ? await loadParts(parts) : undefined;
  if (drawn.length) {
    const { loadScenario } = await import('../../load/load-scenario.js');
    for (const i of drawn) {
      scenarios[i] = loadScenario(dirs[i]);
      if (pool && !allCached(scenarios[i], parts, loaded!, kit, folders[i]))
        for (const p of gamePieces(scenarios[i], parts)) {
          const index = pieces.push({ game: i, parts: p.parts }) - 1;
          pool.offer({ index, dir: scenarios[i].dir, folder: folders[i], parts: p.parts }, p.weight);
        }
    }
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
    const result = await drawGames(
      scenarios,
      drawn,
      parts,
      loaded ?? (await loadParts(parts)),
      kit,
      flags,
      folders,
      pool,
      pieces,
    );
    for (const i of drawn) {
      gameLines[i] = result.lines[i]!;
      settled[i] = result.settled[i]!;
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
 * like a part, under the hash of the game folder and Sandtable's code: a rebuild of unchanged data neither loads the
 * checks nor the game's rules hooks that the locale check reads. A list of warnings is kept per working folder too
 * (one names the game's folder as typed from there); no warning at all holds from anywhere, so it is kept without the
 * folder, and `npm run build` ships it for each bundled game (bin/cache-seed.cjs): their first build on a machine
 * loads no checks (80-120 ms of CPU a game).
 */
async function gameWarnings(s: Scenario, folder: string | null): Promise<Problem[]> {
  const anywhere = partKey('warnings', s.dir, {}, folder);
  const where: { template?: string; cwd: string } = { cwd: process.cwd() };
  const here = partKey('warnings', s.dir, where, folder);
  warningCache ??= new DiskCache('warnings', undefined, true);
  const kept =
    (anywhere === undefined ? undefined : warningCache.get<Problem[]>(anywhere)) ??
    (here === undefined ? undefined : warningCache.get<Problem[]>(here));
  if (kept) return kept;
  const [{ scenarioWarnings }, { localeWarnings }, { undrawableText }] = await Promise.all([
    import('../../load/validate/warnings.js'),
    import('../../print/locale-check.js'),
    import('../../print/glyph-check.js'),
  ]);
  // The word check reads every part's words, the message catalogue and the rules' hooks: loaded only for a game
  // with a locale to check (it checks each language but English), as it says nothing of an English-only game.
  const warnings = [...scenarioWarnings(s), ...localeWarnings(s)];
  if (Object.keys(s.locales).some((lang) => lang !== 'en'))
    warnings.push(...(await (await import('../locale-words.js')).localeWordWarnings(s)));
  warnings.push(...undrawableText(s));
  const key = warnings.length ? here : anywhere;
  if (key !== undefined) warningCache.set(key, warnings);
  return warnings;
}

/** Some of one game's parts, drawn on whichever thread takes them first. */
interface Piece {
  game: number;
  parts: PartId[];
}

/**
 * Every part of every game is drawn in memory before the first byte is written: a part that fails leaves no kit
 * half-made, and each game's kit then reaches the disk whole (print/write-kit). With two games or more to draw and
 * a second core, a worker thread (the pool, started before the games were read) draws beside the main thread: each
 * game is offered in pieces (the parts that share the map's drawing, and the others) and each thread takes the
 * heaviest piece waiting when it is free. A game whose piece fails anywhere, or comes back undrawn, is drawn again
 * whole here, so its error and its lines read as without the worker. Each game's lines are held and printed in
 * order. `drawn` are the indices of the games to draw; the answers are at the same indices.
 */
async function drawGames(
  scenarios: Scenario[],
  drawn: number[],
  parts: PartId[],
  loaded: Map<PartId, Part>,
  kit: KitOptions,
  flags: BuildFlags,
  folders: (string | null)[],
  pool: Pool | undefined,
  pieces: Piece[] = [],
): Promise<{ lines: string[][]; settled: PromiseSettledResult<GameKit>[] }> {
  const heading = (i: number) => [`${scenarios[i].id}: ${scenarios[i].game.title}`];
  const lines: string[][] = [];
  for (const i of drawn) lines[i] = heading(i);
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
  if (!pool) {
    // The games are drawn side by side: much of a part's time is rasterising in sharp's threads, and another
    // game's drawing fills the wait.
    await Promise.all(drawn.map((i) => here(i)));
    return { lines, settled };
  }
  // Games whose every part is in the part cache were never offered to the worker: they are read back here first.
  const offered = new Set(pieces.map((p) => p.game));
  for (const i of drawn) if (!offered.has(i)) await here(i);
  const done: ({ lines: string[]; kit: GameKit } | undefined)[] = [];
  let n: number | undefined;
  while ((n = pool.takeHere()) !== undefined) {
    const piece = pieces[n]!;
    const s = scenarios[piece.game];
    const said: string[] = [];
    try {
      done[n] = { lines: said, kit: await drawGame(s, piece.parts, loaded, kit, flags.out, said, folders[piece.game]) };
    } catch {
      // Drawn again whole below, to fail as it fails alone.
    }
  }
  const { replies, handBack } = await pool.finish();
  for (const [k, reply] of replies) if (!handBack.includes(k)) done[k] = { lines: reply.lines, kit: reply.kit };
  for (const i of offered) {
    const mine = pieces.flatMap((p, k) => (p.game === i ? [done[k]] : []));
    if (mine.every((d) => d !== undefined)) {
      const whole = joinPieces(parts, mine);
      lines[i]!.push(...whole.lines);
      settled[i] = { status: 'fulfilled', value: whole.kit };
    } else {
      lines[i] = heading(i);
      await here(i);
    }
  }
  return { lines, settled };
}

/** The parts that draw from the map's drawing (made once a process and shared): kept in one piece of a game. */
const DRAWING_PARTS = new Set<PartId>(['map', 'companion', 'vassal']);

/**
 * A game's parts as the pieces the threads take, with a guess at each one's drawing time (the heaviest are handed
 * out first): the parts that share the map's drawing, and the others. An area map is laid out, cards drawn.
 */
function gamePieces(s: Scenario, parts: readonly PartId[]): { parts: PartId[]; weight: number }[] {
  const drawing = parts.filter((p) => DRAWING_PARTS.has(p));
  const rest = parts.filter((p) => !DRAWING_PARTS.has(p));
  return [
    { parts: drawing, weight: s.map ? (s.map.kind === 'area' ? 3 : 2) : 0.3 },
    { parts: rest, weight: 0.5 + (s.cards ? 0.3 : 0) },
  ].filter((p) => p.parts.length);
}

/**
 * The build workers and the pieces they take: every piece offered is told to every worker as soon as its game is
 * read, and each thread (the main one once it has read every game) takes the heaviest piece no one has, marking it
 * in `claims`, shared memory: a worker never waits for the main thread to hand it work.
 */
interface Pool {
  offer(job: DrawJob, weight: number): void;
  /** The heaviest piece still waiting, now the main thread's to draw; undefined when none waits. */
  takeHere(): number | undefined;
  /** Waits for the workers' pieces: the kits they drew, and the pieces they handed back undrawn. */
  finish(): Promise<{ replies: Map<number, Extract<DrawReply, { kit: GameKit }>>; handBack: number[] }>;
  /** Stops the workers (a build refused before drawing, or done). */
  close(): void;
}

/** The main thread's mark in `claims`; worker k marks its pieces k + 2. */
const MAIN = 1;

function openPool(parts: PartId[], flags: BuildFlags, most: number, pieces: number): Pool | undefined {
  const count = Math.min(availableParallelism() - 1, most, 3);
  // The worker's file has this file's extension: .cjs in the CLI bundle, .js as compiled by tsc.
  const script = new URL(`./build-worker.${import.meta.url.endsWith('.cjs') ? 'cjs' : 'js'}`, import.meta.url);
  if (count < 1 || !existsSync(script)) return undefined;
  // The worker's fonts are the main thread's: fontconfig reads the process's environment once.
  configureFontconfig();
  const claims = new Int32Array(new SharedArrayBuffer(4 * Math.max(1, pieces)));
  const waiting: { job: DrawJob; weight: number }[] = [];
  const replies = new Map<number, Extract<DrawReply, { kit: GameKit }>>();
  const failed = new Set<number>();
  // Started by bin/code-cache.cjs, the worker starts through it too, compiling with the code saved for the bundle.
  const loader = (globalThis as { [k: symbol]: unknown })[Symbol.for('sandtable.code-cache')];
  const workers = Array.from({ length: count }, (_, k) => {
    const workerData = { parts, flags: { ...flags }, out: flags.out, claims, me: k + 2 };
    const worker =
      typeof loader === 'string'
        ? new Worker(`require(${JSON.stringify(loader)}).runFile(${JSON.stringify(fileURLToPath(script))})`, {
            eval: true,
            workerData,
          })
        : new Worker(script, { workerData });
    // Held only while the main thread waits for it (finish): a build refused early does not wait for it to stop.
    worker.unref();
    // Settles when the worker says it takes no more pieces, stops, or fails; its replies are kept as they come.
    const ended = new Promise<void>((resolve) => {
      worker.on('message', (m: DrawReply) => {
        if ('done' in m) resolve();
        else if ('failed' in m) failed.add(m.index);
        else replies.set(m.index, m);
      });
      worker.on('error', () => resolve());
      worker.on('exit', () => resolve());
    });
    return { worker, ended };
  });
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    for (const w of workers) {
      w.worker.postMessage(null satisfies DrawOffer);
    }
  };
  return {
    offer(job, weight) {
      waiting.push({ job, weight });
      for (const w of workers) w.worker.postMessage({ job, weight } satisfies DrawOffer);
    },
    takeHere() {
      for (;;) {
        if (!waiting.length) return undefined;
        let best = 0;
        for (let k = 1; k < waiting.length; k++) if (waiting[k]!.weight > waiting[best]!.weight) best = k;
        const { job } = waiting.splice(best, 1)[0]!;
        if (Atomics.compareExchange(claims, job.index, 0, MAIN) === 0) return job.index;
      }
    },
    async finish() {
      close();
      for (const w of workers) w.worker.ref();
      await Promise.all(workers.map((w) => w.ended));
      // A piece a worker took and did not draw (it failed, or the worker stopped) is drawn on the main thread.
      const handBack: number[] = [];
      for (let i = 0; i < claims.length; i++) {
        const by = Atomics.load(claims, i);
        if (by > MAIN && (failed.has(i) || !replies.has(i))) handBack.push(i);
      }
      for (const w of workers) void w.worker.terminate();
      return { replies, handBack };
    },
    close() {
      close();
      for (const w of workers) void w.worker.terminate();
    },
  };
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
