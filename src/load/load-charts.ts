import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Scenario } from '../model/scenario.js';
import { chartsKey, scenarioKey, readCached, writeCached } from './scenario-cache.js';
// In the CLI's bundle a stand-in that loads the parse (and the schemas) on first call: see load-scenario.ts.
import { parseCharts } from './parse-charts.js';

// Apart from the whole game's load (load-scenario.ts), so that a command reading only charts neither loads nor
// builds the formats of the units, the map, the cards, the rosters and the rules (most of a crt answer's start).

/** What a chart reader needs of a game: its identity and its charts. */
export type ChartBook = Pick<Scenario, 'id' | 'dir' | 'game' | 'charts'>;

/**
 * A game's charts, for a command that reads nothing else (crt): from the scenario cache when the whole game
 * validated before, else from the charts' own entry, else game.yaml and charts.yaml alone are parsed and checked
 * (not the units, map or cards) and kept in that entry, so the next answer reads them as a table command does.
 */
export function loadCharts(folder: string): ChartBook {
  const dir = resolve(folder);
  if (!existsSync(join(dir, 'game.yaml')) || !statSync(dir).isDirectory()) return parseCharts(dir);
  const whole = readCached<ChartBook>(scenarioKey(dir));
  if (whole) return whole;
  const key = chartsKey(dir);
  const kept = readCached<ChartBook>(key);
  if (kept) return kept;
  const s = parseCharts(dir);
  const book: ChartBook = { id: s.id, dir: s.dir, game: s.game, charts: s.charts };
  writeCached(key, book);
  return book;
}
