import type { Point, Rect } from '../../../geometry/point.js';
import { rectsOverlap } from '../../../geometry/point.js';

/**
 * The operational map's frame on a sheet that also carries strategic boxes and tracks: the box around
 * the operational areas (padded), inside the sheet, pulled in on whichever side costs least wherever it
 * would run under a box. Voronoi cells are clipped to it.
 */
export function operationalOutline(
  positions: readonly Point[],
  obstacles: readonly Rect[],
  sheet: Rect,
  pad: number,
  gap: number,
): Rect {
  const xs = positions.map((p) => p[0]);
  const ys = positions.map((p) => p[1]);
  let x0 = Math.max(sheet.x, Math.min(...xs) - pad);
  let y0 = Math.max(sheet.y, Math.min(...ys) - pad);
  let x1 = Math.min(sheet.x + sheet.width, Math.max(...xs) + pad);
  let y1 = Math.min(sheet.y + sheet.height, Math.max(...ys) + pad);
  for (let round = 0; round < 4 * obstacles.length + 4; round++) {
    const r = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
    // A side just cut to an obstacle's edge may still meet it by a rounding error (o.y - gap + o.height + 2 * gap is
    // not always o.y + o.height + gap): that obstacle would be hit again on every round, and the others never.
    const e = 1e-6;
    const hit = obstacles.find((o) =>
      rectsOverlap(r, {
        x: o.x - gap + e,
        y: o.y - gap + e,
        width: o.width + 2 * gap - 2 * e,
        height: o.height + 2 * gap - 2 * e,
      }),
    );
    if (!hit) break;
    const cuts = [
      { side: 'left', to: hit.x + hit.width + gap },
      { side: 'right', to: hit.x - gap },
      { side: 'top', to: hit.y + hit.height + gap },
      { side: 'bottom', to: hit.y - gap },
    ].map((c) => {
      const nx0 = c.side === 'left' ? Math.max(x0, c.to) : x0;
      const nx1 = c.side === 'right' ? Math.min(x1, c.to) : x1;
      const ny0 = c.side === 'top' ? Math.max(y0, c.to) : y0;
      const ny1 = c.side === 'bottom' ? Math.min(y1, c.to) : y1;
      const lost = positions.filter((p) => p[0] < nx0 || p[0] > nx1 || p[1] < ny0 || p[1] > ny1).length;
      const area = Math.max(0, nx1 - nx0) * Math.max(0, ny1 - ny0);
      return { nx0, nx1, ny0, ny1, lost, area };
    });
    // Keep every area inside if any cut allows it; among those, keep the most room.
    cuts.sort((a, b) => a.lost - b.lost || b.area - a.area);
    ({ nx0: x0, nx1: x1, ny0: y0, ny1: y1 } = cuts[0]);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}
