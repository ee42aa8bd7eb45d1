import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { z } from 'zod';
import { game as gameSchema } from '../model/schema/game.js';
import { unit as unitSchema, unitsFile } from '../model/schema/units.js';
import { mapFile } from '../model/schema/map.js';
import { chartsFile } from '../model/schema/charts.js';
import { cardsFile } from '../model/schema/cards.js';
import { rostersFile } from '../model/schema/rosters.js';
import { localeFile } from '../model/schema/locale.js';
import { provenanceKinds, withDefaultProvenance } from '../model/schema/common.js';
import { rulesFile } from '../model/schema/rules.js';
import type { Scenario } from '../model/scenario.js';
import { suggest } from '../util/suggest.js';
import { deriveSidc } from '../model/sidc.js';
import { readCsv, readYaml, type SourceFile } from './source-file.js';
import { zodProblems } from './zod-problems.js';
import { ScenarioError, type Problem } from './problem.js';
import { OWN_FILES_ONLY, outsideFolder } from './game-file.js';
import { crossCheck } from './validate/cross-check.js';
import { checkCharts } from './validate/check-charts.js';
import { scenarioKey, readCached, writeCached } from './scenario-cache.js';
import { bundledGameIds, DATA_ROOT } from './bundled.js';
import { problemAt } from './source-file.js';

export const KNOWN_FILES = [
  'game.yaml',
  'units.yaml',
  'units.csv',
  'map.yaml',
  'charts.yaml',
  'cards.yaml',
  'rosters.yaml',
  'rules.yaml',
];
/** How units.csv cells are read: these fields hold numbers, these lists separated by ";". */
export const UNITS_CSV = {
  numberFields: new Set([
    'count',
    'steps',
    'attack',
    'defence',
    'move',
    'combat',
    'shift',
    'strength',
    'fireDice',
    'turn',
    'cost',
  ]),
  listFields: new Set(['abilities']),
};

function parseWith<S extends z.ZodType>(schema: S, src: SourceFile, problems: Problem[]): z.infer<S> | undefined {
  const result = schema.safeParse(src.data, { reportInput: true });
  if (result.success) return result.data;
  problems.push(...zodProblems(src, result.error));
  return undefined;
}

/**
 * Problems with a data file's place rather than its content: one that lies, or is a link, outside the game
 * folder is never read, so that a shared game cannot make Sandtable quote another file back in an error.
 */
function ownFile(dir: string, file: string, problems: Problem[]): boolean {
  const why = outsideFolder(file, dir);
  if (why) problems.push({ file, path: [], message: `${why}; ${OWN_FILES_ONLY}` });
  return !why;
}

function load<S extends z.ZodType>(
  dir: string,
  file: string,
  schema: S,
  problems: Problem[],
): { value?: z.infer<S>; src?: SourceFile } {
  if (!ownFile(dir, file, problems)) return {};
  const read = readAhead?.get(file) ?? readYaml(file);
  readAhead?.delete(file);
  const { source, problems: p } = read;
  problems.push(...p);
  if (!source) return {};
  return { value: parseWith(schema, source, problems), src: source };
}

/**
 * Reads a game folder, validates every file against the format and then every cross-reference,
 * and returns the typed scenario. Throws ScenarioError listing every problem found.
 *
 * A folder that validated before, byte for byte, comes from a cache. Its `origins` (where each item sits in
 * its file, wanted only to word an error) are read again from the files the first time anything asks.
 */
export function loadScenario(folder: string): Scenario {
  const dir = resolve(folder);
  if (existsSync(join(dir, 'game.yaml')) && statSync(dir).isDirectory()) {
    const key = scenarioKey(dir);
    const cached = readCached<Omit<Scenario, 'origins'>>(key);
    if (cached) {
      let origins: Scenario['origins'] | undefined;
      return Object.defineProperty(cached, 'origins', {
        get: () => (origins ??= parseScenario(dir).origins),
        enumerable: false,
      }) as Scenario;
    }
    const s = parseScenario(dir);
    const { origins: _, ...plain } = s;
    writeCached(key, plain);
    return s;
  }
  return parseScenario(dir);
}

/** What a chart reader needs of a game: its identity and its charts. */
export type ChartBook = Pick<Scenario, 'id' | 'dir' | 'game' | 'charts'>;

/**
 * A game's charts, for a command that reads nothing else (crt): from the scenario cache when the whole game
 * validated before, else game.yaml and charts.yaml alone are parsed and checked, not the units, map or cards.
 */
export function loadCharts(folder: string): ChartBook {
  const dir = resolve(folder);
  if (existsSync(join(dir, 'game.yaml')) && statSync(dir).isDirectory()) {
    const cached = readCached<ChartBook>(scenarioKey(dir));
    if (cached) return cached;
  }
  return parseScenario(dir, 'charts');
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
function claimedBundledId(dir: string, id: string, src: SourceFile): Problem[] {
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

/** Reads and checks the whole folder, or with `only: 'charts'` game.yaml and charts.yaml alone. */
/**
 * game.yaml as read for its default provenance, handed on to the folder's parse rather than read and parsed a second
 * time (a tenth of a cold scenario load); set only while parseScenario runs.
 */
let readAhead: Map<string, ReturnType<typeof readYaml>> | undefined;

function parseScenario(dir: string, only?: 'charts'): Scenario {
  if (!existsSync(join(dir, 'game.yaml'))) return parseFolder(dir, only);
  readAhead = new Map();
  try {
    return withDefaultProvenance(defaultProvenanceOf(dir), () => parseFolder(dir, only));
  } finally {
    readAhead = undefined;
  }
}

function parseFolder(dir: string, only?: 'charts'): Scenario {
  const wanted = (file: string) => !only || file === 'game.yaml' || file === 'charts.yaml';
  if (!existsSync(dir)) throw new ScenarioError([{ file: dir, path: [], message: missingGameMessage(dir) }]);
  if (!statSync(dir).isDirectory())
    throw new ScenarioError([{ file: dir, path: [], message: 'is a file, not a game folder' }]);
  if (!existsSync(join(dir, 'game.yaml')))
    throw new ScenarioError([{ file: dir, path: [], message: 'is not a game folder: it has no game.yaml' }]);

  // A file the folder may hold but Sandtable does not read (notes.yaml, an old copy) is a warning: see
  // validate/warnings.ts.
  const problems: Problem[] = [];

  const game = load(dir, join(dir, 'game.yaml'), gameSchema, problems);
  if (game.value && game.src) problems.push(...claimedBundledId(dir, game.value.id, game.src));

  const units: z.infer<typeof unitsFile>['units'] = [];

  const markers: z.infer<typeof unitsFile>['markers'] = [];
  const unitOrigins: Scenario['origins']['units'] = [];
  const markerOrigins: Scenario['origins']['markers'] = [];
  let pieceCount: number | undefined;
  let pieceCountOrigin: Scenario['origins']['pieceCount'];
  if (wanted('units.yaml') && existsSync(join(dir, 'units.yaml'))) {
    const { value, src } = load(dir, join(dir, 'units.yaml'), unitsFile, problems);
    if (value && src) {
      value.units.forEach((u, i) => (units.push(u), unitOrigins.push({ src, path: ['units', i] })));
      value.markers.forEach((m, i) => (markers.push(m), markerOrigins.push({ src, path: ['markers', i] })));
      pieceCount = value.pieceCount;
      if (pieceCount !== undefined) pieceCountOrigin = { src, path: ['pieceCount'] };
    }
  }
  if (wanted('units.csv') && existsSync(join(dir, 'units.csv')) && ownFile(dir, join(dir, 'units.csv'), problems)) {
    const { source, problems: p } = readCsv(join(dir, 'units.csv'), 'units', { ...UNITS_CSV, item: unitSchema });
    problems.push(...p);
    const value = source && parseWith(unitsFile, source, problems);
    if (value && source)
      value.units.forEach((u, i) => (units.push(u), unitOrigins.push({ src: source, path: ['units', i] })));
  }

  const map =
    wanted('map.yaml') && existsSync(join(dir, 'map.yaml')) ? load(dir, join(dir, 'map.yaml'), mapFile, problems) : {};
  const charts =
    wanted('charts.yaml') && existsSync(join(dir, 'charts.yaml'))
      ? load(dir, join(dir, 'charts.yaml'), chartsFile, problems)
      : {};
  const cards =
    wanted('cards.yaml') && existsSync(join(dir, 'cards.yaml'))
      ? load(dir, join(dir, 'cards.yaml'), cardsFile, problems)
      : {};
  const rosters =
    wanted('rosters.yaml') && existsSync(join(dir, 'rosters.yaml'))
      ? load(dir, join(dir, 'rosters.yaml'), rostersFile, problems)
      : {};

  const rules =
    wanted('rules.yaml') && existsSync(join(dir, 'rules.yaml'))
      ? load(dir, join(dir, 'rules.yaml'), rulesFile, problems)
      : {};

  const locales: Scenario['locales'] = {};
  const localeFiles = new Map<string, string>();
  const localeDir = join(dir, 'locales');
  if (!only && existsSync(localeDir)) {
    for (const name of readdirSync(localeDir)
      .filter((n) => /\.ya?ml$/.test(n))
      .sort()) {
      const lang = basename(name).replace(/\.ya?ml$/, '');
      const first = localeFiles.get(lang);
      if (first) {
        // ru.yaml and ru.yml would both claim "ru", and one would silently win.
        problems.push({
          file: join(localeDir, name),
          path: [],
          message: `locale "${lang}" is given twice (also in ${first}); keep one file per language`,
        });
        continue;
      }
      localeFiles.set(lang, name);
      const { value } = load(dir, join(localeDir, name), localeFile, problems);
      if (value) locales[lang] = value;
    }
  }

  if (problems.length || !game.value || !game.src) throw new ScenarioError(problems);
  const sideIds = game.value.sides.map((x) => x.id);

  // A locale's `title` is the game's whatever its id: every part names the game by its id in the locale's names.
  for (const l of Object.values(locales)) if (l.title) l.names = { ...l.names, [game.value.id]: l.title };

  const scenario: Scenario = {
    id: game.value.id,
    dir,
    game: game.value,
    units: units.map((u) => ({ ...u, sidc: u.sidc ?? deriveSidc(u.type, u.echelon, sideIds.indexOf(u.side)) })),
    markers,
    pieceCount,
    map: map.value?.map,
    charts: charts.value?.charts ?? [],
    cards: cards.value,
    rosters: rosters.value,
    rules: rules.value?.rules,
    locales,
    origins: {
      game: { src: game.src, path: [] },
      units: unitOrigins,
      markers: markerOrigins,
      pieceCount: pieceCountOrigin,
      map: map.src && { src: map.src, path: ['map'] },
      charts: (charts.value?.charts ?? []).map((_, i) => ({ src: charts.src!, path: ['charts', i] })),
      cards: cards.src && { src: cards.src, path: [] },
      rosters: rosters.src && { src: rosters.src, path: [] },
      rules: rules.src && { src: rules.src, path: ['rules'] },
    },
  };
  const crossProblems = only ? checkCharts(scenario) : crossCheck(scenario);
  if (crossProblems.length) throw new ScenarioError(crossProblems);
  return scenario;
}
