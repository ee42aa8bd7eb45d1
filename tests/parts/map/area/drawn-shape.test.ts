import { describe, it, expect } from 'vitest';
import type { Point } from '../../../../src/geometry/point.js';
import {
  areaJunctions,
  MIN_DRAWN_CORNER_DEG,
  roadCornerProblems,
  sharpCornerProblems,
  sharpestCorner,
} from '../../../../src/parts/map/area/drawn-shape-check.js';
import { loadScenario } from '../../../../src/load/load-scenario.js';
import { drawMap } from '../../../../src/parts/map/part.js';
import { formatProblem } from '../../../../src/load/problem.js';

describe('corners and roads as drawn on an area map (issue 24)', () => {
  it('reads the angle inside a shape, whichever way round it is given', () => {
    // A right triangle with a 10° tip at the origin.
    const tip = (10 * Math.PI) / 180;
    const tri: Point[] = [
      [0, 0],
      [100, 0],
      [100, 100 * Math.tan(tip)],
    ];
    for (const poly of [tri, [...tri].reverse()]) {
      const sharp = sharpestCorner(poly, 3)!;
      expect(sharp.deg).toBeCloseTo(10, 3);
      expect(sharp.at).toEqual([0, 0]);
    }
    // A square's corners are 90°, not the 270° outside them.
    const square: Point[] = [
      [0, 0],
      [50, 0],
      [50, 50],
      [0, 50],
    ];
    expect(sharpestCorner(square, 3)!.deg).toBeCloseTo(90, 6);
    expect(sharpestCorner([...square].reverse(), 3)!.deg).toBeCloseTo(90, 6);
  });

  it('finds a spike drawn finely: the angle is read a few millimetres along each border', () => {
    // A spike about 3° wide running 60 pt out of a broad shape, its last half point blunted into a flat end.
    const spike: Point[] = [
      [-20, -30],
      [0, -2],
      [60, -0.3],
      [60.5, 0],
      [60, 0.3],
      [0, 2],
      [-20, 30],
    ];
    expect(sharpestCorner(spike, 8.5)!.deg).toBeLessThan(MIN_DRAWN_CORNER_DEG);
  });

  it('names the corners where three outlines meet', () => {
    const a: Point[] = [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
    ];
    const b: Point[] = [
      [10, 0],
      [20, 0],
      [20, 10],
      [10, 10],
    ];
    const c: Point[] = [
      [0, 10],
      [10, 10],
      [20, 10],
      [20, 20],
      [0, 20],
    ];
    expect(areaJunctions([a, b, c]).sort()).toEqual([[10, 10]]);
  });

  for (const game of ['death-of-a-division', 'nordwind'])
    it(`${game}: no road crosses or bends on a corner where areas meet`, () => {
      const s = loadScenario(`data/${game}`);
      const d = drawMap(s, 'en', undefined, 'letter');
      expect(roadCornerProblems(s, d).map((p) => formatProblem(p))).toEqual([]);
    });

  it(`Nordwind: no area is drawn with a corner sharper than ${MIN_DRAWN_CORNER_DEG}°`, () => {
    const s = loadScenario('data/nordwind');
    expect(sharpCornerProblems(s, drawMap(s, 'en', undefined, 'letter')).map((p) => formatProblem(p))).toEqual([]);
  });

  // Its data has corners of 0.2–1° (Beho, Rodt, Amel): they are opened to 25° before the borders are bent, and the
  // borders leaving a narrow corner leave it straight.
  it(`Death of a Division: no area is drawn with a corner sharper than ${MIN_DRAWN_CORNER_DEG}°`, () => {
    const s = loadScenario('data/death-of-a-division');
    expect(sharpCornerProblems(s, drawMap(s, 'en', undefined, 'letter')).map((p) => formatProblem(p))).toEqual([]);
  });
});
