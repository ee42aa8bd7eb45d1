import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { renumberCells } from '../../../src/parts/map/api.js';
import { loadScenario } from '../../../src/load/load-scenario.js';

describe('renumberCells', () => {
  it('names the hexes of a note in the numbering the map prints in that language', () => {
    const s = loadScenario(join(process.cwd(), 'data', 'veritable'));
    const note = 'cover F3 to F9; rule 11.3 applies';
    expect(renumberCells(s, 'ru', note)).toBe('cover 0603 to 0609; rule 11.3 applies');
    expect(renumberCells(s, 'en', note)).toBe(note);
  });
});
