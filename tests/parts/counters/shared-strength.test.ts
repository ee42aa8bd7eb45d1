import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { counterPieces, sharedBareStrength } from '../../../src/parts/counters/counter-pieces.js';

// Issue 24: every Nordwind counter printed a bare "1". Rule C gives every counter a strength of one, and the referee
// counts units; a published counter leaves a factor all share off. A game whose units differ keeps its factors.
const ROOT = join(import.meta.dirname, '../../../data');

describe('a strength every unit shares is not printed on the counters', () => {
  it('nordwind: every unit has strength 1 in the data, and no counter face prints it', () => {
    const s = loadScenario(join(ROOT, 'nordwind'));
    expect(s.units.every((u) => u.factors.kind === 'strength' && u.factors.strength === 1)).toBe(true);
    expect(sharedBareStrength(s.units)).toBe(true);
    const faces = counterPieces(s, 'en').filter((p) => p.kind === 'unit');
    expect(faces.length).toBe(s.units.length);
    expect(faces.map((p) => p.front.factors.text).filter((t) => t !== '')).toEqual([]);
  });

  for (const game of ['veritable', 'remagen', 'death-of-a-division'])
    it(`${game}: counters keep their factors`, () => {
      const s = loadScenario(join(ROOT, game));
      expect(sharedBareStrength(s.units)).toBe(false);
      const faces = counterPieces(s, 'en').filter((p) => p.kind === 'unit');
      expect(faces.some((p) => p.front.factors.text !== '')).toBe(true);
    });
});
