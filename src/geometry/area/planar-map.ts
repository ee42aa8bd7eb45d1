import type { Point, Rect } from '../point.js';

/**
 * A map of areas as one shared net of corners: each face (area) lists the corners around it, and two areas
 * that share a border share those corners. Moving a corner moves the border on both sides at once, so a
 * map relaxed this way keeps every border it started with.
 */
export interface PlanarMap {
  points: Point[];
  faces: number[][];
  /** Corners on the frame slide along it: a corner of the frame stays, one on a side keeps that side. */
  pinX: boolean[];
  pinY: boolean[];
}

/** The net of the given cells (neighbours must repeat corners to within `tolerance`) inside `frame`. */
export function planarMapOf(cells: readonly (readonly Point[])[], frame: Rect, tolerance = 1e-6): PlanarMap {
  const points: Point[] = [];
  const key = new Map<string, number>();
  const q = (v: number) => Math.round(v / Math.max(tolerance, 1e-9));
  const faces = cells.map((cell) =>
    cell.map((p) => {
      // Corners within the tolerance of one another are one corner, whichever cell names it first.
      for (const dx of [-1, 0, 1])
        for (const dy of [-1, 0, 1]) {
          const found = key.get(`${q(p[0]) + dx}:${q(p[1]) + dy}`);
          if (found !== undefined) return found;
        }
      points.push([p[0], p[1]]);
      key.set(`${q(p[0])}:${q(p[1])}`, points.length - 1);
      return points.length - 1;
    }),
  );
  const near = (a: number, b: number) => Math.abs(a - b) <= tolerance * 4;
  const pinX = points.map(([x]) => near(x, frame.x) || near(x, frame.x + frame.width));
  const pinY = points.map(([, y]) => near(y, frame.y) || near(y, frame.y + frame.height));
  return { points, faces, pinX, pinY };
}

export function faceArea(points: readonly Point[], face: readonly number[]): number {
  let a = 0;
  for (let i = 0, j = face.length - 1; i < face.length; j = i++)
    a += points[face[j]][0] * points[face[i]][1] - points[face[i]][0] * points[face[j]][1];
  return a / 2;
}

/** The border two faces share: the corners' pairs that follow each other in both, as index pairs. */
export function sharedEdges(a: readonly number[], b: readonly number[]): [number, number][] {
  const inB = new Set<string>();
  for (let i = 0; i < b.length; i++)
    inB.add(`${b[(i + 1) % b.length]}:${b[i]}`).add(`${b[i]}:${b[(i + 1) % b.length]}`);
  const out: [number, number][] = [];
  for (let i = 0; i < a.length; i++) {
    const e: [number, number] = [a[i], a[(i + 1) % a.length]];
    if (inB.has(`${e[0]}:${e[1]}`)) out.push(e);
  }
  return out;
}
