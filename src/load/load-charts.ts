import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Scenario } from '../model/scenario.js';
import { scenarioKey, readCached } from './scenario-cache.js';
// In the CLI's bundle a stand-in that loads the parse (and the schemas) on first call: see load-scenario.ts.
import { parseCharts } from './parse-charts.js';

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
  return parseCharts(dir);
}
