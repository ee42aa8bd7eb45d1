import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { game as gameSchema } from '../model/schema/game.js';
import { chartsFile } from '../model/schema/charts.js';
import type { Scenario } from '../model/scenario.js';
import { ScenarioError, type Problem } from './problem.js';
import { checkCharts } from './validate/check-charts.js';
import { checkGameFolder, claimedBundledId, load, withGameDefaults } from './game-files.js';

// game.yaml and charts.yaml parsed alone, for a command that reads only charts (load-charts.ts): apart from the
// whole folder's parse (parse-folder.ts), so that it neither loads nor builds the other files' schemas. In the
// CLI's bundle it is loaded on its first call only, as parse-folder.ts is (rolldown.config.mjs).

/** game.yaml and charts.yaml, checked as the whole game's load checks them, as a game with nothing else. */
export function parseCharts(dir: string): Scenario {
  return withGameDefaults(dir, () => parseChartsOnly(dir));
}

function parseChartsOnly(dir: string): Scenario {
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
