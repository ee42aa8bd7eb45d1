import type { HexMap, SquareMap } from '../../../model/schema/map.js';
import { expandCells } from '../../../geometry/grid.js';
import { distance, midpoint, type Point } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';
import { path, polylinePath, boxAround, fmt, type Item } from '../../../print/scene.js';
import { channels, darken } from '../map-style.js';
import type { CellGeometry } from './cell-geometry.js';

export interface DrawnRoad {
  kind: string;
  cells: string[];
  points: Point[];
}

/** How much wider than its road a solid road's dark casing is drawn, pt. */
export const ROAD_CASING = 0.9;

/** Blue-ish ink is water by the map-maker's convention: a road crossing such a hexside gets a bridge. */
export function isWaterColor(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return b > r + 30 && b >= g;
}

/**
 * Roads run from cell centre to cell centre. Solid roads get a thin dark casing so they stand off any fill;
 * where a road crosses a water hexside a bridge is drawn over the crossing.
 */
export function drawRoads(
  map: HexMap | SquareMap,
  geo: CellGeometry,
  waterSides: Map<string, [Point, Point]>,
): { items: Item[]; roads: DrawnRoad[] } {
  const features = new Map(map.lineFeatures.map((f) => [f.id, f]));
  const roads: DrawnRoad[] = map.roads.map((r) => {
    const cells = expandCells(r.cells, geo.grid).cells;
    return { kind: r.kind, cells: cells.map((c) => geo.grid.label(c)), points: cells.map((c) => geo.centre(c)) };
  });
  const casings: Item[] = [];
  const lines: Item[] = [];
  const bridges: Item[] = [];
  const sorted = [...roads].sort((a, b) => (features.get(b.kind)?.widthMm ?? 1) - (features.get(a.kind)?.widthMm ?? 1));
  for (const r of sorted) {
    const f = features.get(r.kind);
    if (!f || r.points.length < 2) continue;
    const w = mmToPt(f.widthMm);
    const d = polylinePath(r.points);
    const box = boxAround(r.points, w);
    if (!f.dash)
      casings.push(
        path(d, box, { stroke: darken(f.color, 0.55), width: w + ROAD_CASING, cap: 'round', join: 'round' }),
      );
    lines.push(
      path(d, box, {
        stroke: f.color,
        width: w,
        cap: 'round',
        join: 'round',
        ...(f.dash ? { dash: [w * 2.5, w * 1.5], cap: 'butt' as const } : {}),
      }),
    );
    for (let i = 1; i < r.cells.length; i++) {
      const side = waterSides.get([r.cells[i - 1], r.cells[i]].sort().join('|'));
      if (side) bridges.push(bridgeMark(r.points[i - 1], r.points[i], side, w));
    }
  }
  return { items: [...casings, ...lines, ...bridges], roads };
}

/** Two short rails either side of the road where it crosses the hexside, the usual bridge sign. */
function bridgeMark(a: Point, b: Point, side: [Point, Point], roadWidth: number): Item {
  const [mx, my] = midpoint(side[0], side[1]);
  const len = distance(a, b) || 1;
  const ux = (b[0] - a[0]) / len,
    uy = (b[1] - a[1]) / len;
  const off = roadWidth / 2 + 1.6;
  const half = roadWidth * 1.6 + 2;
  let d = '';
  for (const sgn of [-1, 1]) {
    const ox = -uy * off * sgn,
      oy = ux * off * sgn;
    d +=
      `M${fmt(mx + ox - ux * half)} ${fmt(my + oy - uy * half)}` +
      `L${fmt(mx + ox + ux * half)} ${fmt(my + oy + uy * half)}`;
  }
  return path(
    d,
    { x: mx - half - off, y: my - half - off, width: 2 * (half + off), height: 2 * (half + off) },
    { stroke: '#1d1d1b', width: 0.9, cap: 'round' },
  );
}
