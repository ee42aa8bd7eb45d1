import { describe, it, expect } from 'vitest';
import { hexLayout } from '../../../src/geometry/hex/hex-layout.js';
import { sharedHexside } from '../../../src/geometry/hex/hexside.js';
import { hexNeighbours } from '../../../src/geometry/hex/hex-neighbours.js';
import type { HexGridShape } from '../../../src/geometry/types.js';

const key = (p: readonly number[]) => `${p[0].toFixed(3)},${p[1].toFixed(3)}`;

describe('sharedHexside', () => {
  it.each(
    (['flat', 'pointy'] as const).flatMap((o) =>
      (['odd', 'even'] as const).map((s) => ({ orientation: o, shifted: s, columns: 6, rows: 5 })),
    ),
  )(
    'is the edge both hex polygons have: its two ends are corners of both ($orientation, $shifted)',
    (shape: HexGridShape) => {
      const l = hexLayout(shape, 48);
      for (let c = 1; c <= shape.columns; c++)
        for (let r = 1; r <= shape.rows; r++) {
          const a = { col: c, row: r };
          for (const b of hexNeighbours(a, shape)) {
            const seg = sharedHexside(a, b, l)!;
            const ca = new Set(l.corners(a).map(key));
            const cb = new Set(l.corners(b).map(key));
            const common = [...ca].filter((k) => cb.has(k));
            expect(common).toHaveLength(2);
            expect(new Set(seg.map(key))).toEqual(new Set(common));
          }
        }
    },
  );

  it('is undefined for hexes that do not touch', () => {
    const shape: HexGridShape = { orientation: 'flat', shifted: 'even', columns: 6, rows: 5 };
    expect(sharedHexside({ col: 1, row: 1 }, { col: 3, row: 1 }, hexLayout(shape, 40))).toBeUndefined();
  });
});
