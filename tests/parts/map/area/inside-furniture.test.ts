import { describe, it, expect } from 'vitest';
import { placeInside } from '../../../../src/parts/map/area/inside-furniture.js';
import type { Block } from '../../../../src/parts/map/furniture/block.js';

const block = (id: string, width: number, height: number): Block => ({ id, width, height, draw: () => [] });

// closing10: a mark wholly left of the placement region gave the row's fill a negative end, which a typed array
// counts from its end, so a box beside the region covered most of it. Room kept at the foot of a sheet (Nordwind's
// `furniture: inside`) is such a region, with the map's boxes beside and above it.
describe('placeInside', () => {
  const region = { x: 300, y: 400, width: 600, height: 200 };

  it('a box wholly left of the region covers none of it', () => {
    const r = placeInside(
      [block('legend', 500, 150)],
      { polygons: [], rects: [{ x: 0, y: 380, width: 100, height: 100 }] },
      region,
      10,
    );
    expect(r).toEqual({ at: [expect.any(Array)] });
    const [x, y] = (r as { at: [number, number][] }).at[0]!;
    expect(x).toBeGreaterThanOrEqual(region.x);
    expect(x + 500).toBeLessThanOrEqual(region.x + region.width);
    expect(y).toBeGreaterThanOrEqual(region.y);
  });

  it('nor does a box wholly above it', () => {
    const r = placeInside(
      [block('legend', 580, 180)],
      { polygons: [], rects: [{ x: 350, y: 0, width: 100, height: 100 }] },
      region,
      5,
    );
    expect('at' in r).toBe(true);
  });

  it('a box inside the region still keeps a block off it', () => {
    const r = placeInside(
      [block('legend', 580, 180)],
      { polygons: [], rects: [{ x: 500, y: 450, width: 50, height: 50 }] },
      region,
      5,
    );
    expect(r).toEqual({ misfit: 0 });
  });
});
