import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import type { Rect } from '../../../src/geometry/point.js';

// Issue 24 (print grade): map.layout.json's areaLabels (and the checks that read them: names clear of roads, signs
// and seams) held each area name where it was first set, before the names a trim line ran through moved aside. Every
// name box recorded is the box of a name as drawn, and every area name drawn is recorded.
const ROOT = join(import.meta.dirname, '../../../data');
const same = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < 0.01 && Math.abs(a.y - b.y) < 0.01 && Math.abs(a.width - b.width) < 0.01;

describe('area labels are recorded where they are drawn', () => {
  // Each of these moves names off its cuts (Nordwind's Dambach-Neunhoffen and Pfaffenhoffen on letter, Death of a
  // Division's Büllingen and Wallerode).
  for (const [game, paper] of [
    ['nordwind', 'letter'],
    ['nordwind', 'a4'],
    ['death-of-a-division', 'letter'],
  ] as const)
    it(`${game} on ${paper}`, () => {
      const s = loadScenario(join(ROOT, game));
      const d = drawMap(s, 'en', undefined, paper);
      const labels = d.facts.areaLabels as { id: string; name: Rect[] }[];
      const names = d.items.flatMap((it) =>
        it.kind === 'text' && it.face === 'condensedBold' && it.halo && !it.place ? [it.box] : [],
      );
      const unmatched = labels.flatMap((l) => l.name.filter((b) => !names.some((n) => same(n, b))).map(() => l.id));
      expect(unmatched).toEqual([]);
      expect(labels.filter((l) => l.name.length).length).toBeGreaterThan(20);
    }, 300_000);
});
