import { describe, it, expect } from 'vitest';
import { hexGrid, squareGrid } from '../../src/geometry/grid.js';
import { compassPoints, compassStep } from '../../src/geometry/compass-step.js';
import { cellKey } from '../../src/geometry/grid.js';

// A scatter's step toward a compass point: on squares the eight points, on hexes the six a hex faces, each to a
// different neighbour, and the opposite point straight back.

const OPPOSITE: Record<string, string> = { n: 's', ne: 'sw', e: 'w', se: 'nw', s: 'n', sw: 'ne', w: 'e', nw: 'se' };

describe('a step toward a compass point', () => {
  const grids = [
    squareGrid({ columns: 9, rows: 9 }),
    ...(['flat', 'pointy'] as const).flatMap((orientation) =>
      (['odd', 'even'] as const).map((shifted) =>
        hexGrid({
          columns: 9,
          rows: 9,
          orientation,
          shifted,
          labels: { primary: 'ccrr', alternates: [] },
        }),
      ),
    ),
  ];
  for (const grid of grids)
    it(`${grid.kind} ${JSON.stringify(grid.shape)}`, () => {
      for (const from of [
        { col: 5, row: 5 },
        { col: 4, row: 5 },
      ]) {
        const points = compassPoints(grid);
        const to = points.map((p) => compassStep(grid, from, p)!);
        expect(to.every((c) => c && grid.adjacent(from, c))).toBe(true);
        expect(new Set(to.map(cellKey)).size).toBe(points.length);
        points.forEach((p, i) => expect(compassStep(grid, to[i], OPPOSITE[p])).toEqual(from));
      }
      expect(compassStep(grid, { col: 5, row: 1 }, compassPoints(grid).includes('n') ? 'n' : 'ne')).toBeUndefined();
    });
});
