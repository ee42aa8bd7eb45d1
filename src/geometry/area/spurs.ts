import type { Point } from '../point.js';

/**
 * Whether the outline doubles back on itself at b: a and c lie on one line through b, both on the same side of it
 * (a spur of no width, drawn as a spike), or b repeats a.
 */
function doublesBack(a: Point, b: Point, c: Point, eps: number): boolean {
  // Squares and plain numbers: this runs for every point of every shape each notch tried is cut out of.
  const ux = a[0] - b[0];
  const uy = a[1] - b[1];
  const vx = c[0] - b[0];
  const vy = c[1] - b[1];
  const lu = ux * ux + uy * uy;
  const lv = vx * vx + vy * vy;
  const e = eps * eps;
  if (lu <= e || lv <= e) return true;
  if (ux * vx + uy * vy <= 0) return false;
  const cross = ux * vy - uy * vx;
  return cross * cross <= e * Math.max(lu, lv);
}

/**
 * An outline without its spurs: a run of points that goes out along a line and comes back along it (where a bent
 * border was pushed flat onto the edge of a notch) encloses nothing and prints as a spike, so it is dropped.
 * `eps` is how far off the line a point may lie and still count as on it, in the outline's unit.
 */
export function withoutSpurs(poly: readonly Point[], eps: number): Point[] {
  const out: Point[] = [];
  for (const p of poly) {
    while (out.length >= 2 && doublesBack(out[out.length - 2]!, out[out.length - 1]!, p, eps)) out.pop();
    out.push(p);
  }
  // The outline is closed: a spur may run across its last and first points.
  while (out.length > 3) {
    const n = out.length;
    if (doublesBack(out[n - 2]!, out[n - 1]!, out[0]!, eps)) out.pop();
    else if (doublesBack(out[n - 1]!, out[0]!, out[1]!, eps)) out.shift();
    else break;
  }
  return out.length >= 3 ? out : [...poly];
}
