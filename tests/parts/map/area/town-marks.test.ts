import { describe, it, expect } from 'vitest';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/api.js';
import type { Rect } from '../../../../src/geometry/point.js';

type Label = { id: string; town?: Rect | null };

describe('town marks on the area maps (issue 24)', () => {
  // Rules 1: each area is named for a town, village or topographical feature. An area holding a place people live
  // in shows its town mark whatever its ground (forest, ridge, open); a height shows none.
  it.each([
    ['death-of-a-division', ['prumerberg', 'schnee-eifel']],
    ['nordwind', ['hill-348', 'wintersberg']],
  ])('%s: a town mark on every area named for a town or village, and only there', (id, heights) => {
    const s = loadScenario(`data/${id}`);
    const map = s.map!;
    if (map.kind !== 'area') throw new Error('an area map');
    const operational = map.areas.filter((a) => a.zone !== 'strategic');
    expect(
      operational
        .filter((a) => !a.town)
        .map((a) => a.id)
        .sort(),
    ).toEqual(heights);
    const labels = drawMap(s, 'en', undefined, 'letter').facts.areaLabels as Label[];
    for (const a of operational) expect(!!labels.find((l) => l.id === a.id)?.town, a.id).toBe(a.town);
    // Forest areas among them: the first look found none of these with a mark.
    const wooded = operational.filter((a) => a.terrain === 'forest');
    expect(wooded.length).toBeGreaterThan(4);
    expect(wooded.filter((a) => !labels.find((l) => l.id === a.id)?.town).map((a) => a.id)).toEqual(
      wooded.filter((a) => heights.includes(a.id)).map((a) => a.id),
    );
  });
});
