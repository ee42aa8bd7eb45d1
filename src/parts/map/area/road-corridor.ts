import { distance, type Point } from '../../../geometry/point.js';
import { nearBorder, pointInside, distanceToSegmentXY } from '../../../geometry/area/edge-grid.js';
import { flattenCubics, smoothChain, straightChain } from '../../../geometry/cubic.js';
import { mmToPt } from '../../../print/units.js';
import type { PlacedArea } from './area-model.js';

/** How finely a road's curve is made a line for the search to measure it, pt. */
export const ROAD_STEP = 2;
/**
 * How far the line every check on what is drawn measures (route: a name clear of it, an arrow beside it, the road in
 * its areas) may stray from the curve as drawn, pt: a thirtieth of the road's width.
 */
export const ROAD_FLATNESS = 0.1;
/** A road crosses its border at least this far from the border's ends when it can, pt (closer costs length). */
const CORNER_WANTED = mmToPt(15);
/** What a point closer to a corner than CORNER_WANTED costs, in pt of road. */
const CORNER_COST = 4;
/** A road closer than this to its own area's border, away from its crossing and its towns, runs along it, pt. */
const HUG = mmToPt(2.5);
/** A road running along a border costs this many times its length there: a road keeps to the middle of its ground. */
const HUG_COST = 4;
/** How far from another area's town a road keeps, pt: a road through a town reads as joining it. */
const TOWN_CLEAR = mmToPt(6);
/** How far a road keeps from an entry arrow's line, pt: a road along an arrow hides where the entry leads. */
const ARROW_CLEAR = mmToPt(2);
/** The shares of the border's square (against the straight way between the towns) a road crosses it at. */
const SQUARE_SHARES = [0.7, 0.4];
/** How long a curve's controls are, as a share of the way from town to crossing. */
const CONTROL = 0.35;

/** A road as drawn: a chain of cubic pieces (geometry/cubic.ts) and the point where it crosses its border. */
export interface RoadCourse {
  curve: Point[];
  crossing: Point;
}

/** The ends of a border's pieces: the corners where a third area meets the two. */
function borderEnds(border: readonly [Point, Point][]): Point[] {
  return border.flatMap(([p, q], i) => [
    ...(i === 0 || distance(border[i - 1]![1], p) > 1e-6 ? [p] : []),
    ...(i === border.length - 1 || distance(border[i + 1]![0], q) > 1e-6 ? [q] : []),
  ]);
}

const near = (p: Point, poly: readonly Point[], r: number) => nearBorder(p, poly, r);
const inside = (p: Point, poly: readonly Point[]) => pointInside(p[0], p[1], poly);

/**
 * Whether a drawn road (its curve as a line) stays in its two areas and crosses their border once: every point of
 * it farther than a road's width from the crossing lies in the area of its own half, and none comes within
 * TOWN_CLEAR of a town it does not join.
 */
function keepsToItsAreas(
  line: readonly Point[],
  crossing: Point,
  a: PlacedArea,
  b: PlacedArea,
  towns: Point[],
  arrows: readonly (readonly [Point, Point])[] = [],
) {
  let passed = false;
  for (let i = 0; i < line.length; i++) {
    const p = line[i]!;
    const q = line[i + 1] ?? p;
    const mid: Point = [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
    for (const s of [p, mid]) {
      if (towns.some((t) => Math.abs(t[0] - s[0]) < TOWN_CLEAR && distance(t, s) < TOWN_CLEAR)) return false;
      if (arrows.some(([f, e]) => distanceToSegmentXY(s[0], s[1], f[0], f[1], e[0], e[1]) < ARROW_CLEAR)) return false;
      const d = distance(s, crossing);
      if (d < 3) {
        passed = true;
        if (!inside(s, a.polygon) && !inside(s, b.polygon) && !near(s, a.polygon, 0.75)) return false;
        continue;
      }
      if (!inside(s, passed ? b.polygon : a.polygon)) return false;
    }
  }
  return passed;
}

/** The length of a road's line that runs along its own area's border, away from its crossing and its towns. */
function hugging(line: readonly Point[], crossing: Point, a: PlacedArea, b: PlacedArea): number {
  let len = 0;
  let passed = false;
  for (let i = 1; i < line.length; i++) {
    const p = line[i]!;
    if (distance(p, crossing) < mmToPt(6)) {
      passed = true;
      continue;
    }
    if (distance(p, a.centre) < mmToPt(4) || distance(p, b.centre) < mmToPt(4)) continue;
    if (near(p, passed ? b.polygon : a.polygon, HUG)) len += distance(line[i - 1]!, p);
  }
  return len;
}

const lengthOf = (line: readonly Point[]) => line.slice(1).reduce((s, p, i) => s + distance(line[i]!, p), 0);

/**
 * The road between the towns of two areas that share `border`, as a surveyor would lay it: it leaves each town
 * towards a crossing on the border, crosses it once, more square to it than the straight way between the towns
 * would (a road along a border reads as the border), well away from the border's ends (corners, where a third area
 * meets the two), and bends gently; it stays in its two areas, clear of every other town (`towns`) and off the
 * entry arrows' lines (`arrows`). The
 * crossing is the one whose road is shortest, counting a stretch along a border HUG_COST times and a crossing near a
 * corner as longer. Where no curve keeps to the two areas (a town behind a bend of its area), the road is `bent`'s
 * polyline (which goes round the corners inside the areas), rounded as far as it stays in them.
 */
export function corridorRoute(
  a: PlacedArea,
  b: PlacedArea,
  border: readonly [Point, Point][],
  towns: Point[],
  arrows: readonly (readonly [Point, Point])[],
  minCorner: number,
  bent: () => Point[],
): RoadCourse {
  const [A, B] = [a.centre, b.centre];
  const ends = borderEnds(border);
  const along: Point[] = [];
  for (const [p, q] of border) {
    const n = Math.max(1, Math.ceil(distance(p, q) / 4));
    for (let k = along.length ? 1 : 0; k <= n; k++)
      along.push([p[0] + ((q[0] - p[0]) * k) / n, p[1] + ((q[1] - p[1]) * k) / n]);
  }
  const others = towns.filter((t) => t !== A && t !== B);
  const ab = distance(A, B) || 1;
  const u: Point = [(B[0] - A[0]) / ab, (B[1] - A[1]) / ab];
  // Every crossing and square tried, each with what it costs at least (its length, and its corner's cost): they are
  // measured against the areas cheapest first, and the search stops at the first that costs no more than the next
  // one's least (most roads: the first that keeps to its areas).
  const tried: { curve: Point[]; line: Point[]; X: Point; lower: number }[] = [];
  for (let i = 0; i < along.length; i += 2) {
    const X = along[i]!;
    const corner = Math.min(...ends.map((e) => distance(e, X)));
    if (corner < minCorner) continue;
    // The border's way here, over a few steps either side (a bent border wobbles step by step).
    const [p, q] = [along[Math.max(0, i - 3)]!, along[Math.min(along.length - 1, i + 3)]!];
    const len = distance(p, q);
    if (!len) continue;
    // Its square, turned to point from a's side to b's.
    let n: Point = [-(q[1] - p[1]) / len, (q[0] - p[0]) / len];
    if (n[0] * u[0] + n[1] * u[1] < 0) n = [-n[0], -n[1]];
    const [la, lb] = [distance(A, X), distance(X, B)];
    if (!la || !lb) continue;
    for (const w of SQUARE_SHARES) {
      const tx = n[0] * w + u[0] * (1 - w);
      const ty = n[1] * w + u[1] * (1 - w);
      const tl = Math.hypot(tx, ty) || 1;
      const t: Point = [tx / tl, ty / tl];
      const curve: Point[] = [
        A,
        [A[0] + (X[0] - A[0]) * CONTROL, A[1] + (X[1] - A[1]) * CONTROL],
        [X[0] - t[0] * la * CONTROL, X[1] - t[1] * la * CONTROL],
        X,
        [X[0] + t[0] * lb * CONTROL, X[1] + t[1] * lb * CONTROL],
        [B[0] + (X[0] - B[0]) * CONTROL, B[1] + (X[1] - B[1]) * CONTROL],
        B,
      ];
      const line = flattenCubics(curve, ROAD_STEP);
      tried.push({ curve, line, X, lower: lengthOf(line) + Math.max(0, CORNER_WANTED - corner) * CORNER_COST });
    }
  }
  tried.sort((x, y) => x.lower - y.lower);
  let best: { course: RoadCourse; cost: number } | undefined;
  for (const { curve, line, X, lower } of tried) {
    if (best && lower >= best.cost) break;
    if (!keepsToItsAreas(line, X, a, b, others, arrows)) continue;
    const cost = lower + HUG_COST * hugging(line, X, a, b);
    if (!best || cost < best.cost) best = { course: { curve, crossing: X }, cost };
  }
  if (best) return best.course;
  // The polyline round the corners, rounded as far as it stays in the two areas.
  const pts = bent();
  const crossing = pts.reduce((c, p) => (borderGap(p, border) < borderGap(c, border) ? p : c), pts[0]!);
  for (const tension of [1, 0.5]) {
    const curve = smoothChain(pts, tension);
    if (keepsToItsAreas(flattenCubics(curve, ROAD_STEP), crossing, a, b, [])) return { curve, crossing };
  }
  return { curve: straightChain(pts), crossing };
}

function borderGap(p: Point, border: readonly [Point, Point][]): number {
  let d = Infinity;
  for (const [s, e] of border) d = Math.min(d, distanceToSegmentXY(p[0], p[1], s[0], s[1], e[0], e[1]));
  return d;
}
