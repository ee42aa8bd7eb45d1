import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap, printPages } from '../../../src/parts/map/part.js';
import type { Rect } from '../../../src/geometry/point.js';
import { mmToPt } from '../../../src/print/units.js';

// Issue 24: Winterspelt's town sign sat on the trim line between sheets E5 and E6 of Death of a Division, half of
// it on each sheet. A town's marks weigh where a cut is placed, below a word: three of Nordwind's are still
// crossed, where the cut that misses them runs through a word or a block.
const ROOT = join(import.meta.dirname, '../../../data');
const STILL_CUT: Record<string, string[]> = {
  'death-of-a-division letter': [],
  'death-of-a-division a4': [],
  'nordwind letter': ['enchenberg', 'mouterhouse', 'rimling'],
  'nordwind a4': ['enchenberg', 'mouterhouse'],
};

describe('town signs and the tiles’ trim lines', () => {
  for (const key of Object.keys(STILL_CUT))
    it(`${key}: no trim line runs through a town's marks or within 1 mm of them, but those named as open`, () => {
      const [game, paper] = key.split(' ') as [string, string];
      const s = loadScenario(join(ROOT, game));
      const d = drawMap(s, 'en', undefined, paper);
      const { plan } = printPages(s, d, { paper, lang: 'en', tile: 'auto', wrap: (t) => [t] });
      expect(plan).toBeDefined();
      const ys = [0, ...plan!.seams.y, d.height];
      const across = (r: Rect) =>
        plan!.seams.x.some((row, k) =>
          row.some((x) => r.x < x && x < r.x + r.width && r.y < ys[k + 1]! && ys[k]! < r.y + r.height),
        ) || plan!.seams.y.some((y) => r.y < y && y < r.y + r.height);
      const labels = d.facts.areaLabels as { id: string; marks: Rect[] }[];
      expect(labels.some((l) => l.marks.length)).toBe(true);
      // With a millimetre of air: a trim line along a sign's edge reads as cutting it.
      const air = mmToPt(1);
      const grown = (r: Rect) => ({ x: r.x - air, y: r.y - air, width: r.width + 2 * air, height: r.height + 2 * air });
      const cut = labels.filter((l) => l.marks.some((r) => across(grown(r)))).map((l) => l.id);
      expect(cut.sort()).toEqual(STILL_CUT[key]);
    });
});
