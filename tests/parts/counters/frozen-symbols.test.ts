import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_ROOT, bundledGameIds } from '../../../src/load/bundled.js';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { counterFaces } from '../../../src/parts/counters/api.js';
import {
  FROZEN_SYMBOLS_FILE,
  frozenSymbolsOnFile,
  frozenSymbolsText,
  recordSymbols,
} from '../../../src/parts/counters/milsymbol-symbol.js';

// `npm run symbols:update` (UPDATE_SYMBOLS=1) writes the file again from what milsymbol draws now.
describe('data/milsymbol-symbols.json holds the bundled games’ symbols as milsymbol draws them now', () => {
  it('every symbol of every bundled game’s counters, none missing, none left over, none changed', () => {
    const drawn = recordSymbols(() => {
      for (const id of bundledGameIds()) counterFaces(loadScenario(join(DATA_ROOT, id)), 'en');
    });
    expect(drawn.size).toBeGreaterThan(0);
    if (process.env.UPDATE_SYMBOLS) writeFileSync(FROZEN_SYMBOLS_FILE, frozenSymbolsText(drawn));
    const kept = frozenSymbolsOnFile();
    const stale = [...kept.keys()].filter((k) => !drawn.has(k));
    const missing = [...drawn.keys()].filter((k) => !kept.has(k));
    const changed = [...drawn.keys()].filter((k) => kept.has(k) && kept.get(k) !== drawn.get(k));
    expect(
      { stale, missing, changed },
      'data/milsymbol-symbols.json is out of date with the data or milsymbol: npm run symbols:update',
    ).toEqual({ stale: [], missing: [], changed: [] });
  });

  it('a game’s counters drawn with the file are those drawn by milsymbol', () => {
    const [id] = bundledGameIds();
    const faces = () => JSON.stringify(counterFaces(loadScenario(join(DATA_ROOT, id!)), 'en'));
    const withFile = faces();
    let fresh = '';
    recordSymbols(() => {
      fresh = faces();
    });
    expect(withFile).toBe(fresh);
  });
});
