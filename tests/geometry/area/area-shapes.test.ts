import { describe, it, expect } from 'vitest';
import { areaShapes } from '../../../src/geometry/area/area-shapes.js';
import { pointInPolygon } from '../../../src/geometry/area/polygon.js';

describe('areaShapes', () => {
  const outline = { x: 0, y: 0, width: 300, height: 200 };
  it('keeps a polygon the data gives and generates cells around positions', () => {
    const shapes = areaShapes(
      [
        { id: 'a', position: [50, 50] },
        { id: 'b', position: [150, 60] },
        {
          id: 'c',
          polygon: [
            [200, 120],
            [280, 120],
            [280, 190],
            [200, 190],
          ],
        },
      ],
      outline,
      Infinity,
    );
    expect(shapes.map((s) => s.generated)).toEqual([true, true, false]);
    expect(shapes[2].polygon).toEqual([
      [200, 120],
      [280, 120],
      [280, 190],
      [200, 190],
    ]);
    expect(pointInPolygon([50, 50], shapes[0].polygon)).toBe(true);
    expect(pointInPolygon(shapes[2].centre, shapes[2].polygon)).toBe(true);
  });
  it('stops a rim area a little beyond the spacing of its neighbours when asked', () => {
    const sites = [
      { id: 'a', position: [20, 20] as const },
      { id: 'b', position: [40, 20] as const },
    ];
    const [open] = areaShapes(sites, outline, Infinity);
    const [bounded] = areaShapes(sites, outline, 1.5);
    const reach = (poly: readonly (readonly number[])[]) =>
      Math.max(...poly.map((p) => Math.hypot(p[0] - 20, p[1] - 20)));
    expect(reach(open.polygon)).toBeGreaterThan(150);
    expect(reach(bounded.polygon)).toBeLessThanOrEqual(30 + 1e-9);
  });
});
