import type { Point, Rect } from '../point.js';
import { openNarrowCorners } from './open-corners.js';
import { narrowCorners, taperedBorder } from './corner-taper.js';

/** The drawn border's points are never further apart than this, in the polygons' unit (mm for map data). */
const STEP = 5;
/** The first bend is at most this share of the border's length, and never more than MAX_BEND. */
const BEND_SHARE = 0.16;
const MAX_BEND = 22;

/**
 * A repeatable number in [-0.5, 0.5) from a border's ends (the seed), a level and a step: both sides of a border
 * draw it alike.
 */
function hash(seed: readonly number[], level: number, step: number): number {
  let h = 2166136261;
  for (const v of seed) h = Math.imul(h ^ v, 16777619) ^ (h >>> 13);
  h = Math.imul(h ^ level, 16777619) ^ (h >>> 13);
  h = Math.imul(h ^ step, 16777619) ^ (h >>> 13);
  return ((h >>> 0) % 100000) / 100000 - 0.5;
}

/**
 * The points between two corners of a border drawn like ground rather than ruled: the border is halved again and
 * again, each middle point pushed aside by a repeatable amount that shrinks by half at each level (midpoint
 * displacement), until the pieces are STEP long. The bend depends only on the two corners, so the two areas that
 * share the border draw the same line, whichever way round they list it.
 */
export function drawnBorder(p: Point, q: Point, roughness = 1, variant = 0): Point[] {
  const key = (a: Point) => [Math.round(a[0] * 10), Math.round(a[1] * 10)];
  const flip = p[0] > q[0] || (p[0] === q[0] && p[1] > q[1]);
  const [a, b] = flip ? [q, p] : [p, q];
  const seed = [...key(a), ...key(b), variant];
  let line: Point[] = [a, b];
  let rough = roughness * Math.min(BEND_SHARE * Math.hypot(b[0] - a[0], b[1] - a[1]), MAX_BEND);
  for (let level = 0; Math.hypot(line[1][0] - line[0][0], line[1][1] - line[0][1]) > STEP && level < 12; level++) {
    const next: Point[] = [line[0]];
    for (let i = 0; i + 1 < line.length; i++) {
      const [u, v] = [line[i], line[i + 1]];
      const len = Math.hypot(v[0] - u[0], v[1] - u[1]) || 1;
      const off = hash(seed, level, i) * rough * 2;
      const t = 0.5 + hash(seed, level + 50, i) * 0.2;
      next.push(
        [
          u[0] + t * (v[0] - u[0]) - ((v[1] - u[1]) / len) * off,
          u[1] + t * (v[1] - u[1]) + ((v[0] - u[0]) / len) * off,
        ],
        v,
      );
    }
    line = next;
    rough /= 2;
  }
  const inner = line.slice(1, -1);
  return flip ? inner.reverse() : inner;
}

type Box = [number, number, number, number];
const box = (line: readonly Point[]): Box => {
  const b: Box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of line) {
    if (p[0] < b[0]) b[0] = p[0];
    if (p[1] < b[1]) b[1] = p[1];
    if (p[0] > b[2]) b[2] = p[0];
    if (p[1] > b[3]) b[3] = p[1];
  }
  return b;
};
const meet = (a: Box, b: Box) => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

/** The segments of a line (by their first point) whose boxes meet `box`: only they can cross a line inside it. */
function segmentsMeeting(line: readonly Point[], box: Box): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const p = line[i]!;
    const q = line[i + 1]!;
    if (Math.max(p[0], q[0]) < box[0] || Math.min(p[0], q[0]) > box[2]) continue;
    if (Math.max(p[1], q[1]) < box[1] || Math.min(p[1], q[1]) > box[3]) continue;
    out.push(i);
  }
  return out;
}

/**
 * Whether two drawn borders cross. Only the segments of each that reach the other's box are paired: two borders
 * whose boxes meet (most often two leaving one corner) overlap over a few of their segments.
 */
function crosses(a: readonly Point[], b: readonly Point[], boxA: Box, boxB: Box): boolean {
  const nearB = segmentsMeeting(a, boxB);
  if (!nearB.length) return false;
  const nearA = segmentsMeeting(b, boxA);
  for (const i of nearB)
    for (const j of nearA) {
      // Two segments whose boxes lie apart cannot cross: the cheap test first, for the many pairs far apart.
      // Plain numbers, no arrays: this runs for every pair of drawn borders whose boxes meet.
      const a0 = a[i]!;
      const a1 = a[i + 1]!;
      const b0 = b[j]!;
      const b1 = b[j + 1]!;
      if (
        Math.max(a0[0], a1[0]) < Math.min(b0[0], b1[0]) ||
        Math.max(b0[0], b1[0]) < Math.min(a0[0], a1[0]) ||
        Math.max(a0[1], a1[1]) < Math.min(b0[1], b1[1]) ||
        Math.max(b0[1], b1[1]) < Math.min(a0[1], a1[1])
      )
        continue;
      const r0 = a1[0] - a0[0];
      const r1 = a1[1] - a0[1];
      const s0 = b1[0] - b0[0];
      const s1 = b1[1] - b0[1];
      const d = r0 * s1 - r1 * s0;
      if (!d) continue;
      const t = ((b0[0] - a0[0]) * s1 - (b0[1] - a0[1]) * s0) / d;
      const u = ((b0[0] - a0[0]) * r1 - (b0[1] - a0[1]) * r0) / d;
      if (t > 1e-9 && t < 1 - 1e-9 && u > 1e-9 && u < 1 - 1e-9) return true;
    }
  return false;
}

/**
 * Areas given by their corners, each inner border drawn like ground between consecutive corners (drawnBorder);
 * a border along the frame stays straight, since it is the map's edge. Two borders (most often two that leave one
 * corner at a narrow angle) could bend across each other: the longer takes another bend and the shorter bends
 * less, again and again, until none crosses. A corner that would draw a sliver is opened before (openNarrowCorners).
 */
export function drawnShapes(given: readonly (readonly Point[])[], frame: Rect): Point[][] {
  const tol = 0.05;
  const edges = [frame.x, frame.x + frame.width];
  const rows = [frame.y, frame.y + frame.height];
  // A corner so sharp (or folded) that its area would be drawn as a sliver is opened first (openNarrowCorners).
  const polygons = openNarrowCorners(
    given,
    (p) => edges.some((e) => Math.abs(p[0] - e) <= tol) || rows.some((e) => Math.abs(p[1] - e) <= tol),
  );
  // The borders leaving a narrow corner leave it straight, so the pen's bend does not narrow it further.
  const narrow = narrowCorners(polygons);
  const onFrame = (p: Point, q: Point) =>
    edges.some((e) => Math.abs(p[0] - e) <= tol && Math.abs(q[0] - e) <= tol) ||
    rows.some((e) => Math.abs(p[1] - e) <= tol && Math.abs(q[1] - e) <= tol);
  const id = (p: Point) => `${Math.round(p[0] * 10)}:${Math.round(p[1] * 10)}`;
  const keyOf = (p: Point, q: Point) => [id(p), id(q)].sort().join('|');
  type Border = { p: Point; q: Point; rough: number; variant: number; line: Point[]; drawnAs?: [number, number] };
  const borders = new Map<string, Border>();
  for (const poly of polygons)
    poly.forEach((p, i) => {
      const q = poly[(i + 1) % poly.length];
      const k = keyOf(p, q);
      if (!onFrame(p, q) && !borders.has(k)) borders.set(k, { p, q, rough: 1, variant: 0, line: [] });
    });
  const length = (b: { p: Point; q: Point }) => Math.hypot(b.q[0] - b.p[0], b.q[1] - b.p[1]);
  const keys = [...borders.keys()];
  const list = keys.map((k) => borders.get(k)!);
  const boxes: Box[] = [];
  for (let round = 0; round < 12; round++) {
    // Only a border whose bend or roughness changed last round is drawn again, and only a pair with such a border
    // is tested again: two unchanged borders did not cross last round (a crossing changes one of them).
    const changed = list.map((b) => !b.drawnAs || b.drawnAs[0] !== b.rough || b.drawnAs[1] !== b.variant);
    list.forEach((b, i) => {
      if (!changed[i]) return;
      b.line = taperedBorder([b.p, ...drawnBorder(b.p, b.q, b.rough, b.variant), b.q], narrow);
      b.drawnAs = [b.rough, b.variant];
      boxes[i] = box(b.line);
    });
    const pairs: [string, string][] = [];
    for (let i = 0; i < keys.length; i++)
      for (let j = i + 1; j < keys.length; j++)
        if (
          (changed[i] || changed[j]) &&
          meet(boxes[i], boxes[j]) &&
          crosses(list[i].line, list[j].line, boxes[i], boxes[j])
        )
          pairs.push([keys[i], keys[j]]);
    if (!pairs.length) break;
    // The longer border first takes another bend, the shorter one bends less; late rounds flatten both.
    for (const [i, j] of pairs) {
      const [short, long] = [borders.get(i)!, borders.get(j)!].sort((x, y) => length(x) - length(y));
      long.variant++;
      short.rough /= 1.5;
      if (round >= 8) long.rough /= 2;
    }
  }
  return polygons.map((poly) =>
    poly.flatMap((p, i) => {
      const q = poly[(i + 1) % poly.length];
      const b = borders.get(keyOf(p, q));
      if (!b) return [[p[0], p[1]] as Point];
      const inner = b.line.slice(1, -1);
      return [[p[0], p[1]] as Point, ...(id(b.p) === id(p) ? inner : [...inner].reverse())];
    }),
  );
}
