import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { loadScenario } from '../../../src/load/load-scenario.js';
import { areaLegend } from '../../../src/parts/map/area/area-legend.js';
import { gridLegend } from '../../../src/parts/map/grid/grid-legend.js';
import { mapTexts } from '../../../src/parts/map/map-texts.js';
import { sideColours } from '../../../src/parts/map/sheet/map-context.js';

const game = (id: string) => loadScenario(join(process.cwd(), 'data', id));

describe('map legends', () => {
  it.each(['veritable', 'remagen', 'death-of-a-division', 'nordwind'])(
    '%s: no label twice, and no terrain the map does not show',
    (id) => {
      const s = game(id);
      const map = s.map!;
      const ctx = { texts: mapTexts(s, 'en'), sides: sideColours(s) };
      const labels = (map.kind === 'area' ? areaLegend(map, ctx) : gridLegend(map, ctx, 'A1')).map((e) => e.label);
      expect(labels.length).toBe(new Set(labels).size);
      const shown =
        map.kind === 'area'
          ? new Set(map.areas.flatMap((a) => [a.terrain, ...a.approaches.map((x) => x.terrain)]))
          : new Set([
              map.terrain.default,
              ...Object.keys(map.terrain.cells).filter((k) => map.terrain.cells[k].length),
            ]);
      for (const t of map.terrainTypes.filter((x) => !shown.has(x.id))) expect(labels).not.toContain(t.name);
    },
  );

  it('Death of a Division lists Town ground and the town sign as two things, not Town twice', () => {
    const s = game('death-of-a-division');
    const labels = areaLegend(s.map as never, { texts: mapTexts(s, 'en'), sides: sideColours(s) }).map((e) => e.label);
    expect(labels.filter((l) => l === 'Town')).toHaveLength(1);
    expect(labels).toContain('Town (sign)');
  });
});
