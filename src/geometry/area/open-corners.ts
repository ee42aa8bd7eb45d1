import type { Point } from '../point.js';

/**
 * No area's corner is drawn sharper than this, degrees: a sharper one is a sliver of ground, not a place. It is
 * 5° above the 20° the drawn map is held to, for the little bend the pen keeps near a narrow corner.
 */
export const MIN_CORNER_DEG = 25;

const id = (p: Point) => `${Math.round(p[0] * 10)}:${Math.round(p[1] * 10)}`;

/** An area's angle at its corner b between a and c, measured inside the area (`turn` is its outline's sign). */
function insideAngle(a: Point, b: Point, c: Point, turn: number): number {
  const u = Math.atan2(a[1] - b[1], a[0] - b[0]);
  const v = Math.atan2(c[1] - b[1], c[0] - b[0]);
  const deg = (((turn * (u - v) * 180) / Math.PI) % 360) + 360;
  return deg % 360;
}

function signedArea(poly: readonly Point[]): number {
  let a = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++)
    a += poly[j]![0] * poly[i]![1] - poly[i]![0] * poly[j]![1];
  return a;
}

/**
 * A net of areas given by their corners (shared corners have the same coordinates), with every corner opened to at
 * least `minDeg` inside its area. A corner sharper than that, or one folded back on itself (a corner whose two
 * borders leave almost along one line, the area twisted into a thin loop), makes a long sliver a hair wide once
 * drawn. The far end of its shorter border is turned about the corner until the area's angle there is `minDeg`:
 * that corner moves for every area that shares it, so the sliver goes to the neighbour across the shorter border
 * and the areas keep their neighbours. Corners on the frame (`fixed`) stay where they are.
 */
export function openNarrowCorners(
  polygons: readonly (readonly Point[])[],
  fixed: (p: Point) => boolean = () => false,
  minDeg = MIN_CORNER_DEG,
): Point[][] {
  const out = polygons.map((poly) => poly.map((p): [number, number] => [p[0], p[1]]));
  const turn = out.map((poly) => Math.sign(signedArea(poly)) || 1);
  for (let round = 0; round < 8; round++) {
    let moved = false;
    for (let k = 0; k < out.length; k++) {
      const poly = out[k]!;
      for (let i = 0; i < poly.length; i++) {
        const [a, b, c] = [poly[(i + poly.length - 1) % poly.length]!, poly[i]!, poly[(i + 1) % poly.length]!];
        const angle = insideAngle(a, b, c, turn[k]!);
        if (angle >= minDeg && angle <= 360 - minDeg) continue;
        // The shorter border's far end turns; the longer border stays.
        const [la, lc] = [Math.hypot(a[0] - b[0], a[1] - b[1]), Math.hypot(c[0] - b[0], c[1] - b[1])];
        const [far, stay, farIsPrev] = la <= lc ? [a, c, true] : [c, a, false];
        if (fixed(far)) continue;
        const len = Math.min(la, lc);
        const base = Math.atan2(stay[1] - b[1], stay[0] - b[0]);
        const rad = (minDeg * Math.PI) / 180;
        // Turn toward the area's inside: the side where the angle, measured inside, is minDeg.
        const to = [base + rad, base - rad]
          .map((t): Point => [b[0] + Math.cos(t) * len, b[1] + Math.sin(t) * len])
          .find((q) => {
            const ang = farIsPrev ? insideAngle(q, b, c, turn[k]!) : insideAngle(a, b, q, turn[k]!);
            return Math.abs(ang - minDeg) < 1e-6;
          });
        if (!to) continue;
        const key = id(far);
        for (const other of out)
          for (const p of other)
            if (id(p) === key) {
              p[0] = to[0];
              p[1] = to[1];
            }
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}
