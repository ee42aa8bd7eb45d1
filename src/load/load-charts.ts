import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { game as gameSchema } from '../model/schema/game.js';
import { chartsFile } from '../model/schema/charts.js';
import type { Scenario } from '../model/scenario.js';
import { ScenarioError, type Problem } from './problem.js';
import { checkCharts } from './validate/check-charts.js';
import { scenarioKey, readCached } from './scenario-cache.js';
import { checkGameFolder, claimedBundledId, load, withGameDefaults } from './game-files.js';

// Apart from the whole game's load (load-scenario.ts), so that a command reading only charts neither loads nor
// builds the formats of the units, the map, the cards, the rosters and the rules (most of a crt answer's start).

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
  return withGameDefaults(dir, () => parseCharts(dir));
}

/** game.yaml and charts.yaml, checked as the whole game's load checks them, as a game with nothing else. */
function parseCharts(dir: string): Scenario {
  checkGameFolder(dir);
  const problems: Problem[] = [];
  const game = load(dir, join(dir, 'game.yaml'), gameSchema, problems);
  if (game.value && game.src) problems.push(...claimedBundledId(dir, game.value.id, game.src));
  const charts = existsSync(join(dir, 'charts.yaml')) ? load(dir, join(dir, 'charts.yaml'), chartsFile, problems) : {};
  if (problems.length || !game.value || !game.src) throw new ScenarioError(problems);
  const scenario: Scenario = {
    id: game.value.id,
    dir,
    game: game.value,
    units: [],
    markers: [],
    pieceCount: undefined,
    map: undefined,
    charts: charts.value?.charts ?? [],
    cards: undefined,
    rosters: undefined,
    rules: undefined,
    locales: {},
    origins: {
      game: { src: game.src, path: [] },
      units: [],
      markers: [],
      pieceCount: undefined,
      map: undefined,
      charts: (charts.value?.charts ?? []).map((_, i) => ({ src: charts.src!, path: ['charts', i] })),
      cards: undefined,
      rosters: undefined,
      rules: undefined,
    },
  };
  const crossProblems = checkCharts(scenario);
  if (crossProblems.length) throw new ScenarioError(crossProblems);
  return scenario;
}
