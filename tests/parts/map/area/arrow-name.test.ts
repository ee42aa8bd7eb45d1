import { describe, it, expect } from 'vitest';
import type { Point, Rect } from '../../../../src/geometry/point.js';
import { segmentEntersRect } from '../../../../src/geometry/route-around.js';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/part.js';

describe('entry arrows keep off the area names (issue 24)', () => {
  // Losheim's arrow, set aside from the road that leaves the east edge with it, lay on the end of its name.
  for (const paper of ['letter', 'a3'] as const)
    it(`Death of a Division on ${paper}: no entry arrow runs into a name`, () => {
      const d = drawMap(loadScenario('data/death-of-a-division'), 'en', undefined, paper);
      const arrows = (d.facts.entryArrows ?? []) as { area: string; tail: Point; tip: Point }[];
      const labels = (d.facts.areaLabels ?? []) as { id: string; name: Rect[] }[];
      const hit = arrows.flatMap((a) =>
        labels.flatMap((l) => (l.name.some((r) => segmentEntersRect(a.tail, a.tip, r)) ? [`${a.area} → ${l.id}`] : [])),
      );
      expect(arrows.length).toBeGreaterThan(0);
      expect(hit).toEqual([]);
    });
});
