import type { Point, Rect } from '../../../geometry/point.js';
import { segmentDistance, segmentRectDistance } from '../../../geometry/segment.js';
import { mmToPt } from '../../../print/units.js';
import { arrowHead } from '../arrow.js';

/**
 * The least paper between two entry arrows as printed (shaft edge to shaft edge, or to a head's side), mm: two
 * arrows nearer read as one, or as one pointing at the other (issue 24: D's and Wissembourg's into Dambach, 1.4 mm).
 */
export const ARROW_CLEAR_MM = 2.5;
/**
 * The least paper between an entry arrow as printed and a box it does not leave (its title bar, its frame), mm.
 * The edge zone between the frame and a box is 5 mm on letter: an arrow along its middle keeps 1.8 mm.
 */
export const BOX_CLEAR_MM = 1.5;

/** A piece of a drawn arrow: a segment and the half-width of ink round it (the shaft), or 0 (the head's sides). */
interface Piece {
  a: Point;
  b: Point;
  r: number;
}

/** An arrow as printed: its shaft, `width` wide, up to the head's base, and the head's three sides. */
export function arrowPieces(route: readonly Point[], width: number): Piece[] {
  const head = arrowHead(route, width);
  const out: Piece[] = [];
  for (let i = 1; i < head.shaft.length; i++) out.push({ a: head.shaft[i - 1]!, b: head.shaft[i]!, r: width / 2 });
  out.push(
    { a: head.left, b: head.tip, r: 0 },
    { a: head.tip, b: head.right, r: 0 },
    { a: head.right, b: head.left, r: 0 },
  );
  return out;
}

function piecesBounds(ps: readonly Piece[]): Rect {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of ps)
    for (const q of [p.a, p.b]) {
      x0 = Math.min(x0, q[0] - p.r);
      y0 = Math.min(y0, q[1] - p.r);
      x1 = Math.max(x1, q[0] + p.r);
      y1 = Math.max(y1, q[1] + p.r);
    }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

/**
 * The paper between two arrows as printed, pt (0 or less where their ink meets); Infinity when it is more than
 * `beyond`, which is not measured exactly.
 */
export function arrowsClearance(a: readonly Point[], b: readonly Point[], width: number, beyond = mmToPt(10)): number {
  const [pa, pb] = [arrowPieces(a, width), arrowPieces(b, width)];
  const [ra, rb] = [piecesBounds(pa), piecesBounds(pb)];
  const apart = (r: Rect, s: Rect) =>
    r.x - (s.x + s.width) > beyond ||
    s.x - (r.x + r.width) > beyond ||
    r.y - (s.y + s.height) > beyond ||
    s.y - (r.y + r.height) > beyond;
  if (apart(ra, rb)) return Infinity;
  const nearA = pa.filter((p) => !apart(piecesBounds([p]), rb));
  const nearB = pb.filter((q) => !apart(piecesBounds([q]), ra));
  const boundsB = nearB.map((q) => piecesBounds([q]));
  let best = Infinity;
  for (const p of nearA) {
    const bp = piecesBounds([p]);
    for (let k = 0; k < nearB.length; k++) {
      if (apart(bp, boundsB[k]!)) continue;
      const q = nearB[k]!;
      best = Math.min(best, segmentDistance(p.a, p.b, q.a, q.b) - p.r - q.r);
    }
  }
  return best;
}

/** An arrow's pieces and each one's bounds, ink included: made once an arrow, as it is held against many boxes. */
interface ArrowInk {
  width: number;
  pieces: Piece[];
  /** Piece k's bounds are x0[k]..x1[k] across and y0[k]..y1[k] down. */
  x0: Float64Array;
  x1: Float64Array;
  y0: Float64Array;
  y1: Float64Array;
}

/**
 * Each route's ink, by the route (a drawn route is not changed once made, as lineBounds assumes): a name moved off a
 * cut is tried in a hundred places, each held against every arrow (2.5 s of a fresh Nordwind map made the head anew).
 */
const inks = new WeakMap<readonly Point[], ArrowInk>();

function inkOf(route: readonly Point[], width: number): ArrowInk {
  const known = inks.get(route);
  if (known && known.width === width) return known;
  const pieces = arrowPieces(route, width);
  const [x0, x1, y0, y1] = [0, 1, 2, 3].map(() => new Float64Array(pieces.length));
  pieces.forEach((p, k) => {
    x0[k] = Math.min(p.a[0], p.b[0]) - p.r;
    x1[k] = Math.max(p.a[0], p.b[0]) + p.r;
    y0[k] = Math.min(p.a[1], p.b[1]) - p.r;
    y1[k] = Math.max(p.a[1], p.b[1]) + p.r;
  });
  const ink = { width, pieces, x0: x0!, x1: x1!, y0: y0!, y1: y1! };
  inks.set(route, ink);
  return ink;
}

/** More than any rounding of a distance: a piece whose bounds stand off by this more than the best is not measured. */
const ROUNDING = 1e-6;

/**
 * The paper between an arrow as printed and a rectangle, pt (0 or less where its ink is on it). A piece's distance is
 * no less than the gap between its bounds and the rectangle, so a piece whose bounds stand farther off than the
 * nearest piece measured (or than `beyond`, when only a nearer answer matters) is passed over: the answer is the same.
 */
export function arrowRectClearance(route: readonly Point[], width: number, r: Rect, beyond = Infinity): number {
  const ink = inkOf(route, width);
  let best = Infinity;
  for (let k = 0; k < ink.pieces.length; k++) {
    const gap = Math.max(
      r.x - ink.x1[k]!,
      ink.x0[k]! - (r.x + r.width),
      r.y - ink.y1[k]!,
      ink.y0[k]! - (r.y + r.height),
    );
    if (gap > Math.min(best, beyond) + ROUNDING) continue;
    const p = ink.pieces[k]!;
    best = Math.min(best, segmentRectDistance(p.a, p.b, r) - p.r);
  }
  return best;
}

/** Whether an arrow as printed comes nearer a rectangle than `clear`, pt: its pieces farther off are not measured. */
export function arrowNear(route: readonly Point[], width: number, r: Rect, clear: number): boolean {
  return arrowRectClearance(route, width, r, clear) < clear;
}
