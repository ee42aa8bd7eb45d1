import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { drawMap } from '../../../src/parts/map/part.js';
import { isMapName } from '../../../src/parts/map/clear-names.js';
import { boxesOverlap } from '../../../src/parts/map/place-labels.js';
import { mmToPt } from '../../../src/print/units.js';
import type { Rect } from '../../../src/geometry/point.js';
import type { TextItem } from '../../../src/print/scene.js';

// Issue 24: Veritable's "Waal" and "Rhine" were lettered over the flood's waves, and the front-line names lay over
// wave hexes. Every name on the map body (places, zones, lines, the letters of a river's name) is measured here, as
// drawn, against the terrain symbols (the manifest's marks and the marks the PDF writes), the river lines and the
// cell numbers.
const ROOT = join(import.meta.dirname, '../../../data');

type P = [number, number];

function distance(r: Rect, a: P, b: P): number {
  const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) * 20));
  let d = Infinity;
  for (let k = 0; k <= n; k++) {
    const x = a[0] + ((b[0] - a[0]) * k) / n;
    const y = a[1] + ((b[1] - a[1]) * k) / n;
    d = Math.min(d, Math.hypot(Math.max(r.x - x, 0, x - (r.x + r.width)), Math.max(r.y - y, 0, y - (r.y + r.height))));
  }
  return d;
}

const GLYPH = 0.2;

describe('names print clear of terrain symbols, rivers and cell numbers', () => {
  for (const [game, lang] of [
    ['veritable', 'en'],
    ['veritable', 'ru'],
    ['remagen', 'en'],
  ] as const) {
    const s = loadScenario(join(ROOT, game));
    const d = drawMap(s, lang);
    const names = d.items.filter(isMapName);
    const label = (t: TextItem) => (t.along ? `${t.along} letter "${t.text}"` : `"${t.text}"`);

    it(`${game} (${lang}): no name lies over a terrain symbol`, () => {
      expect(names.length).toBeGreaterThan(10);
      const marks = d.facts.terrainMarks as { cell: string; box: Rect }[];
      const drawnMarks = d.items.flatMap((it) =>
        it.kind === 'marks'
          ? it.at.map(([x, y]) => {
              const g = it.box.width * GLYPH;
              return { x: x - g / 2, y: y - g / 2, width: g, height: g };
            })
          : [],
      );
      expect(drawnMarks.length).toBe(marks.length);
      const under = names.flatMap((t) =>
        drawnMarks.filter((m) => boxesOverlap(m, t.box)).map((m) => `${label(t)} over a symbol at ${m.x.toFixed(0)}`),
      );
      expect(under).toEqual([]);
    });

    it(`${game} (${lang}): no name lies over a river or over a cell number`, () => {
      const map = s.map!;
      if (map.kind === 'area') throw new Error('a grid map was expected');
      const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
      const hexsides = (d.facts.hexsides ?? []) as { between: string[]; feature: string; segment: [P, P] }[];
      const rivers = hexsides.filter((h) => /river|canal/.test(h.feature));
      const crossed = names.flatMap((t) =>
        rivers
          .filter((h) => distance(t.box, h.segment[0], h.segment[1]) < mmToPt(features.get(h.feature)!.widthMm) / 2)
          .map((h) => `${label(t)} over ${h.feature} ${h.between}`),
      );
      expect(crossed).toEqual([]);
      const numbers = d.items.filter((it): it is TextItem => it.kind === 'text' && it.place === 'number');
      const onNumber = names.flatMap((t) =>
        numbers.filter((n) => boxesOverlap(n.box, t.box)).map((n) => `${label(t)} over ${n.text}`),
      );
      expect(onNumber).toEqual([]);
    });
  }
});
