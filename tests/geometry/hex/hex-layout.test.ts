import { describe, it, expect } from 'vitest';
import { hexLayout } from '../../../src/geometry/hex/hex-layout.js';
import { hexNeighbours, hexesAdjacent } from '../../../src/geometry/hex/hex-neighbours.js';
import type { HexGridShape } from '../../../src/geometry/types.js';

const shapes: HexGridShape[] = (['flat', 'pointy'] as const).flatMap((orientation) =>
  (['odd', 'even'] as const).map((shifted) => ({ orientation, shifted, columns: 7, rows: 6 })),
);
const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('hexLayout', () => {
  it.each(shapes)(
    'puts every pair of adjacent hexes one hex apart, and no other pair ($orientation, $shifted)',
    (shape) => {
      const l = hexLayout(shape, 54);
      for (let c = 1; c <= shape.columns; c++)
        for (let r = 1; r <= shape.rows; r++) {
          const a = { col: c, row: r };
          for (const b of hexNeighbours(a, shape)) expect(dist(l.centre(a), l.centre(b))).toBeCloseTo(54, 6);
          for (let c2 = 1; c2 <= shape.columns; c2++)
            for (let r2 = 1; r2 <= shape.rows; r2++) {
              const b = { col: c2, row: r2 };
              if ((c2 !== c || r2 !== r) && !hexesAdjacent(a, b, shape))
                expect(dist(l.centre(a), l.centre(b))).toBeGreaterThan(54 * 1.5);
            }
        }
    },
  );

  it('shifts the columns the data names half a hex down on a flat map', () => {
    const even = hexLayout({ orientation: 'flat', shifted: 'even', columns: 4, rows: 3 }, 50);
    expect(even.centre({ col: 2, row: 1 })[1] - even.centre({ col: 1, row: 1 })[1]).toBeCloseTo(25, 6);
    const odd = hexLayout({ orientation: 'flat', shifted: 'odd', columns: 4, rows: 3 }, 50);
    expect(odd.centre({ col: 1, row: 1 })[1] - odd.centre({ col: 2, row: 1 })[1]).toBeCloseTo(25, 6);
  });

  it('shifts the rows the data names half a hex right on a pointy map', () => {
    const even = hexLayout({ orientation: 'pointy', shifted: 'even', columns: 4, rows: 3 }, 50);
    expect(even.centre({ col: 1, row: 2 })[0] - even.centre({ col: 1, row: 1 })[0]).toBeCloseTo(25, 6);
  });

  it.each(shapes)(
    'keeps every corner inside the bounding box, touching each side ($orientation, $shifted)',
    (shape) => {
      const l = hexLayout(shape, 40, [10, 20]);
      const xs: number[] = [];
      const ys: number[] = [];
      for (let c = 1; c <= shape.columns; c++)
        for (let r = 1; r <= shape.rows; r++)
          for (const [x, y] of l.corners({ col: c, row: r })) xs.push(x), ys.push(y);
      expect(Math.min(...xs)).toBeCloseTo(10, 6);
      expect(Math.min(...ys)).toBeCloseTo(20, 6);
      expect(Math.max(...xs)).toBeCloseTo(10 + l.width, 6);
      expect(Math.max(...ys)).toBeCloseTo(20 + l.height, 6);
    },
  );

  it('draws flat hexes with a flat top: two corners share the top edge', () => {
    const l = hexLayout({ orientation: 'flat', shifted: 'even', columns: 1, rows: 1 }, 60);
    const ys = l.corners({ col: 1, row: 1 }).map((p) => Math.round(p[1] * 1000));
    const top = Math.min(...ys);
    expect(ys.filter((y) => y === top)).toHaveLength(2);
    expect(l.height).toBeCloseTo(60, 6);
  });
});
