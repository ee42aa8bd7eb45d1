import { describe, it, expect } from 'vitest';
import { voronoiCells } from '../../../src/geometry/area/voronoi-cells.js';
import { pointInPolygon, polygonArea } from '../../../src/geometry/area/polygon.js';
import { sharedBorder } from '../../../src/geometry/area/shared-border.js';
import type { Point } from '../../../src/geometry/point.js';

const sites: Point[] = [
  [20, 20],
  [80, 30],
  [50, 70],
  [15, 85],
  [90, 90],
];
const bounds = { x: 0, y: 0, width: 100, height: 100 };

describe('voronoiCells', () => {
  const cells = voronoiCells(sites, bounds);
  it('gives each site a cell that contains it, and the cells tile the bounds', () => {
    cells.forEach((c, i) => expect(pointInPolygon(sites[i], c)).toBe(true));
    expect(cells.reduce((s, c) => s + Math.abs(polygonArea(c)), 0)).toBeCloseTo(100 * 100, 3);
  });
  it('lets neighbouring cells share a border a river can be drawn along', () => {
    expect(sharedBorder(cells[0], cells[1]).length).toBeGreaterThan(0);
    expect(sharedBorder(cells[0], cells[4])).toEqual([]);
  });
  it('gives a single site the whole bounds', () => {
    expect(Math.abs(polygonArea(voronoiCells([[5, 5]], bounds)[0]))).toBe(10000);
  });
});
