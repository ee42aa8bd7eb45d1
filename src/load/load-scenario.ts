import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Scenario } from '../model/scenario.js';
import { scenarioKey, readCached, writeCached } from './scenario-cache.js';
// The parse itself, with every file's schema: in the CLI's bundle a stand-in that loads it on first call
// (rolldown.config.mjs), so that an answer whose game comes from the cache builds no schema.
import { parseScenario } from './parse-folder.js';

export { loadCharts, type ChartBook } from './load-charts.js';
export { UNITS_CSV } from './units-csv.js';

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
