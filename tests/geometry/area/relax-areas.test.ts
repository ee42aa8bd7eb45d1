import { describe, it, expect } from 'vitest';
import type { Point } from '../../../src/geometry/point.js';
import { voronoiCells } from '../../../src/geometry/area/voronoi-cells.js';
import { faceArea, planarMapOf, sharedEdges } from '../../../src/geometry/area/planar-map.js';
import { elongationOf, relaxAreas } from '../../../src/geometry/area/relax-areas.js';
import { centroidalSites } from '../../../src/geometry/area/centroidal-sites.js';
import { wobbledFaces } from '../../../src/geometry/area/wobble.js';
import { packRects } from '../../../src/geometry/area/pack-rects.js';
import { innermostPoint, distanceToBorder, pointInPolygon } from '../../../src/geometry/area/polygon.js';

const frame = { x: 0, y: 0, width: 300, height: 200 };
// A crowded corner and an empty one: Voronoi cells of very different sizes.
const sites: Point[] = [
  [20, 20],
  [40, 25],
  [30, 45],
  [60, 50],
  [150, 100],
  [260, 170],
  [250, 40],
  [90, 160],
];

describe('area-targeted relaxation of a net of borders', () => {
  const net = planarMapOf(voronoiCells(sites, frame), frame, 1e-6);
  const neighbours = () =>
    net.faces.flatMap((f, i) => net.faces.map((g, j) => (i < j && sharedEdges(f, g).length ? `${i}:${j}` : '')));
  const target = (300 * 200) / sites.length;

  it('shares the corners of neighbouring cells', () => {
    const areas = net.faces.map((f) => Math.abs(faceArea(net.points, f)));
    expect(areas.reduce((a, b) => a + b, 0)).toBeCloseTo(300 * 200, 3);
    expect(neighbours().filter(Boolean).length).toBeGreaterThan(sites.length - 1);
  });

  it('brings every area to its surface, keeps every border and the frame', () => {
    const pts = relaxAreas(
      net,
      net.faces.map(() => target),
      { rounds: 1500 },
    );
    const before = net.faces.map((f) => Math.abs(faceArea(net.points, f)));
    const after = net.faces.map((f) => Math.abs(faceArea(pts, f)));
    expect(Math.max(...before) / Math.min(...before)).toBeGreaterThan(5);
    for (const a of after) expect(Math.abs(a - target) / target).toBeLessThan(0.05);
    for (const [x, y] of pts) {
      expect(x).toBeGreaterThanOrEqual(-1e-6);
      expect(x).toBeLessThanOrEqual(300 + 1e-6);
      expect(y).toBeGreaterThanOrEqual(-1e-6);
      expect(y).toBeLessThanOrEqual(200 + 1e-6);
    }
    // The net's structure is the layout's: every neighbour keeps a border of some length.
    for (const f of net.faces)
      for (const g of net.faces) {
        const e = sharedEdges(f, g);
        if (f !== g && e.length)
          expect(
            e.reduce((s, [a, b]) => s + Math.hypot(pts[b][0] - pts[a][0], pts[b][1] - pts[a][1]), 0),
          ).toBeGreaterThan(0);
      }
  });

  it('measures a 3 × 1 strip as 3 long for its width, a square as 1', () => {
    const strip: Point[] = [
      [0, 0],
      [30, 0],
      [30, 10],
      [0, 10],
    ];
    expect(elongationOf(strip, [0, 1, 2, 3])).toBeCloseTo(3, 6);
    expect(elongationOf(strip, [3, 2, 1, 0])).toBeCloseTo(3, 6);
    expect(elongationOf([...strip.slice(0, 1), [10, 0], [10, 10], [0, 10]], [0, 1, 2, 3])).toBeCloseTo(1, 6);
  });

  it('draws a column of places along the frame as round areas, not strips, keeping their links', () => {
    // Two places against the west side of a frame, the rest in a grid: two tall cells along the whole side.
    const wide = { x: 0, y: 0, width: 400, height: 300 };
    const places: Point[] = [
      [5, 75],
      [5, 225],
    ];
    for (const x of [80, 180, 280, 370]) for (const y of [40, 110, 190, 260]) places.push([x, y]);
    const links: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 5],
    ];
    const worst = (pts: readonly Point[], m: typeof net) => Math.max(...m.faces.map((f) => elongationOf(pts, f)));
    const plain = planarMapOf(voronoiCells(places, wide), wide, 1e-6);
    const equal = places.map(() => (400 * 300) / places.length);
    const before = worst(relaxAreas(plain, equal, { rounds: 1500 }), plain);
    const spread = planarMapOf(voronoiCells(centroidalSites(places, wide, links, 10), wide), wide, 1e-6);
    const pts = relaxAreas(spread, equal, { rounds: 1500, elongation: 0.1 });
    expect(before).toBeGreaterThan(2.5);
    expect(worst(pts, spread)).toBeLessThan(2);
    for (const [a, b] of links) expect(sharedEdges(spread.faces[a], spread.faces[b]).length).toBeGreaterThan(0);
  });

  it('bends inner borders the same way from both sides and leaves the frame straight', () => {
    const faces = wobbledFaces(net, net.points, 4, 5);
    const total = faces.reduce(
      (s, f) =>
        s +
        Math.abs(
          faceArea(
            f,
            f.map((_, i) => i),
          ),
        ),
      0,
    );
    expect(total).toBeCloseTo(300 * 200, 0);
    expect(faces.some((f, i) => f.length > net.faces[i].length)).toBe(true);
    expect(wobbledFaces(net, net.points, 4, 5)).toEqual(faces);
  });
});

describe('packing stands into an area', () => {
  const square: Point[] = [
    [0, 0],
    [100, 0],
    [100, 100],
    [0, 100],
  ];
  const stand = { width: 40, depth: 40 };

  it('places four 40 mm stands in a 100 mm square with 2 mm between, not nine', () => {
    expect(packRects(square, Array(4).fill(stand), 2)).toHaveLength(4);
    expect(packRects(square, Array(9).fill(stand), 2).length).toBeLessThan(9);
  });

  it('finds no room in a sliver of the same surface', () => {
    const sliver: Point[] = [
      [0, 0],
      [1000, 0],
      [1000, 10],
      [0, 10],
    ];
    expect(packRects(sliver, [stand], 2)).toHaveLength(0);
  });

  it('keeps every piece inside a concave shape and clear of the others', () => {
    const ell: Point[] = [
      [0, 0],
      [200, 0],
      [200, 60],
      [60, 60],
      [60, 200],
      [0, 200],
    ];
    const placed = packRects(ell, Array(6).fill({ width: 40, depth: 50 }), 2);
    expect(placed.length).toBeGreaterThanOrEqual(4);
    for (const p of placed) {
      for (const c of [
        [p.x, p.y],
        [p.x + p.width, p.y + p.depth],
        [p.x + p.width, p.y],
        [p.x, p.y + p.depth],
      ] as Point[])
        expect(pointInPolygon(c, ell)).toBe(true);
      for (const q of placed)
        if (q !== p)
          expect(p.x + p.width <= q.x || q.x + q.width <= p.x || p.y + p.depth <= q.y || q.y + q.depth <= p.y).toBe(
            true,
          );
    }
  });
});

describe('where a town sits in its area', () => {
  it('is the inside point farthest from the border, even in a concave area', () => {
    const ell: Point[] = [
      [0, 0],
      [200, 0],
      [200, 40],
      [40, 40],
      [40, 200],
      [0, 200],
    ];
    const p = innermostPoint(ell);
    expect(pointInPolygon(p, ell)).toBe(true);
    expect(distanceToBorder(p, ell)).toBeGreaterThan(19);
  });
});
