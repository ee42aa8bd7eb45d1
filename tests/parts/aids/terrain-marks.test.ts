import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { aidContents } from '../../../src/parts/aids/api.js';

// Veritable's terrain chart: the rules give the combat effects, Sandtable every movement cost. The printed chart
// must say so on each cell that is ours, not only on the rows that are ours as a whole (Clear, Road).
describe('terrain chart reconstruction marks', () => {
  for (const lang of ['en', 'ru'])
    it(`Veritable (${lang}): every movement cell carries the dagger, no rules combat cell does`, () => {
      const s = loadScenario(join(process.cwd(), 'data', 'veritable'));
      const aid = aidContents(s, lang).find((a) => a.id === 'terrain-effects')!;
      expect(aid.tag).toBeDefined();
      const table = aid.elements.find((e) => e.kind === 'table');
      if (table?.kind !== 'table') throw new Error('the terrain chart is a table');
      expect(table.rows.length).toBe(9);
      for (const row of table.rows) {
        const [name, movement, combat] = row.cells.map((c) => c.text);
        const whole = name!.endsWith('†');
        expect(row.reconstructed, name).toBe(true);
        // A wholly reconstructed row carries one dagger on its name; a rules row one on its movement cost.
        expect(movement!.endsWith('†'), `${name} ${movement}`).toBe(!whole);
        expect(combat!.endsWith('†'), `${name} ${combat}`).toBe(false);
      }
    });
});
