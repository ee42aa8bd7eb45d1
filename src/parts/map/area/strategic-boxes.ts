import type { Point, Rect } from '../../../geometry/point.js';
import { mmToPt } from '../../../print/units.js';

/**
 * Boxes for strategic areas, centred on their positions: as wide as the spacing to the next box in the
 * same row allows (and as tall as the spacing in the same column), within sensible bounds.
 */
export function strategicBoxRects(positions: readonly Point[]): Rect[] {
  const maxW = mmToPt(100),
    minW = mmToPt(42),
    maxH = mmToPt(46),
    minH = mmToPt(26);
  return positions.map((p, i) => {
    let w = maxW;
    let h = maxH;
    positions.forEach((q, j) => {
      if (i === j) return;
      const dx = Math.abs(q[0] - p[0]);
      const dy = Math.abs(q[1] - p[1]);
      if (dy < maxH && dx > 0) w = Math.min(w, dx * 0.88);
      if (dx < maxW && dy > 0) h = Math.min(h, dy * 0.85);
    });
    w = Math.max(minW, w);
    h = Math.max(minH, h);
    return { x: p[0] - w / 2, y: p[1] - h / 2, width: w, height: h };
  });
}
