import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import { game as gameSchema } from '../model/schema/game.js';
import { unit as unitSchema, unitsFile } from '../model/schema/units.js';
import { mapFile } from '../model/schema/map.js';
import { chartsFile } from '../model/schema/charts.js';
import { cardsFile } from '../model/schema/cards.js';
import { rostersFile } from '../model/schema/rosters.js';
import { localeFile } from '../model/schema/locale.js';
import { rulesFile } from '../model/schema/rules.js';
import type { Scenario } from '../model/scenario.js';
import { deriveSidc } from '../model/sidc.js';
import { readCsv } from './source-file.js';
import { ScenarioError, type Problem } from './problem.js';
import { crossCheck } from './validate/cross-check.js';
import { UNITS_CSV } from './units-csv.js';
import { checkGameFolder, claimedBundledId, load, ownFile, parseWith, withGameDefaults } from './game-files.js';

// A game folder read and checked: the files parsed, each against its schema, and cross-checked. Apart from the
// cache (load-scenario.ts, load-charts.ts) because building the schemas costs more than reading a cached game
// (rules.yaml's alone some 40-80 ms of CPU): the CLI's bundle loads this module only when a game is parsed.

/** Reads and checks the whole folder. */
export function parseScenario(dir: string): Scenario {
  return withGameDefaults(dir, () => parseFolder(dir));
}

function parseFolder(dir: string): Scenario {
  checkGameFolder(dir);

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
  if (existsSync(join(dir, 'units.yaml'))) {
    const { value, src } = load(dir, join(dir, 'units.yaml'), unitsFile, problems);
    if (value && src) {
      value.units.forEach((u, i) => (units.push(u), unitOrigins.push({ src, path: ['units', i] })));
      value.markers.forEach((m, i) => (markers.push(m), markerOrigins.push({ src, path: ['markers', i] })));
      pieceCount = value.pieceCount;
      if (pieceCount !== undefined) pieceCountOrigin = { src, path: ['pieceCount'] };
    }
  }
  if (existsSync(join(dir, 'units.csv')) && ownFile(dir, join(dir, 'units.csv'), problems)) {
    const { source, problems: p } = readCsv(join(dir, 'units.csv'), 'units', { ...UNITS_CSV, item: unitSchema });
    problems.push(...p);
    const value = source && parseWith(unitsFile, source, problems);
    if (value && source)
      value.units.forEach((u, i) => (units.push(u), unitOrigins.push({ src: source, path: ['units', i] })));
  }

  const map = existsSync(join(dir, 'map.yaml')) ? load(dir, join(dir, 'map.yaml'), mapFile, problems) : {};
  const charts = existsSync(join(dir, 'charts.yaml')) ? load(dir, join(dir, 'charts.yaml'), chartsFile, problems) : {};
  const cards = existsSync(join(dir, 'cards.yaml')) ? load(dir, join(dir, 'cards.yaml'), cardsFile, problems) : {};
  const rosters = existsSync(join(dir, 'rosters.yaml'))
    ? load(dir, join(dir, 'rosters.yaml'), rostersFile, problems)
    : {};

  const rules = existsSync(join(dir, 'rules.yaml')) ? load(dir, join(dir, 'rules.yaml'), rulesFile, problems) : {};

  const locales: Scenario['locales'] = {};
  const localeFiles = new Map<string, string>();
  const localeDir = join(dir, 'locales');
  if (existsSync(localeDir)) {
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
  const crossProblems = crossCheck(scenario);
  if (crossProblems.length) throw new ScenarioError(crossProblems);
  return scenario;
}
